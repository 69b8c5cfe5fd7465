import Foundation
import XCTest

@testable import ViewCore

/// A scroll view laid out by hand below a navigation bar has no safe area
/// (its frame does not reach under the bar), so no automatic inset, and opens at offset 0;
/// one under the bar gets exactly the bar's height; and a controller lays out before
/// `viewDidAppear`.
@MainActor
final class SafeAreaByHandTests: XCTestCase {
  final class ByHand: UIViewController {
    let scrollView = UIScrollView()
    var belowBar = true
    var log: [String] = []
    var safeTopAtDidAppear: CGFloat = -1
    override func viewDidLoad() {
      scrollView.contentSize = CGSize(width: 100, height: 3000)
      view.addSubview(scrollView)
      if belowBar { scrollView.frame = view.bounds }
    }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() {
      log.append("viewDidLayoutSubviews")
      let top = belowBar ? view.safeAreaInsets.top : 0
      scrollView.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top)
    }
    override func viewDidAppear(_ animated: Bool) {
      log.append("viewDidAppear")
      safeTopAtDidAppear = view.safeAreaInsets.top
    }
  }

  private func show(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    window.rootViewController = UINavigationController(rootViewController: controller)
    _ = window.makeDisplayList()
    window.advance(to: 1)
    _ = window.makeDisplayList()
    return window
  }

  func testAScrollViewLaidOutBelowTheBarHasNoInsetAndOpensAtItsTop() async {
    let controller = ByHand()
    let window = show(controller)
    let bar = controller.view.safeAreaInsets.top
    XCTAssertGreaterThan(bar, 0, "the controller's view reaches under the bar")
    XCTAssertEqual(controller.scrollView.frame.minY, bar)
    XCTAssertEqual(controller.scrollView.safeAreaInsets.top, 0, "its frame starts below the bar")
    XCTAssertEqual(controller.scrollView.adjustedContentInset.top, 0)
    XCTAssertEqual(controller.scrollView.contentOffset.y, 0, "its content starts at its top")
    _ = window
  }

  func testAScrollViewUnderTheBarGetsExactlyTheBarsHeight() async {
    let controller = ByHand()
    controller.belowBar = false
    _ = show(controller)
    let bar = controller.view.safeAreaInsets.top
    XCTAssertEqual(controller.scrollView.adjustedContentInset.top, bar)
    XCTAssertEqual(controller.scrollView.contentOffset.y, -bar, "resting at its top, below the bar")
  }

  func testTheControllerLaysOutBeforeViewDidAppear() async {
    let controller = ByHand()
    _ = show(controller)
    XCTAssertEqual(
      Array(controller.log.prefix(4)),
      ["viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
    XCTAssertGreaterThan(controller.safeTopAtDidAppear, 0, "the safe area is known in viewDidAppear")
  }

  /// Partly under the bar: the safe area is only the part of the bar the frame overlaps.
  func testAScrollViewPartlyUnderTheBarGetsTheOverlapOnly() async {
    let controller = ByHand()
    controller.belowBar = false
    _ = show(controller)
    let bar = controller.view.safeAreaInsets.top
    controller.scrollView.frame.origin.y = bar / 2
    XCTAssertEqual(controller.scrollView.safeAreaInsets.top, bar / 2)
    XCTAssertEqual(controller.scrollView.adjustedContentInset.top, bar / 2)
  }

  /// Moved from under the bar to below it and back: content resting at the top follows the new
  /// top; content scrolled elsewhere stays where it is.
  func testMovingUnderAndOutFromTheBarKeepsRestingContentAtTheTop() async {
    let controller = ByHand()
    controller.belowBar = false
    _ = show(controller)
    let bar = controller.view.safeAreaInsets.top
    let scrollView = controller.scrollView
    scrollView.frame.origin.y = bar
    XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
    XCTAssertEqual(scrollView.contentOffset.y, 0, "at the new top")
    scrollView.frame.origin.y = 0
    XCTAssertEqual(scrollView.contentOffset.y, -bar, "back under the bar, at its top below it")
    scrollView.contentOffset.y = 500
    scrollView.frame.origin.y = bar
    XCTAssertEqual(scrollView.contentOffset.y, 500, "scrolled content is left alone")
  }

  /// Pushes and pops: the arriving controller lays out before `viewDidAppear` (after the slide),
  /// the leaving one disappears, in UIKit's order.
  func testAPushAndAPopAppearInUIKitsOrder() async {
    let first = ByHand()
    let window = show(first)
    let navigation = first.navigationController!
    first.log = []
    let second = ByHand()
    navigation.pushViewController(second, animated: true)
    var time: TimeInterval = 1
    while window.isAnimating {
      time += 1.0 / 60
      window.advance(to: time)
      _ = window.makeDisplayList()
    }
    XCTAssertEqual(
      second.log.filter { $0 != "viewWillLayoutSubviews" && $0 != "viewDidLayoutSubviews" }.prefix(2),
      ["viewWillAppear", "viewDidAppear"])
    let appeared = second.log.firstIndex(of: "viewDidAppear") ?? 0
    XCTAssertTrue(
      second.log[..<appeared].contains("viewDidLayoutSubviews"), "laid out before it appeared: \(second.log)")
    XCTAssertGreaterThan(second.safeTopAtDidAppear, 0)
    XCTAssertEqual(second.scrollView.contentOffset.y, 0, "below the bar, at its top")
    first.log = []
    navigation.popViewController(animated: true)
    while window.isAnimating {
      time += 1.0 / 60
      window.advance(to: time)
      _ = window.makeDisplayList()
    }
    XCTAssertEqual(first.log.first, "viewWillAppear")
    XCTAssertEqual(first.log.last, "viewDidAppear", "\(first.log)")
  }
}
