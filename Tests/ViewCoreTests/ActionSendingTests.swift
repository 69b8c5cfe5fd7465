import Foundation
import Synchronization
import XCTest

@testable import ViewCore

/// A controller that refreshes when an action reaches it.
@MainActor
final class RefreshingController: UIViewController {
  var refreshes: [String] = []

  func refresh(_ sender: Any?) {
    refreshes.append((sender as? UIView)?.accessibilityIdentifier ?? "nil")
  }

  func reload() {
    refreshes.append("reload")
  }
}

/// `UIApplication.sendAction(_:to:from:for:)`'s work (`ActionSending`): with no target the action
/// starts at the first responder (a text field in a controller's view) and goes up the chain.
@MainActor
final class ActionSendingTests: XCTestCase {
  private var window: UIWindow!
  private var controller: RefreshingController!
  private var field: UITextField!

  override func setUp() async throws {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    controller = RefreshingController()
    window.rootViewController = controller
    field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
    field.accessibilityIdentifier = "field"
    controller.view.addSubview(field)
    _ = window.makeDisplayList()
    XCTAssertTrue(field.becomeFirstResponder())
  }

  func testResignFirstResponderWithNoTargetDismissesTheKeyboard() async {
    XCTAssertTrue(ActionSending.send(Selector("resignFirstResponder"), to: nil, from: nil, in: window))
    XCTAssertFalse(field.isFirstResponder, "the idiom that dismisses the keyboard")
    XCTAssertNil(window.inputDispatcher.firstResponder)
    // The method reference form (what `#selector(UIResponder.resignFirstResponder)` becomes).
    XCTAssertTrue(field.becomeFirstResponder())
    XCTAssertTrue(ActionSending.send(UIResponder.resignFirstResponder, to: nil, in: window))
    XCTAssertFalse(field.isFirstResponder)
  }

  func testAMethodReferenceFindsTheFirstResponderOfItsClassUpTheChain() async {
    XCTAssertTrue(ActionSending.send(RefreshingController.refresh, to: nil, from: field, in: window))
    XCTAssertTrue(ActionSending.send(RefreshingController.reload, to: nil, in: window))
    XCTAssertEqual(controller.refreshes, ["field", "reload"], "from the field up to its view's controller")
    XCTAssertTrue(field.isFirstResponder, "the field itself was passed over")
    let other = RefreshingController()
    XCTAssertTrue(ActionSending.send(RefreshingController.refresh, to: other, from: nil, in: window))
    XCTAssertEqual(other.refreshes, ["nil"], "a target is sent the action directly")
    XCTAssertFalse(ActionSending.send(UINavigationController.popViewController, to: nil, from: true, in: window))
    XCTAssertEqual(controller.refreshes.count, 2, "nothing up the chain is a navigation controller")
  }

  func testSelectAllGoesToTheFieldThatPerformsItAndAnUnknownNameIsReported() async {
    field.text = "hello"
    XCTAssertTrue(ActionSending.send(.selectAll, to: nil, from: nil, in: window))
    XCTAssertEqual(field.editing.selection, 0..<5, "the field performs selectAll:")
    let lines = Mutex<[String]>([])
    let previous = Diagnostics.setSink { message in lines.withLock { $0.append(message.line) } }
    defer { Diagnostics.setSink(previous) }
    XCTAssertFalse(ActionSending.send(Selector("refresh:"), to: nil, from: nil, in: window))
    XCTAssertEqual(controller.refreshes, [])
    XCTAssertEqual(
      lines.withLock { $0 },
      [
        "UIApplication: cannot send \"refresh:\" by its name (there is no Objective-C runtime to find the method); "
          + "pass the method reference (Type.method) instead; nothing was sent"
      ])
  }
}
