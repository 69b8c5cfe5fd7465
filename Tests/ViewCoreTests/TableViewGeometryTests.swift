import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

@MainActor
final class TableViewGeometryTests: XCTestCase {
  /// Sections of 3 and 2 rows with 28-pt headers: header 0..28, rows 28..160, header 160..188,
  /// rows 188..276.
  func testRectsAndHitsWithSectionHeaders() async {
    let fixture = TableFixture(rowsPerSection: [3, 2], titles: ["A", "B"])
    let table = fixture.table
    XCTAssertEqual(table.rectForRow(at: path(0, 0)), row(y: 28, height: 44))
    XCTAssertEqual(table.rectForRow(at: path(2, 0)), row(y: 116, height: 44))
    XCTAssertEqual(table.rectForHeader(inSection: 1), row(y: 160, height: 28))
    XCTAssertEqual(table.rectForRow(at: path(1, 1)), row(y: 232, height: 44))
    XCTAssertEqual(table.rectForRow(at: path(5, 1)), .zero)
    XCTAssertEqual(table.contentSize.height, 276)

    XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 10)), "over the first header")
    XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 28)), path(0, 0))
    XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 159.9)), path(2, 0))
    XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 170)), "over the second header")
    XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 300, y: 200)), path(0, 1))
    XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 275)), path(1, 1))
    XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 276)), "below the last row")
    XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: -1)))
    XCTAssertEqual(
      table.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 10, height: 100)),
      [path(1, 0), path(2, 0), path(0, 1)])
  }

  func testSectionsWithoutTitlesHaveNoHeaderInAPlainTable() async {
    let fixture = TableFixture(rowsPerSection: [2, 2])
    let table = fixture.table
    XCTAssertEqual(table.rectForRow(at: path(0, 1)).minY, 88)
    XCTAssertNil(table.headerView(forSection: 0))
  }

  func testGroupedTablesSpaceTheirSectionsAndCaptionTheHeaders() async {
    let fixture = TableFixture(rowsPerSection: [2, 2], titles: ["First", nil], style: .grouped)
    let table = fixture.table
    // Section 0: 38 header, 88 rows, 18 footer; section 1: 18 untitled header.
    XCTAssertEqual(table.rectForRow(at: path(0, 0)).minY, 38)
    XCTAssertEqual(table.rectForRow(at: path(0, 1)).minY, 38 + 88 + 18 + 18)
    XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "FIRST")
    XCTAssertEqual(table.backgroundColor, .systemGroupedBackground)
  }

  func testPlainHeadersFloatAndArePushedUpByTheNextSection() async {
    let fixture = TableFixture(
      rowsPerSection: [20, 20], titles: ["A", "B"], size: CGSize(width: 320, height: 300))
    let table = fixture.table
    fixture.scroll(to: 200)
    XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 200, "pinned to the top of the visible area")
    // Section 0 ends at 28 + 880 = 908; its header is pushed up by the next one.
    fixture.scroll(to: 900)
    XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 908 - 28)
    XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 908)
    fixture.scroll(to: -50)
    XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 0, "pulled down, it follows the content")
  }

  func testCustomRowHeightsFromTheDelegate() async {
    final class Tall: UITableViewDataSource, UITableViewDelegate {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      }
      func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 1 ? 100 : UITableView.automaticDimension
      }
    }
    let source = Tall()
    let table = UITableView(frame: row(y: 0, height: 400))
    table.rowHeight = 50
    table.dataSource = source
    table.delegate = source
    XCTAssertEqual(table.rectForRow(at: path(2, 0)), row(y: 150, height: 50))
    XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 1, y: 149)), path(1, 0))
    XCTAssertEqual(table.contentSize.height, 250)
  }

  func testScrollToRowPositions() async {
    let fixture = TableFixture(rowsPerSection: [100], size: CGSize(width: 320, height: 440))
    let table = fixture.table
    table.scrollToRow(at: path(50, 0), at: .top, animated: false)
    XCTAssertEqual(table.contentOffset.y, 2200)
    table.scrollToRow(at: path(50, 0), at: .bottom, animated: false)
    XCTAssertEqual(table.contentOffset.y, 2200 + 44 - 440)
    table.scrollToRow(at: path(50, 0), at: .middle, animated: false)
    XCTAssertEqual(table.contentOffset.y, 2222 - 220)
    table.scrollToRow(at: path(60, 0), at: .none, animated: false)
    XCTAssertEqual(table.contentOffset.y, 2684 - 440, "the smallest scroll that shows the row")
    table.scrollToRow(at: path(99, 0), at: .top, animated: false)
    XCTAssertEqual(table.contentOffset.y, table.maximumContentOffset.y, "clamped to the end")
    XCTAssertEqual(table.cellForRow(at: path(99, 0))?.textLabel?.text, "Row 0.99")
  }

  func testIndexPathRowAndSectionAccessors() async {
    var indexPath = IndexPath(row: 7, section: 2)
    XCTAssertEqual(indexPath.row, 7)
    XCTAssertEqual(indexPath.section, 2)
    XCTAssertEqual(indexPath.item, 7)
    indexPath.row = 3
    XCTAssertEqual(indexPath, IndexPath(item: 3, section: 2))
    XCTAssertLessThan(path(9, 0), path(0, 1))
  }

  private func path(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

  /// A full-width row rect in a 320-pt table.
  private func row(y: CGFloat, height: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 320, height: height) }
}
