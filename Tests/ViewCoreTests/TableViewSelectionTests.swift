import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

@MainActor
final class TableViewSelectionTests: XCTestCase {
  private var time: TimeInterval = 0

  /// A touch on the cell at `point` (window coordinates), delivered straight to the cell as the
  /// input layer would after the scroll view's delay.
  private func touch(_ cell: UIView, at point: CGPoint, in fixture: TableFixture) -> UITouch {
    time += 0.2
    return UITouch(phase: .began, timestamp: time, location: point, view: cell, window: fixture.window)
  }

  func testATapSelectsTheRowAndTellsTheDelegate() async throws {
    let fixture = TableFixture(rowsPerSection: [3, 4], titles: ["A", "B"])
    let table = fixture.table
    let indexPath = IndexPath(row: 1, section: 1)
    let cell = try XCTUnwrap(table.cellForRow(at: indexPath))
    let point = CGPoint(x: 100, y: cell.frame.midY)
    let finger = touch(cell, at: point, in: fixture)
    cell.touchesBegan([finger], with: nil)
    XCTAssertTrue(cell.isHighlighted, "pressed rows turn grey")
    XCTAssertEqual(fixture.source.highlighted, [indexPath])
    XCTAssertEqual(fixture.source.selected, [], "nothing is selected before the finger lifts")
    cell.touchesEnded([finger], with: nil)
    XCTAssertEqual(fixture.source.selected, [indexPath])
    XCTAssertFalse(cell.isHighlighted)
    XCTAssertTrue(cell.isSelected)
    XCTAssertEqual(table.indexPathForSelectedRow, indexPath)
  }

  func testACancelledTouchSelectsNothing() async throws {
    let fixture = TableFixture(rowsPerSection: [10])
    let table = fixture.table
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let finger = touch(cell, at: CGPoint(x: 50, y: cell.frame.midY), in: fixture)
    cell.touchesBegan([finger], with: nil)
    XCTAssertTrue(cell.isHighlighted)
    cell.touchesCancelled([finger], with: nil)
    XCTAssertFalse(cell.isHighlighted)
    cell.touchesEnded([finger], with: nil)
    XCTAssertEqual(fixture.source.selected, [])
    XCTAssertNil(table.indexPathForSelectedRow)
  }

  func testLiftingOutsideTheCellSelectsNothing() async throws {
    let fixture = TableFixture(rowsPerSection: [10])
    let table = fixture.table
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let finger = touch(cell, at: CGPoint(x: 50, y: 20), in: fixture)
    cell.touchesBegan([finger], with: nil)
    let away = UITouch(
      phase: .ended, timestamp: time + 0.1, location: CGPoint(x: 50, y: 300), view: cell,
      window: fixture.window)
    cell.touchesEnded([away], with: nil)
    XCTAssertEqual(fixture.source.selected, [])
  }

  func testATouchOnALabelReachesTheCellThroughHitTesting() async throws {
    let fixture = TableFixture(rowsPerSection: [10])
    let table = fixture.table
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    let hit = fixture.window.hitTest(CGPoint(x: 40, y: cell.frame.midY), with: nil)
    XCTAssertTrue(hit === cell || hit === cell.contentView, "got \(String(describing: hit))")
  }

  func testSelectingAnotherRowDeselectsThePreviousOne() async throws {
    let fixture = TableFixture(rowsPerSection: [10])
    let table = fixture.table
    for row in [1, 4] {
      let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: row, section: 0)))
      let finger = touch(cell, at: CGPoint(x: 50, y: cell.frame.midY), in: fixture)
      cell.touchesBegan([finger], with: nil)
      cell.touchesEnded([finger], with: nil)
    }
    XCTAssertEqual(fixture.source.selected, [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
    XCTAssertEqual(fixture.source.deselected, [IndexPath(row: 1, section: 0)])
    XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 4, section: 0)])
    XCTAssertFalse(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected ?? true)
  }

  func testProgrammaticSelectionSkipsTheDelegateAndSurvivesReuse() async {
    let fixture = TableFixture(rowsPerSection: [500])
    let table = fixture.table
    let target = IndexPath(row: 200, section: 0)
    table.selectRow(at: target, animated: false, scrollPosition: .middle)
    XCTAssertEqual(fixture.source.selected, [])
    XCTAssertTrue(table.cellForRow(at: target)?.isSelected ?? false, "its cell looks selected")
    table.contentOffset = .zero
    XCTAssertTrue(table.visibleCells.allSatisfy { !$0.isSelected }, "reused cells drop the old look")
    table.deselectRow(at: target, animated: false)
    XCTAssertNil(table.indexPathForSelectedRow)
  }

  func testDisallowedSelectionNeitherHighlightsNorSelects() async throws {
    let fixture = TableFixture(rowsPerSection: [10])
    let table = fixture.table
    table.allowsSelection = false
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let finger = touch(cell, at: CGPoint(x: 50, y: 20), in: fixture)
    cell.touchesBegan([finger], with: nil)
    XCTAssertFalse(cell.isHighlighted)
    cell.touchesEnded([finger], with: nil)
    XCTAssertEqual(fixture.source.selected, [])
  }
}
