import Foundation
import ScrollEngine
import XCTest

@testable import ViewCore

/// What a trackpad says besides its deltas, as the window receives it: a stream whose
/// device promises a lift-off waits for it however long the fingers rest, and its flight starts
/// at the lift-off; fingers resting on the trackpad (a hold) catch a flight, and when they lift,
/// a view caught past its edge settles back inside.
@MainActor
final class TrackpadLiftOffTests: XCTestCase {
  private let pointer = CGPoint(x: 300, y: 300)

  private func trackpad(_ harness: ScrollHarness, _ phase: InputEvent.Trackpad.Phase, at time: TimeInterval) {
    harness.advanceClock(to: time)
    harness.window.handle(.trackpad(.init(phase, at: pointer, time: time)))
  }

  /// A hold gesture's phase at the pointer.
  private func hold(_ harness: ScrollHarness, _ phase: InputEvent.Gesture.Phase, at time: TimeInterval) {
    harness.advanceClock(to: time)
    harness.window.handle(.gesture(.init(phase, .hold, at: pointer, time: time)))
  }

  /// Twelve 20-pt steps a frame apart from t = 1: 1200 pt/s.
  private func fastStream(_ harness: ScrollHarness) -> TimeInterval {
    var time: TimeInterval = 1
    for _ in 0..<12 {
      time += 1.0 / 60
      harness.sendTrackpadStep(20, at: time, liftOff: true)
    }
    return time
  }

  func testTheFlightStartsAtTheLiftOffNotAfterAPause() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 600, height: 20_000))
    let last = fastStream(harness)
    trackpad(harness, .fingersLifted, at: last + 0.008)
    XCTAssertTrue(harness.scrollView.isDecelerating, "the lift-off releases at once")
    XCTAssertEqual(harness.delegate.sequence.suffix(3), ["willEndDragging", "didEndDragging", "willBeginDecelerating"])
    XCTAssertEqual(harness.delegate.velocities.last?.y ?? 0, 1200, accuracy: 12)
  }

  func testAStreamThatPromisesALiftOffKeepsDraggingThroughAPause() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 600, height: 20_000))
    let last = fastStream(harness)
    // Fingers resting still for 0.5 s: far past the 80-ms pause that ends a stream without one.
    harness.run(for: 0.5)
    XCTAssertTrue(harness.scrollView.isDragging, "the fingers are still down")
    trackpad(harness, .fingersLifted, at: last + 0.6)
    XCTAssertFalse(harness.scrollView.isDecelerating, "held still before lifting: no fling")
    XCTAssertEqual(harness.delegate.velocities.last, .zero)
  }

  func testALostLiftOffEndsTheDragAfterItsTimeout() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 600, height: 20_000))
    let last = fastStream(harness)
    while harness.scrollView.isDragging, harness.time < last + 5 { harness.step() }
    XCTAssertEqual(harness.time, last + WheelTiming.liftOffTimeout, accuracy: 1.0 / 60 + 1e-9)
  }

  func testAHoldCatchesAFlightAndItsEndLetsGo() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 600, height: 20_000))
    let last = fastStream(harness)
    trackpad(harness, .fingersLifted, at: last)
    harness.run(for: 0.2)
    XCTAssertTrue(harness.scrollView.isDecelerating)
    let caught = harness.scrollView.contentOffset.y
    hold(harness, .began, at: harness.time)
    XCTAssertFalse(harness.scrollView.isDecelerating, "the hold stops the flight at once")
    XCTAssertTrue(harness.scrollView.isTracking)
    harness.run(for: 0.3)
    XCTAssertEqual(harness.scrollView.contentOffset.y, caught, "nothing moves while the fingers rest")
    hold(harness, .ended, at: harness.time)
    XCTAssertFalse(harness.scrollView.isTracking)
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, caught, "inside the limits it stays")
    XCTAssertFalse(harness.delegate.sequence.contains("didEndDecelerating"), "caught, as a touch catches on iOS")
  }

  func testAHoldThatCaughtTheContentPastItsEdgeBouncesBackWhenItEnds() async {
    let harness = ScrollHarness()
    var time: TimeInterval = 1
    for _ in 0..<10 {
      time += 1.0 / 60
      harness.sendTrackpadStep(-8, at: time, liftOff: true)
    }
    trackpad(harness, .fingersLifted, at: time)
    harness.step()
    XCTAssertLessThan(harness.scrollView.contentOffset.y, -10, "stretched past the top, bouncing back")
    hold(harness, .began, at: harness.time)
    let caught = harness.scrollView.contentOffset.y
    harness.run(for: 0.2)
    XCTAssertEqual(harness.scrollView.contentOffset.y, caught, "held past the edge")
    hold(harness, .cancelled, at: harness.time)
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 0, accuracy: 0.5, "back inside")
  }

  func testAHoldOnAViewAtRestChangesNothing() async {
    let harness = ScrollHarness()
    hold(harness, .began, at: 1)
    XCTAssertFalse(harness.scrollView.isTracking)
    hold(harness, .ended, at: 1.2)
    XCTAssertEqual(harness.delegate.sequence, [])
  }
}
