import Foundation
import XCTest

@testable import ViewCore

/// A controller whose bar button items call its methods by reference, as `#selector` is written
/// here.
@MainActor
final class BarItemsController: UIViewController {
  var added: [UIBarButtonItem] = []
  var refreshed = 0

  func add(_ sender: UIBarButtonItem) { added.append(sender) }
  func refresh() { refreshed += 1 }
}

@MainActor
final class BarButtonItemTests: XCTestCase {
  /// The view drawing `item` in the window, in window coordinates.
  func frame(of item: UIBarButtonItem, in window: UIWindow) -> CGRect? {
    guard let view = item.view, view.window === window else { return nil }
    return view.convert(view.bounds, to: window)
  }

  func tap(_ window: UIWindow, at point: CGPoint) {
    let time = window.currentTime + 0.1
    window.handle(Finger.tap(point.x, point.y, at: time))
    _ = window.makeDisplayList()
  }

  func testRightItemsSitAtTheTrailingEndFirstOutermostAndATapRunsTheMethodReference() async throws {
    let root = BarItemsController()
    root.title = "Inbox"
    let add = UIBarButtonItem(barButtonSystemItem: .add, target: root, action: BarItemsController.add)
    let refresh = UIBarButtonItem(title: "Refresh", style: .plain, target: root, action: BarItemsController.refresh)
    root.navigationItem.rightBarButtonItems = [add, refresh]
    let (window, navigation) = makeNavigation(root: root)
    let addFrame = try XCTUnwrap(frame(of: add, in: window))
    let refreshFrame = try XCTUnwrap(frame(of: refresh, in: window))
    // Add: a 44-pt glyph item whose edge is 8 pt from the bar's (its padding makes iOS's 16).
    XCTAssertEqual(addFrame, CGRect(x: 588, y: 0, width: 44, height: 44))
    XCTAssertEqual(refreshFrame.maxX, 588, "the second item is left of the first")
    XCTAssertGreaterThan(refreshFrame.width, 44)
    // The title keeps clear of the items and stays centred.
    let title = navigation.navigationBar.titleLabel.frame
    XCTAssertLessThanOrEqual(title.maxX, refreshFrame.minX)
    XCTAssertEqual(title.midX, 320, accuracy: 0.5)
    tap(window, at: CGPoint(x: addFrame.midX, y: addFrame.midY))
    XCTAssertEqual(root.added.count, 1)
    XCTAssertTrue(root.added.first === add, "the sender is the item")
    XCTAssertEqual(root.refreshed, 0)
    tap(window, at: CGPoint(x: refreshFrame.midX, y: refreshFrame.midY))
    XCTAssertEqual(root.refreshed, 1)
    XCTAssertEqual(root.added.count, 1)
  }

