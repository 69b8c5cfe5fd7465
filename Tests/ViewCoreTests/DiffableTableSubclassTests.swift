import Foundation
// Deliberately not `@testable`: only a plain import proves that these methods are `open`.
import ListViews
import ViewCore
import XCTest

/// iOS's idiom for editing a diffable table: a `UITableViewDiffableDataSource` subclass
/// overriding the editing and title methods compiles (the class declares them `open`) and the
/// table calls the overrides.
@MainActor
private final class EditableDataSource: UITableViewDiffableDataSource<Int, String> {
  var moves: [(IndexPath, IndexPath)] = []
  var deleted: [String] = []

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Section \(section)"
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
    deleted.append(item)
    var snapshot = snapshot()
    snapshot.deleteItems([item])
    apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
final class DiffableTableSubclassTests: XCTestCase {
  func testADiffableDataSourceSubclassesEditingOverridesAreWhatTheTableCalls() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    window.addSubview(table)
    let source = EditableDataSource(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c"])
    source.apply(snapshot, animatingDifferences: false)
    window.advance(to: 1)
    _ = window.makeDisplayList()
    let dataSource = try XCTUnwrap(table.dataSource)
    XCTAssertEqual(dataSource.tableView(table, titleForHeaderInSection: 0), "Section 0")
    table.setEditing(true, animated: false)
    window.advance(to: 2)
    _ = window.makeDisplayList()
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    XCTAssertTrue(cell.showsReorderControl, "overriding moveRowAt gives the rows reorder controls")
    dataSource.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
    XCTAssertEqual(source.deleted, ["b"])
    XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
  }
}
