import ScrollPhysics
import XCTest

/// Reference cases 14 and 15 of docs/physics.md §12 ("Case N" below).
final class ReleaseVelocityTests: XCTestCase {
  /// Case 14: (prev, latest) (1500, 500) → 1250, (0, 900) → 900, (800, 200) → 0.
  func testReleaseVelocityTable() {
    XCTAssertEqual(ReleaseVelocity.blended(previous: 1500, latest: 500), 1250)
    XCTAssertEqual(ReleaseVelocity.blended(previous: 0, latest: 900), 900)
    XCTAssertEqual(ReleaseVelocity.blended(previous: 800, latest: 200), 0)
    XCTAssertEqual(ReleaseVelocity.blended(previous: -1500, latest: -500), -1250)
    XCTAssertEqual(ReleaseVelocity.blended(previous: 100, latest: 249.9), 0)
  }

  func testTwoAxisBlendGatesOnTheCombinedSpeed() {
    let both = ReleaseVelocity.blended(previous: (0, 1000), latest: (200, 200))
    XCTAssertEqual(both.x, 50)
    XCTAssertEqual(both.y, 800)
    let slow = ReleaseVelocity.blended(previous: (1000, 1000), latest: (150, 150))
    XCTAssertEqual(slow.x, 0)
    XCTAssertEqual(slow.y, 0)
    let unblended = ReleaseVelocity.blended(previous: (0, 0), latest: (300, -400))
    XCTAssertEqual(unblended.x, 300)
    XCTAssertEqual(unblended.y, -400)
    XCTAssertTrue(ReleaseVelocity.hasMomentum(latestSpeed: -250))
    XCTAssertFalse(ReleaseVelocity.hasMomentum(latestSpeed: 249))
  }

  func testGestureVelocityConversions() {
    XCTAssertEqual(ReleaseVelocity.contentVelocity(fromGestureVelocity: -1200), 1200)
    XCTAssertEqual(ReleaseVelocity.recognizerVelocity(current: 1000, previous: 500), 600, accuracy: 1e-9)
    XCTAssertEqual(ReleaseVelocity.recognizerVelocity(current: 1000, previous: nil), 200, accuracy: 1e-9)
  }

  /// Case 15: start 1, counts 3/4/6, drag 200 pt → 1.8333 / 2.2500 / 3.0833.
  func testFastFlickMultiplierTable() {
    XCTAssertEqual(
      ReleaseVelocity.fastFlickMultiplier(start: 1, count: 3, dragDistance: 200), 1.8333, accuracy: 1e-4)
    XCTAssertEqual(
      ReleaseVelocity.fastFlickMultiplier(start: 1, count: 4, dragDistance: 200), 2.25, accuracy: 1e-4)
    XCTAssertEqual(
      ReleaseVelocity.fastFlickMultiplier(start: 1, count: 6, dragDistance: 200), 3.0833, accuracy: 1e-4)
    XCTAssertEqual(ReleaseVelocity.fastFlickMultiplier(start: 1, count: 2, dragDistance: 200), 1)
    XCTAssertEqual(
      ReleaseVelocity.fastFlickMultiplier(start: 1, count: 3, dragDistance: 10_000), 1.9, accuracy: 1e-12)
    XCTAssertEqual(ReleaseVelocity.fastFlickMultiplier(start: 15, count: 40, dragDistance: 10_000), 16)
  }

  func testTrackerBuildsAStreakAndResetsAfterAPause() {
    var tracker = RepeatedFlickTracker()
    for flick in 0..<3 {
      let start = Double(flick) * 0.5
      tracker.touchBegan(at: start)
      XCTAssertEqual(tracker.dragMoved(distance: 200), 1)
      tracker.released(at: start + 0.2, speed: -900)
    }
    XCTAssertEqual(tracker.count, 3)
    tracker.touchBegan(at: 1.6)
    XCTAssertEqual(tracker.dragMoved(distance: 200), 1.8333, accuracy: 1e-4)
    tracker.released(at: 1.8, speed: 1000)
    tracker.touchBegan(at: 2.2)
    XCTAssertEqual(tracker.startMultiplier, 1.8333, accuracy: 1e-4)
    XCTAssertEqual(tracker.dragMoved(distance: 200), 1.8333 + 1.5 * 200 / 240, accuracy: 1e-4)
    tracker.released(at: 2.4, speed: 1000)
    tracker.touchBegan(at: 3.5)
    XCTAssertEqual(tracker.count, 0)
    XCTAssertEqual(tracker.multiplier, 1)
  }

  func testSlowReleaseBreaksTheStreak() {
    var tracker = RepeatedFlickTracker()
    tracker.released(at: 0, speed: 700)
    tracker.released(at: 0.5, speed: 700)
    tracker.released(at: 1, speed: 500)
    XCTAssertEqual(tracker.count, 0)
  }
}
