import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class NavigationControllerTests: XCTestCase {
  func testTheRootAppearsWithTheWindowAndTheBarShowsItsTitle() async {
    let journal = Journal()
    let root = JournalController("Root", journal: journal)
    let (_, navigation) = makeNavigation(root: root)
    XCTAssertEqual(
      journal.take(), ["Root.willMove(parent)", "Root.didMove(parent)", "Root.viewWillAppear", "Root.viewDidAppear"])
    XCTAssertTrue(same(navigation.viewControllers, [root]))
    XCTAssertTrue(navigation.topViewController === root)
    XCTAssertTrue(root.navigationController === navigation)
    XCTAssertEqual(navigation.navigationBar.displayedTitle, "Root")
    XCTAssertNil(navigation.navigationBar.displayedBackTitle, "no back button at the root")
    XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 640, height: 480), "under the translucent bar")
    XCTAssertEqual(root.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
  }

  func testAViewThatDoesNotExtendUnderTheBarStartsBelowIt() async {
    let root = UIViewController()
    root.edgesForExtendedLayout = []
    let (window, navigation) = makeNavigation(root: root)
    XCTAssertEqual(root.view.convert(CGPoint.zero, to: nil), CGPoint(x: 0, y: 44), "below the 44-pt bar")
    XCTAssertEqual(root.view.bounds.size, CGSize(width: 640, height: 436))
    XCTAssertEqual(root.view.safeAreaInsets, .zero)
    withExtendedLifetime((window, navigation)) {}
  }

  func testAPushWithoutAnimationCallsBackInUIKitsOrder() async {
    let journal = Journal()
    let root = JournalController("Root", journal: journal)
    let (_, navigation) = makeNavigation(root: root)
    _ = journal.take()
    let detail = JournalController("Detail", journal: journal)
    navigation.pushViewController(detail, animated: false)
    XCTAssertEqual(
      journal.take(),
      [
        "Detail.willMove(parent)", "Root.viewWillDisappear", "Detail.viewWillAppear", "Root.viewDidDisappear",
        "Detail.viewDidAppear", "Detail.didMove(parent)",
      ])
    XCTAssertTrue(same(navigation.viewControllers, [root, detail]))
    XCTAssertTrue(detail.parent === navigation && detail.navigationController === navigation)
    XCTAssertNil(root.view.superview, "the covered view leaves the hierarchy")
    XCTAssertEqual(navigation.navigationBar.displayedTitle, "Detail")
    XCTAssertEqual(navigation.navigationBar.displayedBackTitle, "Root", "the back button names the previous title")
  }

  func testAnAnimatedPushSlidesOnTheWindowsClockAndCallsDidAtTheEnd() async {
    let journal = Journal()
    let root = JournalController("Root", journal: journal)
    let (window, navigation) = makeNavigation(root: root)
    _ = journal.take()
    let detail = JournalController("Detail", journal: journal)
    navigation.pushViewController(detail, animated: true)
    XCTAssertEqual(journal.take(), ["Detail.willMove(parent)", "Root.viewWillDisappear", "Detail.viewWillAppear"])
    XCTAssertEqual(detail.view.frame.minX, 640, "the new view starts off the right edge")
    XCTAssertTrue(window.isAnimating)
    // Halfway through the 0.35 s slide (ease-out): well past a quarter, not yet there.
    window.advance(to: window.currentTime)
    let start = window.currentTime
    window.advance(to: start + UINavigationController.slideDuration / 2)
    let halfway = detail.view.frame.minX
    XCTAssertLessThan(halfway, 640 * 0.5, "ease-out: more than half the way at half the time")
    XCTAssertGreaterThan(halfway, 0)
    XCTAssertEqual(root.view.frame.minX, -0.3 * (640 - halfway), accuracy: 0.001, "the covered view moves 30 %")
    XCTAssertEqual(navigation.dimmingView.alpha, 0.1 * (640 - halfway) / 640, accuracy: 0.001, "and darkens")
    XCTAssertEqual(journal.take(), [], "no did callback during the slide")
    window.advance(to: start + UINavigationController.slideDuration + 0.001)
    XCTAssertEqual(journal.take(), ["Root.viewDidDisappear", "Detail.viewDidAppear", "Detail.didMove(parent)"])
    XCTAssertEqual(detail.view.frame.minX, 0)
    XCTAssertNil(navigation.dimmingView.superview)
    XCTAssertFalse(window.isAnimating)
  }

  func testAnAnimatedPopReversesThePushAndTheBackButtonPops() async throws {
    let journal = Journal()
    let root = JournalController("Root", journal: journal)
    let (window, navigation) = makeNavigation(root: root)
    let detail = JournalController("Detail", journal: journal)
    navigation.pushViewController(detail, animated: false)
    _ = journal.take()
    navigation.navigationBar.backButton.sendActions(for: .touchUpInside)
    XCTAssertEqual(journal.take(), ["Detail.willMove(nil)", "Detail.viewWillDisappear", "Root.viewWillAppear"])
    XCTAssertTrue(same(navigation.viewControllers, [root]), "the stack loses its top at once")
    XCTAssertEqual(navigation.navigationBar.displayedTitle, "Root")
    XCTAssertEqual(root.view.frame.minX, -192, "the covered view starts 30 % to the left")
    step(window, for: UINavigationController.slideDuration + 0.05)
    XCTAssertEqual(journal.take(), ["Detail.viewDidDisappear", "Root.viewDidAppear", "Detail.didMove(nil)"])
    XCTAssertNil(detail.parent)
    XCTAssertNil(detail.view.superview)
    XCTAssertEqual(root.view.frame.minX, 0)
    XCTAssertNil(navigation.popViewController(animated: true), "nothing pops at the root")
    XCTAssertEqual(journal.take(), [])
  }

  func testPushingAControllerAlreadyOnTheStackIsIgnoredWithOneLine() async throws {
    let root = UIViewController()
    let (_, navigation) = makeNavigation(root: root)
    let detail = UIViewController()
    navigation.pushViewController(detail, animated: false)
    let message = try capturingStandardError {
      navigation.pushViewController(detail, animated: true)
    }
    XCTAssertEqual(
      message, "UIKit: pushViewController: UIViewController is already on the navigation stack; ignored\n")
    navigation.pushViewController(root, animated: false)
    XCTAssertTrue(same(navigation.viewControllers, [root, detail]), "both repeats refused")
    XCTAssertNil(navigation.transition)
  }

  func testAPushDuringASlideFinishesTheSlideFirst() async {
    let journal = Journal()
    let root = JournalController("A", journal: journal)
    let (window, navigation) = makeNavigation(root: root)
    let second = JournalController("B", journal: journal)
    let third = JournalController("C", journal: journal)
    navigation.pushViewController(second, animated: true)
    _ = journal.take()
    navigation.pushViewController(third, animated: true)
    XCTAssertEqual(
      journal.take(),
      [
        "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)", "C.willMove(parent)", "B.viewWillDisappear",
        "C.viewWillAppear",
      ])
    step(window, for: 0.5)
    XCTAssertEqual(journal.take(), ["B.viewDidDisappear", "C.viewDidAppear", "C.didMove(parent)"])
    XCTAssertEqual(navigation.navigationBar.displayedBackTitle, "B")
    XCTAssertTrue(same(navigation.popToRootViewController(animated: false), [second, third]))
    XCTAssertTrue(same(navigation.viewControllers, [root]))
  }

  func testATitleSetInViewDidLoadIsTheOneTheBarShows() async {
    final class Titled: UIViewController {
      let name: String
      init(_ name: String) {
        self.name = name
        super.init()
      }
      required init?(coder: NSCoder) { nil }
      override func viewDidLoad() { title = name }
    }
    let (_, navigation) = makeNavigation(root: Titled("Demos"))
    XCTAssertEqual(navigation.navigationBar.displayedTitle, "Demos")
    navigation.pushViewController(Titled("Image"), animated: true)
    XCTAssertEqual(navigation.navigationBar.displayedTitle, "Image")
    XCTAssertEqual(navigation.navigationBar.displayedBackTitle, "Demos")
  }

  func testBackButtonTitleFollowsTheNavigationItem() async {
    let root = UIViewController()
    root.title = "A long title for a menu"
    root.navigationItem.backButtonTitle = "Menu"
    let (_, navigation) = makeNavigation(root: root)
    let detail = UIViewController()
    detail.navigationItem.title = "Item title"
    navigation.pushViewController(detail, animated: false)
    XCTAssertEqual(navigation.navigationBar.displayedBackTitle, "Menu")
    XCTAssertEqual(navigation.navigationBar.displayedTitle, "Item title")
    XCTAssertEqual(navigation.navigationBar.items.count, 2)
    XCTAssertTrue(navigation.navigationBar.backItem === root.navigationItem)
  }

  func testTheBarFollowsATitleChangedAfterThePush() async {
    let root = UIViewController()
    root.title = "Photos"
    let (window, navigation) = makeNavigation(root: root)
    let detail = UIViewController()
    detail.title = "Loading"
    navigation.pushViewController(detail, animated: false)
    detail.title = "Beach, 3 of 12"
    XCTAssertEqual(navigation.navigationBar.displayedTitle, "Beach, 3 of 12", "the top's title, changed later")
    root.title = "Albums"
    XCTAssertEqual(navigation.navigationBar.displayedBackTitle, "Albums", "the back button follows the previous title")
    detail.navigationItem.title = "Item"
    XCTAssertEqual(navigation.navigationBar.displayedTitle, "Item", "the item's title wins over the controller's")
    detail.navigationItem.hidesBackButton = true
    XCTAssertNil(navigation.navigationBar.displayedBackTitle)
    window.advance(to: window.currentTime + 1)
    XCTAssertFalse(window.isAnimating)
  }

  func testDelegateHearsWillShowAndDidShowAfterTheSlide() async {
    final class Listener: UINavigationControllerDelegate {
      var log: [String] = []
      func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
      ) { log.append("will \(viewController.title ?? "") \(animated)") }
      func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
      ) { log.append("did \(viewController.title ?? "") \(animated)") }
    }
    let root = UIViewController()
    root.title = "Root"
    let (window, navigation) = makeNavigation(root: root)
    let listener = Listener()
    navigation.delegate = listener
    let detail = UIViewController()
    detail.title = "Detail"
    navigation.pushViewController(detail, animated: true)
    XCTAssertEqual(listener.log, ["will Detail true"])
    step(window, for: 0.4)
    XCTAssertEqual(listener.log, ["will Detail true", "did Detail true"])
  }

  func testContainmentCallsAndChildAppearanceForwarding() async {
    let journal = Journal()
    let parent = JournalController("Parent", journal: journal)
    let child = JournalController("Child", journal: journal)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    XCTAssertEqual(journal.take(), ["Child.willMove(parent)", "Child.didMove(parent)"])
    XCTAssertTrue(same(parent.children, [child]))
    let window = UIWindow()
    window.rootViewController = parent
    XCTAssertEqual(
      journal.take(), ["Parent.viewWillAppear", "Child.viewWillAppear", "Parent.viewDidAppear", "Child.viewDidAppear"])
    parent.addChild(parent)
    child.addChild(parent)
    XCTAssertNil(parent.parent, "a controller cannot contain itself or its ancestor")
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    XCTAssertEqual(journal.take(), ["Child.willMove(nil)", "Child.didMove(nil)"])
    XCTAssertTrue(parent.children.isEmpty)
    XCTAssertNil(child.parent)
    window.rootViewController = nil
    XCTAssertEqual(journal.take(), ["Parent.viewWillDisappear", "Parent.viewDidDisappear"])
  }
}
