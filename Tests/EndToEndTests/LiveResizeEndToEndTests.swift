import Foundation
import XCTest

/// A window resized by the display server, as a drag of its edge resizes it, is laid out again
/// and drawn at its new size. The pixels are the X server's own copy of the window
/// (`import -window`: what the app presented), not the app's F12 capture, which lays out and
/// draws afresh when asked and so would hide a window that never redrew.
final class LiveResizeEndToEndTests: EndToEndTestCase {
  /// The form's "About" row, from y 212 to 256 (under the 64-pt bars: the 20-pt inset, the toggle
  /// and the sheet button, 44 pt and an 8-pt gap each, the 16-pt header and its 8-pt gap), spans
  /// the window less the form's 20-pt inset on each side, at every size the window is given:
  /// narrower first (a shrink exposes nothing, so only the resize itself can redraw it), then
  /// wider, then narrower again.
  func testTheFormIsDrawnAtEachNewSizeOfItsWindow() throws {
    let session = try launch(scene: "form")
    for (width, height) in [(900, 600), (1100, 700), (700, 500)] {
      try XDoTool.run(["windowsize", "--sync", session.tool.window, "\(width)", "\(height)"])
      var last = (left: -1, right: -1, size: "none")
      let deadline = Date(timeIntervalSinceNow: 10)
      repeat {
        let shot = try Screenshot.ofXWindow(session.tool.window, path: file("window.png"))
        let span = whiteSpan(in: shot, y: 234)
        last = (span.left, span.right, "\(shot.width)×\(shot.height)")
        if shot.width == width, shot.height == height, span.left == 20, span.right == width - 20 { break }
      } while Date() < deadline
      XCTAssertEqual(last.size, "\(width)×\(height)", "the window's size after xdotool windowsize")
      XCTAssertEqual(last.left, 20, "the About row's left edge in a window \(width) pt wide")
      XCTAssertEqual(
        last.right, width - 20,
        "the About row's right edge in a window \(width) pt wide (for 10 s it ended at \(last.right))")
    }
  }

  /// The first and one past the last white pixel on row `y` (the row's white background on the
  /// form's grey), or -1s when there is none.
  private func whiteSpan(in shot: Screenshot, y: Int) -> (left: Int, right: Int) {
    let white = Screenshot.RGB(255, 255, 255)
    let xs = (0..<shot.width).filter { shot.pixel(x: $0, y: y) == white }
    guard let first = xs.first, let last = xs.last else { return (-1, -1) }
    return (first, last + 1)
  }
}
