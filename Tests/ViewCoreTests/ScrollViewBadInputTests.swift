import Foundation
import XCTest

@testable import ViewCore

/// Bad values given to the public API are clamped or ignored as their comments say; nothing
/// crashes and no animation is left running.
@MainActor
final class ScrollViewBadInputTests: XCTestCase {
  func testNegativeAndNonFiniteGeometryIsCleanedUp() async {
    let harness = ScrollHarness()
    let scrollView = harness.scrollView
    scrollView.contentSize = CGSize(width: -10, height: CGFloat.nan)
    XCTAssertEqual(scrollView.contentSize, .zero)
    scrollView.contentSize = CGSize(width: CGFloat.infinity, height: 2000)
    XCTAssertEqual(scrollView.contentSize, CGSize(width: 0, height: 2000))
    scrollView.contentInset = UIEdgeInsets(top: CGFloat.nan, left: 5, bottom: -CGFloat.infinity, right: 0)
    XCTAssertEqual(scrollView.contentInset, UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 5)
    scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
    XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 100), "non-finite offsets are ignored")
    XCTAssertFalse(harness.window.isAnimating)
    scrollView.scrollRectToVisible(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: true)
    XCTAssertFalse(harness.window.isAnimating)
  }

  func testAVeryLargeFlickStillEndsInsideTheLimits() async {
    let harness = ScrollHarness()
    harness.drag(by: CGPoint(x: 0, y: -100), duration: 0.05, releaseVelocity: CGPoint(x: 0, y: -1e9))
    harness.runUntilIdle(limit: 60)
    XCTAssertEqual(harness.scrollView.contentOffset.y, 2400)
    XCTAssertFalse(harness.scrollView.isDecelerating)
  }

  func testContentShorterThanTheViewPinsToTheMinimum() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 100, height: 100))
    harness.scrollView.alwaysBounceVertical = true
    XCTAssertEqual(harness.scrollView.maximumContentOffset, .zero)
    harness.drag(by: CGPoint(x: 0, y: -150), duration: 0.1)
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset, .zero, "rubber-bands and returns")
  }

  func testResizingDuringAFlingKeepsTheOffsetInsideTheNewLimits() async {
    let harness = ScrollHarness()
    harness.drag(by: CGPoint(x: 0, y: -100), duration: 0.05, releaseVelocity: CGPoint(x: 0, y: -5000))
    harness.run(for: 0.2)
    harness.scrollView.frame = CGRect(x: 0, y: 0, width: 600, height: 2900)
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 100, accuracy: 0.5, "the new maximum is 3000 − 2900")
  }
}
