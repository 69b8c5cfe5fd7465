import Foundation
import XCTest

@testable import DemoScenes
@testable import ListViews
@testable import ViewCore

@MainActor
final class InboxSceneTests: XCTestCase {
  /// Each row is as tall as its cell's constraints make it: 10 + 20 (the sender) + 2 + 18 (the
  /// subject) + 2 + 18 a preview line + 10, so previews of 1, 2, 3 lines give 80, 98, 116; the
  /// avatar sits 16 pt in and 12 down, the labels 12 pt after it and 16 pt short of the trailing
  /// edge. Rows off screen stay at the 98-pt estimate.
  func testRowsAreSizedByTheirCellsConstraints() async {
    let controller = InboxSceneController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 600))
    window.rootViewController = controller
    _ = window.makeDisplayList()
    let table = controller.tableView
    XCTAssertEqual(table.numberOfRows(inSection: 0), 10_000)
    func height(_ row: Int) -> CGFloat { table.rectForRow(at: IndexPath(row: row, section: 0)).height }
    XCTAssertEqual((0..<6).map(height), [80, 98, 116, 80, 98, 116])
    XCTAssertEqual(table.layout.isEstimated(IndexPath(row: 5000, section: 0)), true)
    guard let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as? MessageCell else {
      return XCTFail("row 2 is not shown by a MessageCell")
    }
    XCTAssertEqual(cell.avatar.frame, CGRect(x: 16, y: 12, width: 40, height: 40))
    XCTAssertEqual(cell.sender.frame, CGRect(x: 68, y: 10, width: 640 - 68 - 16, height: 20))
    XCTAssertEqual(cell.subject.frame.minY, 32)
    XCTAssertEqual(cell.preview.frame, CGRect(x: 68, y: 52, width: 556, height: 54), "three lines of 18 pt")
  }
}
