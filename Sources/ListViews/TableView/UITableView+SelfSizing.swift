import Foundation
import ViewCore

/// Self-sizing rows (`rowHeight` or the delegate's height `automaticDimension`): each row starts at
/// its estimate and is measured from its cell when it comes on screen — by the content view's
/// constraints (`systemLayoutSizeFitting` at the table's width) when it has any, else by the
/// cell's `sizeThatFits`. Measured heights last until the data is reloaded or the width changes;
/// batch updates keep them for the rows that stay. When rows above the ones on screen change
/// height, the offset moves by the same amount (and so does whatever is scrolling), so the
/// content on screen stays still.
extension UITableView {
  /// The most measuring rounds in one layout pass (a choice of this project): rows measured
  /// shorter than their estimates bring more rows on screen, which are measured in turn.
  static let maximumMeasuringRounds = 8

  /// Measures the estimated rows in the visible rect, keeping the first visible measured row
  /// (or, during an animated `scrollToRow`, its row) where it is on screen.
  func measureRowsComingOnScreen() {
    // The target of an animated `scrollToRow` holds until the pass after the animation's last
    // frame (rows reaching the screen in that frame are measured after it ended).
    defer { if !isAnimatingOffset { scrollTargetRow = nil } }
    if layout.isSelfSizing, measuredWidth != layoutWidth {
      // New width, new heights: everything is estimated again.
      rebuildLayout()
      updateContentSize()
    }
    guard layout.hasEstimatedRows else { return }
    for _ in 0..<Self.maximumMeasuringRounds {
      let visible = layout.indexPaths(fromY: bounds.minY, toY: bounds.maxY)
      let unmeasured = visible.filter { layout.isEstimated($0) }
      guard !unmeasured.isEmpty else { break }
      var heights: [IndexPath: CGFloat] = [:]
      for indexPath in unmeasured { heights[indexPath] = measureRow(indexPath) }
      setMeasuredHeights(heights, anchor: anchorRow(among: visible))
    }
  }

  /// Measures `indexPath` now if it is estimated (`scrollToRow` needs its real place).
  func measureRowIfEstimated(_ indexPath: IndexPath) {
    guard layout.isEstimated(indexPath) else { return }
    let visible = layout.indexPaths(fromY: bounds.minY, toY: bounds.maxY)
    let height = measureRow(indexPath)
    setMeasuredHeights([indexPath: height], anchor: anchorRow(among: visible))
  }

  /// The row that holds its place while rows are measured: the first on screen that is measured
  /// already — content above it that changes height moves the offset, so what is on screen does
  /// not jump — except that the content's first row, when all of it is on screen (one just
  /// inserted at the top of a list resting there), holds its own place and pushes the rows below.
  private func anchorRow(among visible: [IndexPath]) -> IndexPath? {
    if let first = visible.first, let top = layout.span(of: first)?.minY, top <= 0.5, top >= bounds.minY - 0.5 {
      return first
    }
    return visible.first { !layout.isEstimated($0) }
  }

  /// Applies measured heights; the content above `anchor` (a row) that changed height moves the
  /// offset by as much.
  private func setMeasuredHeights(_ heights: [IndexPath: CGFloat], anchor: IndexPath?) {
    // The target row holds while the animation runs and, after it, while it is on screen.
    let target = scrollTargetRow.flatMap { row -> IndexPath? in
      guard let span = layout.span(of: row) else { return nil }
      if isAnimatingOffset { return row }
      return span.minY < bounds.maxY && span.minY + span.height > bounds.minY ? row : nil
    }
    let anchorRow = target ?? anchor
    let anchorY = anchorRow.flatMap { layout.span(of: $0)?.minY } ?? -.infinity
    let shift = layout.setMeasuredHeights(heights, anchorY: anchorY)
    // The offset moves first: a content size that shrank would otherwise clamp a resting offset
    // on its own, and the shift would then be applied twice.
    if shift != 0 { shiftContent(by: CGPoint(x: 0, y: shift), limited: false) }
    updateContentSize()
  }

  /// The row's height from its cell: the visible one, else one the data source gives (kept for
  /// the row's display in this layout pass).
  func measureRow(_ indexPath: IndexPath) -> CGFloat {
    if let cell = visibleCellsByIndexPath[indexPath] ?? measuredCells[indexPath] { return fittedHeight(of: cell) }
    guard let dataSource else { return 0 }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    measuredCells[indexPath] = cell
    return fittedHeight(of: cell)
  }

  /// With estimation off: the row measured while the table loads, its cell back to the pool unseen.
  func measureRowAtOnce(_ indexPath: IndexPath) -> CGFloat {
    guard let dataSource else { return 0 }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    let height = fittedHeight(of: cell)
    if visibleCellsByIndexPath.values.contains(where: { $0 === cell }) == false { returnUnseen(cell) }
    return height
  }

  /// The height `cell` needs at the table's width.
  func fittedHeight(of cell: UITableViewCell) -> CGFloat {
    let width = layoutWidth
    cell.frame.size.width = width
    let accessory = cell.accessoryType == .none ? 0 : UITableViewCell.accessoryWidth
    let contentWidth = max(0, width - accessory)
    cell.contentView.frame.size.width = contentWidth
    if let height = Self.constrainedHeight(of: cell.contentView, width: contentWidth) { return height }
    return cell.sizeThatFits(CGSize(width: width, height: 0)).height
  }

  /// Cells made for measuring whose rows did not come on screen go back to the pool unseen.
  func returnUnusedMeasuredCells() {
    for indexPath in measuredCells.keys.sorted() {
      if let cell = measuredCells[indexPath] { returnUnseen(cell) }
    }
    measuredCells.removeAll()
  }

  private func returnUnseen(_ cell: UITableViewCell) {
    cell.isHidden = true
    guard let identifier = cell.reuseIdentifier,
      (reusePool[identifier]?.count ?? 0) < UITableView.maximumPooledCellsPerIdentifier
    else {
      cell.removeFromSuperview()
      return
    }
    if reusePool[identifier]?.contains(where: { $0 === cell }) != true {
      reusePool[identifier, default: []].append(cell)
    }
  }

  /// After a batch update: rows that stayed keep the heights measured before it (`sources`: each
  /// new row's row before the update, nil for inserted and reloaded ones).
  func keepMeasuredHeights(from old: TableLayout, sources: [[IndexPath?]]) {
    guard layout.hasEstimatedRows, measuredWidth == layoutWidth else { return }
    var heights: [IndexPath: CGFloat] = [:]
    for (section, rows) in sources.enumerated() {
      for (row, source) in rows.enumerated() {
        let indexPath = IndexPath(row: row, section: section)
        guard let source, layout.isEstimated(indexPath), old.contains(source), !old.isEstimated(source),
          let span = old.span(of: source)
        else { continue }
        heights[indexPath] = span.height
      }
    }
    if !heights.isEmpty { layout.setMeasuredHeights(heights) }
  }
}
