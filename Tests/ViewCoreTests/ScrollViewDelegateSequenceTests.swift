import Foundation
import TestSupport
import XCTest

@testable import ViewCore

/// The guide's message sequences, one scenario each.
@MainActor
final class ScrollViewDelegateSequenceTests: XCTestCase {
  func testADragThatStopsBeforeRelease() async {
    let harness = ScrollHarness()
    harness.drag(by: CGPoint(x: 0, y: -100), duration: 0.3, releaseVelocity: .zero)
    harness.runUntilIdle()
    XCTAssertEqual(harness.delegate.sequence, ["willBeginDragging", "willEndDragging", "didEndDragging"])
    XCTAssertEqual(harness.delegate.willDecelerate, [false])
    XCTAssertGreaterThan(harness.delegate.messages.filter { $0 == "didScroll" }.count, 10)
    XCTAssertFalse(harness.scrollView.isTracking)
    XCTAssertFalse(harness.scrollView.isDragging)
  }

  func testAFlick() async {
    let harness = ScrollHarness()
    var flags: [String: (Bool, Bool, Bool)] = [:]
    harness.delegate.onScroll = { scrollView in
      flags[harness.delegate.sequence.last ?? ""] = (
        scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating
      )
    }
    harness.drag(by: CGPoint(x: 0, y: -100), duration: 0.1, releaseVelocity: CGPoint(x: 0, y: -1500))
    harness.runUntilIdle()
    XCTAssertEqual(
      harness.delegate.sequence,
      [
        "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
      ])
    XCTAssertEqual(harness.delegate.willDecelerate, [true])
    XCTAssertTrue(flags["willBeginDragging"]! == (true, true, false), "while dragging: tracking and dragging")
    XCTAssertTrue(flags["willBeginDecelerating"]! == (false, false, true), "momentum: only decelerating")
    XCTAssertFalse(harness.scrollView.isDecelerating)
  }

  func testAStillReleasePastAnEdgeDecelerates() async {
    let harness = ScrollHarness()
    harness.drag(by: CGPoint(x: 0, y: 150), duration: 0.3, releaseVelocity: .zero)
    XCTAssertEqual(harness.delegate.willDecelerate, [true], "the bounce back counts as deceleration")
    harness.runUntilIdle()
    XCTAssertEqual(
      harness.delegate.sequence,
      [
        "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
      ])
    XCTAssertEqual(harness.scrollView.contentOffset.y, 0)
  }

  func testAFlickIntoAnEdge() async {
    let harness = ScrollHarness()
    harness.scrollView.contentOffset = CGPoint(x: 0, y: 2300)
    harness.delegate.messages.removeAll()
    harness.drag(by: CGPoint(x: 0, y: -50), duration: 0.05, releaseVelocity: CGPoint(x: 0, y: -2500))
    XCTAssertEqual(harness.delegate.targets.first?.y, 2400, "the target is clamped to the limit")
    var maximum: CGFloat = 0
    while harness.scrollView.isDecelerating {
      harness.step()
      maximum = max(maximum, harness.scrollView.contentOffset.y)
    }
    XCTAssertGreaterThan(maximum, 2400, "it overshoots")
    XCTAssertEqual(harness.scrollView.contentOffset.y, 2400)
    XCTAssertEqual(harness.delegate.sequence.last, "didEndDecelerating")
  }

  func testATouchDuringDecelerationThenAnotherDrag() async {
    let harness = ScrollHarness()
    harness.drag(by: CGPoint(x: 0, y: -100), duration: 0.1, releaseVelocity: CGPoint(x: 0, y: -1500))
    harness.run(for: 0.2)
    harness.drag(by: CGPoint(x: 0, y: -50), duration: 0.2, releaseVelocity: .zero)
    harness.runUntilIdle()
    XCTAssertEqual(
      harness.delegate.sequence,
      [
        "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
        "willBeginDragging", "willEndDragging", "didEndDragging",
      ], "a caught deceleration ends without didEndDecelerating, as on iOS")
  }

  func testSetContentOffsetAnimatedFollowsTheSineSquaredCurve() async {
    let harness = ScrollHarness(frameRate: 120)
    harness.scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
    XCTAssertEqual(harness.scrollView.contentOffset.y, 0)
    harness.run(for: 0.075)
    XCTAssertEqual(harness.scrollView.contentOffset.y, 146.45, accuracy: 1)
    harness.run(for: 0.075)
    XCTAssertEqual(harness.scrollView.contentOffset.y, 500, accuracy: 1)
    harness.run(for: 0.2)
    XCTAssertEqual(harness.scrollView.contentOffset.y, 1000)
    XCTAssertEqual(harness.delegate.sequence, ["didEndScrollingAnimation"])
    XCTAssertFalse(harness.scrollView.isDecelerating)
  }

  func testSetContentOffsetWithoutAnimationSendsOneDidScroll() async {
    let harness = ScrollHarness()
    harness.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    XCTAssertEqual(harness.delegate.messages, ["didScroll"])
    harness.scrollView.contentOffset = CGPoint(x: 0, y: 300)
    XCTAssertEqual(harness.delegate.messages, ["didScroll"], "no change, no message")
  }

