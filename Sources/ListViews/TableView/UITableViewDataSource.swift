import Foundation
import ViewCore

/// Supplies a table view's sections, rows and cells (UIKit's `UITableViewDataSource`).
/// The two row methods are required; the others default to one section and no titles.
@MainActor
public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row, usually from `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  /// The text of a section's header; nil for no header.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

  // MARK: Editing (UITableView+Editing.swift, UITableView+Reorder.swift)

  /// Whether the row shows an editing control in editing mode (default true).
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// The person confirmed a delete or tapped an insert control: change the data, then call
  /// `deleteRows(at:with:)` or `insertRows(at:with:)`, as on iOS.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  /// Whether the row shows a reorder control in editing mode (default true; only asked when the
  /// data source implements `tableView(_:moveRowAt:to:)`).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// A dragged row was dropped at `destinationIndexPath`: move the data (the table has already
  /// moved the row). Implementing it is what makes reorder controls appear; the table finds out
  /// by sending it once a move of the first row to itself (UITableView+Editing.swift).
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

  // MARK: Footers

  /// The text of a section's footer; nil for no footer.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  // MARK: Editing

  /// True; the table also notes that the data source left the answer to the default (it offers
  /// swipe-to-delete only to data sources that answer themselves: UITableView+Editing.swift).
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    tableView.defaultImplementationAnswered = true
    return true
  }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing but tell the table that the data source does not move rows.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    tableView.defaultImplementationAnswered = true
  }

  // MARK: Footers

  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
