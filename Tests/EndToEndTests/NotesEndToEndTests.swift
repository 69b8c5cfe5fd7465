import Foundation
import XCTest

/// The `notes` scene's `UITextView` through the real X server: 200 lines typed with `xdotool`
/// at the end of the page go in exactly, and the caret stays on screen all the way — the text
/// view scrolls as each line is added, ending with the caret's line at the bottom edge.
final class NotesEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  /// The window is 1280×800; the navigation bar ends at y 64 and the text view fills the rest.
  static let textTop: CGFloat = 64
  static let windowHeight: CGFloat = 800
  /// The system font at 17 pt: 20-pt lines (`UIFont.lineHeight`, 17 × 1.164 rounded up).
  static let lineHeight: CGFloat = 20

  func testTypingTwoHundredLinesKeepsTheCaretOnScreen() throws {
    let session = try launch(scene: "notes")
    let tool = session.tool
    var mark = session.mark
    try tool.click(at: Point(640, 500))
    try session.waitFor("editingDidBegin", of: "notes", after: mark)
    try tool.key("ctrl+End")
    mark = session.mark
    let lines = (1...200).map { "\($0)" }
    // `xdotool type` sends "\n" as Linefeed, a key no keyboard has: the lines are pressed as
    // keys instead (Return, then each digit's key), in one xdotool run.
    let keys = lines.flatMap { ["Return"] + $0.map(String.init) }
    try XDoTool.run(["key", "--delay", "15"] + keys, timeout: 120)
    let opening = try XCTUnwrap(
      session.records(of: "notes", after: 0).first { $0.event == "editingDidBegin" }?.text, "the opening text")
    let expected = opening + lines.map { "\n" + $0 }.joined()
    let done = try session.waitForTrace(after: mark, timeout: 120) {
      $0.view == "notes" && $0.event == "textDidChange" && $0.text == expected
    }

    // Every caret position while typing was inside the text view, a whole line on screen.
    let carets = session.records(of: "notesCaret", after: mark).filter { $0.event == "caretDidMove" }
    XCTAssertGreaterThanOrEqual(carets.count, 200, "a caret move per line at least")
    let off = carets.filter { $0.offset.y < Self.textTop || $0.offset.y + Self.lineHeight > Self.windowHeight }
    XCTAssertEqual(off.count, 0, "caret moves off screen, first: \(off.first.map { "\($0.offset)" } ?? "none")")
    // The last line's caret sits at the bottom edge: its line and 2 pt under it end at y 800.
    let last = try XCTUnwrap(carets.last)
    XCTAssertEqual(last.offset.y, Self.windowHeight - 2 - Self.lineHeight, accuracy: 0.5)
    // 200 lines more than the page had: the view scrolled by about their height.
    XCTAssertGreaterThan(done.offset.y, 200 * Self.lineHeight - (Self.windowHeight - Self.textTop))
  }
}
