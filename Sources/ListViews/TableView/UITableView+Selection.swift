import Foundation
import ViewCore

extension UITableView {
  /// `selectRow(at:animated:scrollPosition:)`: deselections and the scroll go through the
  /// (overridable) `deselectRow(at:animated:)` and `scrollToRow(at:at:animated:)`.
  func selectRowProgrammatically(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    layoutIfNeededForQuery()
    guard let indexPath else {
      for row in selectedRows { deselectRow(at: row, animated: animated) }
      return
    }
    guard layout.contains(indexPath) else { return }
    if !allowsMultipleSelection {
      for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
    }
    selectedRows.insert(indexPath)
    visibleCellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  // MARK: Touches (forwarded by the cells)

  /// A touch reached the cell (after the scroll view's delay): highlight its row.
  func cellTouchDidBegin(_ cell: UITableViewCell) {
    // A touch on the rows while one is swiped open closes it and selects nothing.
    if openSwipe != nil {
      closeSwipe(animated: true)
      pressedRow = nil
      return
    }
    guard selectsOnTap, pressedRow == nil, let indexPath = indexPath(for: cell) else { return }
    if let delegate = tableDelegate, !delegate.tableView(self, shouldHighlightRowAt: indexPath) { return }
    pressedRow = indexPath
    cell.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
  }

  /// The touch moved off the cell: the press no longer counts.
  func cellTouchDidLeave(_ cell: UITableViewCell) {
    endPress(on: cell)
  }

  /// The touch lifted: select the pressed row if the finger is still on it and no drag began.
  func cellTouchDidEnd(_ cell: UITableViewCell, inside: Bool) {
    guard openSwipe == nil, let pressed = endPress(on: cell), inside, !isDragging else { return }
    if allowsFocus { setFocusedRow(pressed, scrolling: false) }
    selectRowFromTap(pressed)
  }

  /// A drag (or the system) took the touch: no selection.
  func cellTouchWasCancelled(_ cell: UITableViewCell) {
    endPress(on: cell)
  }

  /// Clears the press on `cell`'s row; returns that row if the cell was the pressed one.
  @discardableResult
  private func endPress(on cell: UITableViewCell) -> IndexPath? {
    guard let pressed = pressedRow, visibleCellsByIndexPath[pressed] === cell else { return nil }
    pressedRow = nil
    cell.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: pressed)
    return pressed
  }

  /// UIKit's tap sequence: `willSelectRowAt` may redirect or veto; a multiple-selection table
  /// toggles the row; otherwise the previous selection is deselected (with `didDeselectRowAt`)
  /// before `didSelectRowAt`.
  func selectRowFromTap(_ tapped: IndexPath) {
    if selectsMultipleOnTap, selectedRows.contains(tapped) {
      deselectRow(at: tapped, animated: false)
      tableDelegate?.tableView(self, didDeselectRowAt: tapped)
      return
    }
    let chosen = tableDelegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
    guard let indexPath = chosen, layout.contains(indexPath) else { return }
    if !selectsMultipleOnTap {
      for row in selectedRows.sorted() where row != indexPath {
        deselectRow(at: row, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: row)
      }
    }
    selectedRows.insert(indexPath)
    visibleCellsByIndexPath[indexPath]?.setSelected(true, animated: false)
    tableDelegate?.tableView(self, didSelectRowAt: indexPath)
  }
}
