import Foundation
import XCTest

@testable import SDLPlatform

/// The display's clock: each frame's motion is computed for the refresh it will be shown at,
/// a missed refresh is made up in the next frame's time, and late frames are counted.
final class FrameTimelineTests: XCTestCase {
  private let hz60 = 1.0 / 60
  private let hz120 = 1.0 / 120

  func testBeforeAnyFeedbackAFrameIsComputedForOneRefreshAfterItsPass() {
    let timeline = FrameTimeline(nominalInterval: hz60)
    XCTAssertEqual(timeline.targetTime(now: 2.0), 2.0 + hz60, accuracy: 1e-12)
    XCTAssertEqual(timeline.refreshRate, 60)
    XCTAssertFalse(timeline.knowsCompositorRefresh)
  }

  func testAFrameIsComputedForTheNextRefreshOnTheGridOfTheLastShown() {
    var timeline = FrameTimeline(nominalInterval: hz60)
    timeline.didDraw(frame: 1, target: 1.0, drawnAt: 0.99)
    _ = timeline.didPresent(frame: 1, shownAt: 1.0, refreshInterval: hz120)
    // The compositor's period replaces the display mode's: 120 Hz from now on.
    XCTAssertEqual(timeline.refreshRate, 120)
    XCTAssertTrue(timeline.knowsCompositorRefresh)
    // A pass 1 ms after the refresh draws for the next one; 5 ms after, still the next one.
    XCTAssertEqual(timeline.targetTime(now: 1.001), 1.0 + hz120, accuracy: 1e-12)
    XCTAssertEqual(timeline.targetTime(now: 1.005), 1.0 + hz120, accuracy: 1e-12)
  }

  func testARefreshSeenWithoutAFramePlacesTheGridAndCountsNothing() {
    var timeline = FrameTimeline(nominalInterval: hz60)
    timeline.didSeeRefresh(at: 1.0, refreshInterval: hz60)
    // The first frame is computed for the server's next refresh, not for one period after its pass.
    XCTAssertEqual(timeline.targetTime(now: 1.004), 1.0 + hz60, accuracy: 1e-12)
    XCTAssertEqual(timeline.framesShown, 0)
  }

  func testAMissedRefreshIsMadeUpInTheNextFramesTimeNotByDrawingTwo() {
    var timeline = FrameTimeline(nominalInterval: hz60)
    timeline.didDraw(frame: 1, target: 1.0, drawnAt: 0.99)
    _ = timeline.didPresent(frame: 1, shownAt: 1.0, refreshInterval: hz60)
    // The next pass began 40 ms later (two refreshes missed): its frame is computed for the
    // first refresh after it, 3 periods on, so the motion jumps to where it is then.
    let target = timeline.targetTime(now: 1.040)
    XCTAssertEqual(target, 1.0 + 3 * hz60, accuracy: 1e-12)
  }

  func testAFrameShownARefreshAfterItsTargetIsLateAndCounted() throws {
    var timeline = FrameTimeline(nominalInterval: hz60)
    timeline.didDraw(frame: 1, target: 1.0, drawnAt: 0.99)
    timeline.didDraw(frame: 2, target: 1.0 + hz60, drawnAt: 1.001)
    let onTime = try XCTUnwrap(timeline.didPresent(frame: 1, shownAt: 1.0, refreshInterval: hz60))
    let late = try XCTUnwrap(timeline.didPresent(frame: 2, shownAt: 1.0 + 2 * hz60, refreshInterval: hz60))
    XCTAssertFalse(onTime.isLate, "\(onTime)")
    XCTAssertTrue(late.isLate, "shown a refresh after its target: \(late)")
    XCTAssertEqual(late.targetTime, 1.0 + hz60, accuracy: 1e-12)
    XCTAssertEqual(late.drawnAt, 1.001, accuracy: 1e-12)
    XCTAssertEqual(timeline.framesShown, 2)
    XCTAssertEqual(timeline.framesLate, 1)
  }

  func testADiscardedFrameHasNoShownTimeAndMovesNothing() throws {
    var timeline = FrameTimeline(nominalInterval: hz60)
    timeline.didDraw(frame: 1, target: 1.0, drawnAt: 0.99)
    let timing = try XCTUnwrap(timeline.didPresent(frame: 1, shownAt: nil, refreshInterval: nil))
    XCTAssertNil(timing.shownAt)
    XCTAssertFalse(timing.isLate)
    XCTAssertEqual(timeline.framesShown, 0)
    XCTAssertNil(timeline.didPresent(frame: 7, shownAt: 2, refreshInterval: hz60), "a frame never drawn here")
  }

  func testBadFeedbackFallsBackToTheNominalPeriod() {
    var timeline = FrameTimeline(nominalInterval: .nan)
    XCTAssertEqual(timeline.nominalInterval, hz60, accuracy: 1e-12, "a display mode without a rate: 60 Hz")
    timeline.didDraw(frame: 1, target: 1.0, drawnAt: 0.99)
    _ = timeline.didPresent(frame: 1, shownAt: 1.0, refreshInterval: -1)
    XCTAssertEqual(timeline.refreshInterval, hz60, accuracy: 1e-12, "a negative period is no period")
    XCTAssertEqual(timeline.targetTime(now: 1.001), 1.0 + hz60, accuracy: 1e-12)
  }

