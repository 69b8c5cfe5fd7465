import Foundation
import XCTest

@testable import ViewCore

/// Refuses digits; upper-cases what it lets through by making the change itself.
@MainActor
private final class FieldDelegate: UITextFieldDelegate {
  var refusesDigits = false
  var upperCases = false
  var refusesEverything = false
  var returns = 0

  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    if refusesEverything { return false }
    if refusesDigits, string.contains(where: \.isNumber) { return false }
    if upperCases, string != string.uppercased() {
      let text = (textField.text ?? "") as NSString
      textField.text = text.replacingCharacters(in: range, with: string.uppercased())
      return false
    }
    return true
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    returns += 1
    return true
  }
}

@MainActor
final class TextFieldTests: XCTestCase {
  private var window: UIWindow!
  private var nameField: UITextField!
  private var mail: UITextField!
  private var time: TimeInterval = 1

  override func setUp() async throws {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    nameField = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
    mail = UITextField(frame: CGRect(x: 10, y: 60, width: 300, height: 34))
    nameField.borderStyle = .roundedRect
    window.addSubview(nameField)
    window.addSubview(mail)
  }

  private func tick() -> TimeInterval {
    time += 0.05
    return time
  }

  private func type(_ text: String) { window.handle(.text(.init(commit: text, time: tick()))) }

  private func key(_ code: KeyCode, _ modifiers: UIKeyModifierFlags = []) {
    window.handle(.key(.init(.down, code, modifiers: modifiers, time: tick())))
    window.handle(.key(.init(.up, code, modifiers: modifiers, time: tick())))
  }

  private func click(_ field: UITextField, atCharacter offset: Int, clicks: Int = 1) {
    let point = field.convert(CGPoint(x: field.textOriginX() + field.xOffset(offset) + 0.5, y: 17), to: nil)
    window.handle(.touch(.init(.down, id: 0, at: point, time: tick(), clickCount: clicks)))
    window.handle(.touch(.init(.up, id: 0, at: point, time: tick(), clickCount: clicks)))
  }

  func testAClickFocusesAndTypedTextGoesInWithEvents() async {
    var events: [String] = []
    nameField.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
    nameField.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
    let notified = NotificationCount()
    let token = NotificationCenter.default.addObserver(
      forName: UITextField.textDidChangeNotification, object: nameField, queue: nil
    ) { _ in notified.add() }
    defer { NotificationCenter.default.removeObserver(token) }
    click(nameField, atCharacter: 0)
    XCTAssertTrue(nameField.isFirstResponder)
    type("Zoë")
    type(" 日本")
    XCTAssertEqual(nameField.text, "Zoë 日本")
    XCTAssertEqual(events, ["begin", "changed", "changed"])
    XCTAssertEqual(notified.value, 2)
  }

  func testADelegateRefusingDigitsKeepsThemOutAndOneMayRewrite() async {
    let delegate = FieldDelegate()
    delegate.refusesDigits = true
    nameField.delegate = delegate
    XCTAssertTrue(nameField.becomeFirstResponder())
    for piece in ["a", "1", "b", "22", "c"] { type(piece) }
    XCTAssertEqual(nameField.text, "abc")
    delegate.refusesDigits = false
    delegate.upperCases = true
    type("d")
    XCTAssertEqual(nameField.text, "abcD")
    delegate.refusesEverything = true
    key(.deleteOrBackspace)
    UIPasteboard.general.string = "pasted"
    key(.character("v"), .control)
    XCTAssertEqual(nameField.text, "abcD", "a delegate refusing everything let an edit through")
  }

  func testKeysMoveSelectAndDeleteByCharacterAndWord() async {
    XCTAssertTrue(nameField.becomeFirstResponder())
    type("one two three")
    key(.leftArrow, .control)
    key(.leftArrow, [.control, .shift])
    XCTAssertEqual(nameField.selectedCharacterRange, 4..<8)
    key(.deleteOrBackspace)
    XCTAssertEqual(nameField.text, "one three")
    key(.home)
    key(.deleteForward, .control)
    XCTAssertEqual(nameField.text, " three")
    key(.end)
    key(.leftArrow, .shift)
    key(.leftArrow, .shift)
    XCTAssertEqual(nameField.selectedCharacterRange, 4..<6)
  }

  func testCopyInOneFieldAndPasteInAnother() async {
    XCTAssertTrue(nameField.becomeFirstResponder())
    type("copy me")
    key(.character("a"), .control)
    key(.character("c"), .control)
    XCTAssertEqual(UIPasteboard.general.string, "copy me")
    key(.tab)
    XCTAssertTrue(mail.isFirstResponder, "Tab did not move to the next field")
    key(.character("v"), .control)
    key(.character("v"), .control)
    XCTAssertEqual(mail.text, "copy mecopy me")
    key(.character("a"), .control)
    key(.character("x"), .control)
    XCTAssertEqual(mail.text, "")
    XCTAssertEqual(UIPasteboard.general.string, "copy mecopy me")
  }

  func testASecureFieldShowsDotsAndIsNeverCopied() async {
    UIPasteboard.general.string = "before"
    nameField.isSecureTextEntry = true
    XCTAssertTrue(nameField.becomeFirstResponder())
    type("hunter2")
    key(.character("a"), .control)
    key(.character("c"), .control)
    key(.character("x"), .control)
    XCTAssertEqual(UIPasteboard.general.string, "before", "a password reached the clipboard")
    XCTAssertEqual(nameField.text, "hunter2")
    let texts = nameField.currentDrawing().compactMap { command -> String? in
      if case .text(let run, _, _) = command { return run.text }
      return nil
    }
    XCTAssertEqual(texts, ["•••••••"])
  }

