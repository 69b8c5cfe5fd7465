import Foundation
import XCTest

/// Typing into the `keyboard` scene's form through the real X server: `xdotool type` (non-ASCII
/// included) puts exactly that text into the clicked field, Tab moves to the next field, and
/// Ctrl+C in one field and Ctrl+V in another move the text through the desktop clipboard, which
/// `xclip` reads back.
final class TextEntryEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  /// Field 1 (Name) spans window y 144…192; field 4 336…384.
  static let field1 = Point(300, 168)
  static let field4 = Point(300, 360)

  /// Waits until `field`'s latest `textDidChange` line after `mark` holds `text`; fails with the
  /// last text seen.
  private func waitForText(_ text: String, in field: String, session: DemoSession, after mark: Int) throws {
    var last: String?
    for _ in 0..<200 {
      last = session.records(of: field, after: mark).last { $0.event == "textDidChange" }?.text
      if last == text { return }
      do {
        _ = try session.waitFor("textDidChange", of: field, after: session.mark, timeout: 5)
      } catch {
        break
      }
    }
    last = session.records(of: field, after: mark).last { $0.event == "textDidChange" }?.text
    XCTAssertEqual(last, text, "\(field)'s text")
  }

  func testTypedTextTabAndTheClipboard() throws {
    let session = try launch(scene: "keyboard")
    let tool = session.tool
    var mark = session.mark
    try tool.click(at: Self.field1)
    try session.waitFor("editingDidBegin", of: "field1", after: mark)
    // xdotool types a character the keymap lacks on a spare key it remaps for each one: 150 ms
    // between keys lets the app read each key before the next remap (at 30 ms, characters came
    // out wrong or not at all, in any X client). An upper-case letter typed that way arrives in
    // lower case (X gives a one-symbol key both cases), so none is used.
    let typed = "Zoë ångström 日本 ✓"
    try tool.run(["type", "--delay", "150", typed])
    try waitForText(typed, in: "field1", session: session, after: mark)

    mark = session.mark
    try tool.key("Tab")
    try session.waitFor("editingDidBegin", of: "field2", after: mark)
    try tool.run(["type", "--delay", "30", "zoe@example.org"])
    try waitForText("zoe@example.org", in: "field2", session: session, after: mark)

    // Select the e-mail and copy it, then paste it twice into field 4.
    try tool.key("ctrl+a")
    try tool.key("ctrl+c")
    mark = session.mark
    try tool.click(at: Self.field4)
    try session.waitFor("editingDidBegin", of: "field4", after: mark)
    try tool.key("ctrl+v")
    try tool.key("ctrl+v")
    try waitForText("zoe@example.orgzoe@example.org", in: "field4", session: session, after: mark)
    let clipboard = try Self.readClipboard()
    XCTAssertEqual(clipboard, "zoe@example.org", "the desktop clipboard's text")
  }

  /// The X clipboard's text as `xclip -o -selection clipboard` prints it (the app answers the
  /// selection request from its event loop).
  static func readClipboard() throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
    process.arguments = ["-o", "-selection", "clipboard"]
    let output = Pipe()
    process.standardOutput = output
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    if done.wait(timeout: .now() + 20) == .timedOut {
      process.terminate()
      throw XDoTool.Failure(description: "xclip -o did not finish in 20 s")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
