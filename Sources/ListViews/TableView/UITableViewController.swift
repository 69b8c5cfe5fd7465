import Foundation
import ViewCore

/// A controller whose view is a table (UIKit's `UITableViewController`): the table is its own
/// data source and delegate, and a subclass overrides the data-source and delegate methods, as in
/// Xcode's template. They are declared here, in the class, so an `override` in a subclass is
/// what the table calls (a method that only a protocol extension provides cannot be overridden).
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let initialStyle: UITableView.Style
  private var table: UITableView?

  /// Deselects the selected rows each time the view is about to appear (default true), so coming
  /// back to the list shows no stale selection.
  open var clearsSelectionOnViewWillAppear = true

  /// A controller with a table of `style`.
  public init(style: UITableView.Style) {
    initialStyle = style
    super.init()
  }

  /// A controller with a plain table.
  public override convenience init() {
    self.init(style: .plain)
  }

  /// A controller with a plain table (storyboards do not exist here; the coder is not read).
  public required init?(coder: NSCoder) {
    initialStyle = .plain
    super.init(coder: coder)
  }

  /// The table, which is also the controller's view.
  open var tableView: UITableView! {
    get {
      if let table { return table }
      _ = view
      return table
    }
    set {
      guard let newValue else { return }
      table = newValue
      newValue.dataSource = self
      newValue.delegate = self
      setView(newValue)
    }
  }

  /// The table's pull-to-refresh control (UIKit's `UITableViewController.refreshControl`).
  open var refreshControl: UIRefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  open override func loadView() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: initialStyle)
    tableView = table
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let rows = table?.indexPathsForSelectedRows else { return }
    for row in rows { table?.deselectRow(at: row, animated: animated) }
  }

  /// The table takes the keyboard (and, with no row focused yet, focuses its first row), as
  /// UIKit's focus system does with a hardware keyboard.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let table, table.allowsFocus else { return }
    table.becomeFirstResponder()
    if table.focusedRow == nil, table.numberOfSections > 0, table.numberOfRows(inSection: 0) > 0 {
      table.setFocusedRow(IndexPath(row: 0, section: 0), scrolling: false)
    }
  }

  /// Records editing mode and puts the table in it (or out of it), as UIKit's does.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    table?.setEditing(editing, animated: animated)
  }

  // MARK: UITableViewDataSource (override in a subclass)

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// The default is an empty cell (UIKit raises here; a subclass that lists rows overrides it).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  // MARK: Editing (override in a subclass; the defaults are the protocol's)

  /// True. Like the protocol's default, it notes that the answer was not the subclass's own.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    tableView.defaultImplementationAnswered = true
    return true
  }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing but tell the table that rows do not move (a subclass that overrides it moves them).
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    tableView.defaultImplementationAnswered = true
  }
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
    -> String?
  { "Delete" }
  open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
    true
  }
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// The actions a swipe to the right reveals on the row; nil (the default) for none.
  open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
  /// The actions a swipe to the left reveals on the row; nil (the default) for the standard Delete
  /// of a row the data source lets be edited.
  open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

  // MARK: UITableViewDelegate (override in a subclass)

  /// No context menu, the protocol's default; a subclass overrides it to give one for a row.
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }

  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }

  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }

  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  // MARK: Headers, footers and self-sizing (override in a subclass)

  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }

  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }

  open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}

  open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}

  // MARK: UIScrollViewDelegate (override in a subclass)

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
