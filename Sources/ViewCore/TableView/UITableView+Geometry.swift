import Foundation

extension UITableView {
  /// The row's rectangle in the table's (content) coordinates; `.zero` for a row that does not exist.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    layoutIfNeededForQuery()
    guard let span = layout.span(of: indexPath) else { return .zero }
    return CGRect(x: 0, y: span.minY, width: contentSize.width, height: span.height)
  }

  /// The header's rectangle where it lies in the content (not where a floating header is drawn).
  public func rectForHeader(inSection section: Int) -> CGRect {
    layoutIfNeededForQuery()
    guard layout.sections.indices.contains(section) else { return .zero }
    let info = layout.sections[section]
    return CGRect(x: 0, y: info.headerMinY, width: contentSize.width, height: info.headerHeight)
  }

  /// The whole section: header, rows and the space below.
  public func rect(forSection section: Int) -> CGRect {
    layoutIfNeededForQuery()
    guard layout.sections.indices.contains(section) else { return .zero }
    let info = layout.sections[section]
    return CGRect(x: 0, y: info.headerMinY, width: contentSize.width, height: info.maxY - info.headerMinY)
  }

  /// The row under `point` (table coordinates), or nil over a header, a footer, or past the rows.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    layoutIfNeededForQuery()
    guard point.x >= 0, point.x < max(contentSize.width, bounds.width) else { return nil }
    return layout.indexPath(atY: point.y)
  }

  /// The rows that overlap `rect` (table coordinates), in order.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath] {
    layoutIfNeededForQuery()
    let rect = rect.standardized
    return layout.indexPaths(fromY: rect.minY, toY: rect.maxY)
  }
}
