import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

@MainActor
final class TableViewFocusTests: XCTestCase {
  private func press(_ code: KeyCode, _ fixture: TableFixture, at time: TimeInterval) {
    fixture.window.handle([.key(InputEvent.Key(.down, code, time: time)), .key(InputEvent.Key(.up, code, time: time))])
  }

  func testArrowsMoveTheFocusAcrossSectionsAndScrollItIntoView() async {
    // 600 pt tall, 44-pt rows: rows of section 1 lie below the first screen.
    let fixture = TableFixture(rowsPerSection: [3, 40])
    XCTAssertTrue(fixture.table.becomeFirstResponder())
    press(.downArrow, fixture, at: 1)
    XCTAssertEqual(fixture.table.indexPathForFocusedRow, IndexPath(row: 0, section: 0), "the first visible row")
    for step in 0..<3 { press(.downArrow, fixture, at: 2 + Double(step)) }
    XCTAssertEqual(fixture.table.indexPathForFocusedRow, IndexPath(row: 0, section: 1), "across the section")
    XCTAssertEqual(fixture.source.selected, [], "focus alone selects nothing")
    press(.end, fixture, at: 10)
    fixture.window.advance(to: 12)
    fixture.frame()
    let last = fixture.table.rectForRow(at: IndexPath(row: 39, section: 1))
    XCTAssertEqual(fixture.table.contentOffset.y + fixture.table.bounds.height, last.maxY, accuracy: 0.5)
    XCTAssertTrue(fixture.table.cellForRow(at: IndexPath(row: 39, section: 1))?.showsFocus ?? false)
    press(.returnOrEnter, fixture, at: 13)
    XCTAssertEqual(fixture.source.selected, [IndexPath(row: 39, section: 1)], "Return selects as a tap")
    press(.pageUp, fixture, at: 14)
    XCTAssertEqual(fixture.table.indexPathForFocusedRow, IndexPath(row: 39, section: 1), "Page Up scrolls, focus stays")
  }

  func testSelectionFollowsFocusSelectsWithTheDelegatesMessages() async {
    let fixture = TableFixture(rowsPerSection: [5])
    fixture.table.selectionFollowsFocus = true
    fixture.table.becomeFirstResponder()
    press(.downArrow, fixture, at: 1)
    press(.downArrow, fixture, at: 2)
    XCTAssertEqual(fixture.source.selected, [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    XCTAssertEqual(fixture.source.deselected, [IndexPath(row: 0, section: 0)])
    XCTAssertEqual(fixture.table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
  }

  func testWithoutFocusTheArrowsScrollAsInAnyScrollView() async {
    let fixture = TableFixture(rowsPerSection: [40])
    fixture.table.allowsFocus = false
    XCTAssertFalse(fixture.table.becomeFirstResponder())
    fixture.window.handle([.hover(InputEvent.Hover(at: CGPoint(x: 100, y: 100), time: 0.5))])
    press(.downArrow, fixture, at: 1)
    fixture.window.advance(to: 3)
    XCTAssertEqual(fixture.table.contentOffset.y, 40, "one 40-pt arrow step")
    XCTAssertNil(fixture.table.indexPathForFocusedRow)
  }
}
