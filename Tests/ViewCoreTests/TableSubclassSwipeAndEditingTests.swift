import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// iOS's idiom for a table's swipe actions by subclassing: a `UITableViewController` that
/// overrides the swipe-action methods compiles (the class declares them) and a real swipe shows
/// the override's actions.
@MainActor
private final class FlaggingController: UITableViewController {
  var flagged: [Int] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
      flagged.append(indexPath.row)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [flag])
  }
}

@MainActor
final class TableSubclassSwipeAndEditingTests: XCTestCase {
  func testASwipeToTheLeftShowsTheControllersOverriddenTrailingActions() async throws {
    let controller = FlaggingController()
    let fixture = EditingFixture(controller)
    // A drag 120 pt to the left on row 1 (y 44 … 88), then lifted: the row opens on its actions.
    fixture.drag(from: CGPoint(x: 250, y: 66), step: CGPoint(x: -12, y: 0), steps: 10)
    let swipe = try XCTUnwrap(fixture.table.openSwipe, "the row opened")
    XCTAssertEqual(swipe.indexPath, IndexPath(row: 1, section: 0))
    XCTAssertEqual(swipe.actionsView.buttons.map { $0.title(for: .normal) }, ["Flag"], "the override's action")
    let width = swipe.actionsView.naturalWidth
    fixture.tap(CGPoint(x: 320 - width / 2, y: 66))
    XCTAssertEqual(controller.flagged, [1], "the action's handler ran for row 1")
  }
}
