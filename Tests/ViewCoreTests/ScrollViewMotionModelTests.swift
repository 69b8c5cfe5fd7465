import Foundation
import ScrollPhysics
import XCTest

@testable import ViewCore

/// The one motion model: repeated flicks stretch the flight, a flight starts at the touch-up
/// time, the trace runs on the window's one clock, and the flags follow the activity.
@MainActor
final class ScrollViewMotionModelTests: XCTestCase {
  /// A 150-pt, 1,500 pt/s flick upward (content moving down the list), released while moving.
  private func flick(_ harness: ScrollHarness) -> (offset: CGFloat, velocity: CGFloat) {
    harness.drag(by: CGPoint(x: 0, y: -150), duration: 0.1, release: false)
    let offset = harness.scrollView.contentOffset.y
    harness.scrollView.dragDidEnd(velocity: CGPoint(x: 0, y: -1500), at: harness.time)
    return (offset, 1500)
  }

  /// The reported target's travel over the plain projection's (no multiplier).
  private func stretch(of harness: ScrollHarness, from release: (offset: CGFloat, velocity: CGFloat)) -> Double {
    let target = Double(harness.delegate.targets.last!.y)
    let plain = MomentumProjection.projectedOffset(
      from: Double(release.offset), velocity: Double(release.velocity), rate: .normal)
    return (target - Double(release.offset)) / (plain - Double(release.offset))
  }

