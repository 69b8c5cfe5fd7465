import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// Swipe actions on table rows driven through the window as a finger does it.
@MainActor
final class TableViewSwipeTests: XCTestCase {
  private final class Rows: UITableViewDataSource, UITableViewDelegate {
    var count = 20
    var performed: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
        self.performed.append("Delete \(indexPath.row)")
        self.count -= 1
        tableView.deleteRows(at: [indexPath], with: .automatic)
        done(true)
      }
      let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
        self.performed.append("Flag \(indexPath.row)")
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete, flag])
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in
          self.performed.append("Pin \(indexPath.row)")
          done(true)
        }
      ])
    }
  }

  private var rows = Rows()

  private func table() -> (UITableView, UIWindow) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    rows = Rows()
    table.dataSource = rows
    table.delegate = rows
    window.addSubview(table)
    _ = window.makeDisplayList()
    return (table, window)
  }

  /// A finger from `start` moving by `step` `steps` times, 20 ms apart, held `hold` s, lifted.
  private func drag(
    _ window: UIWindow, from start: CGPoint, step: CGPoint, steps: Int, at time: TimeInterval, hold: TimeInterval = 0
  ) -> TimeInterval {
    var t = time
    window.handle([Finger.down(start.x, start.y, at: t)])
    var point = start
    for _ in 0..<steps {
      t += 0.02
      point.x += step.x
      point.y += step.y
      window.handle([Finger.move(point.x, point.y, at: t)])
    }
    t += hold
    window.handle([Finger.up(point.x, point.y, at: t)])
    window.advance(to: t + 0.5)
    return t + 0.5
  }

  func testASlowSwipePastHalfTheActionsOpensTheRowAndItStaysOpen() async throws {
    let (table, window) = table()
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    // 150 pt, past half of the two buttons' width (Delete and Flag, 205 pt), held still.
    _ = drag(window, from: CGPoint(x: 300, y: 22), step: CGPoint(x: -10, y: 0), steps: 15, at: 1, hold: 0.2)
    let swipe = try XCTUnwrap(table.openSwipe, "the row is open")
    let width = swipe.actionsView.naturalWidth
    XCTAssertGreaterThanOrEqual(width, 2 * SwipeActionsView.minimumButtonWidth, "two buttons")
    XCTAssertEqual(cell.transform.tx, -width, "open by exactly the actions' width")
    XCTAssertEqual(swipe.actionsView.frame, CGRect(x: 320 - width, y: 0, width: width, height: 44))
    XCTAssertEqual(table.contentOffset.y, 0, "the table did not scroll")
    XCTAssertEqual(rows.performed, [])
  }

  func testAFullSwipeRunsTheFirstActionAndTheRowIsDeleted() async throws {
    let (table, window) = table()
    _ = drag(window, from: CGPoint(x: 300, y: 66), step: CGPoint(x: -25, y: 0), steps: 10, at: 1)
    XCTAssertEqual(rows.performed, ["Delete 1"])
    XCTAssertEqual(table.numberOfRows(inSection: 0), 19)
    XCTAssertNil(table.openSwipe, "nothing stays open")
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.transform, .identity)
  }

  func testAVerticalDragOnARowScrollsTheTable() async throws {
    let (table, window) = table()
    _ = drag(window, from: CGPoint(x: 200, y: 300), step: CGPoint(x: -1, y: -15), steps: 10, at: 1, hold: 0.2)
    XCTAssertNil(table.openSwipe)
    XCTAssertEqual(table.contentOffset.y, 140, accuracy: 12, "the table followed the finger")
  }

  func testAnotherRowsSwipeClosesTheOpenOne() async throws {
    let (table, window) = table()
    let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    var time = drag(window, from: CGPoint(x: 300, y: 22), step: CGPoint(x: -10, y: 0), steps: 15, at: 1, hold: 0.2)
    XCTAssertNotEqual(first.transform.tx, 0)
    time = drag(window, from: CGPoint(x: 300, y: 110), step: CGPoint(x: -10, y: 0), steps: 15, at: time, hold: 0.2)
    XCTAssertEqual(first.transform.tx, 0, "row 0 closed")
    XCTAssertEqual(table.openSwipe?.indexPath, IndexPath(row: 2, section: 0))
  }

  /// A swipe to the right reveals the leading action at the left edge; a full one runs it.
  func testASwipeToTheRightRevealsTheLeadingActionAndAFullOneRunsIt() async throws {
    let (table, window) = table()
    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    var time = drag(window, from: CGPoint(x: 20, y: 22), step: CGPoint(x: 10, y: 0), steps: 8, at: 1, hold: 0.2)
    let swipe = try XCTUnwrap(table.openSwipe, "open to the right")
    let width = swipe.actionsView.naturalWidth
    XCTAssertEqual(cell.transform.tx, width)
    XCTAssertEqual(swipe.actionsView.frame, CGRect(x: 0, y: 0, width: width, height: 44))
    time = drag(window, from: CGPoint(x: 20, y: 66), step: CGPoint(x: 25, y: 0), steps: 10, at: time)
    XCTAssertEqual(rows.performed, ["Pin 1"], "a full swipe to the right pins row 1")
    XCTAssertEqual(cell.transform.tx, 0, "row 0 closed when row 1 was swiped")
  }
}
