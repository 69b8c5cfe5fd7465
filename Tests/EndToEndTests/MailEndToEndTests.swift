import XCTest

/// The `mail` scene's swipe actions and self-sizing rows with a real mouse, judged by
/// what is on screen. Rows start at y 64 and are as tall as their text: 11 + 20 (sender) + 3 +
/// 18 per subject and preview line + 11, so rows 0, 1, 2 (previews of 1, 2, 3 lines) are 81, 99
/// and 117 pt, from y 64, 145 and 244. A swiped-open row shows the red Delete button at the right edge.
final class MailEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  static func isRed(_ pixel: Screenshot.RGB) -> Bool { pixel.r > 200 && pixel.g < 90 && pixel.b < 90 }

  /// The pixels of a row's band (its left 600 pt, 56 pt high) at `top`.
  static func band(_ shot: Screenshot, top: Int) -> [Screenshot.RGB] {
    (top + 2..<top + 58).flatMap { y in stride(from: 0, to: 600, by: 3).map { shot.pixel(x: $0, y: y) } }
  }

  /// One screen row of pixels (the left 1200 pt, clear of the scroll indicator).
  static func line(_ shot: Screenshot, y: Int) -> [Screenshot.RGB] {
    stride(from: 0, to: 1200, by: 2).map { shot.pixel(x: $0, y: y) }
  }

  func testASwipeOpensARowAFullSwipeDeletesOneAndAVerticalDragScrolls() throws {
    let session = try launch(scene: "mail")
    // Row 0 (64–145), slowly 300 pt to the left and held: it opens and stays open, Delete showing.
    try session.tool.drag(
      from: Point(1100, 104), to: Point(800, 104), steps: 30, stepDelay: 0.02, holdBeforeRelease: 0.3)
    _ = try session.waitForScreenshot { Self.isRed($0.pixel(x: 1270, y: 104)) }
    XCTAssertTrue(Self.isRed(try session.screenshot().pixel(x: 1270, y: 104)), "row 0 stays open")
    // Row 1 (145–244), a fast full swipe: row 0 closes, row 1 is deleted and row 2 takes its place.
    let before = Self.band(try session.screenshot(), top: 244)
    try session.tool.flick(from: Point(1100, 194), by: Point(-60, 0), steps: 15, stepDelay: 0.01)
    let after = try session.waitForScreenshot { Self.band($0, top: 145) == before }
    XCTAssertFalse(Self.isRed(after.pixel(x: 1270, y: 104)), "row 0 closed")
    XCTAssertFalse(Self.isRed(after.pixel(x: 1270, y: 194)), "nothing stays open on row 1")
    // A vertical drag that starts on a row scrolls the list.
    let mark = session.mark
    try session.tool.drag(
      from: Point(640, 400), to: Point(640, 250), steps: 15, stepDelay: 0.02, holdBeforeRelease: 0.2)
    let release = try session.waitFor("scrollViewDidEndDragging", of: "mail", after: mark)
    XCTAssertEqual(release.offset.y, 150, accuracy: 1, "the list followed the finger: \(release)")
  }

  /// Rows 81, 99 and 117 pt tall by their text: the separators (iOS's #C6C6C8, 16 pt in from the
  /// left) lie on the last line of each row, at y 144, 243 and 360, with white above them.
  func testRowsAreAsTallAsTheirText() throws {
    let session = try launch(scene: "mail")
    let shot = try session.screenshot()
    for bottom in [145, 244, 361] {
      let separator = shot.pixel(x: 640, y: bottom - 1)
      XCTAssertTrue(separator.isClose(to: Screenshot.RGB(hex: 0xC6C6C8)), "y \(bottom - 1): \(separator)")
      let inside = shot.pixel(x: 640, y: bottom - 4)
      XCTAssertTrue(inside.isClose(to: Screenshot.RGB(hex: 0xFFFFFF)), "y \(bottom - 4): \(inside)")
    }
  }

  /// End jumps to the bottom of 500 messages (estimated 99 pt each) faster than rows can pass the
  /// screen, so the rows above stay estimated. A slow 200-pt drag down then brings them on screen
  /// and they are measured (81 or 117 pt, not 99), yet everything on screen moves by exactly the
  /// drag: each line of the screen after it is the line 200 pt above it before.
  func testADragUpThroughEstimatedRowsMovesTheContentByTheDragOnly() throws {
    let session = try launch(scene: "mail")
    try session.tool.click(at: Point(640, 700))
    let mark = session.mark
    try session.tool.key("End")
    _ = try session.waitFor("scrollViewDidEndScrollingAnimation", of: "mail", after: mark)
    let before = try session.screenshot()
    let dragMark = session.mark
    try session.tool.drag(
      from: Point(640, 200), to: Point(640, 400), steps: 40, stepDelay: 0.02, holdBeforeRelease: 0.3)
    _ = try session.waitFor("scrollViewDidEndDragging", of: "mail", after: dragMark)
    // Waits for the frame after the release; if it never matches, the lines below say where not.
    let matched = try? session.waitForScreenshot(timeout: 3) { Self.line($0, y: 740) == Self.line(before, y: 540) }
    let after = try matched ?? session.screenshot()
    // Down to the toolbar along the bottom (y 756 … 800), which stays where it is.
    for y in stride(from: 300, to: 754, by: 7) {
      XCTAssertEqual(Self.line(after, y: y), Self.line(before, y: y - 200), "screen line \(y)")
    }
  }
}