  func testAPresentsTimeIsKeptForTheTrace() throws {
    var timeline = FrameTimeline(nominalInterval: hz60)
    timeline.didDraw(frame: 3, target: 1.0, drawnAt: 0.984)
    timeline.didFinishDrawing(frame: 3, presentedAt: 1.012)
    let timing = try XCTUnwrap(timeline.didPresent(frame: 3, shownAt: 1.0, refreshInterval: hz60))
    XCTAssertEqual(timing.presentedAt ?? 0, 1.012, accuracy: 1e-12, "the present's time, for the trace")
  }

  /// Feeds `durations` (seconds) as passes beginning a second apart, each presented that long after.
  private func timeline(passing durations: [TimeInterval], interval: TimeInterval) -> FrameTimeline {
    var timeline = FrameTimeline(nominalInterval: interval)
    for (index, duration) in durations.enumerated() {
      let start = Double(index)
      timeline.didDraw(frame: UInt64(index + 1), target: start + interval, drawnAt: start)
      timeline.didFinishDrawing(frame: UInt64(index + 1), presentedAt: start + duration)
    }
    return timeline
  }

  func testPassesOutlastARefreshOnceTheMedianOfTheLastEightIsLongerThanOne() {
    let slow = 0.028
    XCTAssertFalse(
      timeline(passing: Array(repeating: slow, count: 7), interval: hz60).passesOutlastARefresh,
      "seven passes decide nothing")
    XCTAssertTrue(timeline(passing: Array(repeating: slow, count: 8), interval: hz60).passesOutlastARefresh)
    // Five fast of the last eight: the median is within a refresh again.
    let mixed = Array(repeating: slow, count: 8) + Array(repeating: 0.004, count: 5)
    XCTAssertFalse(timeline(passing: mixed, interval: hz60).passesOutlastARefresh)
    XCTAssertEqual(timeline(passing: mixed, interval: hz60).recentDurations.count, FrameTimeline.durationsKept)
    XCTAssertFalse(timeline(passing: Array(repeating: 0.012, count: 8), interval: hz60).passesOutlastARefresh)
  }

  func testAHeldPresentIsLeftOutOfThePassesDuration() {
    var timeline = FrameTimeline(nominalInterval: hz60)
    timeline.didDraw(frame: 1, target: 1.05, drawnAt: 1.0)
    timeline.didFinishDrawing(frame: 1, presentedAt: 1.04, held: 0.015)
    XCTAssertEqual(timeline.recentDurations.last ?? 0, 0.025, accuracy: 1e-12)
  }

  func testDrawnAheadAFrameIsComputedForTheFirstRefreshItsExpectedDurationCanMake() {
    // Five passes of 60 ms (a layout of many rows), then 28, 31 and 30: the median of the last
    // three (30 ms) is expected, not the slow passes before them.
    var timeline = timeline(passing: Array(repeating: 0.060, count: 5) + [0.028, 0.031, 0.030], interval: hz60)
    XCTAssertTrue(timeline.passesOutlastARefresh)
    XCTAssertEqual(timeline.expectedDuration, 0.030, accuracy: 1e-12)
    timeline.didSeeRefresh(at: 100.0, refreshInterval: hz60)
    // A pass 1 ms after a refresh, ready 31 ms after it: the second refresh after it (33.3 ms).
    XCTAssertEqual(timeline.targetTime(now: 100.001, drawingAhead: true), 100.0 + 2 * hz60, accuracy: 1e-12)
    // 4 ms after the refresh, ready at 34 ms: the third.
    XCTAssertEqual(timeline.targetTime(now: 100.004, drawingAhead: true), 100.0 + 3 * hz60, accuracy: 1e-12)
    // Not drawing ahead, the next refresh, as before.
    XCTAssertEqual(timeline.targetTime(now: 100.003), 100.0 + hz60, accuracy: 1e-12)
    // A frame drawn ahead for a refresh is held until just after the one before it.
    let target = 100.0 + 3 * hz60
    XCTAssertEqual(
      timeline.earliestPresent(forTarget: target), target - hz60 + FrameTimeline.holdMargin, accuracy: 1e-12)
  }

  func testAHeldFramesPresentBeginsEarlyByTheShortestHandOverSoThatItReturnsAfterTheRefreshBefore() {
    var timeline = FrameTimeline(nominalInterval: hz60)
    // Two held frames whose presents (finished pixels handed to the server) took 3.5 and 4 ms.
    timeline.didDraw(frame: 1, target: 1.05, drawnAt: 1.0)
    timeline.didFinishDrawing(frame: 1, presentedAt: 1.0375, held: 0.002, handedOverFrom: 1.034)
    timeline.didDraw(frame: 2, target: 1.1, drawnAt: 1.04)
    timeline.didFinishDrawing(frame: 2, presentedAt: 1.08, held: 0, handedOverFrom: 1.076)
    // A frame that drew its pixels in its present says nothing of the hand-over.
    timeline.didDraw(frame: 3, target: 1.15, drawnAt: 1.09)
    timeline.didFinishDrawing(frame: 3, presentedAt: 1.12)
    XCTAssertEqual(timeline.recentHandOvers.count, 2)
    XCTAssertEqual(timeline.recentDurations.last ?? 0, 0.03, accuracy: 1e-12)
    let target = 2.0
    XCTAssertEqual(
      timeline.earliestPresent(forTarget: target), target - hz60 + FrameTimeline.holdMargin - 0.0035, accuracy: 1e-12)
  }
}
