import Foundation
import TestSupport
import XCTest

@testable import ViewCore

/// The fuzz tests' verdict on a scroll view at rest (`UIScrollView.restingProblems`, in
/// TestSupport) finds what it is meant to find, so a fuzz run that passes means something.
@MainActor
final class RestingProblemsTests: XCTestCase {
  /// A 200×100 pager over three and a half pages, with a 10-pt inset on the left.
  private func makePager() -> UIScrollView {
    let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    pager.contentSize = CGSize(width: 700, height: 100)
    pager.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
    pager.isPagingEnabled = true
    return pager
  }

  func testAPagerRestsOnWholePagesFromTheMinimumAndOnTheClampedLastPage() async {
    let pager = makePager()
    for x: CGFloat in [-10, 190, 390.4, 500] {
      pager.contentOffset = CGPoint(x: x, y: 0)
      XCTAssertEqual(pager.restingProblems, [], "offset \(x)")
    }
  }

  func testAPagerBetweenPagesOrPastItsLimitsIsNotAtRest() async {
    let pager = makePager()
    for x: CGFloat in [0, 100, 389, 450, 520] {
      pager.contentOffset = CGPoint(x: x, y: 0)
      XCTAssertFalse(pager.restingProblems.isEmpty, "offset \(x)")
    }
    pager.isPagingEnabled = false
    pager.contentOffset = CGPoint(x: 100, y: 0)
    XCTAssertEqual(pager.restingProblems, [], "without paging any offset inside the limits rests")
  }

  func testAZoomOutsideItsRangeIsNotAtRest() async {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 2
    XCTAssertEqual(scrollView.restingProblems, [])
    scrollView.maximumZoomScale = 0.5
    XCTAssertEqual(scrollView.restingProblems.count, 1, "zoom 1 above a maximum of 0.5")
  }
}
