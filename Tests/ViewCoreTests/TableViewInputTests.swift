import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// Highlight and selection through the window's real input path: hit-testing, delivery to the
/// cell, and the scroll view's pan cancelling the cell's touch when a drag begins.
@MainActor
final class TableViewInputTests: XCTestCase {
  private func down(_ y: CGFloat, at time: TimeInterval) -> InputEvent {
    .touch(.down, id: 0, at: CGPoint(x: 100, y: y), time: time, clickCount: 1)
  }

  private func move(_ y: CGFloat, at time: TimeInterval) -> InputEvent {
    .touch(.move, id: 0, at: CGPoint(x: 100, y: y), time: time)
  }

  private func up(_ y: CGFloat, at time: TimeInterval) -> InputEvent {
    .touch(.up, id: 0, at: CGPoint(x: 100, y: y), time: time)
  }

  func testAQuickClickSelectsTheRowUnderIt() async {
    let fixture = TableFixture(rowsPerSection: [100])
    fixture.window.handle([down(3 * 44 + 20, at: 1), up(3 * 44 + 20, at: 1.05)])
    XCTAssertEqual(fixture.source.selected, [IndexPath(row: 3, section: 0)])
  }

  func testAHeldPressHighlightsAndSelectsOnRelease() async throws {
    let fixture = TableFixture(rowsPerSection: [100])
    let cell = try XCTUnwrap(fixture.table.cellForRow(at: IndexPath(row: 5, section: 0)))
    fixture.window.handle(down(5 * 44 + 10, at: 1))
    fixture.window.advance(to: 1.2)
    XCTAssertTrue(cell.isHighlighted)
    fixture.window.handle(up(5 * 44 + 10, at: 1.3))
    XCTAssertFalse(cell.isHighlighted)
    XCTAssertEqual(fixture.source.selected, [IndexPath(row: 5, section: 0)])
  }

  func testADragScrollsAndSelectsNothing() async throws {
    let fixture = TableFixture(rowsPerSection: [100])
    let cell = try XCTUnwrap(fixture.table.cellForRow(at: IndexPath(row: 6, section: 0)))
    fixture.window.handle(down(300, at: 1))
    fixture.window.advance(to: 1.2)
    XCTAssertTrue(cell.isHighlighted)
    var time: TimeInterval = 1.2
    for step in 1...10 {
      time += 1.0 / 60
      fixture.window.handle(move(300 - CGFloat(step) * 10, at: time))
      fixture.window.advance(to: time)
    }
    XCTAssertFalse(cell.isHighlighted, "the pan cancelled the press")
    fixture.window.handle(up(200, at: time + 0.01))
    XCTAssertEqual(fixture.source.selected, [])
    XCTAssertGreaterThan(fixture.table.contentOffset.y, 50)
  }
}
