import Foundation

@testable import ListViews
@testable import ViewCore

/// Rows 0, 1, 2 … that can be deleted, inserted and moved, recording what the table committed
/// and moved; its delegate answers come from the closures it holds.
@MainActor
final class EditableRows: UITableViewDataSource, UITableViewDelegate {
  var items: [Int]
  var commits: [(UITableViewCell.EditingStyle, IndexPath)] = []
  var moves: [(IndexPath, IndexPath)] = []
  var selected: [IndexPath] = []
  var editingStyle: (IndexPath) -> UITableViewCell.EditingStyle = { _ in .delete }
  var target: (IndexPath, IndexPath) -> IndexPath = { $1 }

  init(count: Int) { items = Array(0..<count) }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Item \(items[indexPath.row])"
    return cell
  }
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    commits.append((editingStyle, indexPath))
    if editingStyle == .delete {
      items.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    moves.append((sourceIndexPath, destinationIndexPath))
    items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    editingStyle(indexPath)
  }
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { target(sourceIndexPath, proposedDestinationIndexPath) }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// Rows that cannot move: no `moveRowAt`, no `commit`, no `canEditRowAt`.
@MainActor
final class FixedRows: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
}

/// A 320 × 600 window holding a plain table of 44-pt rows fed by `source`, with the finger
/// gestures the editing tests need. Time starts at 1 s and moves only forward.
@MainActor
final class EditingFixture<Source: UITableViewDataSource & UITableViewDelegate> {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
  let source: Source
  private(set) var time: TimeInterval = 1

  init(_ source: Source) {
    self.source = source
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    window.advance(to: time)
    _ = window.makeDisplayList()
  }

  func cell(_ row: Int) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }

  /// Lets `seconds` pass, drawing a frame.
  func wait(_ seconds: TimeInterval = 0.5) {
    time += seconds
    window.advance(to: time)
    _ = window.makeDisplayList()
  }

  /// A press and quick release at `point` (window coordinates), then half a second.
  func tap(_ point: CGPoint) {
    window.handle(Finger.tap(point.x, point.y, at: time))
    time += 0.05
    wait()
  }

  /// A finger down at `start`, moved by `step` `steps` times 20 ms apart; lifted unless `lift` is false.
  func drag(from start: CGPoint, step: CGPoint, steps: Int, lift: Bool = true) {
    window.handle([Finger.down(start.x, start.y, at: time)])
    var point = start
    for _ in 0..<steps {
      time += 0.02
      point.x += step.x
      point.y += step.y
      window.handle([Finger.move(point.x, point.y, at: time)])
    }
    wait(0.5)
    lastPoint = point
    if lift { self.lift() }
  }

  private var lastPoint = CGPoint.zero

  /// Lifts the finger of the last drag where it is, then half a second.
  func lift() {
    window.handle([Finger.up(lastPoint.x, lastPoint.y, at: time)])
    wait()
  }
}
