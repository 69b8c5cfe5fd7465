import Foundation
import TestSupport
import XCTest

/// `Examples/Outline` (`sidebar-outline`): a `.sidebar` list of four shelves (44-pt rows from
/// y 44 in a 400 × 600 window, each with its disclosure chevron 30 pt in from the right) whose
/// books, from a section snapshot, show under a shelf when its chevron is clicked, indented.
final class SidebarOutlineEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  typealias RGB = Screenshot.RGB

  static func top(_ row: Int) -> Int { 44 + 44 * row }

  static func isText(_ pixel: RGB) -> Bool { pixel.r < 100 && pixel.g < 100 && pixel.b < 100 }

  /// The first column (from x 10) with text in row `row`, or nil for an empty row.
  static func textStart(_ shot: Screenshot, row: Int) -> Int? {
    (10..<300).first { x in (top(row) + 12..<top(row) + 32).contains { isText(shot.pixel(x: x, y: $0)) } }
  }

  /// The pixels of row `row`'s title (x 10 … 300, y top + 8 … top + 36).
  static func band(_ shot: Screenshot, row: Int) -> [RGB] {
    (top(row) + 8..<top(row) + 36).flatMap { y in (10..<300).map { shot.pixel(x: $0, y: y) } }
  }

  static func rowsWithText(_ shot: Screenshot) -> Int { (0..<12).filter { textStart(shot, row: $0) != nil }.count }

  func testAClickOnAShelfsChevronShowsItsFourBooksIndentedAndASecondHidesThem() throws {
    let session = try launchApp(
      "sidebar-outline", arguments: ["--window-size", "400x600", "--capture", file("capture.png")],
      rootController: "UINavigationController", visibleController: "LibraryViewController")
    let before = try session.screenshot()
    XCTAssertEqual(Self.rowsWithText(before), 4, "four shelves, collapsed")
    let shelfStart = try XCTUnwrap(Self.textStart(before, row: 1))
    // Science (row 1): its four books take rows 2 … 5, Poetry moves to row 6.
    try session.tool.click(at: Point(370, Double(Self.top(1) + 22)))
    let open = try session.waitForScreenshot { Self.rowsWithText($0) == 8 }
    for row in 2...5 {
      let start = try XCTUnwrap(Self.textStart(open, row: row), "a book in row \(row)")
      XCTAssertGreaterThan(start, shelfStart + 5, "row \(row) is indented under its shelf")
    }
    XCTAssertEqual(Self.band(open, row: 6), Self.band(before, row: 2), "Poetry moved down to row 6")
    try session.tool.click(at: Point(370, Double(Self.top(1) + 22)))
    let closed = try session.waitForScreenshot { Self.rowsWithText($0) == 4 }
    XCTAssertEqual(Self.band(closed, row: 2), Self.band(before, row: 2), "Poetry back in row 2")
  }
}
