import XCTest

/// The `mail` scene's editing mode with a real mouse, judged by what is on screen. Rows
/// are as tall as their text (previews of 1, 2, 3, 1 … lines: 81, 99, 117, 81 pt), so rows 0 … 4
/// start at y 64, 145, 244, 361 and 442; the Edit button is the right end of the 44-pt
/// toolbar along the bottom (80 × 32 pt, 12 pt from the right edge: centre (1228, 778)); an editing
/// row's red control is centred 22 pt from the left, its grip 22 pt from the right.
final class MailEditingEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  static let editButton = Point(1228, 778)

  /// The rows' tops, and the bottom of the last, as the scene opens.
  static let tops = [64, 145, 244, 361, 442]

  /// The middle of row `row` as the scene opens.
  static func middle(of row: Int) -> Int { (tops[row] + tops[row + 1]) / 2 }
  static func middle(of row: Int) -> Double { Double(tops[row] + tops[row + 1]) / 2 }

  /// Editing has finished sliding in: row 0's control is red (6 pt above its white bar) and its
  /// grip's middle line is the grip's grey.
  static func isEditing(_ shot: Screenshot) -> Bool {
    MailEndToEndTests.isRed(shot.pixel(x: 22, y: middle(of: 0) - 6))
      && shot.pixel(x: 1258, y: middle(of: 0)).isClose(to: Screenshot.RGB(hex: 0xA3A3A8))
  }

  /// The text of a row's band at `top`: 56 pt from x 60 (past the control) to 600, as
  /// `MailEndToEndTests.band`.
  static func text(_ shot: Screenshot, top: Int) -> [Screenshot.RGB] {
    (top + 2..<top + 58).flatMap { y in stride(from: 60, to: 600, by: 3).map { shot.pixel(x: $0, y: y) } }
  }

  /// The text of row `row` where the scene opens with it.
  static func text(_ shot: Screenshot, row: Int) -> [Screenshot.RGB] { text(shot, top: tops[row]) }

  func testEditThenTheDeleteControlThenDeleteRemovesTheRowAndTheRowsBelowCloseTheGap() throws {
    let session = try launch(scene: "mail")
    try session.tool.click(at: Self.editButton)
    let editing = try session.waitForScreenshot { Self.isEditing($0) }
    let (row2, row3) = (Self.text(editing, row: 2), Self.text(editing, row: 3))
    // Row 1's red control: the Delete button slides in at the right edge of row 1.
    try session.tool.click(at: Point(22, Self.middle(of: 1)))
    let confirming = try session.waitForScreenshot { MailEndToEndTests.isRed($0.pixel(x: 1270, y: Self.middle(of: 1))) }
    XCTAssertFalse(MailEndToEndTests.isRed(confirming.pixel(x: 1270, y: Self.middle(of: 2))), "only row 1 confirms")
    XCTAssertEqual(Self.text(confirming, row: 2), row2, "nothing deleted yet")
    try session.tool.click(at: Point(1250, Self.middle(of: 1)))
    // Row 1 (99 pt) goes; row 2 moves up to its place (top 145) and row 3 after it (top 262).
    let after = try session.waitForScreenshot { Self.text($0, top: 145) == row2 && Self.text($0, top: 262) == row3 }
    XCTAssertFalse(MailEndToEndTests.isRed(after.pixel(x: 1270, y: Self.middle(of: 1))), "no Delete button left")
    XCTAssertTrue(Self.isEditing(after), "still editing")
  }

  func testDraggingARowsGripDownTwoRowsMovesTheMessage() throws {
    let session = try launch(scene: "mail")
    try session.tool.click(at: Self.editButton)
    let editing = try session.waitForScreenshot { Self.isEditing($0) }
    let rows = (0..<4).map { Self.text(editing, row: $0) }
    // Row 0's grip from its middle to row 2's (198 pt down), slowly, held before release.
    let mark = session.mark
    try session.tool.drag(
      from: Point(1258, Self.middle(of: 0)), to: Point(1258, Self.middle(of: 2)), steps: 24, stepDelay: 0.02,
      holdBeforeRelease: 0.3)
    // Rows 1, 2, 0, 3 (99, 117, 81, 81 pt) from y 64: tops 64, 163, 280, 361.
    let moved = { (shot: Screenshot) in
      Self.text(shot, top: 64) == rows[1] && Self.text(shot, top: 163) == rows[2]
        && Self.text(shot, top: 280) == rows[0]
    }
    let after = try session.waitForScreenshot(until: moved)
    XCTAssertEqual(Self.text(after, top: 361), rows[3], "row 3 stayed")
    let drags = session.records(of: "mail", after: mark).filter { $0.event == "scrollViewWillBeginDragging" }
    XCTAssertEqual(drags.count, 0, "the list did not scroll: \(drags.prefix(1))")
    // The data moved too: scrolled 400 pt away (the first rows' cells go back to the pool) and
    // back by as much (no further: pulled past the top, the search bar would show above the
    // rows), the rows are made again from the messages, in the new order.
    var scrollMark = session.mark
    try session.tool.drag(
      from: Point(640, 600), to: Point(640, 200), steps: 20, stepDelay: 0.02, holdBeforeRelease: 0.2)
    _ = try session.waitFor("scrollViewDidEndDragging", of: "mail", after: scrollMark)
    scrollMark = session.mark
    try session.tool.drag(
      from: Point(640, 200), to: Point(640, 600), steps: 20, stepDelay: 0.02, holdBeforeRelease: 0.2)
    _ = try session.waitFor("scrollViewDidEndDragging", of: "mail", after: scrollMark)
    _ = try session.waitForScreenshot(until: moved)
  }
}
