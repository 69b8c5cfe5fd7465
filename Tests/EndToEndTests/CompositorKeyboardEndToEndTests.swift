import Foundation
import TestSupport
import XCTest

/// Typing through the project's own compositor (its keyboard: `keymap`, `type`): on a Swedish
/// keymap, "Åsa öl för ängen" — Shift for the capital, å, ä and ö on keys of their own — reaches
/// the clicked field of the `keyboard` scene exactly, as a Wayland client and through Xwayland.
final class CompositorKeyboardEndToEndTests: EndToEndTestCase {
  func testTypedTextReachesTheFocusedFieldOnWayland() throws { try typing(.wayland) }
  func testTypedTextReachesTheFocusedFieldOnX11() throws { try typing(.x11) }

  private func typing(_ display: CompositorSession.Display) throws {
    // The warm-up scrolls the form until it drags: the window has mapped and takes the pointer's
    // input (a click sent while Xwayland still maps the window can go nowhere).
    let session = try launchOnCompositor(scene: "keyboard", display: display)
    // And it holds the keyboard.
    try session.send("await focus")
    var mark = session.mark
    // Field 1 (Name) spans window y 144…192.
    try session.send("move 300 168")
    try session.send("button press left")
    try session.send("button release left")
    try session.waitFor("editingDidBegin", of: "field1", after: mark)
    try session.send("keymap se")
    mark = session.mark
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
