import Foundation
import TestSupport
import XCTest

/// Typing through the project's own compositor (its keyboard: `keymap`, `type`): on a Swedish
/// keymap, "Åsa öl för ängen" — Shift for the capital, å, ä and ö on keys of their own — reaches
/// the clicked field of the `keyboard` scene exactly, as a Wayland client and through Xwayland;
/// and a copy goes through the compositor's clipboard.
final class CompositorKeyboardEndToEndTests: EndToEndTestCase {
  func testTypedTextReachesTheFocusedFieldOnWayland() throws { try typing(.wayland) }
  func testTypedTextReachesTheFocusedFieldOnX11() throws { try typing(.x11) }

  /// Ctrl+A, Ctrl+C in the name field make the app the clipboard's owner on the compositor's
  /// seat (the compositor reads "Åsa Ek" from it as any pasting client would), and Ctrl+V in the
  /// notes field pastes it.
  func testCopyAndPasteGoThroughTheCompositorsClipboardOnWayland() throws {
    let session = try focusedNameField(on: .wayland)
    var mark = session.mark
    try session.send("type Åsa Ek")
    _ = try session.app.waitForTrace(after: mark, timeout: 20) { (record: TraceRecord) -> Bool in
      record.view == "field1" && record.event == "textDidChange" && record.text == "Åsa Ek"
    }
    XCTAssertThrowsError(try session.compositor.selection(), "nothing copied yet")
    try chord("a")
    try chord("c")
    XCTAssertEqual(try waitForSelection(session), "Åsa Ek", "the compositor's clipboard")
    mark = session.mark
    // Field 4 (notes) spans window y 336…384.
    try click(session, y: 360, focusing: "field4")
    try chord("v")
    let pasted = try session.app.waitForTrace(after: mark, timeout: 20) { (record: TraceRecord) -> Bool in
      record.view == "field4" && record.event == "textDidChange"
    }
    XCTAssertEqual(pasted.text, "Åsa Ek", "the pasted text")

    func chord(_ key: String) throws {
      try session.send("key press Control_L")
      try session.send("key press \(key)")
      try session.send("key release \(key)")
      try session.send("key release Control_L")
    }
  }

  /// The clipboard's text once the app has taken the selection (its request follows the key).
  private func waitForSelection(_ session: CompositorSession) throws -> String {
    let deadline = Date().addingTimeInterval(10)
    while true {
      do { return try session.compositor.selection() } catch  where Date() < deadline {
        try session.send("pause 20")
      }
    }
  }

  /// The keyboard scene on `display` with its name field clicked and a Swedish keymap.
  private func focusedNameField(on display: CompositorSession.Display) throws -> CompositorSession {
    // The warm-up scrolls the form until it drags: the window has mapped and takes the pointer's
    // input (a click sent while Xwayland still maps the window can go nowhere).
    let session = try launchOnCompositor(scene: "keyboard", display: display)
    // And it holds the keyboard.
    try session.send("await focus")
    // Field 1 (Name) spans window y 144…192.
    try click(session, y: 168, focusing: "field1")
    try session.send("keymap se")
    return session
  }

  private func click(_ session: CompositorSession, y: Int, focusing field: String) throws {
    let mark = session.mark
    try session.send("move 300 \(y)")
    try session.send("button press left")
    try session.send("button release left")
    try session.waitFor("editingDidBegin", of: field, after: mark)
  }

  private func typing(_ display: CompositorSession.Display) throws {
    let session = try focusedNameField(on: display)
    let mark = session.mark
    let typed = "Åsa öl för ängen"
    try session.send("type \(typed)")
    let length = typed.count
    let record = try session.app.waitForTrace(after: mark, timeout: 20) { (record: TraceRecord) -> Bool in
      guard record.view == "field1", record.event == "textDidChange", let text = record.text else { return false }
      return text.count == length
    }
    XCTAssertEqual(record.text, typed, "the field's text on \(display.rawValue)")
  }
}
