import Foundation

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
    rebuildLayout()
    selectedRows = selectedRows.filter { layout.contains($0) }
    for indexPath in visibleCellsByIndexPath.keys.sorted() {
      if let cell = visibleCellsByIndexPath[indexPath] { enqueue(cell, leaving: indexPath) }
    }
    visibleCellsByIndexPath.removeAll()
    pressedRow = nil
    updateContentSize()
  }

  /// Asks the data source and delegate for the structure and heights.
  func rebuildLayout() {
    needsReload = false
    var newLayout = TableLayout()
    guard let dataSource else {
      layout = newLayout
      return
    }
    let delegate = tableDelegate
    let sectionCount = max(0, dataSource.numberOfSections(in: self))
    for section in 0..<sectionCount {
      let rowCount = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
      let title = dataSource.tableView(self, titleForHeaderInSection: section)
      var rowHeights = [CGFloat](repeating: rowHeight, count: rowCount)
      if let delegate {
        for row in 0..<rowCount {
          let height = delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
          if height >= 0 { rowHeights[row] = height }
        }
      }
      var headerHeight =
        title == nil ? (style == .plain ? 0 : UITableView.groupedSectionSpacing) : sectionHeaderHeight
      if let delegate {
        let height = delegate.tableView(self, heightForHeaderInSection: section)
        if height >= 0 { headerHeight = height }
      }
      newLayout.appendSection(
        title: title, headerHeight: headerHeight, rowHeights: rowHeights, footerHeight: sectionFooterHeight)
    }
    layout = newLayout
  }

  /// The content is as tall as the sections and as wide as the table inside its side insets.
  func updateContentSize() {
    let width = max(0, bounds.width - adjustedContentInset.left - adjustedContentInset.right)
    let size = CGSize(width: width, height: layout.height)
    if contentSize != size { contentSize = size }
  }
}