  func testTheFourthOfFourQuickFastFlicksIsStretchedByTheRepeatedFlickMultiplier() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 600, height: 200_000))
    var stretches: [Double] = []
    for _ in 0..<4 {
      let release = flick(harness)
      stretches.append(stretch(of: harness, from: release))
      harness.run(for: 0.3)
      XCTAssertTrue(harness.scrollView.isDecelerating, "the next flick catches the flight")
    }
    XCTAssertEqual(stretches[0], 1, accuracy: 0.01)
    XCTAssertEqual(stretches[1], 1, accuracy: 0.01)
    XCTAssertEqual(stretches[2], 1, accuracy: 0.01)
    // min(1 + min(150/240, 0.9), 16) = 1.625 (docs/physics.md §9).
    XCTAssertEqual(stretches[3], 1.625, accuracy: 0.01)
    // The flight goes where the target said, stretched too.
    let target = harness.delegate.targets.last!.y
    harness.runUntilIdle(limit: 30)
    XCTAssertEqual(harness.scrollView.contentOffset.y, target, accuracy: 2)
  }

  func testAFlightThatSettlesEndsTheStreak() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 600, height: 200_000))
    var stretches: [Double] = []
    for _ in 0..<4 {
      let release = flick(harness)
      stretches.append(stretch(of: harness, from: release))
      harness.runUntilIdle(limit: 30)
    }
    XCTAssertEqual(stretches[3], 1, accuracy: 0.01, "each flight settled: no streak")
  }

  func testAFlightReachingAnEdgeEndsTheStreak() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 600, height: 200_000))
    for _ in 0..<3 {
      _ = flick(harness)
      harness.run(for: 0.3)
    }
    XCTAssertEqual(harness.scrollView.flicks.count, 3)
    harness.scrollView.contentOffset = CGPoint(x: 0, y: 199_300)
    _ = flick(harness)
    harness.run(for: 1)
    XCTAssertEqual(harness.scrollView.flicks.multiplier, 1, "the flight hit the bottom edge")
  }

  func testAFlickFlightStartsAtTheTouchUpTimeWithNoShift() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 600, height: 20_000))
    harness.drag(
      by: CGPoint(x: 0, y: -150), duration: 0.1, release: false, releaseVelocity: CGPoint(x: 0, y: -2000))
    let releaseTime = harness.time
    let start = Double(harness.scrollView.contentOffset.y)
    harness.scrollView.dragDidEnd(velocity: CGPoint(x: 0, y: -2000), at: releaseTime)
    var reference = MomentumIntegrator(
      position: start, velocity: 2000, limits: OffsetLimits(minimum: 0, maximum: 20_000 - 600), rate: .normal,
      startTime: releaseTime)
    // The first frame comes 0.4 ms after the release, then every 1/60 s.
    var times = [releaseTime + 0.0004]
    for frame in 1...60 { times.append(releaseTime + 0.0004 + Double(frame) / 60) }
    for time in times {
      harness.advanceClock(to: time)
      harness.window.advance(to: time)
      reference.step(to: time)
      XCTAssertEqual(Double(harness.scrollView.contentOffset.y), reference.position, accuracy: 1e-9, "at \(time)")
    }
    XCTAssertGreaterThan(harness.scrollView.contentOffset.y, CGFloat(start) + 500)
  }

  func testTraceTimesNeverGoBackwardAndEveryLineCarriesTheTrueOffset() async {
    // A foreground that sets a background's offset in its scrollViewDidScroll (the parallax
    // scene), driven by touches whose timestamps lag the frame clock.
    let harness = ScrollHarness(contentSize: CGSize(width: 600, height: 3000))
    let background = UIScrollView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    background.contentSize = CGSize(width: 600, height: 1200)
    background.accessibilityIdentifier = "background"
    harness.window.insertSubview(background, at: 0)
    harness.scrollView.accessibilityIdentifier = "foreground"
    harness.delegate.onScroll = { scrollView in
      background.contentOffset = CGPoint(x: 0, y: scrollView.contentOffset.y / 4)
    }
    var records: [ScrollTraceRecord] = []
    var mismatches: [String] = []
    harness.window.services.scrollTrace.addObserver { record in
      records.append(record)
      let view = record.view == "background" ? background : harness.scrollView
      if record.offset != view.contentOffset { mismatches.append("\(record)") }
    }
    var time = 1.0
    harness.window.advance(to: time)
    let start = CGPoint(x: 300, y: 500)
    harness.window.handle(.touch(InputEvent.Touch(.down, at: start, time: time - 0.004)))
    for step in 1...30 {
      time += 1.0 / 60
      harness.window.advance(to: time)
      let point = CGPoint(x: 300, y: 500 - CGFloat(step) * 10)
      harness.window.handle(.touch(InputEvent.Touch(.move, at: point, time: time - 0.004)))
    }
    harness.window.handle(
      .touch(InputEvent.Touch(.up, at: CGPoint(x: 300, y: 200), time: time - 0.002)))
    for _ in 0..<120 {
      time += 1.0 / 60
      harness.window.advance(to: time)
    }
    XCTAssertGreaterThan(records.count, 50)
    XCTAssertTrue(records.contains { $0.view == "background" })
    let backwards = zip(records, records.dropFirst()).filter { $1.time < $0.time }
    XCTAssertTrue(backwards.isEmpty, "lines that go back in time: \(backwards.prefix(3))")
    XCTAssertEqual(mismatches, [], "every line carries the view's offset at that moment")
  }

  func testTheFlagsFollowTheActivity() async {
    let harness = ScrollHarness()
    let scrollView = harness.scrollView
    XCTAssertFalse(scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating)
    scrollView.touchDidBegin(at: 0)
    XCTAssertTrue(scrollView.isTracking)
    XCTAssertFalse(scrollView.isDragging)
    scrollView.dragDidBegin(at: 0)
    XCTAssertTrue(scrollView.isTracking && scrollView.isDragging)
    scrollView.dragDidChange(translation: CGPoint(x: 0, y: -50), velocity: CGPoint(x: 0, y: -1000), at: 0.05)
    scrollView.dragDidEnd(velocity: CGPoint(x: 0, y: -1000), at: 0.05)
    XCTAssertTrue(scrollView.isDecelerating)
    XCTAssertFalse(scrollView.isTracking || scrollView.isDragging)
    scrollView.touchDidBegin(at: 0.1)
    XCTAssertTrue(scrollView.isTracking)
    XCTAssertFalse(scrollView.isDecelerating, "a touch catches the flight")
    XCTAssertEqual(harness.delegate.sequence.last, "willBeginDecelerating", "caught without didEndDecelerating")
  }
}
