import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

@MainActor
final class TableViewReuseTests: XCTestCase {
  /// 600 / 44 = 13.6, so at most 15 rows intersect the bounds at any offset.
  let maximumVisibleRows = 15

  func testTenThousandRowsCreateOnlyTheVisibleCells() async {
    let fixture = TableFixture(rowsPerSection: [10_000])
    let table = fixture.table
    XCTAssertEqual(table.contentSize.height, 440_000)
    XCTAssertEqual(table.visibleCells.count, 14, "rows 0...13 intersect 0..<600")
    XCTAssertLessThanOrEqual(fixture.source.createdCells.count, maximumVisibleRows + 2)
  }

  func testScrollingThroughKeepsTheCellCountBoundedAndTheTextsRight() async {
    let fixture = TableFixture(rowsPerSection: [10_000])
    let table = fixture.table
    var offset: CGFloat = 0
    while offset < table.maximumContentOffset.y {
      fixture.scroll(to: offset)
      assertVisibleRowsMatchOffset(table, offset: offset)
      offset += offset < 5000 ? 37 : 4321
    }
    for offset: CGFloat in [439_400, 12_345, 0, -80, 439_500] {
      fixture.scroll(to: offset)
      assertVisibleRowsMatchOffset(table, offset: offset)
    }
    XCTAssertLessThanOrEqual(fixture.source.createdCells.count, maximumVisibleRows + 2)
  }

  func testCellsThatScrollAwayAreReusedAfterPrepareForReuse() async {
    let fixture = TableFixture(rowsPerSection: [1000])
    let table = fixture.table
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
    XCTAssertNotNil(first)
    first?.isSelected = true
    fixture.scroll(to: 44 * 20)
    XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    XCTAssertEqual(first?.reuseCount, 1, "the first cell came back for a row further down")
    XCTAssertFalse(first?.isSelected ?? true, "prepareForReuse cleared the selected look")
    XCTAssertTrue(table.visibleCells.contains { $0 === first })
    XCTAssertFalse(first?.isHidden ?? true)
  }

  func testDequeueWithoutRegistrationReturnsNilUntilACellWasPooled() async {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    XCTAssertNil(table.dequeueReusableCell(withIdentifier: "plain"))
    let fallback = table.dequeueReusableCell(withIdentifier: "plain", for: IndexPath(row: 0, section: 0))
    XCTAssertEqual(fallback.reuseIdentifier, "plain")
    table.register(CountingCell.self, forCellReuseIdentifier: "counted")
    XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "counted") is CountingCell)
  }

  func testReloadDataPicksUpNewRowsAndClearsTheSelection() async {
    let fixture = TableFixture(rowsPerSection: [3])
    let table = fixture.table
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    fixture.source.rowsPerSection = [5]
    table.reloadData()
    XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
    XCTAssertEqual(table.visibleCells.count, 5)
    XCTAssertNil(table.indexPathsForSelectedRows)
    XCTAssertEqual(table.contentSize.height, 5 * 44)
  }

  func testANewRowHeightOrDataSourceRefreshesTheVisibleCells() async {
    let fixture = TableFixture(rowsPerSection: [100])
    let table = fixture.table
    table.rowHeight = 100
    fixture.frame()
    XCTAssertEqual(table.visibleCells.count, 6)
    XCTAssertEqual(table.visibleCells.last?.frame, CGRect(x: 0, y: 500, width: 320, height: 100))
    let other = NumberedRows(rowsPerSection: [2, 2])
    table.dataSource = other
    XCTAssertEqual(table.indexPathsForVisibleRows?.count, 4)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text, "Row 1.1")
    XCTAssertTrue(
      other.createdCells.keys.allSatisfy { fixture.source.createdCells[$0] != nil },
      "the new data source got the old cells from the pool")
  }

  func testOnlyVisibleCellsAreComposited() async {
    let fixture = TableFixture(rowsPerSection: [10_000])
    let table = fixture.table
    fixture.scroll(to: 44 * 5000)
    let list = fixture.frame()
    let texts = list.items.compactMap { item -> String? in
      if case .text(let run, _, _) = item.command { return run.text }
      return nil
    }
    XCTAssertEqual(Set(texts), Set((5000...5013).map { "Row 0.\($0)" }))
    XCTAssertEqual(texts.count, 14, "the pooled, hidden cells draw nothing")
  }

  private func assertVisibleRowsMatchOffset(
    _ table: UITableView, offset: CGFloat, file: StaticString = #filePath, line: UInt = #line
  ) {
    let clampedTop = max(0, offset)
    let first = Int(clampedTop / 44)
    let last = min(9_999, Int(((offset + 600) / 44).rounded(.up)) - 1)
    let expected = first <= last ? Array(first...last) : []
    let rows = table.indexPathsForVisibleRows?.map(\.row) ?? []
    XCTAssertEqual(rows, expected, "offset \(offset)", file: file, line: line)
    for cell in table.visibleCells {
      guard let indexPath = table.indexPath(for: cell) else { continue }
      XCTAssertEqual(cell.textLabel?.text, NumberedRows.text(for: indexPath), file: file, line: line)
      XCTAssertEqual(cell.frame, table.rectForRow(at: indexPath), file: file, line: line)
    }
    XCTAssertLessThanOrEqual(rows.count, maximumVisibleRows, file: file, line: line)
  }
}
