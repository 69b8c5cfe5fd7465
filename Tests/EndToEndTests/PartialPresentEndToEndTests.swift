import Foundation
import XCTest

/// On X11 with OpenGL a frame with small damage is presented by copying its damaged pixels from
/// the back buffer to the window (`GLX_MESA_copy_sub_buffer`), without a swap, and the next such
/// frame redraws its damage alone (docs/rendering.md). What the X server then holds for the
/// window is what the app drew: letters typed into a field, each a small frame, appear in the
/// server's copy of the window (`import -window`, not the app's F12 capture, which draws afresh
/// and presents whole), where they were typed.
final class PartialPresentEndToEndTests: EndToEndTestCase {
  /// The keyboard scene's Name field spans window y 144…192.
  static let field1 = XDoTool.Point(300, 168)

  /// Pixels darker than 80 in every channel (the typed text, black) in the rows of field 1.
  private func darkPixels(in shot: Screenshot) -> Int {
    var count = 0
    for y in 150..<186 {
      for x in 0..<shot.width {
        let pixel = shot.pixel(x: x, y: y)
        if pixel.r < 80, pixel.g < 80, pixel.b < 80 { count += 1 }
      }
    }
    return count
  }

  func testTypedLettersPresentedByASubBufferCopyAreWhatTheServerShows() throws {
    let session = try launch(scene: "keyboard")
    var mark = session.mark
    try session.tool.click(at: Self.field1)
    try session.waitFor("editingDidBegin", of: "field1", after: mark)
    let before = darkPixels(in: try Screenshot.ofXWindow(session.tool.window, path: file("before.png")))
    mark = session.mark
    try session.tool.run(["type", "--delay", "40", "MWMWMWMW"])
    try session.waitForTrace(after: mark) {
      $0.view == "field1" && $0.event == "textDidChange" && $0.text == "MWMWMWMW"
    }
    XCTAssertTrue(
      session.app.standardError.contains("small changes drawn and presented alone (GLX_MESA_copy_sub_buffer)"),
      "the window presents small damage by sub-buffer copies (standard error: \(session.app.standardError))")
    // The server shows the letters once the app presented them: waited for, up to 10 s.
    var after = 0
    let deadline = Date(timeIntervalSinceNow: 10)
    repeat {
      after = darkPixels(in: try Screenshot.ofXWindow(session.tool.window, path: file("after.png")))
    } while after < before + 300 && Date() < deadline
    XCTAssertGreaterThan(
      after, before + 300, "dark pixels in field 1's rows of the server's copy of the window: \(before) before typing")
  }
}
