import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// Row updates with UIKit's animations, against rows 44 pt high worked out by hand.
@MainActor
final class TableViewUpdateTests: XCTestCase {
  private func row(_ index: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: index, section: section) }

  /// Deleting row 1: row 2's cell moves up to 44 at once in the model and slides there on screen
  /// over 0.3 s; the deleted row fades and goes back to the pool; the selection follows its row.
  func testADeletedRowFadesAndTheRowsBelowSlideUp() async throws {
    let fixture = TableFixture(rowsPerSection: [10])
    let table = fixture.table
    table.selectRow(at: row(4), animated: false, scrollPosition: .none)
    let below = try XCTUnwrap(table.cellForRow(at: row(2)))
    let deleted = try XCTUnwrap(table.cellForRow(at: row(1)))
    XCTAssertEqual(below.frame.minY, 88)
    fixture.source.rowsPerSection = [9]
    var finished: Bool?
    table.performBatchUpdates({ table.deleteRows(at: [self.row(1)], with: .fade) }, completion: { finished = $0 })
    XCTAssertTrue(table.cellForRow(at: row(1)) === below, "row 2's cell is row 1's now")
    XCTAssertEqual(below.frame.minY, 44)
    XCTAssertEqual(table.indexPathForSelectedRow, row(3), "the selection follows its row")
    fixture.window.advance(to: fixture.window.currentTime + 0.15)
    let drawn = below.presentedTransformToSuperview.ty
    XCTAssertGreaterThan(drawn, 44, "sliding: \(drawn)")
    XCTAssertLessThan(drawn, 88)
    XCTAssertLessThan(deleted.presentedAlpha, 1, "fading")
    fixture.window.advance(to: fixture.window.currentTime + 0.2)
    XCTAssertEqual(finished, true)
    XCTAssertTrue(deleted.isHidden, "pooled once gone")
    XCTAssertEqual(table.contentSize.height, 9 * 44)
  }

  /// An inserted row comes in from the left: drawn at −320 when the animation starts.
  func testAnInsertedRowComesInFromTheSideItNames() async throws {
    let fixture = TableFixture(rowsPerSection: [5])
    let table = fixture.table
    fixture.source.rowsPerSection = [6]
    table.insertRows(at: [row(0)], with: .left)
    let arriving = try XCTUnwrap(table.cellForRow(at: row(0)))
    XCTAssertEqual(arriving.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
    XCTAssertEqual(arriving.presentedTransformToSuperview.tx, -320, "starts beside the table")
    fixture.window.advance(to: fixture.window.currentTime + 0.31)
    XCTAssertEqual(arriving.presentedTransformToSuperview.tx, 0)
    XCTAssertEqual(table.cellForRow(at: row(1))?.textLabel?.text, NumberedRows.text(for: row(0)), "0 moved to 1")
  }

  /// Counts that disagree with the update: UIKit's message (rows, not items) and a reload.
  func testARowUpdateThatDoesNotAddUpIsRefusedAndReloads() async throws {
    let fixture = TableFixture(rowsPerSection: [5])
    fixture.source.rowsPerSection = [7]
    var finished: Bool?
    fixture.table.performBatchUpdates({ fixture.table.insertRows(at: [self.row(5)], with: .fade) }) { finished = $0 }
    XCTAssertEqual(finished, false)
    XCTAssertEqual(fixture.table.numberOfRows(inSection: 0), 7)
  }
}