  func testScrollRectToVisibleMovesTheLeastAndNothingWhenVisible() async {
    let harness = ScrollHarness()
    harness.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
    XCTAssertEqual(harness.delegate.messages, [], "already visible")
    harness.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 50, height: 50), animated: true)
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 450, "its bottom edge at the view's bottom")
    XCTAssertEqual(harness.delegate.sequence, ["didEndScrollingAnimation"])
    harness.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
    XCTAssertEqual(harness.scrollView.contentOffset.y, 100, "its top edge at the view's top")
  }

  func testScrollToTopAsksTheDelegateAndReportsArrival() async {
    let harness = ScrollHarness()
    harness.scrollView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 44, right: 0)
    harness.scrollView.contentOffset = CGPoint(x: 0, y: 2000)
    harness.delegate.messages.removeAll()
    XCTAssertTrue(harness.window.scrollToTop())
    harness.run(for: 0.2)
    XCTAssertEqual(
      harness.scrollView.contentOffset.y, -64 + 2064 * 1905.29 / 5000, accuracy: 1, "spring, response 0.6 s")
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, -64)
    XCTAssertEqual(harness.delegate.sequence, ["didScrollToTop"])
  }

  func testScrollToTopNeedsExactlyOneCandidate() async {
    let harness = ScrollHarness()
    let second = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    second.contentSize = CGSize(width: 100, height: 1000)
    harness.window.addSubview(second)
    XCTAssertFalse(harness.window.scrollToTop(), "two scroll views with scrollsToTop")
    second.scrollsToTop = false
    XCTAssertTrue(harness.window.scrollToTop())
  }

  func testWithoutBouncesADragStopsAtTheEdgeAndNeverDecelerates() async {
    let harness = ScrollHarness()
    harness.scrollView.bounces = false
    harness.drag(by: CGPoint(x: 0, y: 150), duration: 0.3, releaseVelocity: CGPoint(x: 0, y: 1000))
    XCTAssertEqual(harness.scrollView.contentOffset.y, 0)
    XCTAssertEqual(harness.delegate.willDecelerate, [false], "a flick into the edge has nowhere to go")
    XCTAssertEqual(harness.delegate.sequence, ["willBeginDragging", "willEndDragging", "didEndDragging"])
  }

  func testADelegateThatSetsTheOffsetInDidScrollDoesNotRecurse() async {
    let harness = ScrollHarness()
    var calls = 0
    harness.delegate.onScroll = { scrollView in
      calls += 1
      scrollView.contentOffset = CGPoint(x: 0, y: scrollView.contentOffset.y + 1)
    }
    harness.scrollView.contentOffset = CGPoint(x: 0, y: 10)
    XCTAssertLessThanOrEqual(calls, 4, "bounded even when the delegate fights")
    harness.delegate.onScroll = { scrollView in
      if scrollView.contentOffset.y > 500 { scrollView.contentOffset = CGPoint(x: 0, y: 500) }
    }
    harness.scrollView.contentOffset = CGPoint(x: 0, y: 800)
    XCTAssertEqual(harness.scrollView.contentOffset.y, 500)
  }

  func testTheTraceRecordsEveryMessageWithTheDocumentedKeys() async throws {
    let harness = ScrollHarness()
    harness.scrollView.accessibilityIdentifier = "list"
    var records: [ScrollTraceRecord] = []
    harness.window.services.scrollTrace.addObserver { records.append($0) }
    harness.drag(by: CGPoint(x: 0, y: -100), duration: 0.1, releaseVelocity: CGPoint(x: 0, y: -1500))
    harness.runUntilIdle()
    let events = records.map(\.event).filter { $0 != "scrollViewDidScroll" }
    XCTAssertEqual(events.first, "stateDidChange", "touch-down starts tracking")
    XCTAssertTrue(events.contains("scrollViewWillEndDragging"))
    let willEnd = records.first { $0.event == "scrollViewWillEndDragging" }!
    XCTAssertEqual(willEnd.velocity?.y ?? 0, 1500, accuracy: 1e-6)
    XCTAssertNotNil(willEnd.target)
    let didEnd = records.first { $0.event == "scrollViewDidEndDragging" }!
    XCTAssertEqual(didEnd.decelerate, true)
    let json = didEnd.json
    let object = try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    XCTAssertEqual(
      Set(object.keys),
      [
        "t", "view", "event", "offset", "zoom", "velocity", "target", "decelerate", "tracking", "dragging",
        "decelerating", "zooming", "rotation",
      ])
    XCTAssertTrue(object["rotation"] is NSNull, "a scroll view's lines carry no rotation")
    XCTAssertEqual(object["view"] as? String, "list")
    // The end-to-end tests and benchmarks read the app's trace with this parser.
    let parsed = try XCTUnwrap(TraceRecord(line: willEnd.json), willEnd.json)
    XCTAssertEqual(parsed.view, "list")
    XCTAssertEqual(parsed.event, "scrollViewWillEndDragging")
    XCTAssertEqual(parsed.velocity?.y ?? 0, 1500, accuracy: 1e-6)
    XCTAssertEqual(parsed.target?.y ?? .nan, Double(willEnd.target?.y ?? 0), accuracy: 0.001)
    XCTAssertEqual(parsed.offset.y, Double(willEnd.offset.y), accuracy: 0.001)
    XCTAssertTrue(parsed.dragging)
    XCTAssertEqual(TraceRecord(line: json)?.decelerate, true)
  }
}
