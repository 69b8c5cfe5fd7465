import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class ScrollIndicatorTests: XCTestCase {
  func testTheVerticalIndicatorIsProportionalAndShrinksWhileRubberBanding() async {
    let harness = ScrollHarness()
    let scrollView = harness.scrollView
    // A 594-pt track (3 pt at each end) and 600 of 3000 pt visible: 118.8 pt long.
    var frames = scrollView.indicatorFrames
    XCTAssertNil(frames.horizontal, "nothing to scroll sideways")
    XCTAssertEqual(frames.vertical, CGRect(x: 594, y: 3, width: 3, height: 118.8))
    scrollView.contentOffset = CGPoint(x: 0, y: 2400)
    frames = scrollView.indicatorFrames
    XCTAssertEqual(frames.vertical?.maxY ?? 0, 2400 + 597, accuracy: 1e-9, "at the end of the track")
    scrollView.contentOffset = CGPoint(x: 0, y: -100)
    XCTAssertEqual(scrollView.indicatorFrames.vertical?.height ?? 0, 18.8, accuracy: 1e-9, "100 pt shorter")
    scrollView.contentOffset = CGPoint(x: 0, y: -1000)
    XCTAssertEqual(scrollView.indicatorFrames.vertical?.height ?? 0, 7, "never below 7 pt")
  }

  func testInsetsAndBothIndicatorsShareTheCorner() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 1200, height: 1200))
    let scrollView = harness.scrollView
    scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 64, left: 0, bottom: 44, right: 0)
    let frames = scrollView.indicatorFrames
    // Vertical track: from 64 + 3 to 600 − 44 − 3 − (3 + 3) for the corner = 480 pt, half visible.
    XCTAssertEqual(frames.vertical, CGRect(x: 594, y: 67, width: 3, height: 240))
    // Horizontal track: 3 … 600 − 3 − 6 = 588 pt, half visible; above the bottom inset.
    XCTAssertEqual(frames.horizontal, CGRect(x: 3, y: 600 - 44 - 3 - 3, width: 294, height: 3))
    scrollView.showsHorizontalScrollIndicator = false
    XCTAssertNil(scrollView.indicatorFrames.horizontal)
    XCTAssertEqual(scrollView.indicatorFrames.vertical?.height, 243, "the corner is free again: 486 / 2")
  }

  func testIndicatorsShowWhileMovingThenFade() async {
    let harness = ScrollHarness()
    let scrollView = harness.scrollView
    XCTAssertTrue(scrollView.overlayDrawing().isEmpty, "hidden at rest")
    harness.drag(by: CGPoint(x: 0, y: -100), duration: 0.2, releaseVelocity: .zero)
    XCTAssertEqual(scrollView.overlayDrawing().count, 1)
    harness.run(for: 0.4)
    XCTAssertEqual(scrollView.indicators.opacity(at: harness.time, held: false), 1, "held 0.5 s")
    harness.run(for: 0.25)
    let fading = scrollView.indicators.opacity(at: harness.time, held: false)
    XCTAssertGreaterThan(fading, 0)
    XCTAssertLessThan(fading, 1)
    harness.runUntilIdle()
    XCTAssertTrue(scrollView.overlayDrawing().isEmpty, "faded out after 0.8 s")
    XCTAssertFalse(harness.window.isAnimating, "and the window stops stepping it")
    scrollView.flashScrollIndicators()
    XCTAssertEqual(scrollView.overlayDrawing().count, 1, "flashScrollIndicators shows them again")
  }
}
