import Foundation
import ViewCore

/// The geometry behind `rectForRow(at:)`, `rectForHeader(inSection:)`, `rect(forSection:)`,
/// `indexPathForRow(at:)` and `indexPathsForRows(in:)`.
extension UITableView {
  /// The row's rectangle in the table's (content) coordinates; `.zero` for a row that does not exist.
  func layoutRect(ofRow indexPath: IndexPath) -> CGRect {
    layoutIfNeededForQuery()
    guard let span = layout.span(of: indexPath) else { return .zero }
    return cardRect(minY: span.minY, height: span.height)
  }

  /// The header's rectangle where it lies in the content (not where a floating header is drawn).
  func layoutRect(ofHeaderInSection section: Int) -> CGRect {
    layoutIfNeededForQuery()
    guard layout.sections.indices.contains(section) else { return .zero }
    let info = layout.sections[section]
    return cardRect(minY: info.headerMinY, height: info.headerHeight)
  }

  /// The whole section: header, rows and the space below.
  func layoutRect(ofSection section: Int) -> CGRect {
    layoutIfNeededForQuery()
    guard layout.sections.indices.contains(section) else { return .zero }
    let info = layout.sections[section]
    return CGRect(x: 0, y: info.headerMinY, width: contentSize.width, height: info.maxY - info.headerMinY)
  }

  /// The row under `point` (table coordinates), or nil over a header, a footer, or past the rows.
  func layoutIndexPath(at point: CGPoint) -> IndexPath? {
    layoutIfNeededForQuery()
    guard point.x >= 0, point.x < max(contentSize.width, bounds.width) else { return nil }
    return layout.indexPath(atY: point.y)
  }

  /// The rows that overlap `rect` (table coordinates), in order.
  func layoutIndexPaths(in rect: CGRect) -> [IndexPath] {
    layoutIfNeededForQuery()
    let rect = rect.standardized
    return layout.indexPaths(fromY: rect.minY, toY: rect.maxY)
  }
}
