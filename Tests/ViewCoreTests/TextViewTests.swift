import Foundation
import XCTest

@testable import ViewCore

/// Records a text view delegate's messages; refuses digits when asked.
@MainActor
private final class TextViewRecorder: UITextViewDelegate {
  var messages: [String] = []
  var refusesDigits = false
  var refusesEverything = false

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    messages.append("shouldBegin")
    return !refusesEverything
  }
  func textViewDidBeginEditing(_ textView: UITextView) { messages.append("didBegin") }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    messages.append("shouldEnd")
    return true
  }
  func textViewDidEndEditing(_ textView: UITextView) { messages.append("didEnd") }
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    messages.append("shouldChange \(range.location),\(range.length) \(text)")
    if refusesEverything { return false }
    return !(refusesDigits && text.contains(where: \.isNumber))
  }
  func textViewDidChange(_ textView: UITextView) { messages.append("didChange") }
  func textViewDidChangeSelection(_ textView: UITextView) { messages.append("didChangeSelection") }
}

@MainActor
final class TextViewTests: XCTestCase {
  private var window: UIWindow!
  private var textView: UITextView!
  private var time: TimeInterval = 1

  override func setUp() async throws {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
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

  private func click(at point: CGPoint, clicks: Int = 1) {
    window.handle(.touch(.init(.down, at: point, time: tick(), clickCount: clicks)))
    window.handle(.touch(.init(.up, at: point, time: tick(), clickCount: clicks)))
  }

  /// The caret's rectangle in the text view's visible bounds.
  private var caret: CGRect { textView.caretRect(forOffset: textView.selectedCharacterRange.upperBound) }

  func testAClickFocusesAndTypedLinesGoInWithTheCaretKeptInView() async {
    click(at: CGPoint(x: 100, y: 50))
    XCTAssertTrue(textView.isFirstResponder)
    XCTAssertTrue(textView.isEditing)
    let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
    for line in 1...40 {
      type("line \(line)")
      key(.returnOrEnter)
      window.layoutIfNeeded()
      XCTAssertGreaterThanOrEqual(caret.minY, textView.bounds.minY, "line \(line): the caret above the view")
      XCTAssertLessThanOrEqual(caret.maxY, textView.bounds.maxY, "line \(line): the caret below the view")
    }
    XCTAssertEqual(textView.text.split(separator: "\n").count, 40)
    // 41 lines (the last empty) of 20 pt, 8 pt inset above and below: 836 pt of content.
    XCTAssertEqual(textView.contentSize.height, 41 * lineHeight + 16)
    // Scrolled so the caret's line and 2 pt under it end at the bottom edge.
    XCTAssertEqual(textView.contentOffset.y, 8 + 41 * lineHeight + 2 - 200, accuracy: 0.5)
  }

  func testLongParagraphsWrapAtTheWidthAndTheCaretFollowsThem() async {
    textView.text = String(repeating: "word ", count: 60)
    window.layoutIfNeeded()
    let layout = textView.textLayout
    let wrap = textView.wrapWidth(forWidth: 300)
    XCTAssertGreaterThan(layout.lines.count, 3, "300 characters should wrap in a 290-pt line")
    for line in layout.lines {
      let visible = line.text.reversed().drop(while: \.isWhitespace).count
      XCTAssertLessThanOrEqual(layout.width(of: line, upTo: visible), wrap, "line \(line.range) is too wide")
      XCTAssertTrue(line.text.hasSuffix(" "), "lines should break after a space: \(line.text)")
    }
    // The caret at the end sits on the last line, its y that line's.
    let last = CGFloat(layout.lines.count - 1)
    XCTAssertEqual(textView.caretRect(forOffset: textView.text.count).minY, 8 + last * layout.lineHeight)
    // A word wider than the line is cut between characters.
    textView.text = String(repeating: "x", count: 200)
    XCTAssertGreaterThan(textView.textLayout.lines.count, 1)
    XCTAssertEqual(textView.textLayout.lines.map(\.range.count).reduce(0, +), 200)
  }

  func testWithoutScrollingItGrowsWithItsTextInAStack() async {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    stack.axis = .vertical
    stack.alignment = .fill
    let grows = UITextView()
    grows.isScrollEnabled = false
    grows.text = "one"
    let below = UIView()
    below.heightAnchor.constraint(equalToConstant: 10).isActive = true
    // What is left of the stack's height goes to a spacer that hugs least.
    let spacer = UIView()
    spacer.setContentHuggingPriority(.defaultLow - 100, for: .vertical)
    stack.addArrangedSubview(grows)
    stack.addArrangedSubview(below)
    stack.addArrangedSubview(spacer)
    textView.removeFromSuperview()
    window.addSubview(stack)
    window.layoutIfNeeded()
    let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
    XCTAssertEqual(grows.frame.height, lineHeight + 16, "one line and the 8-pt insets")
    XCTAssertEqual(below.frame.minY, grows.frame.maxY)
    grows.text = "one\ntwo\nthree"
    window.layoutIfNeeded()
    XCTAssertEqual(grows.frame.height, 3 * lineHeight + 16, "three lines")
    XCTAssertEqual(below.frame.minY, grows.frame.maxY)
    XCTAssertEqual(grows.contentOffset.y, 0)
  }

  func testTheDelegateHearsEachStepAndCanRefuseAnEdit() async {
    let recorder = TextViewRecorder()
    recorder.refusesDigits = true
    textView.delegate = recorder
    click(at: CGPoint(x: 100, y: 50))
    XCTAssertEqual(Array(recorder.messages.prefix(2)), ["shouldBegin", "didBegin"])
    recorder.messages = []
    type("a")
    type("7")
    XCTAssertEqual(textView.text, "a")
    XCTAssertEqual(
      recorder.messages, ["shouldChange 0,0 a", "didChangeSelection", "didChange", "shouldChange 1,0 7"])
    recorder.messages = []
    key(.leftArrow)
    XCTAssertEqual(recorder.messages, ["didChangeSelection"])
    recorder.messages = []
    XCTAssertTrue(textView.resignFirstResponder())
    XCTAssertEqual(recorder.messages, ["shouldEnd", "didEnd"])
    XCTAssertFalse(textView.isEditing)
  }

  func testUpAndDownKeepTheColumnAndReadOnlyTakesNoTyping() async {
    textView.text = "abcdef\nab\nabcdef"
    click(at: CGPoint(x: 100, y: 50))
    textView.selectedCharacterRange = 4..<4
    key(.downArrow)
    XCTAssertEqual(textView.selectedCharacterRange, 9..<9, "the short line's end")
    key(.downArrow)
    XCTAssertEqual(textView.selectedCharacterRange.lowerBound, 12, "back near column 2 of the third line")
    key(.upArrow, .shift)
    XCTAssertEqual(textView.selectedCharacterRange, 9..<12)
    XCTAssertTrue(textView.resignFirstResponder())
    textView.isEditable = false
    click(at: CGPoint(x: 100, y: 50))
    XCTAssertFalse(textView.isFirstResponder, "a read-only text view does not edit")
    type("x")
    XCTAssertEqual(textView.text, "abcdef\nab\nabcdef")
  }

  func testASelectionDraggedPastTheBottomScrollsAlong() async {
    textView.text = (1...60).map { "line \($0)" }.joined(separator: "\n")
    click(at: CGPoint(x: 20, y: 20))
    textView.contentOffset = .zero
    let anchor = textView.characterOffset(at: CGPoint(x: 20, y: 20))
    let start = tick()
    window.handle(.touch(.init(.down, at: CGPoint(x: 20, y: 20), time: start)))
    // 30 pt below the bottom edge: 300 pt/s.
    window.handle(.touch(.init(.move, at: CGPoint(x: 20, y: 230), time: start + 0.05)))
    let before = textView.contentOffset.y
    XCTAssertEqual(before, 0, "the drag selects rather than scrolls")
    for frame in 1...60 { window.advance(to: start + 0.05 + Double(frame) / 60) }
    XCTAssertEqual(textView.contentOffset.y, 300, accuracy: 1, "a second at 300 pt/s")
    // The selection reaches the character under the pointer, now 300 pt further down the text.
    let reached = textView.characterOffset(at: CGPoint(x: 20, y: 230 + textView.contentOffset.y))
    XCTAssertEqual(textView.selectedCharacterRange, anchor..<reached)
    window.handle(.touch(.init(.up, at: CGPoint(x: 20, y: 230), time: start + 1.2)))
    window.advance(to: start + 1.5)
    XCTAssertEqual(textView.contentOffset.y, 300, accuracy: 1, "letting go stops the scrolling")
  }

  func testUndoTakesATypingRunBackAsOneStep() async {
    click(at: CGPoint(x: 100, y: 50))
    type("one")
    type(" two")
    key(.returnOrEnter)
    XCTAssertEqual(textView.text, "one two\n")
    textView.undoManager?.undo()
    XCTAssertEqual(textView.text, "")
  }
}
