import Foundation
import XCTest

@testable import ViewCore

/// Issue 23, item 7: a scroll view laid out by hand below a navigation bar has no safe area
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
}
