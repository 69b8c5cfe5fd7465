import Foundation
import ViewCore

/// Row and section updates with UIKit's animations: the rows that stay slide from their old
/// places to their new ones, inserted rows come in and deleted rows go out as the animation says
/// (`.fade`, `.left`, `.right`, `.top`, `.bottom`, `.none`; `.automatic` and `.middle` fade). A
/// batch whose counts do not add up is refused with UIKit's message, and the table reloads.
extension UITableView {
  /// How an inserted or deleted row comes or goes (UIKit's `UITableView.RowAnimation`).
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// How long a row update animates (seconds; a choice of this project, close to UIKit's).
  static let rowAnimationDuration: TimeInterval = 0.3

  /// Runs `updates` (which changes the data and calls the methods below), then applies all of its
  /// operations as one animated change; `completion` gets true when it has finished, false when
  /// the update was refused.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates(completion: completion)
  }

  /// Starts a batch that `endUpdates()` applies (they nest).
  public func beginUpdates() {
    if pendingRowUpdate == nil {
      layoutIfNeededForQuery()
      pendingRowUpdate = (CollectionUpdate(), [:], 0)
    }
    pendingRowUpdate?.depth += 1
  }

  public func endUpdates() { endUpdates(completion: nil) }

  private func endUpdates(completion: ((Bool) -> Void)?) {
    guard var pending = pendingRowUpdate else { return }
    pending.depth -= 1
    pendingRowUpdate = pending
    guard pending.depth == 0 else {
      completion?(true)
      return
    }
    pendingRowUpdate = nil
    applyRowUpdate(pending.update, animations: pending.animations, completion: completion)
  }

  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation, indexPaths) { $0.insertedItems.formUnion(indexPaths) }
  }
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation, indexPaths) { $0.deletedItems.formUnion(indexPaths) }
  }
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation, indexPaths) { $0.reloadedItems.formUnion(indexPaths) }
  }
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record(nil, []) { $0.movedItems.append((indexPath, newIndexPath)) }
  }
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animation, []) { $0.insertedSections.formUnion(sections) }
  }
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animation, []) { $0.deletedSections.formUnion(sections) }
  }
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animation, []) { $0.reloadedSections.formUnion(sections) }
  }

  /// Adds an operation to the open batch (or makes it a batch of its own); `animation` applies
  /// to `paths` and, for sections, to their rows (a move has none of its own).
  private func record(_ animation: RowAnimation?, _ paths: [IndexPath], _ change: (inout CollectionUpdate) -> Void) {
    beginUpdates()
    change(&pendingRowUpdate!.update)
    if let animation {
      for path in paths { pendingRowUpdate!.animations[path] = animation }
      pendingRowUpdate!.animations[IndexPath()] = animation
    }
    endUpdates()
  }

  private func applyRowUpdate(
    _ update: CollectionUpdate, animations: [IndexPath: RowAnimation], completion: ((Bool) -> Void)?
  ) {
    let old = (0..<layout.numberOfSections).map { layout.numberOfRows(inSection: $0) }
    let oldLayout = layout
    rebuildLayout()
    let new = (0..<layout.numberOfSections).map { layout.numberOfRows(inSection: $0) }
    let sources: [[IndexPath?]]
    switch update.mapping(old: old, new: new) {
    case .success(let mapping): sources = mapping
    case .failure(let error):
      let message = error.description.replacingOccurrences(of: "items", with: "rows")
        .replacingOccurrences(of: "collection view", with: "table view")
      Diagnostics.report("\(message) The table reloads its data instead.", from: "UITableView")
      reloadData()
      completion?(false)
      return
    }
    keepMeasuredHeights(from: oldLayout, sources: sources)
    let destination = CollectionUpdate.destinations(sources)
    let oldFrames = visibleCellsByIndexPath.mapValues(\.frame)
    let (staying, leaving) = CollectionUpdate.rekey(visibleCellsByIndexPath, by: destination)
    visibleCellsByIndexPath = staying
    selectedRows = Set(selectedRows.compactMap { destination[$0] })
    pressedRow = nil
    if let focused = focusedRow { focusedRow = destination[focused] }
    updateContentSize()
    measureRowsComingOnScreen()
    updateVisibleCells()
    updateSectionHeadersAndFooters()
    let fallback = animations[IndexPath()] ?? .automatic
    guard window != nil, fallback != .none || animations.values.contains(where: { $0 != .none }) else {
      for (path, cell) in leaving { enqueue(cell, leaving: path) }
      completion?(true)
      return
    }
    var moves: [(UITableViewCell, CGRect)] = []
    var arrivals: [(UITableViewCell, CGRect)] = []
    for (path, cell) in visibleCellsByIndexPath {
      let final = cell.frame
      if let source = sources[path.section][path.row] {
        if let start = oldFrames[source] {
          cell.frame = start
          moves.append((cell, final))
        } else if let span = oldLayout.span(of: source) {
          // Came into view by the update: from where its row was.
          cell.frame.origin.y = span.minY
          moves.append((cell, final))
        }
      } else {
        let style = animations[path] ?? fallback
        cell.frame = Self.offstage(final, style)
        if style != .none { cell.alpha = style == .fade || style == .automatic || style == .middle ? 0 : 1 }
        arrivals.append((cell, final))
      }
    }
    // The leaving rows stay drawn over their places until they have gone.
    for (_, cell) in leaving { bringSubviewToFront(cell) }
    UIView.animate(
      withDuration: Self.rowAnimationDuration, delay: 0, options: [],
      animations: {
        for (cell, final) in moves { cell.frame = final }
        for (cell, final) in arrivals {
          cell.frame = final
          cell.alpha = 1
        }
        for (path, cell) in leaving {
          let style = animations[path] ?? fallback
          cell.frame = Self.offstage(cell.frame, style)
          if style == .fade || style == .automatic || style == .middle { cell.alpha = 0 }
        }
      },
      completion: { [weak self] finished in
        for (path, cell) in leaving {
          cell.alpha = 1
          self?.enqueue(cell, leaving: path)
        }
        completion?(finished)
      })
  }

  /// Where a row comes from or goes to for `style`: beside the table, or above or below its place.
  private static func offstage(_ frame: CGRect, _ style: RowAnimation) -> CGRect {
    switch style {
    case .left: return frame.offsetBy(dx: -frame.width, dy: 0)
    case .right: return frame.offsetBy(dx: frame.width, dy: 0)
    case .top: return frame.offsetBy(dx: 0, dy: -frame.height)
    case .bottom: return frame.offsetBy(dx: 0, dy: frame.height)
    case .fade, .none, .middle, .automatic: return frame
    }
  }
}