  func testATypingRunUndoesAsOneStepAndRedoes() async {
    XCTAssertTrue(nameField.becomeFirstResponder())
    for letter in ["h", "e", "l", "l", "o"] { type(letter) }
    key(.leftArrow)
    type("X")
    XCTAssertEqual(nameField.text, "hellXo")
    key(.character("z"), .control)
    XCTAssertEqual(nameField.text, "hello")
    key(.character("z"), .control)
    XCTAssertEqual(nameField.text, "", "the run of typing should undo as one step")
    key(.character("z"), [.control, .shift])
    XCTAssertEqual(nameField.text, "hello")
    key(.character("y"), .control)
    XCTAssertEqual(nameField.text, "hellXo")
  }

  func testDoubleClickSelectsAWordTripleTheLineAndDragSelects() async {
    nameField.text = "alpha beta gamma"
    click(nameField, atCharacter: 8)
    XCTAssertEqual(nameField.selectedCharacterRange, 8..<8)
    click(nameField, atCharacter: 8, clicks: 2)
    XCTAssertEqual(nameField.selectedCharacterRange, 6..<10)
    click(nameField, atCharacter: 8, clicks: 3)
    XCTAssertEqual(nameField.selectedCharacterRange, 0..<16)
    let start = nameField.convert(CGPoint(x: nameField.textOriginX() + nameField.xOffset(1) + 0.5, y: 17), to: nil)
    let end = nameField.convert(CGPoint(x: nameField.textOriginX() + nameField.xOffset(4) + 0.5, y: 17), to: nil)
    window.handle(.touch(.init(.down, id: 0, at: start, time: tick())))
    window.handle(.touch(.init(.move, id: 0, at: end, time: tick())))
    window.handle(.touch(.init(.up, id: 0, at: end, time: tick())))
    XCTAssertEqual(nameField.selectedCharacterRange, 1..<4)
  }

  func testReturnAsksTheDelegateAndEndsEditingWhenListenedFor() async {
    let delegate = FieldDelegate()
    nameField.delegate = delegate
    var ended = 0
    nameField.addAction(UIAction { _ in ended += 1 }, for: .editingDidEndOnExit)
    XCTAssertTrue(nameField.becomeFirstResponder())
    key(.returnOrEnter)
    XCTAssertEqual(delegate.returns, 1)
    XCTAssertEqual(ended, 1)
    XCTAssertFalse(nameField.isFirstResponder)
    XCTAssertFalse(nameField.isEditing)
  }

  func testTheCaretBlinksAfterHalfASecondStill() async {
    XCTAssertTrue(nameField.becomeFirstResponder())
    let start = window.currentTime
    window.advance(to: start + 0.25)
    XCTAssertTrue(nameField.blinker.isVisible)
    window.advance(to: start + 0.75)
    XCTAssertFalse(nameField.blinker.isVisible, "the caret should be off 0.5–1 s after it last moved")
    window.advance(to: start + 1.25)
    XCTAssertTrue(nameField.blinker.isVisible)
    type("a")
    window.advance(to: window.currentTime + 0.1)
    XCTAssertTrue(nameField.blinker.isVisible, "typing should show the caret solid")
    nameField.resignFirstResponder()
    window.advance(to: window.currentTime + 1)
    XCTAssertFalse(window.isAnimating, "the blink kept the window animating after editing ended")
  }

  func testIntrinsicSizeFollowsTheTextAndClearButtonClears() async {
    let empty = nameField.intrinsicContentSize
    XCTAssertEqual(empty.height, 34, "a rounded-rect field is 34 pt high")
    nameField.text = "a much longer piece of text"
    XCTAssertGreaterThan(nameField.intrinsicContentSize.width, empty.width + 50)
    nameField.clearButtonMode = .always
    nameField.layoutIfNeeded()
    XCTAssertFalse(nameField.clearButton.isHidden)
    XCTAssertLessThan(nameField.textRect(forBounds: nameField.bounds).maxX, nameField.clearButton.frame.minX + 0.5)
    nameField.clearButton.sendActions(for: .touchUpInside)
    XCTAssertEqual(nameField.text, "")
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    nameField.leftView = left
    nameField.leftViewMode = .always
    XCTAssertEqual(nameField.textRect(forBounds: nameField.bounds).minX, 30)
  }

  func testACompositionShowsUnderlinedAndItsCommitReplacesIt() async {
    XCTAssertTrue(nameField.becomeFirstResponder())
    window.handle(.text(.init(composing: "に", selection: 1..<1, time: tick())))
    window.handle(.text(.init(composing: "にほ", selection: 2..<2, time: tick())))
    XCTAssertEqual(nameField.markedCharacterRange, 0..<2)
    let underline = nameField.currentDrawing().contains { command in
      if case .fillRect(let rect, _) = command { return rect.height == 1 && rect.width > 5 }
      return false
    }
    XCTAssertTrue(underline, "the composition is not underlined")
    type("日本")
    XCTAssertEqual(nameField.text, "日本")
    XCTAssertNil(nameField.markedCharacterRange)
  }

  func testBadInputLeavesTheTextValid() async {
    XCTAssertTrue(nameField.becomeFirstResponder())
    let big = String(repeating: "0123456789", count: 1_000_000)
    UIPasteboard.general.string = big
    key(.character("v"), .control)
    XCTAssertEqual(nameField.text?.count, 10_000_000)
    key(.character("a"), .control)
    type("a\u{0}b\nc")
    XCTAssertEqual(nameField.text, "a\u{FFFD}b c")
  }
}

/// Counts notifications (the observer's block is not isolated).
private final class NotificationCount: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = 0
  var value: Int { lock.withLock { stored } }
  func add() { lock.withLock { stored += 1 } }
}
