import Foundation

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

  // MARK: Footers (issue 23: headers, footers and self-sizing)

  /// The text of a section's footer; nil for no footer.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  // MARK: Footers (issue 23: headers, footers and self-sizing)

  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
