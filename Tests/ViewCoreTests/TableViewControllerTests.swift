import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// A subclass written as Xcode's template has it: it overrides the data-source and delegate methods.
@MainActor
private final class FruitController: UITableViewController {
  let fruits = ["Apple", "Banana", "Cherry"]
  var selected: [Int] = []
  var scrolled = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 50
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "fruit")
      ?? UITableViewCell(style: .default, reuseIdentifier: "fruit")
    cell.textLabel?.text = fruits[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fruit" }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
}

@MainActor
final class TableViewControllerTests: XCTestCase {
  func testTheTableIsTheViewAndItsOwnDataSourceAndDelegate() async {
    let controller = UITableViewController(style: .grouped)
    XCTAssertTrue(controller.view === controller.tableView)
    XCTAssertTrue(controller.tableView.dataSource === controller)
    XCTAssertTrue(controller.tableView.delegate === controller)
    XCTAssertEqual(controller.tableView.style, .grouped)
    XCTAssertTrue(controller.clearsSelectionOnViewWillAppear)
    let refresh = UIRefreshControl()
    controller.refreshControl = refresh
    XCTAssertTrue(controller.tableView.refreshControl === refresh)
  }

  func testASubclassesOverridesAreWhatTheTableCalls() async throws {
    let controller = FruitController()
    let (window, _) = makeNavigation(root: controller)
    let table = controller.tableView!
    XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Banana")
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let point = cell.convert(CGPoint(x: 40, y: 25), to: nil)
    window.handle([.touch(.down, at: point, time: 1), .touch(.up, at: point, time: 1.05)])
    window.advance(to: 1.2)
    XCTAssertEqual(controller.selected, [2], "the override of didSelectRowAt is called")
    table.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    XCTAssertGreaterThan(controller.scrolled, 0, "the override of scrollViewDidScroll is called")
  }

  func testTheSelectionIsClearedWhenTheListAppearsAgain() async {
    let controller = FruitController()
    let (window, navigation) = makeNavigation(root: controller)
    controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    navigation.pushViewController(UIViewController(), animated: false)
    XCTAssertNotNil(controller.tableView.indexPathForSelectedRow, "kept while covered")
    navigation.popViewController(animated: true)
    XCTAssertNil(controller.tableView.indexPathForSelectedRow, "cleared in viewWillAppear")
    step(window, for: 0.4)
    let kept = FruitController()
    kept.clearsSelectionOnViewWillAppear = false
    navigation.pushViewController(kept, animated: false)
    kept.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.popViewController(animated: false)
    XCTAssertEqual(kept.tableView.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
  }
}
