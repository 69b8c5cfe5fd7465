import Foundation
import ViewCore

extension UITableView {
  /// `scrollToRow(at:at:animated:)`: the row at `position` in the area inside the content insets
  /// (and below a plain table's floating header), clamped to the scrollable range.
  func scrollRowIntoView(_ indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    layoutIfNeededForQuery()
    // A row still at its estimate is measured first, so the scroll lands on its real place.
    measureRowIfEstimated(indexPath)
    guard let span = layout.span(of: indexPath) else { return }
    let row = CGRect(x: 0, y: span.minY, width: contentSize.width, height: span.height)
    // A plain table's floating header and footer cover the top and bottom of the visible area.
    let section = layout.sections[indexPath.section]
    let headerHeight = style == .plain && section.header != .none ? section.headerHeight : 0
    let footerHeight = style == .plain && section.footer != .none ? section.footerHeight : 0
    let visibleTop = adjustedContentInset.top + headerHeight
    let visibleHeight = bounds.height - visibleTop - adjustedContentInset.bottom - footerHeight
    var y = contentOffset.y
    switch position {
    case .none:
      if row.minY < contentOffset.y + visibleTop {
        y = row.minY - visibleTop
      } else if row.maxY > contentOffset.y + visibleTop + visibleHeight {
        y = row.maxY - visibleTop - visibleHeight
      }
    case .top:
      y = row.minY - visibleTop
    case .middle:
      y = row.midY - visibleTop - visibleHeight / 2
    case .bottom:
      y = row.maxY - visibleTop - visibleHeight
    }
    let target = clampedContentOffset(CGPoint(x: contentOffset.x, y: y))
    guard target != contentOffset else { return }
    // While it animates, rows measured on the way keep this row where the scroll ends.
    scrollTargetRow = animated ? indexPath : nil
    setContentOffset(target, animated: animated)
  }
}
