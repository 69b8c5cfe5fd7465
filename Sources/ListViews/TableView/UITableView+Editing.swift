import Foundation
import ViewCore

/// Editing mode: editable rows show a delete (or insert) control at the leading edge and, when
/// the data source moves rows, a reorder control at the trailing edge. Tapping a delete control
/// reveals the delete button at the trailing edge as a trailing swipe does (the swipe machinery
/// of UITableView+Swipe.swift shows it); tapping that commits the delete. Outside editing mode,
/// a data source that edits rows gets swipe-to-delete when the delegate offers no trailing actions.
extension UITableView {
  /// `setEditing(_:animated:)`.
  func applyEditing(_ editing: Bool, animated: Bool) {
    guard editing != editingState else { return }
    if openSwipe != nil { closeSwipe(animated: animated) }
    finishReorder()
    layoutIfNeededForQuery()
    editingState = editing
    if let pressed = pressedRow, let cell = visibleCellsByIndexPath[pressed] {
      cell.setHighlighted(false, animated: false)
      pressedRow = nil
    }
    for (indexPath, cell) in visibleCellsByIndexPath {
      configureEditing(of: cell, at: indexPath, animated: animated)
    }
  }

  /// Gives a cell its row's editing style, indentation and reorder control, and the table's
  /// editing mode. A cell that is not the open swipe's loses any swipe offset it kept.
  func configureEditing(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
    if openSwipe?.indexPath != indexPath { slide(cell, by: 0) }
    cell.editingControl?.isConfirming = false
    if editingState {
      let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
      cell.editingStyle =
        editable ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
      cell.indentsForTable =
        editable && (tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true)
      cell.showsReorderControl = dataSourceMovesRows && dataSource?.tableView(self, canMoveRowAt: indexPath) == true
    }
    if cell.isEditing != editingState {
      cell.setEditing(editingState, animated: animated)
    } else if editingState {
      cell.applyEditingLayout(animated: false)
    }
  }

  /// Whether taps select rows now (`allowsSelectionDuringEditing` in editing mode).
  var selectsOnTap: Bool { editingState ? allowsSelectionDuringEditing : allowsSelection }
  /// Whether taps toggle rows in a multiple selection now.
  var selectsMultipleOnTap: Bool {
    editingState ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Whether the data source implements `tableView(_:moveRowAt:to:)`, which is what makes
  /// reorder controls appear on iOS. Swift cannot ask an object whether it wrote a protocol
  /// method that has a default, so the table asks the method itself, once per data source, when
  /// its rows first need editing controls: it sends a move of the first row to where it already
  /// is (a move that changes nothing in the usual implementation, which removes the item and
  /// inserts it again at the destination), and the protocol's default implementation marks that
  /// it was the one that answered. A data source with no rows yet is asked again later.
  var dataSourceMovesRows: Bool {
    guard let dataSource else { return false }
    let identity = ObjectIdentifier(dataSource)
    if let answer = movesRowsAnswer, answer.source == identity { return answer.moves }
    guard let section = (0..<layout.numberOfSections).first(where: { layout.numberOfRows(inSection: $0) > 0 })
    else { return false }
    let first = IndexPath(row: 0, section: section)
    defaultImplementationAnswered = false
    dataSource.tableView(self, moveRowAt: first, to: first)
    let moves = !defaultImplementationAnswered
    movesRowsAnswer = (identity, moves)
    return moves
  }

  /// The delete button swipe-to-delete reveals (outside editing mode) when the delegate offers no
  /// trailing actions. On iOS it appears whenever the data source implements
  /// `tableView(_:commit:forRowAt:)`; Swift cannot see that without calling it (which would
  /// delete), so here it appears when the data source answers `tableView(_:canEditRowAt:)` itself,
  /// with true, and the row's editing style is `.delete` (the Xcode template implements both).
  func defaultTrailingActions(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard !editingState, let dataSource else { return nil }
    defaultImplementationAnswered = false
    let editable = dataSource.tableView(self, canEditRowAt: indexPath)
    guard editable, !defaultImplementationAnswered,
      (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    else { return nil }
    return deleteConfiguration(for: indexPath)
  }

  /// One red button titled as the delegate says (default "Delete") that commits the delete.
  func deleteConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration {
    let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
      guard let self, let dataSource = self.dataSource else { return done(false) }
      dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  /// A row's editing control was tapped: an open delete button closes (and nothing else
  /// happens); otherwise a delete control reveals the row's delete button and an insert control
  /// commits the insert.
  func editingControlTapped(in cell: UITableViewCell) {
    guard editingState, let indexPath = indexPath(for: cell) else { return }
    if openSwipe != nil {
      closeSwipe(animated: true)
      return
    }
    switch cell.editingStyle {
    case .insert:
      dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
    case .delete:
      let configuration = deleteConfiguration(for: indexPath)
      configuration.performsFirstActionWithFullSwipe = false
      let swipe = RowSwipeState(
        indexPath: indexPath, configuration: configuration, leading: false,
        perform: { [weak self] action, swipe in self?.perform(action, of: swipe) })
      openSwipe = swipe
      cell.editingControl?.isConfirming = true
      animateSwipe(to: -swipe.actionsView.naturalWidth, completion: nil)
    case .none:
      break
    }
  }
}
