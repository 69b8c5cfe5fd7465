import Foundation
import XCTest

/// Typing into the `keyboard` scene's form through the real X server: `xdotool type` (non-ASCII
/// letters on a Swedish layout included) puts exactly that text into the clicked field (less the digits the name field's
/// delegate refuses), Tab moves to the next field, and
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
    // xdotool types a character the keymap lacks on a spare key it remaps for each one and
    // restores at once; an app that reads the key after the restore sees something else (in any
    // X client), so such characters arrive or not by timing. A Swedish layout has å, ä and ö
    // (both cases) on keys of their own: the test types with it and puts the US layout back.
    try Self.setLayout("se")
    addTeardownBlock { try? Self.setLayout("us") }
    let typed = "Åsa 42 öl för ängen"
    try tool.run(["type", "--delay", "40", typed])
    // The name field's delegate refuses the digits.
    try waitForText("Åsa  öl för ängen", in: "field1", session: session, after: mark)

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

  /// Bytes that are not UTF-8 on the desktop clipboard (put there by `xclip`) paste as U+FFFD
  /// in their place, the rest of the text kept, and the field goes on taking typed text.
  func testInvalidUTF8FromTheClipboardPastesAsReplacementCharacters() throws {
    let session = try launch(scene: "keyboard")
    try Self.writeClipboard([0x61, 0x62, 0xFF, 0xFE, 0x63, 0x64])
    var mark = session.mark
    try session.tool.click(at: Self.field4)
    try session.waitFor("editingDidBegin", of: "field4", after: mark)
    mark = session.mark
    try session.tool.key("ctrl+v")
    try waitForText("ab\u{FFFD}\u{FFFD}cd", in: "field4", session: session, after: mark)
    try session.tool.run(["type", "--delay", "30", "ok"])
    try waitForText("ab\u{FFFD}\u{FFFD}cdok", in: "field4", session: session, after: mark)
  }

  /// Makes `xclip` the X clipboard's owner, serving `bytes` as they are (it stays in the
  /// background until another client takes the selection).
  static func writeClipboard(_ bytes: [UInt8]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
    process.arguments = ["-i", "-selection", "clipboard"]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data(bytes))
    try input.fileHandleForWriting.close()
    // Its exit is not reported while its child lives on: wait until the clipboard holds the bytes.
    let expected = String(decoding: bytes, as: UTF8.self)
    for _ in 0..<200 {
      if try readClipboard() == expected { return }
      usleep(100_000)
    }
    throw XDoTool.Failure(description: "the clipboard did not take the bytes from xclip -i in 20 s")
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

  /// Sets the X server's keyboard layout (`setxkbmap -layout`).
  static func setLayout(_ layout: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setxkbmap")
    process.arguments = ["-layout", layout]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw XDoTool.Failure(description: "setxkbmap -layout \(layout) exited \(process.terminationStatus)")
    }
  }
}
