import Foundation
import TestSupport
import XCTest

/// `Examples/SwipeTable` (`swipe-table`): a `UITableViewController` subclass whose rows (five
/// messages, 44 pt each from y 44 in a 400 × 600 window) offer Read on a swipe to the right,
/// Delete and Flag on a swipe to the left, and a context menu (Mark as Read or Unread, Flag,
/// Delete) on a right click, all from the methods the subclass overrides.
final class SwipeTableEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  typealias RGB = Screenshot.RGB

  static func top(_ row: Int) -> Int { 44 + 44 * row }
  static func centre(_ row: Int) -> Double { Double(top(row) + 22) }

  static func isRed(_ pixel: RGB) -> Bool { pixel.r > 200 && pixel.g < 100 && pixel.b < 100 }
  static func isOrange(_ pixel: RGB) -> Bool { pixel.r > 200 && (100...190).contains(pixel.g) && pixel.b < 90 }
  static func isBlue(_ pixel: RGB) -> Bool { pixel.r < 60 && pixel.b > 200 }

  /// The pixels of a row's sender line (x 16 … 140, its top 22 pt less 3 at each end).
  static func titleBand(_ shot: Screenshot, row: Int) -> [RGB] {
    (top(row) + 3..<top(row) + 19).flatMap { y in (16..<140).map { shot.pixel(x: $0, y: y) } }
  }

  /// Rows whose sender line shows dark text.
  static func rowsWithText(_ shot: Screenshot) -> Int {
    (0..<10).filter { row in titleBand(shot, row: row).contains { $0.r < 100 && $0.g < 100 && $0.b < 100 } }.count
  }

  private func launch() throws -> DemoSession {
    try launchApp(
      "swipe-table", arguments: ["--window-size", "400x600", "--capture", file("capture.png")],
      rootController: "UINavigationController", visibleController: "InboxTableViewController")
  }

  func testASwipeToTheLeftOpensDeleteAndFlagAndDeleteRemovesTheRow() throws {
    let session = try launch()
    let before = try session.screenshot()
    XCTAssertEqual(Self.rowsWithText(before), 5, "five messages")
    // Row 1 dragged 190 pt to the left and held: Delete (red) at the trailing edge, Flag (orange)
    // before it, as the configuration lists them.
    try session.tool.drag(
      from: Point(300, Self.centre(1)), to: Point(110, Self.centre(1)), steps: 19, stepDelay: 0.02,
      holdBeforeRelease: 0.3)
    let open = try session.waitForScreenshot { Self.isRed($0.pixel(x: 385, y: Int(Self.centre(1)))) }
    XCTAssertTrue(Self.isOrange(open.pixel(x: 215, y: Int(Self.centre(1)))), "Flag: \(open.pixel(x: 215, y: 110))")
    XCTAssertFalse(Self.isRed(open.pixel(x: 385, y: Int(Self.centre(0)))), "only row 1 opened")
    try session.tool.click(at: Point(385, Self.centre(1)))
    let after = try session.waitForScreenshot {
      Self.rowsWithText($0) == 4 && Self.titleBand($0, row: 1) == Self.titleBand(before, row: 2)
    }
    XCTAssertEqual(Self.titleBand(after, row: 3), Self.titleBand(before, row: 4), "the last message moved up")
    XCTAssertFalse(Self.isRed(after.pixel(x: 385, y: Int(Self.centre(1)))), "Delete closed")
  }

  func testASwipeToTheRightOpensRead() throws {
    let session = try launch()
    let before = try session.screenshot()
    XCTAssertFalse(Self.isBlue(before.pixel(x: 8, y: Int(Self.centre(0)))))
    try session.tool.drag(
      from: Point(60, Self.centre(0)), to: Point(250, Self.centre(0)), steps: 19, stepDelay: 0.02,
      holdBeforeRelease: 0.3)
    let open = try session.waitForScreenshot { Self.isBlue($0.pixel(x: 8, y: Int(Self.centre(0)))) }
    XCTAssertFalse(Self.isBlue(open.pixel(x: 8, y: Int(Self.centre(1)))), "only row 0 opened")
    // Read: Ada's unread (bold) sender line is drawn regular once the row closes.
    try session.tool.click(at: Point(8, Self.centre(0)))
    try session.waitForScreenshot {
      !Self.isBlue($0.pixel(x: 8, y: Int(Self.centre(0))))
        && Self.titleBand($0, row: 0) != Self.titleBand(before, row: 0)
        && Self.rowsWithText($0) == 5
    }
  }

  func testARightClickOpensTheRowsMenuAndFlagColoursTheSender() throws {
    let session = try launch()
    let before = try session.screenshot()
    XCTAssertFalse(Self.titleBand(before, row: 3).contains(where: Self.isOrange), "Margaret is not flagged")
    // The menu opens with its top-left corner at the pointer: Mark as Unread (198 … 242), Flag
    // (242 … 286), an 8-pt gap, Delete in red (294 … 338), 250 pt wide.
    try session.tool.rightClick(at: Point(100, 198))
    let menu = try session.waitForScreenshot { shot in
      (110..<200).contains { Self.isRed(shot.pixel(x: $0, y: 316)) }
    }
    XCTAssertFalse((110..<200).contains { Self.isRed(menu.pixel(x: $0, y: 264)) }, "Flag is not red")
    try session.tool.click(at: Point(160, 264))
    let flagged = try session.waitForScreenshot { Self.titleBand($0, row: 3).contains(where: Self.isOrange) }
    XCTAssertFalse((110..<200).contains { Self.isRed(flagged.pixel(x: $0, y: 316)) }, "the menu closed")
    XCTAssertFalse(Self.titleBand(flagged, row: 2).contains(where: Self.isOrange), "only Margaret is flagged")
  }

  /// A press held still on a row opens the same menu once `UILongPressGestureRecognizer`'s 0.5 s
  /// have passed, the button still down (as a finger's long press on iOS); lifting it leaves the
  /// menu open, and the row is not selected.
  func testAPressHeldOnARowOpensItsMenu() throws {
    let session = try launch()
    let before = try session.screenshot()
    try session.tool.run(session.tool.moveArguments(Point(100, 198)) + ["mousedown", "1"])
    let held = try session.waitForScreenshot { shot in (110..<200).contains { Self.isRed(shot.pixel(x: $0, y: 316)) } }
    try session.tool.run(["mouseup", "1"])
    XCTAssertEqual(Self.titleBand(held, row: 3), Self.titleBand(before, row: 3), "the row under the menu is unchanged")
    let released = try session.screenshot()
    XCTAssertTrue((110..<200).contains { Self.isRed(released.pixel(x: $0, y: 316)) }, "still open after the release")
    XCTAssertEqual(
      released.pixel(x: 300, y: 190), before.pixel(x: 300, y: 190), "row 3 is not highlighted as selected")
    try session.tool.click(at: Point(160, 264))
    try session.waitForScreenshot { Self.titleBand($0, row: 3).contains(where: Self.isOrange) }
  }
}
