import Foundation
import ViewCore

extension UITableView {
  /// The most cells kept per identifier in the pool (a choice of this project); more than a
  /// screenful is never needed, and a data source that makes new cells instead of dequeuing would
  /// otherwise grow it forever.
  static let maximumPooledCellsPerIdentifier = 64

  /// `dequeueReusableCell(withIdentifier:)`: a pooled cell (after its `prepareForReuse()`), else a
  /// new one of the registered class, else nil.
  func dequeuePooledOrRegisteredCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var pool = reusePool[identifier], let cell = pool.popLast() {
      reusePool[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registeredCellClasses[identifier] else { return nil }
    return cellClass.init(style: .default, reuseIdentifier: identifier)
  }

  /// Gives cells to exactly the rows that intersect the bounds: those that left go to the pool
  /// first, so the data source dequeues them for the rows that arrived.
  func updateVisibleCells() {
    // While a row is dragged, the rows beside the visible ones may slide into view.
    let margin = reorder?.height ?? 0
    let wanted = layout.indexPaths(fromY: bounds.minY - margin, toY: bounds.maxY + margin)
    let wantedSet = Set(wanted)
    // In row order, so which cell comes back for which row does not depend on hashing. The
    // dragged row keeps its cell wherever the content scrolls.
    for indexPath in visibleCellsByIndexPath.keys.sorted()
    where !wantedSet.contains(indexPath) && indexPath != reorder?.source {
      if let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) {
        enqueue(cell, leaving: indexPath)
      }
    }
    guard let dataSource else { return }
    for indexPath in wanted {
      if let cell = visibleCellsByIndexPath[indexPath] {
        place(cell, at: indexPath)
        continue
      }
      // A cell made to measure the row (UITableView+SelfSizing.swift) shows it.
      let cell = measuredCells.removeValue(forKey: indexPath) ?? dataSource.tableView(self, cellForRowAt: indexPath)
      visibleCellsByIndexPath[indexPath] = cell
      if cell.superview !== self { insertSubview(cell, at: 0) }
      cell.isHidden = false
      cell.tableView = self
      cell.adoptDefaultBackground(grouped: style != .plain)
      cell.setHighlighted(pressedRow == indexPath, animated: false)
      cell.setSelected(selectedRows.contains(indexPath), animated: false)
      cell.showsFocus = focusedRow == indexPath
      configureEditing(of: cell, at: indexPath, animated: false)
      place(cell, at: indexPath)
      // The data source may have changed the labels without changing the size.
      cell.setNeedsLayout()
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }
    returnUnusedMeasuredCells()
  }

  /// Sets a visible cell's frame and separator for its row.
  private func place(_ cell: UITableViewCell, at indexPath: IndexPath) {
    guard let span = layout.span(of: indexPath) else { return }
    cell.frame = cardRect(minY: span.minY, height: span.height)
    let isLastInSection = indexPath.row == layout.numberOfRows(inSection: indexPath.section) - 1
    // An inset grouped section's card ends without a line; a grouped one's last line spans the table.
    let hidesSeparator = separatorStyle == .none || (style == .insetGrouped && isLastInSection)
    cell.separatorColor = hidesSeparator ? nil : separatorColor
    cell.separatorInset = style == .grouped && isLastInSection ? .zero : separatorInset
    shapeCard(of: cell, first: indexPath.row == 0, last: isLastInSection)
    if reorder != nil { placeDuringReorder(cell, at: indexPath) }
  }

  /// Takes a cell off screen: hidden (not removed, so it does not cost a re-layout when it
  /// returns) and pooled by its identifier; cells without one are discarded.
  func enqueue(_ cell: UITableViewCell, leaving indexPath: IndexPath) {
    cell.isHidden = true
    cell.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    guard let identifier = cell.reuseIdentifier,
      (reusePool[identifier]?.count ?? 0) < UITableView.maximumPooledCellsPerIdentifier
    else {
      cell.tableView = nil
      cell.removeFromSuperview()
      return
    }
    reusePool[identifier, default: []].append(cell)
  }
}
