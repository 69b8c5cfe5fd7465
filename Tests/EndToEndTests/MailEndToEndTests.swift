import XCTest

/// Issue 23: the `mail` scene's swipe actions with a real mouse, judged by what is on screen.
/// Rows are 60 pt from y 64; a swiped-open row shows the red Delete button at the right edge.
final class MailEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  static func isRed(_ pixel: Screenshot.RGB) -> Bool { pixel.r > 200 && pixel.g < 90 && pixel.b < 90 }

  /// The pixels of a row's band (its left 600 pt) at `top`.
  static func band(_ shot: Screenshot, top: Int) -> [Screenshot.RGB] {
    (top + 2..<top + 58).flatMap { y in stride(from: 0, to: 600, by: 3).map { shot.pixel(x: $0, y: y) } }
  }

  func testASwipeOpensARowAFullSwipeDeletesOneAndAVerticalDragScrolls() throws {
    let session = try launch(scene: "mail")
    // Row 0, slowly 300 pt to the left and held: it opens and stays open, Delete showing.
    try session.tool.drag(from: Point(1100, 94), to: Point(800, 94), steps: 30, stepDelay: 0.02, holdBeforeRelease: 0.3)
    _ = try session.waitForScreenshot { Self.isRed($0.pixel(x: 1270, y: 94)) }
    XCTAssertTrue(Self.isRed(try session.screenshot().pixel(x: 1270, y: 94)), "row 0 stays open")
    // Row 1, a fast full swipe: row 0 closes, row 1 is deleted and row 2 takes its place.
    let before = Self.band(try session.screenshot(), top: 184)
    try session.tool.flick(from: Point(1100, 154), by: Point(-60, 0), steps: 15, stepDelay: 0.01)
    let after = try session.waitForScreenshot { Self.band($0, top: 124) == before }
    XCTAssertFalse(Self.isRed(after.pixel(x: 1270, y: 94)), "row 0 closed")
    XCTAssertFalse(Self.isRed(after.pixel(x: 1270, y: 154)), "nothing stays open on row 1")
    // A vertical drag that starts on a row scrolls the list.
    let mark = session.mark
    try session.tool.drag(
      from: Point(640, 400), to: Point(640, 250), steps: 15, stepDelay: 0.02, holdBeforeRelease: 0.2)
    let release = try session.waitFor("scrollViewDidEndDragging", of: "mail", after: mark)
    XCTAssertEqual(release.offset.y, 150, accuracy: 1, "the list followed the finger: \(release)")
  }
}
