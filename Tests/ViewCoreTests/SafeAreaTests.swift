import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class SafeAreaTests: XCTestCase {
  /// A controller whose view holds a full-size scroll view of `contentHeight`.
  private func scrollController(contentHeight: CGFloat = 2000) -> (UIViewController, UIScrollView) {
    let controller = UIViewController()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.contentSize = CGSize(width: 320, height: contentHeight)
    controller.view.addSubview(scrollView)
    return (controller, scrollView)
  }

  func testTheBarBecomesTheSafeAreaAndTheScrollViewsAdjustedInsetStartingAtTheTop() async {
    let (controller, scrollView) = scrollController()
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    _ = makeNavigation(root: controller)
    XCTAssertEqual(scrollView.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 54, left: 0, bottom: 20, right: 0))
    XCTAssertEqual(scrollView.contentOffset.y, -54, "the content starts below the bar")
    XCTAssertEqual(scrollView.minimumContentOffset.y, -54)
    XCTAssertEqual(scrollView.maximumContentOffset.y, 2000 + 20 - 480, "the bottom limit is unchanged")
    scrollView.contentInsetAdjustmentBehavior = .never
    XCTAssertEqual(scrollView.adjustedContentInset, scrollView.contentInset)
    XCTAssertEqual(scrollView.contentOffset.y, -10, "brought back inside the new limits")
  }

  func testHidingTheBarGivesTheViewTheWholeAreaAndNoSafeArea() async {
    let (controller, scrollView) = scrollController()
    let (window, navigation) = makeNavigation(root: controller)
    XCTAssertEqual(scrollView.contentOffset.y, -44)
    navigation.isNavigationBarHidden = true
    _ = window.makeDisplayList()
    XCTAssertEqual(controller.view.safeAreaInsets, .zero)
    XCTAssertEqual(scrollView.adjustedContentInset, .zero)
    XCTAssertEqual(scrollView.contentOffset.y, 0, "back inside the new limits")
    navigation.setNavigationBarHidden(false, animated: true)
    XCTAssertEqual(scrollView.adjustedContentInset.top, 44)
    XCTAssertEqual(scrollView.contentOffset.y, -44, "the content at the top moves below the bar again")
  }

  func testScrollableAxesAdjustsOnlyWhatScrollsAndAlwaysAdjustsEveryEdge() async {
    let (controller, scrollView) = scrollController(contentHeight: 100)
    scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 8, bottom: 12, right: 0)
    _ = makeNavigation(root: controller)
    XCTAssertEqual(scrollView.safeAreaInsets, UIEdgeInsets(top: 44, left: 8, bottom: 12, right: 0))
    XCTAssertEqual(scrollView.adjustedContentInset, .zero, "100 pt of content in 480 does not scroll")
    scrollView.alwaysBounceVertical = true
    scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    scrollView.contentSize.height = 101
    XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 44, left: 0, bottom: 12, right: 0))
    scrollView.contentInsetAdjustmentBehavior = .always
    XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 44, left: 8, bottom: 12, right: 0))
  }

  func testASubviewInheritsOnlyTheOverlappingPart() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
    window.rootViewController = controller
    let child = UIView(frame: CGRect(x: 0, y: 30, width: 100, height: 100))
    controller.view.addSubview(child)
    let lower = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
    controller.view.addSubview(lower)
    XCTAssertEqual(controller.view.safeAreaInsets.top, 50)
    XCTAssertEqual(child.safeAreaInsets.top, 20, "the 20 pt the bar area covers")
    XCTAssertEqual(lower.safeAreaInsets, .zero)
  }
}
