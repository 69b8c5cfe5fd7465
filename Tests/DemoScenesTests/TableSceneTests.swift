import Foundation
import XCTest

@testable import DemoScenes
@testable import ViewCore

@MainActor
final class TableSceneTests: XCTestCase {
  func testTenThousandRowsNeedOnlyAScreenfulOfCells() async {
    let controller = TableSceneController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 600))
    window.rootViewController = controller
    _ = window.makeDisplayList()
    let table = controller.tableView
    XCTAssertEqual(table.numberOfSections, 10)
    XCTAssertEqual((0..<10).map { table.numberOfRows(inSection: $0) }.reduce(0, +), 10_000)
    for step in 0..<400 {
      table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 1111.5)
      _ = window.makeDisplayList()
    }
    // 600 pt of 44-pt rows plus a floating header: at most 15 rows are ever visible.
    XCTAssertLessThanOrEqual(controller.createdCellCount, 17)
    let last = IndexPath(row: 999, section: 9)
    table.scrollToRow(at: last, at: .bottom, animated: false)
    XCTAssertEqual(table.cellForRow(at: last)?.textLabel?.text, "Row 10000")
    XCTAssertEqual(table.headerView(forSection: 9)?.textLabel?.text, "Rows 9001–10000")
  }
}
