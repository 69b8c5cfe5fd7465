import Foundation
import XCTest

@testable import DemoScenes
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
    let table = menu.tableView
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
    menu.tableView.scrollToRow(at: indexPath, at: .middle, animated: false)
    let cell = try XCTUnwrap(menu.tableView.cellForRow(at: indexPath))
    let point = cell.convert(CGPoint(x: 40, y: cell.bounds.midY), to: nil)
    let touch = UITouch(phase: .began, timestamp: 1, location: point, view: cell, window: window)
    cell.touchesBegan([touch], with: nil)
    XCTAssertTrue(cell.isHighlighted)
    cell.touchesEnded([touch], with: nil)
    XCTAssertEqual(chosen, ["table"])
  }

  func testArrowKeysMoveTheSelectionAndEnterOpensIt() async {
    var chosen: [String] = []
    let menu = MenuViewController { chosen.append($0.name) }
    _ = host(menu)
    XCTAssertFalse(menu.openSelectedScene(), "nothing selected yet")
    menu.moveSelection(by: 1)
    menu.moveSelection(by: 1)
    menu.moveSelection(by: -1)
    XCTAssertTrue(menu.openSelectedScene())
    XCTAssertEqual(chosen, [SceneCatalog.all[0].name])
    menu.moveSelection(by: 1000)
    menu.openSelectedScene()
    XCTAssertEqual(chosen.last, menu.sections.last?.scenes.last?.name, "clamped to the last row")
  }

  func testTheTableSceneIsInTheCatalogAfterCompositing() async {
    XCTAssertEqual(SceneCatalog.all.first?.name, "compositing")
    XCTAssertNotNil(SceneCatalog.scene(named: "table"))
  }
}
