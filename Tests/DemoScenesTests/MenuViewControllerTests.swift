import Foundation
import XCTest

@testable import DemoScenes
@testable import ListViews
@testable import ViewCore

@MainActor
final class MenuViewControllerTests: XCTestCase {
  private func host(_ controller: UIViewController, size: CGSize = CGSize(width: 1280, height: 800))
    -> UIWindow
  {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = controller
    _ = window.makeDisplayList()
    return window
  }

  func testTheMenuListsEverySceneOfTheCatalogBySection() async {
    let menu = MenuViewController()
    let window = host(menu, size: CGSize(width: 640, height: 480))
    let table: UITableView = menu.tableView
    var listed: [String] = []
    for section in 0..<table.numberOfSections {
      for row in 0..<table.numberOfRows(inSection: section) {
        let indexPath = IndexPath(row: row, section: section)
        table.scrollToRow(at: indexPath, at: .none, animated: false)
        _ = window.makeDisplayList()
        let cell = table.cellForRow(at: indexPath)
        let scene = menu.scene(at: indexPath)
        XCTAssertEqual(cell?.textLabel?.text, scene?.title)
        XCTAssertEqual(cell?.detailTextLabel?.text, scene?.summary)
        XCTAssertEqual(scene?.section, menu.tableView(table, titleForHeaderInSection: section))
        listed.append(scene?.name ?? "")
      }
    }
    XCTAssertEqual(Set(listed), Set(SceneCatalog.names))
    XCTAssertEqual(listed.count, SceneCatalog.all.count)
    XCTAssertEqual(menu.sections.first?.scenes.first?.name, "compositing", "the catalog's order is kept")
  }

  func testTappingARowCallsOnSelectWithItsScene() async throws {
    var chosen: [String] = []
    let menu = MenuViewController { chosen.append($0.name) }
    let window = host(menu)
    let indexPath = try XCTUnwrap(menu.indexPath(ofSceneNamed: "table"))
    _ = window.makeDisplayList()
    menu.tableView.scrollToRow(at: indexPath, at: .middle, animated: false)
    let cell = try XCTUnwrap(menu.tableView.cellForRow(at: indexPath))
    let point = cell.convert(CGPoint(x: 40, y: cell.bounds.midY), to: nil)
    let touch = UITouch(phase: .began, timestamp: 1, location: point, view: cell, window: window)
    cell.touchesBegan([touch], with: nil)
    XCTAssertTrue(cell.isHighlighted)
    cell.touchesEnded([touch], with: nil)
    XCTAssertEqual(chosen, ["table"])
  }

  /// A key press as the window delivers it to the first responder.
  private func press(_ code: KeyCode, in window: UIWindow, at time: TimeInterval) {
    window.handle([.key(InputEvent.Key(.down, code, time: time))])
    window.handle([.key(InputEvent.Key(.up, code, time: time + 0.05))])
  }

  func testTheFocusStartsOnTheFirstRowAndDownDownReturnOpensTheThird() async {
    var chosen: [String] = []
    let menu = MenuViewController { chosen.append($0.name) }
    let window = host(menu)
    XCTAssertTrue(menu.tableView.isFirstResponder, "the table takes the keyboard when it appears")
    XCTAssertEqual(menu.tableView.indexPathForFocusedRow, IndexPath(row: 0, section: 0))
    press(.downArrow, in: window, at: 1)
    press(.downArrow, in: window, at: 2)
    XCTAssertEqual(menu.tableView.contentOffset.y, 0, "the focus moved, the list did not scroll")
    press(.returnOrEnter, in: window, at: 3)
    let rows = menu.sections.flatMap(\.scenes)
    XCTAssertEqual(chosen, [rows[2].name], "the third row")
    press(.space, in: window, at: 4)
    XCTAssertEqual(chosen.count, 2, "Space selects too")
    press(.end, in: window, at: 5)
    press(.returnOrEnter, in: window, at: 6)
    XCTAssertEqual(chosen.last, rows.last?.name, "End goes to the last row")
    let table: UITableView = menu.tableView
    window.advance(to: 10)
    _ = window.makeDisplayList()
    let last = table.rectForRow(at: table.indexPathForFocusedRow!)
    XCTAssertLessThanOrEqual(last.maxY, table.contentOffset.y + table.bounds.height + 0.5, "scrolled into view")
    press(.home, in: window, at: 11)
    press(.upArrow, in: window, at: 12)
    XCTAssertEqual(table.indexPathForFocusedRow, IndexPath(row: 0, section: 0), "Up stops at the first row")
  }

  func testTheFocusedCellDrawsARing() async throws {
    let menu = MenuViewController()
    let window = host(menu)
    let first = try XCTUnwrap(menu.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let second = try XCTUnwrap(menu.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
    XCTAssertTrue(first.showsFocus)
    XCTAssertFalse(second.showsFocus)
    press(.downArrow, in: window, at: 1)
    XCTAssertFalse(first.showsFocus)
    XCTAssertTrue(second.showsFocus)
  }

  func testTheTableSceneIsInTheCatalogAfterCompositing() async {
    XCTAssertEqual(SceneCatalog.all.first?.name, "compositing")
    XCTAssertNotNil(SceneCatalog.scene(named: "table"))
  }
}
