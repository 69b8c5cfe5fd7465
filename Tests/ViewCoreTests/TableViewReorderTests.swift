import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// Reordering by the reorder control, and swipe-to-delete by default. Rows are 44 pt;
/// the reorder control is the right 44 pt of a 320-pt row, so a drag starts at x 298.
@MainActor
final class TableViewReorderTests: XCTestCase {
  /// Editing, with the probe that found `moveRowAt` (a move of row 0 to itself) cleared.
  private func editingFixture(count: Int = 20) -> EditingFixture<EditableRows> {
    let fixture = EditingFixture(EditableRows(count: count))
    fixture.table.setEditing(true, animated: false)
    fixture.wait()
    XCTAssertEqual(fixture.source.moves.map(\.0), [IndexPath(row: 0, section: 0)], "the probe")
    XCTAssertEqual(fixture.source.moves.map(\.1), [IndexPath(row: 0, section: 0)], "the probe")
    fixture.source.moves = []
    return fixture
  }

  func testADragOfTwoRowsSlidesTheRowsBetweenUpAndMovesOnce() async throws {
    let fixture = editingFixture()
    let cells = try (0..<4).map { try XCTUnwrap(fixture.cell($0)) }
    // 8 steps of 11 pt: 88 pt, two rows down, held.
    fixture.drag(from: CGPoint(x: 298, y: 22), step: CGPoint(x: 0, y: 11), steps: 8, lift: false)
    XCTAssertEqual(cells[0].frame.minY, 88, "the lifted row followed the finger 1:1")
    XCTAssertEqual(cells[1].frame.minY, 0, "row 1 slid up one row")
    XCTAssertEqual(cells[2].frame.minY, 44, "row 2 slid up one row")
    XCTAssertEqual(cells[3].frame.minY, 132, "row 3 stayed")
    XCTAssertTrue(fixture.table.subviews.last === cells[0], "drawn above the others")
    XCTAssertEqual(cells[0].layer.shadowOpacity, 0.25, "lifted")
    XCTAssertEqual(fixture.table.contentOffset.y, 0, "the table did not scroll")
    XCTAssertEqual(fixture.source.moves.count, 0, "nothing moved before the drop")
    fixture.lift()
    XCTAssertEqual(fixture.source.moves.map(\.0), [IndexPath(row: 0, section: 0)])
    XCTAssertEqual(fixture.source.moves.map(\.1), [IndexPath(row: 2, section: 0)])
    XCTAssertEqual(fixture.source.items.prefix(4), [1, 2, 0, 3])
    XCTAssertTrue(fixture.cell(2) === cells[0])
    XCTAssertEqual(cells[0].frame, CGRect(x: 0, y: 88, width: 320, height: 44), "dropped into the gap")
    XCTAssertEqual(cells[0].layer.shadowOpacity, 0, "set down")
  }

  func testTheOtherRowsSlideAsideOverAFifthOfASecond() async throws {
    let fixture = editingFixture()
    let row1 = try XCTUnwrap(fixture.cell(1))
    // 30 pt: the lifted row's middle (22 + 30 = 52) is over row 1, which starts to slide up.
    fixture.window.handle([Finger.down(298, 22, at: fixture.time)])
    fixture.window.handle([Finger.move(298, 52, at: fixture.time)])
    fixture.wait(0.1)
    XCTAssertEqual(row1.presentedTransformToSuperview.ty, 22, accuracy: 1e-6, "half way at half time")
    fixture.wait(0.1)
    XCTAssertEqual(row1.presentedTransformToSuperview.ty, 0, "slid up by a row")
    fixture.window.handle([Finger.up(298, 52, at: fixture.time)])
  }

  /// Row 5 (top 220) held with its bottom 44 pt into the bottom 50-pt edge of the 600-pt table:
  /// 600 × 44 / 50 = 528 pt/s, for 0.25 s at 60 Hz is 132 pt; later the table stops at its end
  /// (880 − 600 = 280) and the row is dropped in the last place.
  func testHoldingTheRowNearTheBottomScrollsTheTableUnderIt() async throws {
    let fixture = editingFixture()
    let window = fixture.window
    let start = fixture.time
    window.handle([Finger.down(298, 242, at: start)])
    window.handle([Finger.move(298, 572, at: start)])
    let cell = try XCTUnwrap(fixture.table.reorder?.cell)
    for frame in 1...15 { window.advance(to: start + Double(frame) / 60) }
    XCTAssertEqual(fixture.table.contentOffset.y, 132, accuracy: 1e-6, "528 pt/s for 0.25 s")
    XCTAssertEqual(cell.frame.minY, 550 + 132, accuracy: 1e-6, "the row stayed under the pointer")
    for frame in 16...60 { window.advance(to: start + Double(frame) / 60) }
    XCTAssertEqual(fixture.table.contentOffset.y, 280, "stopped at the end")
    window.handle([Finger.up(298, 572, at: start + 1)])
    XCTAssertEqual(fixture.source.moves.map(\.0), [IndexPath(row: 5, section: 0)])
    XCTAssertEqual(fixture.source.moves.map(\.1), [IndexPath(row: 19, section: 0)])
  }

  func testTheDelegateMayRedirectTheMove() async throws {
    let fixture = editingFixture()
    fixture.source.target = { _, proposed in IndexPath(row: min(proposed.row, 1), section: 0) }
    fixture.drag(from: CGPoint(x: 298, y: 22), step: CGPoint(x: 0, y: 11), steps: 12)
    XCTAssertEqual(fixture.source.moves.map(\.1), [IndexPath(row: 1, section: 0)], "no further than row 1")
    XCTAssertEqual(fixture.source.items.prefix(3), [1, 0, 2])
  }

  func testADragOnTheRowOutsideTheReorderControlScrollsTheTable() async throws {
    let fixture = editingFixture()
    fixture.drag(from: CGPoint(x: 150, y: 400), step: CGPoint(x: 0, y: -15), steps: 10)
    XCTAssertEqual(fixture.source.moves.count, 0)
    XCTAssertGreaterThan(fixture.table.contentOffset.y, 100, "the table scrolled")
  }

  func testASwipeDeletesByDefaultWhenTheDataSourceEditsRows() async throws {
    final class SwipeDeletable: UITableViewDataSource, UITableViewDelegate {
      var count = 20
      var commits: [IndexPath] = []
      var began: [IndexPath] = []
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
      func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
      func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
      ) {
        commits.append(indexPath)
        count -= 1
        tableView.deleteRows(at: [indexPath], with: .automatic)
      }
      func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { began.append(indexPath) }
    }
    let fixture = EditingFixture(SwipeDeletable())
    fixture.drag(from: CGPoint(x: 300, y: 66), step: CGPoint(x: -25, y: 0), steps: 10)
    XCTAssertEqual(fixture.source.began, [IndexPath(row: 1, section: 0)])
    XCTAssertEqual(fixture.source.commits, [IndexPath(row: 1, section: 0)], "a full swipe committed the delete")
    XCTAssertEqual(fixture.table.numberOfRows(inSection: 0), 19)
  }

  func testNoSwipeWithoutActionsOrEditableRows() async throws {
    let fixture = EditingFixture(FixedRows())
    fixture.drag(from: CGPoint(x: 300, y: 66), step: CGPoint(x: -10, y: 0), steps: 10, lift: false)
    XCTAssertNil(fixture.table.openSwipe, "FixedRows does not answer canEditRowAt")
    fixture.lift()
  }
}