  func testLeftItemsReplaceTheBackButtonUnlessTheySupplementIt() async throws {
    let root = UIViewController()
    root.title = "Root"
    let (window, navigation) = makeNavigation(root: root)
    let detail = UIViewController()
    detail.title = "Detail"
    var cancelled = 0
    let cancel = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in cancelled += 1 })
    detail.navigationItem.leftBarButtonItem = cancel
    navigation.pushViewController(detail, animated: false)
    _ = window.makeDisplayList()
    XCTAssertNil(navigation.navigationBar.displayedBackTitle, "Cancel takes the back button's place")
    let cancelFrame = try XCTUnwrap(frame(of: cancel, in: window))
    XCTAssertEqual(cancelFrame.minX, 8)
    tap(window, at: CGPoint(x: cancelFrame.midX, y: cancelFrame.midY))
    XCTAssertEqual(cancelled, 1)
    XCTAssertTrue(navigation.topViewController === detail, "the tap ran Cancel's action, not a pop")
    detail.navigationItem.leftItemsSupplementBackButton = true
    _ = window.makeDisplayList()
    XCTAssertEqual(navigation.navigationBar.displayedBackTitle, "Root")
    let after = try XCTUnwrap(frame(of: cancel, in: window))
    XCTAssertEqual(after.minX, navigation.navigationBar.backButton.frame.maxX, "after the back button")
  }

  func testADisabledItemIgnoresTapsAndATitleChangeWidensIt() async throws {
    let root = BarItemsController()
    let item = UIBarButtonItem(title: "Go", style: .plain, target: root, action: BarItemsController.refresh)
    item.isEnabled = false
    root.navigationItem.rightBarButtonItem = item
    let (window, _) = makeNavigation(root: root)
    let before = try XCTUnwrap(frame(of: item, in: window))
    tap(window, at: CGPoint(x: before.midX, y: before.midY))
    XCTAssertEqual(root.refreshed, 0, "disabled")
    item.isEnabled = true
    item.title = "Go somewhere far away"
    _ = window.makeDisplayList()
    let after = try XCTUnwrap(frame(of: item, in: window))
    XCTAssertGreaterThan(after.width, before.width + 50)
    XCTAssertEqual(after.maxX, 632)
    tap(window, at: CGPoint(x: after.midX, y: after.midY))
    XCTAssertEqual(root.refreshed, 1)
  }

  func testTheEditButtonItemTogglesEditingAndReadsDoneWhileEditing() async throws {
    final class Editable: UIViewController {
      var calls: [(Bool, Bool)] = []
      override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        calls.append((editing, animated))
      }
    }
    let root = Editable()
    let edit = root.editButtonItem
    XCTAssertTrue(edit === root.editButtonItem, "the same item every time")
    root.navigationItem.rightBarButtonItem = edit
    let (window, _) = makeNavigation(root: root)
    XCTAssertEqual(edit.title, "Edit")
    let frame = try XCTUnwrap(self.frame(of: edit, in: window))
    tap(window, at: CGPoint(x: frame.midX, y: frame.midY))
    XCTAssertTrue(root.isEditing)
    XCTAssertEqual(root.calls.map(\.0), [true])
    XCTAssertEqual(root.calls.map(\.1), [true], "animated, as UIKit's Edit button")
    XCTAssertEqual(edit.title, "Done")
    XCTAssertEqual(edit.style, .done)
    root.isEditing = false
    XCTAssertEqual(edit.title, "Edit", "follows editing set in code too")
    XCTAssertEqual(edit.style, .plain)
  }

  func testTheToolbarShowsTheTopControllersItemsAndTheContentEndsAboveIt() async throws {
    let root = UIViewController()
    root.edgesForExtendedLayout = []
    let edit = root.editButtonItem
    root.toolbarItems = [.flexibleSpace(), edit]
    let (window, navigation) = makeNavigation(root: root)
    XCTAssertTrue(navigation.isToolbarHidden, "hidden until shown, as in UIKit")
    XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 44, width: 640, height: 436))
    navigation.setToolbarHidden(false, animated: false)
    _ = window.makeDisplayList()
    XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: 436, width: 640, height: 44))
    XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 44, width: 640, height: 392))
    let editFrame = try XCTUnwrap(frame(of: edit, in: window))
    XCTAssertEqual(editFrame.maxX, 632, "the flexible space pushes Edit to the trailing end")
    XCTAssertEqual(editFrame.minY, 436)
    tap(window, at: CGPoint(x: editFrame.midX, y: editFrame.midY))
    XCTAssertTrue(root.isEditing)
    // A pushed controller with no items empties the toolbar.
    let detail = UIViewController()
    navigation.pushViewController(detail, animated: false)
    _ = window.makeDisplayList()
    XCTAssertTrue(navigation.toolbar.itemViews.isEmpty)
    XCTAssertNil(edit.view?.window)
    navigation.popViewController(animated: false)
    _ = window.makeDisplayList()
    XCTAssertEqual(navigation.toolbar.itemViews.count, 2)
  }

  func testALargeTitleCollapsesPointForPointAsTheListScrollsAndOpensAgainAtTheTop() async throws {
    let root = UIViewController()
    root.title = "Mailboxes"
    let scrollView = UIScrollView()
    scrollView.contentSize = CGSize(width: 640, height: 3000)
    root.view = scrollView
    let (window, navigation) = makeNavigation(root: root)
    navigation.navigationBar.prefersLargeTitles = true
    _ = window.makeDisplayList()
    let bar = navigation.navigationBar
    // The root extends under the bar: its safe area is the 96-pt bar with the large title.
    XCTAssertEqual(scrollView.adjustedContentInset.top, 96)
    XCTAssertEqual(scrollView.contentOffset.y, -96)
    XCTAssertEqual(bar.frame.height, 96)
    XCTAssertEqual(bar.displayedLargeTitle, "Mailboxes")
    XCTAssertTrue(bar.titleLabel.isHidden, "the inline title hides while the large one shows")
    scrollView.contentOffset.y = -96 + 30
    XCTAssertEqual(bar.frame.height, 66, "30 pt scrolled, 30 pt collapsed")
    scrollView.contentOffset.y = -96 + 200
    _ = window.makeDisplayList()
    XCTAssertEqual(bar.frame.height, 44)
    XCTAssertFalse(bar.titleLabel.isHidden, "collapsed: the title is in the row")
    scrollView.contentOffset.y = -96 - 40
    XCTAssertEqual(bar.frame.height, 96, "pulled down past the top: fully open, no more")
    // A pushed controller that asks for none has a compact bar.
    let detail = UIViewController()
    detail.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(detail, animated: false)
    _ = window.makeDisplayList()
    XCTAssertEqual(bar.frame.height, 44)
    XCTAssertNil(bar.displayedLargeTitle)
  }

  func testAnItemWithOnlyAMenuOpensItOnTapAndChoosingRunsTheAction() async throws {
    let root = UIViewController()
    var chosen: [String] = []
    let menu = UIMenu(children: [
      UIAction(title: "Newest first") { chosen.append($0.title) },
      UIAction(title: "Oldest first") { chosen.append($0.title) },
    ])
    let sort = UIBarButtonItem(title: "Sort", menu: menu)
    root.navigationItem.rightBarButtonItem = sort
    let (window, _) = makeNavigation(root: root)
    let frame = try XCTUnwrap(self.frame(of: sort, in: window))
    tap(window, at: CGPoint(x: frame.midX, y: frame.midY))
    let presentation = try XCTUnwrap(window.subviews.compactMap { $0 as? MenuPresentation }.first)
    let panel = presentation.panelView.frame
    XCTAssertEqual(panel.width, 250)
    XCTAssertEqual(panel.height, 88, "two 44-pt rows")
    XCTAssertEqual(panel.minY, 44, "under the item")
    XCTAssertEqual(panel.maxX, 632, "kept 8 pt inside the window")
    tap(window, at: CGPoint(x: panel.midX, y: panel.minY + 66))
    XCTAssertEqual(chosen, ["Oldest first"])
    XCTAssertNil(presentation.superview, "closed")
  }
}
