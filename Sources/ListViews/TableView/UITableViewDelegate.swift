import Foundation
import ViewCore

/// A table view's delegate (UIKit's `UITableViewDelegate`): it is also the scroll view's
/// delegate, so assign it to `delegate`. Every method is optional.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// A row's height in points; `UITableView.automaticDimension` (the default) uses `rowHeight`.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A section header's height in points; `automaticDimension` (the default) uses the table's rule.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row a tap selects instead of `indexPath`, or nil to select nothing (default: `indexPath`).
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// A tap selected the row (not sent for `selectRow(at:animated:scrollPosition:)`).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// A tap deselected the row, or selecting another row did.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The actions a swipe to the right reveals on the row; nil (the default) for none.
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  /// The actions a swipe to the left reveals on the row; nil (the default) for none.
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  /// The context menu for the row a right click at `point` (in the table) is on; nil (the
  /// default) for none.
  func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
    -> UIContextMenuConfiguration?
  /// The row's info button (`detailButton`, `detailDisclosureButton`) was tapped; the row is
  /// not selected.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// The cell is about to appear on screen.
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The cell left the screen and went back to the reuse pool.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

  // MARK: Editing (UITableView+Editing.swift, UITableView+Reorder.swift)

  /// The control an editable row shows in editing mode (default `.delete`).
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
  /// The title of the button that confirms a delete (default "Delete").
  func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
  /// Whether the row's content moves right for the editing control (default true).
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
  /// Where a dragged row may go when it is over `proposedDestinationIndexPath` (default: there).
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// A swipe began to show the row's delete button (outside editing mode).
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// The row's swipe closed.
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)

  // MARK: Headers, footers and self-sizing

  /// A section footer's height in points; `automaticDimension` (the default) uses the table's rule.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A view for the section's header instead of its title; nil (the default) for the title's.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A view for the section's footer instead of its title; nil (the default) for the title's.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// A self-sizing row's height until it is measured, in points; `automaticDimension` (the
  /// default) uses `estimatedRowHeight`, 0 measures the row at once.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// Accepted for UIKit compatibility: self-sizing headers are measured when the table loads.
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
  /// Accepted for UIKit compatibility: self-sizing footers are measured when the table loads.
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
  /// The section's header view is about to appear on screen.
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// The section's footer view is about to appear on screen.
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// The section's header view left the screen.
  func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// The section's footer view left the screen.
  func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
}

extension UITableViewDelegate {
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
  public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }

  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  // MARK: Editing

  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
    -> String?
  { "Delete" }
  public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

  // MARK: Headers, footers and self-sizing

  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
}
