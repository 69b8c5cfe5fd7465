import Foundation
import XCTest

@testable import ViewCore

/// A view that can be first responder, optionally refusing to resign, logging what it is told.
@MainActor
class FocusView: UIView {
  var refusesResign = false
  var performs: Set<Selector> = []
  var log: [String] = []

  override var canBecomeFirstResponder: Bool { true }
  override var canResignFirstResponder: Bool { !refusesResign }

  override func resignFirstResponder() -> Bool {
    let resigned = super.resignFirstResponder()
    log.append("resign \(resigned)")
    return resigned
  }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { performs.contains(action) }
  override func copy(_ sender: Any?) { log.append("copy") }
  override func paste(_ sender: Any?) { log.append("paste") }
  override func selectAll(_ sender: Any?) { log.append("selectAll") }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log.append("press \(presses.first?.key?.keyCode.name ?? "?")")
    super.pressesBegan(presses, with: event)
  }
}

/// A focusable view that takes text, so it is in the key-view loop.
@MainActor
final class FieldFocusView: FocusView, UIKeyInput {
  var hasText: Bool { false }
  func insertText(_ text: String) {}
  func deleteBackward() {}
}

/// A root view that records the keys that reach the end of the chain.
@MainActor
private final class RootKeyView: UIView {
  var keys: [String] = []
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    keys.append(presses.first?.key?.keyCode.name ?? "?")
  }
}

@MainActor
final class ResponderChainTests: XCTestCase {
  private var window: UIWindow!
  private var root: RootKeyView!

  override func setUp() async throws {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    root = RootKeyView(frame: window.bounds)
    window.addSubview(root)
  }

  private func field(_ frame: CGRect, in parent: UIView? = nil) -> FocusView {
    let view = FieldFocusView(frame: frame)
    (parent ?? root).addSubview(view)
    return view
  }

  private func key(_ code: KeyCode, _ modifiers: UIKeyModifierFlags = []) {
    window.handle(.key(.init(.down, code, modifiers: modifiers, time: 1)))
    window.handle(.key(.init(.up, code, modifiers: modifiers, time: 1)))
  }

  private func first() -> UIResponder? { window.inputDispatcher.firstResponder }

  func testBecomingFirstResponderResignsTheOldOne() async {
    let a = field(CGRect(x: 0, y: 0, width: 100, height: 30))
    let b = field(CGRect(x: 0, y: 40, width: 100, height: 30))
    XCTAssertTrue(a.becomeFirstResponder())
    XCTAssertTrue(b.becomeFirstResponder())
    XCTAssertEqual(a.log, ["resign true"])
    XCTAssertTrue(b.isFirstResponder)
    XCTAssertFalse(a.isFirstResponder)
  }

  func testAResponderThatWillNotResignKeepsTheStatus() async {
    let a = field(CGRect(x: 0, y: 0, width: 100, height: 30))
    let b = field(CGRect(x: 0, y: 40, width: 100, height: 30))
    a.refusesResign = true
    XCTAssertTrue(a.becomeFirstResponder())
    XCTAssertFalse(b.becomeFirstResponder(), "b took the status from a responder that refused to resign")
    XCTAssertTrue(a.isFirstResponder)
    XCTAssertFalse(a.resignFirstResponder())
    XCTAssertTrue(a.isFirstResponder)
  }

  func testAViewOutsideAWindowCannotBecomeFirstResponder() async {
    let loose = FocusView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertFalse(loose.becomeFirstResponder())
  }

  func testAFirstResponderThatLeavesTheWindowGivesTheStatusUp() async {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.addSubview(container)
    let a = field(CGRect(x: 0, y: 0, width: 100, height: 30), in: container)
    XCTAssertTrue(a.becomeFirstResponder())
    container.removeFromSuperview()
    XCTAssertNil(first(), "the first responder stayed after its ancestor left the window")
    XCTAssertEqual(a.log, ["resign true"])
    root.addSubview(container)
    XCTAssertFalse(a.isFirstResponder)
  }

  func testTabMovesInReadingOrderAndWraps() async {
    // Added out of order: reading order is by position, top to bottom, then left to right.
    let bottom = field(CGRect(x: 10, y: 200, width: 100, height: 30))
    let topRight = field(CGRect(x: 200, y: 10, width: 100, height: 30))
    let topLeft = field(CGRect(x: 10, y: 10, width: 100, height: 30))
    let hidden = field(CGRect(x: 10, y: 100, width: 100, height: 30))
    hidden.isHidden = true
    XCTAssertTrue(topLeft.becomeFirstResponder())
    var visited: [UIResponder?] = []
    for _ in 0..<3 {
      key(.tab)
      visited.append(first())
    }
    XCTAssertTrue(visited[0] === topRight && visited[1] === bottom && visited[2] === topLeft, "\(visited)")
    key(.tab, .shift)
    XCTAssertTrue(first() === bottom)
    XCTAssertEqual(root.keys, [], "Tab reached the root while a field was first responder")
  }

