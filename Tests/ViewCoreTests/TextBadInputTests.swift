import Foundation
import Synchronization
import XCTest

@testable import ViewCore

/// Refuses every change, in a field and in a text view.
@MainActor
private final class RefusesEverything: UITextFieldDelegate, UITextViewDelegate {
  var asked = 0

  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    asked += 1
    return false
  }

  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    asked += 1
    return false
  }
}

/// Bad input leaves the text valid and the responders working: ten megabytes pasted, a NUL
/// typed, a delegate that refuses every edit.
@MainActor
final class TextBadInputTests: XCTestCase {
  private var window: UIWindow!
  private var field: UITextField!
  private var textView: UITextView!
  private var time: TimeInterval = 1

  override func setUp() async throws {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
    textView = UITextView(frame: CGRect(x: 10, y: 60, width: 300, height: 300))
    window.addSubview(field)
    window.addSubview(textView)
    window.layoutIfNeeded()
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

  /// Ten megabytes of lines: 10 × 2^20 bytes in 16-byte lines.
  private static let tenMegabytes = String(repeating: "0123456789abcde\n", count: 10 * 65_536)

  func testTenMegabytesPastedIntoAFieldAreKeptWholeAndTypingGoesOn() async {
    XCTAssertEqual(Self.tenMegabytes.utf8.count, 10_485_760)
    XCTAssertTrue(field.becomeFirstResponder())
    UIPasteboard.general.string = Self.tenMegabytes
    key(.character("v"), .control)
    // A field holds one line: the line breaks became spaces, nothing was lost.
    XCTAssertEqual(field.text?.utf8.count, 10_485_760)
    XCTAssertFalse(field.text?.contains("\n") ?? true)
    type("!")
    XCTAssertEqual(field.text?.last, "!", "typing after the paste still reaches the field")
    XCTAssertEqual(field.text?.count, 10_485_761)
  }

  func testTenMegabytesPastedIntoATextViewAreKeptWholeLaidOutAndTypingGoesOn() async {
    XCTAssertTrue(textView.becomeFirstResponder())
    UIPasteboard.general.string = Self.tenMegabytes
    key(.character("v"), .control)
    XCTAssertEqual(textView.text, Self.tenMegabytes)
    window.layoutIfNeeded()
    // 655,360 lines and the empty one after the last break, 20 pt each, 8-pt insets.
    let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
    XCTAssertEqual(textView.contentSize.height, 655_361 * lineHeight + 16)
    XCTAssertEqual(
      textView.contentOffset.y, textView.contentSize.height - 8 + 2 - textView.bounds.height, accuracy: 1,
      "scrolled to the caret at the end")
    type("!")
    XCTAssertEqual(textView.text.count, Self.tenMegabytes.count + 1)
    XCTAssertTrue(textView.text.hasSuffix("\n!"))
  }

  func testANULTypedOrPastedIsShownAsAReplacementCharacterAndReported() async {
    let lines = Mutex<[String]>([])
    let previous = Diagnostics.setSink { message in lines.withLock { $0.append(message.line) } }
    defer { Diagnostics.setSink(previous) }
    XCTAssertTrue(field.becomeFirstResponder())
    type("a\u{0}b")
    XCTAssertEqual(field.text, "a\u{FFFD}b")
    XCTAssertTrue(textView.becomeFirstResponder())
    type("c\u{0}")
    UIPasteboard.general.string = "\u{0}d"
    key(.character("v"), .control)
    XCTAssertEqual(textView.text, "c\u{FFFD}\u{FFFD}d")
    XCTAssertFalse(textView.text.unicodeScalars.contains("\u{0}"))
    XCTAssertTrue(
      lines.withLock { $0 }.contains { $0.hasPrefix("UITextView: text with a NUL character") },
      "\(lines.withLock { $0 })")
  }

  func testADelegateRefusingEverythingKeepsTheTextAndTheKeysWorking() async {
    let refuser = RefusesEverything()
    field.text = "keep"
    field.delegate = refuser
    textView.text = "keep\nthis"
    textView.delegate = refuser
    UIPasteboard.general.string = "pasted"
    for responder in [field as UIResponder, textView as UIResponder] {
      XCTAssertTrue(responder.becomeFirstResponder())
      type("x")
      key(.deleteOrBackspace)
      key(.deleteForward)
      key(.character("v"), .control)
      key(.character("a"), .control)
      key(.character("x"), .control)
      key(.returnOrEnter)
      // A composition shows while it is in progress; its commit is refused and takes it away.
      window.handle(.text(.init(composing: "ä", selection: 1..<1, time: tick())))
      type("ä")
    }
    XCTAssertEqual(field.text, "keep")
    XCTAssertNil(field.markedCharacterRange)
    XCTAssertEqual(textView.text, "keep\nthis")
    XCTAssertNil(textView.markedCharacterRange)
    // The field was asked for x, Backspace, the paste, the cut and the commit; the text view for
    // those and Return (Delete at the end of the text has nothing to ask about).
    XCTAssertEqual(refuser.asked, 11, "each edit was asked for")
    // The keys still move the caret: the view is not stuck.
    textView.selectedCharacterRange = 0..<0
    key(.downArrow)
    XCTAssertEqual(textView.selectedCharacterRange, 5..<5)
  }
}
