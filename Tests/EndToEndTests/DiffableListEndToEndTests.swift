import Foundation
import TestSupport
import XCTest

/// `Examples/DiffableList` (`diffable-list`): an inset grouped list of six groceries from a
/// diffable data source, with Delete as the rows' trailing swipe action. In a 400 × 600 window
/// under the 44-pt bar the section's white card starts 18 pt lower (y 62), 16 pt in from each
/// side (a compact width's layout margin), and holds one 63-pt row (title and subtitle) per grocery.
final class DiffableListEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  static let cardTop = 62
  static let rowHeight = 63
  static let groupedBackground = Screenshot.RGB(hex: 0xF2F2F7)

  static func isRed(_ pixel: Screenshot.RGB) -> Bool { pixel.r > 200 && pixel.g < 100 && pixel.b < 100 }

  /// The card's height, measured down its left inset at x 28 (past the 10-pt corners, before the
  /// text at 32): a whole number of rows once nothing moves.
  static func cardHeight(_ shot: Screenshot) -> Int {
    var bottom = cardTop
    while bottom < 600, !shot.pixel(x: 28, y: bottom).isClose(to: groupedBackground) { bottom += 1 }
    return bottom - cardTop
  }

  /// The pixels of row `row`'s title and subtitle (x 36 … 200).
  static func band(_ shot: Screenshot, row: Int) -> [Screenshot.RGB] {
    let top = cardTop + rowHeight * row
    return (top + 8..<top + rowHeight - 8).flatMap { y in
      stride(from: 36, to: 200, by: 2).map { shot.pixel(x: $0, y: y) }
    }
  }

  func testASwipeOpensTheRowsDeleteAndDeleteRemovesTheRow() throws {
    let session = try launchApp(
      "diffable-list", arguments: ["--window-size", "400x600", "--capture", file("capture.png")],
      rootController: "UINavigationController", visibleController: "GroceryListViewController")
    let before = try session.screenshot()
    XCTAssertEqual(Self.cardHeight(before), 6 * Self.rowHeight, "six groceries")
    let centre = Double(Self.cardTop + Self.rowHeight / 2)
    XCTAssertFalse(Self.isRed(before.pixel(x: 370, y: Int(centre))))
    // Row 0 (Apples), dragged 190 pt to the left and held: it opens on Delete at its trailing edge.
    try session.tool.drag(
      from: Point(300, centre), to: Point(110, centre), steps: 19, stepDelay: 0.02, holdBeforeRelease: 0.3)
    let open = try session.waitForScreenshot { Self.isRed($0.pixel(x: 370, y: Int(centre))) }
    XCTAssertFalse(Self.isRed(open.pixel(x: 370, y: Int(centre) + Self.rowHeight)), "only row 0 opened")
    XCTAssertEqual(Self.cardHeight(open), 6 * Self.rowHeight, "nothing deleted by the swipe itself")
    // A click on Delete: five rows, Bread first.
    try session.tool.click(at: Point(330, centre))
    let after = try session.waitForScreenshot {
      Self.cardHeight($0) == 5 * Self.rowHeight && Self.band($0, row: 0) == Self.band(before, row: 1)
    }
    XCTAssertFalse(Self.isRed(after.pixel(x: 370, y: Int(centre))), "Delete closed")
    XCTAssertEqual(Self.band(after, row: 0), Self.band(before, row: 1), "Bread moved up to row 0")
    XCTAssertEqual(Self.band(after, row: 4), Self.band(before, row: 5), "Milk is last, in row 4")
  }
}