  func testTabSkipsViewsClippedAwayByAScrollingAncestor() async {
    let clip = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    clip.clipsToBounds = true
    root.addSubview(clip)
    let inside = field(CGRect(x: 0, y: 0, width: 100, height: 30), in: clip)
    let clipped = field(CGRect(x: 0, y: 150, width: 100, height: 30), in: clip)
    let after = field(CGRect(x: 0, y: 300, width: 100, height: 30))
    XCTAssertTrue(inside.becomeFirstResponder())
    key(.tab)
    XCTAssertTrue(first() === after, "Tab went to \(String(describing: first())), not past the clipped \(clipped)")
  }

  func testTabFromAFirstResponderThatTakesNoTextTravelsTheChain() async {
    _ = field(CGRect(x: 0, y: 0, width: 100, height: 30))
    let list = FocusView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    root.addSubview(list)
    XCTAssertTrue(list.becomeFirstResponder())
    key(.tab)
    XCTAssertEqual(list.log, ["press tab"])
    XCTAssertEqual(root.keys, ["tab"], "Tab from a list should reach the root (the demo switches scenes)")
    XCTAssertTrue(first() === list)
  }

  func testTabWithNoFirstResponderTravelsTheChain() async {
    _ = field(CGRect(x: 0, y: 0, width: 100, height: 30))
    window.handle(.hover(.init(at: CGPoint(x: 300, y: 300), time: 0)))
    key(.tab)
    XCTAssertEqual(root.keys, ["tab"])
    XCTAssertNil(first())
  }

  func testEditShortcutsGoToTheResponderThatPerformsThem() async {
    let a = field(CGRect(x: 0, y: 0, width: 100, height: 30))
    a.performs = [.copy, .selectAll]
    XCTAssertTrue(a.becomeFirstResponder())
    key(.character("c"), .control)
    key(.character("a"), .control)
    key(.character("v"), .control)
    XCTAssertEqual(a.log, ["copy", "selectAll", "press v"], "Ctrl+V (not performed) should go on as a press")
    XCTAssertEqual(root.keys, ["v"])
  }

  func testTargetForActionWalksNext() async {
    let parent = FocusView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.addSubview(parent)
    let child = field(CGRect(x: 0, y: 0, width: 10, height: 10), in: parent)
    parent.performs = [.paste]
    XCTAssertTrue(child.target(forAction: .paste, withSender: nil) as? UIResponder === parent)
    XCTAssertNil(child.target(forAction: .cut, withSender: nil))
    XCTAssertEqual(Selector("paste:"), .paste)
  }

  func testUndoManagerIsTheWindowsAndUndoesGroupsInOrder() async {
    let a = field(CGRect(x: 0, y: 0, width: 100, height: 30))
    XCTAssertTrue(a.undoManager === window.undoManager)
    XCTAssertNotNil(window.undoManager)
    final class Box { var value = 0 }
    let box = Box()
    let manager = UndoManager()
    func set(_ value: Int) {
      let old = box.value
      box.value = value
      manager.registerUndo(withTarget: box) { _ in set(old) }
    }
    set(1)
    set(2)
    manager.undo()
    XCTAssertEqual(box.value, 1)
    XCTAssertTrue(manager.canRedo)
    manager.redo()
    XCTAssertEqual(box.value, 2)
    manager.undo()
    manager.undo()
    XCTAssertEqual(box.value, 0)
    set(5)
    XCTAssertFalse(manager.canRedo, "a new change should clear the redo steps")
  }

  func testThePasteboardKeepsTextInTheProcessWithoutAPlatform() async {
    UIPasteboard.general.string = "héllo"
    XCTAssertEqual(UIPasteboard.general.string, "héllo")
    XCTAssertTrue(UIPasteboard.general.hasStrings)
  }
}

@MainActor
final class EndEditingTests: XCTestCase {
  func testEndEditingResignsTheFirstResponderInsideAndForceOverridesARefusal() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let form = UIView(frame: window.bounds)
    window.addSubview(form)
    let field = FocusView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    form.addSubview(field)
    XCTAssertTrue(field.becomeFirstResponder())
    field.refusesResign = true
    XCTAssertFalse(form.endEditing(false))
    XCTAssertTrue(field.isFirstResponder)
    XCTAssertTrue(form.endEditing(true))
    XCTAssertFalse(field.isFirstResponder, "endEditing(true) left the field first responder")
  }
}
