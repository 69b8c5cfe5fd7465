import Foundation
import Synchronization
import XCTest

@testable import ViewCore

/// Five numbered pages, made on demand; what the delegate heard, as "will 1" and
/// "did 0→ completed".
@MainActor
final class NumberedPages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  final class Page: UIViewController {
    let number: Int
    init(_ number: Int) {
      self.number = number
      super.init()
    }
    required init?(coder: NSCoder) { nil }
  }

  var log: [String] = []

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? Page, page.number > 0 else { return nil }
    return Page(page.number - 1)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? Page, page.number < 4 else { return nil }
    return Page(page.number + 1)
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int { 5 }
  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    (pageViewController.viewControllers?.first as? Page)?.number ?? 0
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    log.append("will \(pendingViewControllers.compactMap { ($0 as? Page)?.number })")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    log.append("did \(previousViewControllers.compactMap { ($0 as? Page)?.number }) \(completed)")
  }
}

@MainActor
final class PageViewControllerTests: XCTestCase {
  /// A page view controller (10 pt between pages) filling a 400 × 300 window, on page `start`.
  func makePages(orientation: UIPageViewController.NavigationOrientation = .horizontal, start: Int = 0)
    -> (UIWindow, UIPageViewController, NumberedPages)
  {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let pages = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: orientation, options: [.interPageSpacing: 10])
    let source = NumberedPages()
    pages.dataSource = source
    pages.delegate = source
    pages.setViewControllers([NumberedPages.Page(start)], direction: .forward, animated: false)
    window.rootViewController = pages
    _ = window.makeDisplayList()
    return (window, pages, source)
  }

  func number(_ pages: UIPageViewController) -> Int? { (pages.viewControllers?.first as? NumberedPages.Page)?.number }

  /// A finger moving `by` per step, six steps 10 ms apart, then lifted; the clock then runs 2 s.
  func drag(_ window: UIWindow, by delta: CGPoint, steps: Int = 6, interval: TimeInterval = 0.01) {
    var time = window.currentTime + 0.1
    var point = CGPoint(x: 200, y: 130)
    window.handle(Finger.down(point.x, point.y, at: time))
    for _ in 0..<steps {
      time += interval
      point.x += delta.x
      point.y += delta.y
      window.handle(Finger.move(point.x, point.y, at: time))
    }
    window.handle(Finger.up(point.x, point.y, at: time + 0.001))
    step(window, for: 2)
  }

  func testAFlickTurnsOnePageAndTheNeighboursAreAskedForAgain() async {
    let (window, pages, source) = makePages()
    let scrollView = pages.scrollView
    // Page 0 has no page before it: the slots are pages 0 and 1; the indicator takes 37 pt.
    XCTAssertEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 410, height: 263))
    XCTAssertEqual(scrollView.contentSize, CGSize(width: 820, height: 263))
    XCTAssertEqual(scrollView.contentOffset, .zero)
    XCTAssertFalse(pages.pageControl.isHidden)
    XCTAssertEqual(pages.pageControl.numberOfPages, 5)
    drag(window, by: CGPoint(x: -30, y: 0))
    XCTAssertEqual(number(pages), 1, "one page on")
    XCTAssertEqual(source.log, ["will [1]", "did [0] true"])
    XCTAssertEqual(pages.pageControl.currentPage, 1)
    // Page 1 sits in the middle of pages 0, 1, 2.
    XCTAssertEqual(scrollView.contentSize.width, 1230)
    XCTAssertEqual(scrollView.contentOffset.x, 410)
    XCTAssertEqual(pages.children.count, 3)
    drag(window, by: CGPoint(x: -30, y: 0))
    XCTAssertEqual(number(pages), 2)
    XCTAssertEqual(scrollView.contentOffset.x, 410, "re-slotted: page 2 in the middle again")
    XCTAssertEqual(pages.pageControl.currentPage, 2)
  }

  func testAShortSlowDragGoesBackAndTheTurnDidNotComplete() async {
    let (window, pages, source) = makePages(start: 2)
    drag(window, by: CGPoint(x: 10, y: 0), steps: 6, interval: 0.05)
    XCTAssertEqual(number(pages), 2)
    XCTAssertEqual(source.log, ["will [1]", "did [2] false"])
    XCTAssertEqual(pages.scrollView.contentOffset.x, 410)
  }

  func testVerticalPagesTurnWithAVerticalFlickAndSetViewControllersSlidesToAPage() async {
    let (window, pages, source) = makePages(orientation: .vertical)
    XCTAssertEqual(pages.scrollView.frame, CGRect(x: 0, y: 0, width: 400, height: 273))
    drag(window, by: CGPoint(x: 0, y: -30))
    XCTAssertEqual(number(pages), 1)
    XCTAssertEqual(pages.scrollView.contentOffset.y, 273)
    var finished: [Bool] = []
    pages.setViewControllers([NumberedPages.Page(4)], direction: .forward, animated: true) { finished.append($0) }
    XCTAssertEqual(finished, [], "sliding")
    step(window, for: 1)
    XCTAssertEqual(finished, [true])
    XCTAssertEqual(number(pages), 4)
    XCTAssertEqual(pages.pageControl.currentPage, 4, "asked for the index again")
    XCTAssertEqual(source.log, ["will [1]", "did [0] true"], "no delegate messages for pages set in code")
  }

  func testTwoPagesForTheScrollStyleAreRefusedWithOneLine() async {
    let lines = Mutex<[String]>([])
    let previous = Diagnostics.setSink { message in lines.withLock { $0.append(message.line) } }
    defer { Diagnostics.setSink(previous) }
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    var result: [Bool] = []
    pages.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false) {
      result.append($0)
    }
    XCTAssertEqual(result, [false])
    XCTAssertNil(pages.viewControllers)
    XCTAssertEqual(
      lines.withLock { $0 },
      ["UIPageViewController: setViewControllers needs exactly one page for the .scroll style, got 2; nothing changed"])
  }
}
