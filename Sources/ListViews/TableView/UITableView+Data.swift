import Foundation
import ViewCore

extension UITableView {
  /// The space above and below sections in a grouped table, in points: a choice of this project,
  /// close to iOS's look.
  static let groupedSectionSpacing: CGFloat = 18

  /// `reloadData()`: clears the selection and reloads every row.
  func reloadAllRows() {
    selectedRows.removeAll()
    reloadRows()
    setNeedsLayout()
  }

  /// Marks the data stale: the next layout reloads it.
  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  /// Rebuilds the structure and sends every visible cell back to the pool, so the next layout
  /// asks the data source for fresh ones. Selected rows that still exist stay selected.
  func reloadRows() {
    for indexPath in visibleCellsByIndexPath.keys.sorted() {
      if let cell = visibleCellsByIndexPath[indexPath] { enqueue(cell, leaving: indexPath) }
    }
    visibleCellsByIndexPath.removeAll()
    rebuildLayout()
    selectedRows = selectedRows.filter { layout.contains($0) }
    pressedRow = nil
    updateContentSize()
  }

  /// The width rows are laid out and measured at: the table's inside its side insets.
  var layoutWidth: CGFloat { max(0, bounds.width - adjustedContentInset.left - adjustedContentInset.right) }

  /// Asks the data source and delegate for the structure and heights. Self-sizing rows get their
  /// estimate (or, with estimation off, are measured now); self-sizing headers and footers are
  /// measured now.
  func rebuildLayout() {
    needsReload = false
    recycleAllHeadersAndFooters()
    // Cells made to measure rows show the old data: back to the pool.
    returnUnusedMeasuredCells()
    measuredWidth = layoutWidth
    var newLayout = TableLayout()
    guard let dataSource else {
      layout = newLayout
      return
    }
    let delegate = tableDelegate
    let sectionCount = max(0, dataSource.numberOfSections(in: self))
    for section in 0..<sectionCount {
      let rowCount = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
      var rowHeights = [CGFloat](repeating: 0, count: rowCount)
      var estimated: [Bool] = []
      for row in 0..<rowCount {
        let indexPath = IndexPath(row: row, section: section)
        switch rowHeightRule(at: indexPath, delegate: delegate) {
        case .fixed(let height):
          rowHeights[row] = height
        case .estimated(let height):
          newLayout.isSelfSizing = true
          if estimated.isEmpty { estimated = [Bool](repeating: false, count: rowCount) }
          estimated[row] = true
          rowHeights[row] = height
        case .measuredNow:
          newLayout.isSelfSizing = true
          rowHeights[row] = measureRowAtOnce(indexPath)
        }
      }
      let header = supplement(ofSection: section, footer: false)
      let footer = supplement(ofSection: section, footer: true)
      if sectionHeaderHeight < 0 || sectionFooterHeight < 0 { newLayout.isSelfSizing = true }
      newLayout.appendSection(
        header: header.kind, headerHeight: header.height, rowHeights: rowHeights, estimated: estimated,
        footer: footer.kind, footerHeight: footer.height)
    }
    layout = newLayout
  }

  /// How a row's height is found.
  enum RowHeightRule {
    case fixed(CGFloat)
    /// Self-sizing: this estimate until the row comes on screen.
    case estimated(CGFloat)
    /// Self-sizing with estimation off (an estimate of 0): measured when the table loads.
    case measuredNow
  }

  /// The delegate's height, else `rowHeight`; `automaticDimension` in both sizes the row from its
  /// content, estimated by the delegate's estimate, else `estimatedRowHeight` (automatic: 44).
  func rowHeightRule(at indexPath: IndexPath, delegate: UITableViewDelegate?) -> RowHeightRule {
    var height = delegate?.tableView(self, heightForRowAt: indexPath) ?? UITableView.automaticDimension
    if height < 0 { height = rowHeight }
    if height >= 0 { return .fixed(height) }
    var estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? UITableView.automaticDimension
    if estimate < 0 { estimate = estimatedRowHeight }
    if estimate < 0 { estimate = UITableView.defaultRowHeight }
    return estimate > 0 ? .estimated(estimate) : .measuredNow
  }

  /// What a section's header (or footer) shows and its height. The delegate's view wins over the
  /// title. The delegate's height, else the table's (`sectionHeaderHeight`, `sectionFooterHeight`)
  /// for a title or a view, measured from the content when that is `automaticDimension` (and for
  /// a grouped title taller than it); nothing to show takes no space in a plain table and the
  /// grouped spacing in a grouped one.
  func supplement(ofSection section: Int, footer: Bool) -> (kind: TableLayout.Supplement, height: CGFloat) {
    let delegate = tableDelegate
    let explicit =
      (footer
        ? delegate?.tableView(self, heightForFooterInSection: section)
        : delegate?.tableView(self, heightForHeaderInSection: section)) ?? UITableView.automaticDimension
    let view =
      footer
      ? delegate?.tableView(self, viewForFooterInSection: section)
      : delegate?.tableView(self, viewForHeaderInSection: section)
    let title =
      footer
      ? dataSource?.tableView(self, titleForFooterInSection: section)
      : dataSource?.tableView(self, titleForHeaderInSection: section)
    let kind: TableLayout.Supplement = view != nil ? .view : title.map { .title($0) } ?? .none
    defer { if let view { recycle(view, footer: footer) } }
    if explicit >= 0 { return (kind, explicit) }
    let tableValue = footer ? sectionFooterHeight : sectionHeaderHeight
    switch kind {
    case .none:
      guard style != .plain else { return (kind, 0) }
      return (kind, footer && tableValue >= 0 ? tableValue : UITableView.groupedSectionSpacing)
    case .view:
      guard tableValue < 0, let view else { return (kind, max(tableValue, 0)) }
      return (kind, fittedHeight(of: view))
    case .title(let text):
      guard tableValue < 0 || style != .plain else { return (kind, tableValue) }
      let titleView = titleView(footer: footer)
      titleView.setTitle(text)
      defer { recycle(titleView, footer: footer) }
      return (kind, max(tableValue, fittedHeight(of: titleView)))
    }
  }

  /// The content is as tall as the sections and as wide as the table inside its side insets.
  func updateContentSize() {
    let size = CGSize(width: layoutWidth, height: layout.height)
    if contentSize != size { contentSize = size }
  }
}
