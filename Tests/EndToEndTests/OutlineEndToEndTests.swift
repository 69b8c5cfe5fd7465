import XCTest

/// The `outline` scene (a `.sidebar` list layout from a section snapshot) with a real mouse,
/// judged by what is on screen. Rows are 44 pt from y 64, inset 10 pt from the window's sides
/// (x 10 … 1270): groups 1 … 8 collapsed at first, a blue chevron 10 pt in from each row's
/// trailing edge (x 1240 … 1260). An item's row shows a 20-pt swatch in its group's colour
/// (group 2: orange) after its indentation (10 pt) and the content's margin (10 pt): x 30 … 50,
/// centred in the row.
final class OutlineEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  static let orange = Screenshot.RGB(hex: 0xFF9500)

  static func isRed(_ pixel: Screenshot.RGB) -> Bool { pixel.r > 200 && pixel.g < 90 && pixel.b < 90 }

  /// The centres of rows 0 … 9, in window points.
  static func rowCentre(_ row: Int) -> Int { 64 + 44 * row + 22 }

  func testAClickOnAGroupsDisclosureShowsItsSixItemsBelowIt() throws {
    let session = try launch(scene: "outline")
    let before = try session.screenshot()
    for row in 2...7 {
      XCTAssertFalse(before.pixel(x: 40, y: Self.rowCentre(row)).isClose(to: Self.orange), "no item yet in row \(row)")
    }
    // Group 2's chevron (row 1, y 108 … 152).
    try session.tool.click(at: Point(1250, Double(Self.rowCentre(1))))
    // Six items, rows 2 … 7 (y 152 … 416), each with group 2's orange swatch; group 3 below them.
    let shot = try session.waitForScreenshot { shot in
      (2...7).allSatisfy { shot.pixel(x: 40, y: Self.rowCentre($0)).isClose(to: Self.orange) }
    }
    XCTAssertFalse(shot.pixel(x: 40, y: Self.rowCentre(8)).isClose(to: Self.orange), "row 8 is group 3 again")
    XCTAssertFalse(shot.pixel(x: 26, y: Self.rowCentre(2)).isClose(to: Self.orange), "the swatch starts at x 30")
    XCTAssertTrue(shot.pixel(x: 31, y: Self.rowCentre(2)).isClose(to: Self.orange), "at x 30, after 10 + 10 pt")
    XCTAssertFalse(shot.pixel(x: 40, y: Self.rowCentre(2) - 12).isClose(to: Self.orange), "20 pt tall, centred")
    XCTAssertTrue(
      shot.pixel(x: 40, y: Self.rowCentre(2) - 9).isClose(to: Self.orange), "from 10 pt below the row's top")
  }

  func testADragToTheLeftOpensARowsDeleteWhichDeletesTheRow() throws {
    let session = try launch(scene: "outline")
    let before = try session.screenshot()
    XCTAssertFalse(Self.isRed(before.pixel(x: 1262, y: Self.rowCentre(0))))
    // The last group's title (row 7) has dark text pixels at x 20 … 100.
    func hasText(_ shot: Screenshot, row: Int) -> Bool {
      (20..<100).contains { shot.pixel(x: $0, y: Self.rowCentre(row)).r < 120 }
    }
    XCTAssertTrue(hasText(before, row: 7), "group 8's title")
    // Group 1 (row 0), dragged 200 pt to the left and held: it opens on Delete at its trailing edge.
    try session.tool.drag(
      from: Point(1100, Double(Self.rowCentre(0))), to: Point(900, Double(Self.rowCentre(0))), steps: 20,
      stepDelay: 0.02,
      holdBeforeRelease: 0.3)
    let open = try session.waitForScreenshot { Self.isRed($0.pixel(x: 1262, y: Self.rowCentre(0))) }
    XCTAssertFalse(Self.isRed(open.pixel(x: 1262, y: Self.rowCentre(1))), "only row 0 opened")
    XCTAssertFalse(Self.isRed(open.pixel(x: 1150, y: Self.rowCentre(0))), "Delete is one button wide (74 pt or more)")
    // A click on Delete removes group 1: seven groups remain, row 7 is empty.
    try session.tool.click(at: Point(1250, Double(Self.rowCentre(0))))
    let after = try session.waitForScreenshot {
      !hasText($0, row: 7) && !Self.isRed($0.pixel(x: 1262, y: Self.rowCentre(0)))
    }
    XCTAssertTrue(hasText(after, row: 6), "group 8 moved up to row 6")
  }

  /// The pixels of row `row`'s text band (x 20 … 600, its 44 pt less 2 at each edge).
  static func band(_ shot: Screenshot, row: Int) -> [Screenshot.RGB] {
    (64 + 44 * row + 2..<64 + 44 * row + 42).flatMap { y in
      stride(from: 20, to: 600, by: 2).map { shot.pixel(x: $0, y: y) }
    }
  }

  /// Group 2 expanded, item 2.1's grip (24 pt wide, 10 pt in from the row's trailing edge:
  /// x 1236 … 1260) dragged down two rows: rows 2, 3, 4 then show items 2.2, 2.3, 2.1.
  func testADragOnAGripMovesTheItemTwoRowsDown() throws {
    let session = try launch(scene: "outline")
    try session.tool.click(at: Point(1250, Double(Self.rowCentre(1))))
    let before = try session.waitForScreenshot { shot in
      (2...7).allSatisfy { shot.pixel(x: 40, y: Self.rowCentre($0)).isClose(to: Self.orange) }
    }
    XCTAssertNotEqual(Self.band(before, row: 2), Self.band(before, row: 3), "the items' titles differ")
    try session.tool.drag(
      from: Point(1248, Double(Self.rowCentre(2))), to: Point(1248, Double(Self.rowCentre(4))), steps: 22,
      stepDelay: 0.02, holdBeforeRelease: 0.2)
    let after = try session.waitForScreenshot { Self.band($0, row: 4) == Self.band(before, row: 2) }
    XCTAssertEqual(Self.band(after, row: 2), Self.band(before, row: 3), "item 2.2 moved up to row 2")
    XCTAssertEqual(Self.band(after, row: 3), Self.band(before, row: 4), "item 2.3 moved up to row 3")
    XCTAssertEqual(Self.band(after, row: 5), Self.band(before, row: 5), "item 2.4 stayed")
  }
}
