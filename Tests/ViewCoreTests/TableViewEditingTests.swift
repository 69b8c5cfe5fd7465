import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// Editing mode: controls, indentation, delete confirmation, insert, selection.
/// Rows are 44 pt in a 320-pt table; the editing control's band and the reorder control's are
/// 44 pt each, so an editing row's content is 320 − 44 − 44 = 232 pt wide from x 44.
@MainActor
final class TableViewEditingTests: XCTestCase {
  func testEditingIndentsTheContentByTheControlWidthAndPlacesBothControls() async throws {
    let fixture = EditingFixture(EditableRows(count: 20))
    let cell = try XCTUnwrap(fixture.cell(1))
    XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44), "not editing")
    fixture.table.setEditing(true, animated: false)
    fixture.wait()
    XCTAssertTrue(cell.isEditing)
    XCTAssertEqual(cell.editingStyle, .delete)
    XCTAssertTrue(cell.showsReorderControl, "the data source implements moveRowAt")
    XCTAssertEqual(cell.contentView.frame, CGRect(x: 44, y: 0, width: 232, height: 44))
    let control = try XCTUnwrap(cell.editingControl)
    XCTAssertEqual(control.frame, CGRect(x: 0, y: 0, width: 44, height: 44))
    XCTAssertEqual(control.circleFrame, CGRect(x: 11, y: 11, width: 22, height: 22))
    XCTAssertEqual(cell.reorderControl?.frame, CGRect(x: 276, y: 0, width: 44, height: 44))
    fixture.table.setEditing(false, animated: false)
    fixture.wait()
    XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44), "back in place")
    XCTAssertEqual(control.alpha, 0)
  }

  func testEnteringEditingSlidesTheContentOverAThirdOfASecond() async throws {
    let fixture = EditingFixture(EditableRows(count: 20))
    let cell = try XCTUnwrap(fixture.cell(0))
    fixture.table.setEditing(true, animated: true)
    XCTAssertEqual(cell.contentView.presentedTransformToSuperview.tx, 0, "nothing has moved yet")
    fixture.wait(0.15)
    XCTAssertEqual(cell.contentView.presentedTransformToSuperview.tx, 22, accuracy: 1e-6, "half way at half time")
    fixture.wait(0.15)
    XCTAssertEqual(cell.contentView.presentedTransformToSuperview.tx, 44, "in place after 0.3 s")
  }

  func testWithoutMoveRowAtThereIsNoReorderControl() async throws {
    let fixture = EditingFixture(FixedRows())
    fixture.table.setEditing(true, animated: false)
    fixture.wait()
    let cell = try XCTUnwrap(fixture.cell(0))
    XCTAssertFalse(cell.showsReorderControl)
    XCTAssertEqual(cell.contentView.frame, CGRect(x: 44, y: 0, width: 276, height: 44))
  }

  func testTheDeleteControlRevealsDeleteWhichCommitsTheDeleteAndTheRowsBelowCloseTheGap() async throws {
    let fixture = EditingFixture(EditableRows(count: 20))
    fixture.table.setEditing(true, animated: false)
    fixture.wait()
    let row2 = try XCTUnwrap(fixture.cell(2))
    let row3 = try XCTUnwrap(fixture.cell(3))
    fixture.tap(CGPoint(x: 22, y: 110))
    let swipe = try XCTUnwrap(fixture.table.openSwipe, "the delete button shows")
    XCTAssertEqual(swipe.indexPath, IndexPath(row: 2, section: 0))
    let width = swipe.actionsView.naturalWidth
    XCTAssertEqual(swipe.actionsView.buttons.first?.title(for: .normal), "Delete")
    XCTAssertEqual(row2.transform.tx, -width, "the row slid left by the button's width")
    XCTAssertEqual(swipe.actionsView.frame, CGRect(x: 320 - width, y: 88, width: width, height: 44))
    XCTAssertEqual(fixture.source.commits.count, 0, "nothing committed before the confirmation")
    fixture.tap(CGPoint(x: 320 - width / 2, y: 110))
    XCTAssertEqual(fixture.source.commits.map(\.0), [.delete])
    XCTAssertEqual(fixture.source.commits.map(\.1), [IndexPath(row: 2, section: 0)])
    XCTAssertEqual(fixture.table.numberOfRows(inSection: 0), 19)
    XCTAssertTrue(fixture.cell(2) === row3, "row 3 is row 2 now")
    XCTAssertEqual(row3.frame, CGRect(x: 0, y: 88, width: 320, height: 44), "it closed the gap")
    XCTAssertNil(fixture.table.openSwipe)
  }

  func testATapElsewhereHidesTheDeleteButtonAndCommitsNothing() async throws {
    let fixture = EditingFixture(EditableRows(count: 20))
    fixture.table.setEditing(true, animated: false)
    fixture.wait()
    let row2 = try XCTUnwrap(fixture.cell(2))
    fixture.tap(CGPoint(x: 22, y: 110))
    XCTAssertNotNil(fixture.table.openSwipe)
    fixture.tap(CGPoint(x: 150, y: 300))
    XCTAssertNil(fixture.table.openSwipe, "hidden")
    XCTAssertEqual(row2.transform.tx, 0)
    XCTAssertEqual(fixture.source.commits.count, 0)
    XCTAssertEqual(fixture.table.numberOfRows(inSection: 0), 20)
  }

  func testTheInsertControlCommitsAnInsert() async throws {
    let source = EditableRows(count: 20)
    source.editingStyle = { $0.row == 0 ? .insert : .delete }
    let fixture = EditingFixture(source)
    fixture.table.setEditing(true, animated: false)
    fixture.wait()
    XCTAssertEqual(fixture.cell(0)?.editingStyle, .insert)
    fixture.tap(CGPoint(x: 22, y: 22))
    XCTAssertEqual(source.commits.map(\.0), [.insert])
    XCTAssertEqual(source.commits.map(\.1), [IndexPath(row: 0, section: 0)])
    XCTAssertNil(fixture.table.openSwipe, "an insert asks no confirmation")
  }

  func testTapsSelectNothingDuringEditingUnlessAllowed() async throws {
    let fixture = EditingFixture(EditableRows(count: 20))
    fixture.table.setEditing(true, animated: false)
    fixture.wait()
    fixture.tap(CGPoint(x: 150, y: 66))
    XCTAssertEqual(fixture.source.selected, [], "allowsSelectionDuringEditing is false by default")
    XCTAssertNil(fixture.table.indexPathForSelectedRow)
    fixture.table.allowsSelectionDuringEditing = true
    fixture.tap(CGPoint(x: 150, y: 66))
    XCTAssertEqual(fixture.source.selected, [IndexPath(row: 1, section: 0)])
  }

  func testAControllersEditingModeIsItsTables() async {
    let controller = UITableViewController(style: .plain)
    XCTAssertFalse(controller.isEditing)
    _ = controller.view
    controller.setEditing(true, animated: false)
    XCTAssertTrue(controller.isEditing)
    XCTAssertTrue(controller.tableView.isEditing)
    controller.isEditing = false
    XCTAssertFalse(controller.tableView.isEditing)
  }
}
