import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class ScrollViewPagingTests: XCTestCase {
  /// 375-pt pages, five of them, as in the reference's paging table.
  private func makePager(frameRate: Double = 60) -> ScrollHarness {
    let harness = ScrollHarness(
      size: CGSize(width: 375, height: 600), contentSize: CGSize(width: 375 * 5, height: 600), frameRate: frameRate)
    harness.scrollView.isPagingEnabled = true
    return harness
  }

  func testPageChoiceFollowsTheReferenceTable() async {
    let cases: [(CGFloat, CGFloat, CGFloat)] = [(150, 500, 375), (150, 200, 0), (200, 0, 375), (200, -400, 0)]
    for (offset, velocity, expected) in cases {
      let harness = makePager()
      harness.scrollView.contentOffset = CGPoint(x: offset, y: 0)
      harness.drag(by: .zero, duration: 0.05, releaseVelocity: CGPoint(x: -velocity, y: 0))
      harness.runUntilIdle()
      XCTAssertEqual(harness.scrollView.contentOffset.x, expected, "\(offset) at \(velocity) pt/s")
    }
  }

  func testTheSnapTrajectoryMatchesTheReference() async {
    for rate in [60.0, 120.0] {
      let harness = makePager(frameRate: rate)
      harness.scrollView.contentOffset = CGPoint(x: 150, y: 0)
      harness.drag(by: .zero, duration: 0.05, releaseVelocity: CGPoint(x: -500, y: 0))
      let start = harness.time
      harness.run(for: 0.1)
      XCTAssertEqual(harness.scrollView.contentOffset.x, 282.13, accuracy: 1, "x(0.1 s) at \(rate) Hz")
      let end = harness.runUntilIdle()
      XCTAssertEqual(end - start, 0.333, accuracy: 1 / rate + 1e-6)
      XCTAssertEqual(harness.scrollView.contentOffset.x, 375)
    }
  }

  func testAFlickDuringASnapMovesOneMorePage() async {
    let harness = makePager()
    harness.scrollView.contentOffset = CGPoint(x: 150, y: 0)
    harness.drag(by: .zero, duration: 0.05, releaseVelocity: CGPoint(x: -500, y: 0))
    harness.run(for: 0.05)
    harness.drag(by: CGPoint(x: -10, y: 0), duration: 0.05, releaseVelocity: CGPoint(x: -800, y: 0))
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.x, 750)
  }

  func testPagingRespectsContentInset() async {
    let harness = makePager()
    harness.scrollView.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    harness.scrollView.contentOffset = CGPoint(x: 180, y: 0)
    harness.drag(by: .zero, duration: 0.05, releaseVelocity: .zero)
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.x, 355, "pages are measured from −inset.left")
  }

  func testDegeneratePagersSettleOnAValidPage() async {
    let empty = makePager()
    empty.scrollView.contentSize = .zero
    empty.drag(by: CGPoint(x: -100, y: 0), duration: 0.1, releaseVelocity: CGPoint(x: -900, y: 0))
    empty.runUntilIdle()
    XCTAssertEqual(empty.scrollView.contentOffset.x, 0)
    let ragged = makePager()
    ragged.scrollView.contentSize = CGSize(width: 375 * 2 + 100, height: 600)
    ragged.drag(by: CGPoint(x: -400, y: 0), duration: 0.2, releaseVelocity: CGPoint(x: -900, y: 0))
    ragged.runUntilIdle()
    XCTAssertEqual(ragged.scrollView.contentOffset.x, 375 + 100, "the last page is the content's end")
    let zeroSize = makePager()
    zeroSize.scrollView.frame = .zero
    zeroSize.drag(by: CGPoint(x: -100, y: 0), duration: 0.1)
    zeroSize.runUntilIdle()
    XCTAssertTrue(zeroSize.scrollView.contentOffset.x.isFinite)
  }

  func testAResizeMidSnapSettlesOnAPageOfTheNewSize() async {
    let harness = makePager()
    harness.scrollView.contentOffset = CGPoint(x: 150, y: 0)
    harness.drag(by: .zero, duration: 0.05, releaseVelocity: CGPoint(x: -500, y: 0))
    harness.run(for: 0.05)
    harness.scrollView.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
    harness.scrollView.contentSize = CGSize(width: 300 * 5, height: 600)
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.x.truncatingRemainder(dividingBy: 300), 0)
  }
}
