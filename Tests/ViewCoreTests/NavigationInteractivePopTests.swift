import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class NavigationInteractivePopTests: XCTestCase {
  /// A root and a pushed controller whose view is a horizontally scrollable scroll view.
  private func pushedScrollView() -> (UIWindow, UINavigationController, Journal, UIScrollView) {
    let journal = Journal()
    let (window, navigation) = makeNavigation(root: JournalController("Root", journal: journal))
    let detail = JournalController("Detail", journal: journal)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 640, height: 436))
    scrollView.contentSize = CGSize(width: 2000, height: 436)
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    detail.view.addSubview(scrollView)
    navigation.pushViewController(detail, animated: false)
    _ = window.makeDisplayList()
    _ = journal.take()
    return (window, navigation, journal, scrollView)
  }

  /// A one-finger drag from `start` by `dx` in 10 steps of 1/60 s, then (when `lift`) the touch-up.
  private func drag(_ window: UIWindow, from start: CGPoint, by dx: CGFloat, time: TimeInterval, lift: Bool = true) {
    var events: [InputEvent] = [.touch(.down, at: start, time: time)]
    for index in 1...10 {
      let point = CGPoint(x: start.x + dx * CGFloat(index) / 10, y: start.y)
      events.append(.touch(.move, at: point, time: time + Double(index) / 60))
    }
    if lift { events.append(.touch(.up, at: CGPoint(x: start.x + dx, y: start.y), time: time + 11.0 / 60)) }
    for event in events {
      window.handle([event])
      window.advance(to: event.timestamp)
    }
  }

  func testADragFromTheLeftEdgePastHalfwayPops() async {
    let (window, navigation, journal, scrollView) = pushedScrollView()
    drag(window, from: CGPoint(x: 5, y: 300), by: 400, time: 10, lift: false)
    XCTAssertEqual(journal.take(), ["Detail.willMove(nil)", "Detail.viewWillDisappear", "Root.viewWillAppear"])
    XCTAssertEqual(scrollView.contentOffset.x, 0, "the scroll view did not take the edge drag")
    let detailView = scrollView.superview!
    XCTAssertEqual(detailView.frame.minX, 400, accuracy: 0.001, "the top view follows the finger")
    window.handle([.touch(.up, at: CGPoint(x: 405, y: 300), time: 10.2)])
    step(window, for: 0.5)
    XCTAssertEqual(journal.take(), ["Detail.viewDidDisappear", "Root.viewDidAppear", "Detail.didMove(nil)"])
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertEqual(navigation.navigationBar.displayedTitle, "Root")
  }

  func testAShortSlowEdgeDragSlidesBackAndReversesTheCallbacks() async {
    let (window, navigation, journal, _) = pushedScrollView()
    drag(window, from: CGPoint(x: 5, y: 300), by: 100, time: 10, lift: false)
    // Hold still so the release has no velocity, then lift.
    window.handle([.touch(.move, at: CGPoint(x: 105, y: 300), time: 10.5)])
    window.handle([.touch(.up, at: CGPoint(x: 105, y: 300), time: 10.6)])
    step(window, for: 0.5)
    XCTAssertEqual(
      journal.take(),
      [
        "Detail.willMove(nil)", "Detail.viewWillDisappear", "Root.viewWillAppear", "Detail.viewWillAppear",
        "Root.viewWillDisappear", "Root.viewDidDisappear", "Detail.viewDidAppear",
      ])
    XCTAssertEqual(navigation.viewControllers.count, 2, "the pop was cancelled")
    XCTAssertEqual(navigation.topViewController?.view.frame.minX, 0)
    XCTAssertEqual(navigation.navigationBar.displayedTitle, "Detail")
  }

  func testADragAwayFromTheEdgeScrollsTheContentInstead() async {
    let (window, navigation, journal, scrollView) = pushedScrollView()
    drag(window, from: CGPoint(x: 300, y: 300), by: -200, time: 10)
    XCTAssertGreaterThan(scrollView.contentOffset.x, 150, "the scroll view scrolled")
    XCTAssertEqual(navigation.viewControllers.count, 2)
    XCTAssertEqual(journal.take(), [])
  }

  func testAtTheRootAnEdgeDragReachesTheContent() async {
    let scrolling = UIViewController()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 640, height: 436))
    scrollView.contentSize = CGSize(width: 640, height: 2000)
    scrolling.view.addSubview(scrollView)
    let (window, navigation) = makeNavigation(root: scrolling)
    var events: [InputEvent] = [.touch(.down, at: CGPoint(x: 5, y: 400), time: 1)]
    for index in 1...10 {
      events.append(.touch(.move, at: CGPoint(x: 5, y: 400 - 20 * CGFloat(index)), time: 1 + Double(index) / 60))
    }
    for event in events { window.handle([event]) }
    XCTAssertGreaterThan(scrollView.contentOffset.y, 150)
    XCTAssertNil(navigation.transition)
  }
}
