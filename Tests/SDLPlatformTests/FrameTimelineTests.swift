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
}
