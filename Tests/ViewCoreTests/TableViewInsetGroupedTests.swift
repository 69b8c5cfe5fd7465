import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// `UITableView.Style.insetGrouped`: sections as rounded cards inset by the layout margin.
@MainActor
final class TableViewInsetGroupedTests: XCTestCase {
  private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  func testRowsAndHeadersAreInsetBySixteenPointsInACompactWindowAndTwentyInARegularOne() async throws {
    let compact = TableFixture(rowsPerSection: [3, 1], titles: ["First", "Second"], style: .insetGrouped)
    XCTAssertEqual(compact.table.cardSideInset, 16)
    XCTAssertEqual(compact.table.rectForRow(at: path(0, 0)), CGRect(x: 16, y: 38, width: 288, height: 44))
    XCTAssertEqual(try XCTUnwrap(compact.table.cellForRow(at: path(0, 1))).frame.minX, 16)
    XCTAssertEqual(try XCTUnwrap(compact.table.cellForRow(at: path(0, 1))).frame.width, 288)
    let header = try XCTUnwrap(compact.table.headerView(forSection: 0))
    XCTAssertEqual(header.frame.minX, 16, "the caption lines up with the card")
    XCTAssertEqual(header.frame.width, 288)
    XCTAssertEqual(header.textLabel?.text, "FIRST")
    XCTAssertEqual(compact.table.backgroundColor, .systemGroupedBackground)

    let regular = TableFixture(
      rowsPerSection: [2], style: .insetGrouped, size: CGSize(width: 800, height: 600))
    XCTAssertEqual(regular.table.cardSideInset, 20)
    let cell = try XCTUnwrap(regular.table.cellForRow(at: path(0, 0)))
    XCTAssertEqual(cell.frame.minX, 20)
    XCTAssertEqual(cell.frame.width, 760)
  }

  func testTheFirstAndLastRowsOfASectionRoundTheirOuterCornersByTenPoints() async throws {
    let fixture = TableFixture(rowsPerSection: [3, 1], style: .insetGrouped)
    let table = fixture.table
    let first = try XCTUnwrap(table.cellForRow(at: path(0, 0)))
    let middle = try XCTUnwrap(table.cellForRow(at: path(0, 1)))
    let last = try XCTUnwrap(table.cellForRow(at: path(0, 2)))
    let only = try XCTUnwrap(table.cellForRow(at: path(1, 0)))
    XCTAssertEqual(first.layer.cornerRadius, 10)
    XCTAssertEqual(first.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    XCTAssertEqual(middle.layer.cornerRadius, 0)
    XCTAssertEqual(last.layer.cornerRadius, 10)
    XCTAssertEqual(last.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    XCTAssertEqual(only.layer.maskedCorners, .all)
    // Separators: inset 16 pt inside the card between rows; none under a card's last row.
    XCTAssertEqual(middle.separatorInset.left, 16)
    XCTAssertNotNil(middle.separatorColor)
    XCTAssertNil(last.separatorColor)
    XCTAssertNil(only.separatorColor)

    // What is drawn: the first row's white fill is a 10-pt rounded shape reaching 10 pt below
    // the row, clipped to the row, so only its top corners show rounded.
    let list = fixture.frame()
    let rowInWindow = first.convert(first.bounds, to: fixture.window)
    let fill = try XCTUnwrap(
      list.items.first { item in
        guard item.viewID == ObjectIdentifier(first), case .fillRoundedRect = item.command else { return false }
        return true
      })
    guard case .fillRoundedRect(let shape, let radius, _) = fill.command else { return XCTFail("not rounded") }
    XCTAssertEqual(radius, 10)
    XCTAssertEqual(shape.minY, rowInWindow.minY)
    XCTAssertEqual(shape.maxY, rowInWindow.maxY + 10)
    XCTAssertEqual(shape.minX, rowInWindow.minX)
    XCTAssertEqual(fill.clip, rowInWindow)
  }

  func testCellsReusedInTheMiddleOfASectionAreSquareAgain() async throws {
    let fixture = TableFixture(
      rowsPerSection: [40], style: .insetGrouped, size: CGSize(width: 320, height: 300))
    fixture.scroll(to: 600)
    for cell in fixture.table.visibleCells {
      let row = try XCTUnwrap(fixture.table.indexPath(for: cell)).row
      XCTAssertEqual(cell.layer.cornerRadius, row == 0 || row == 39 ? 10 : 0, "row \(row)")
    }
  }

  func testASelectedEndRowsGreyFollowsItsRoundedCorners() async throws {
    let fixture = TableFixture(rowsPerSection: [3], style: .insetGrouped)
    let table = fixture.table
    table.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
    let last = try XCTUnwrap(table.cellForRow(at: path(0, 2)))
    let list = fixture.frame()
    let rowInWindow = last.convert(last.bounds, to: fixture.window)
    let grey = list.items.compactMap { item -> CGRect? in
      guard item.viewID == ObjectIdentifier(last), case .fillRoundedRect(let shape, 10, let color) = item.command,
        color == UITableViewCell.highlightColor
      else { return nil }
      return shape
    }
    // Reaching 10 pt above the row, so only its bottom corners show rounded.
    XCTAssertEqual(
      grey,
      [CGRect(x: rowInWindow.minX, y: rowInWindow.minY - 10, width: rowInWindow.width, height: rowInWindow.height + 10)]
    )
  }
}
