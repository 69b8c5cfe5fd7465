import Foundation
import XCTest

@testable import DemoScenes
@testable import ListViews
@testable import ViewCore

@MainActor
final class MailSceneTests: XCTestCase {
  /// Rows as tall as their text: 11 + 20 (sender) + 3 + 18 per subject and preview line + 11,
  /// so previews of 1, 2, 3 lines make rows of 81, 99, 117; only the rows on screen are measured,
  /// the others stay at the 99-pt estimate. A deleted row's neighbours keep their heights.
  func testRowsAreSizedByTheirTextAndMeasuredOnlyOnScreen() async {
    let controller = MailSceneController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 600))
    window.rootViewController = controller
    _ = window.makeDisplayList()
    let table = controller.tableView
    func height(_ row: Int) -> CGFloat { table.rectForRow(at: IndexPath(row: row, section: 0)).height }
    XCTAssertEqual((0..<6).map(height), [81, 99, 117, 81, 99, 117])
    XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 180)
    XCTAssertEqual(table.layout.isEstimated(IndexPath(row: 100, section: 0)), true)
    XCTAssertEqual(table.contentSize.height, table.rectForRow(at: IndexPath(row: 499, section: 0)).maxY)
    // Delete, as the swipe's first action runs it.
    func delete(_ indexPath: IndexPath) {
      let action = controller.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)?.actions.first
      action.map { $0.handler($0, table) { _ in } }
    }
    delete(IndexPath(row: 1, section: 0))
    _ = window.makeDisplayList()
    XCTAssertEqual((0..<3).map(height), [81, 117, 81])
    // Far down, a delete keeps the heights measured above the screen (row 2, now off screen).
    table.contentOffset.y = 3000
    _ = window.makeDisplayList()
    let visibleRow = table.indexPathsForVisibleRows?.first ?? IndexPath(row: 0, section: 0)
    delete(visibleRow)
    _ = window.makeDisplayList()
    XCTAssertEqual(table.layout.isEstimated(IndexPath(row: 2, section: 0)), false)
    XCTAssertEqual(height(2), 81)
  }
}
