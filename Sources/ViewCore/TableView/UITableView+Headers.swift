import Foundation

extension UITableView {
  /// Shows a header view for each titled section overlapping the bounds, recycling the others.
  /// In a plain table a header floats: it stays at the top of the visible area while its
  /// section passes under it, and the next section's header pushes it up.
  func updateSectionHeaders() {
    let top = bounds.minY + adjustedContentInset.top
    var wanted: [Int: CGRect] = [:]
    for section in layout.sectionIndices(fromY: bounds.minY, toY: bounds.maxY) {
      let info = layout.sections[section]
      guard info.title != nil, info.headerHeight > 0 else { continue }
      var y = info.headerMinY
      if style == .plain { y = min(max(y, top), info.maxY - info.headerHeight) }
      let rect = CGRect(x: 0, y: y, width: contentSize.width, height: info.headerHeight)
      if rect.overlaps(bounds) { wanted[section] = rect }
    }
    for (section, header) in visibleHeaders where wanted[section] == nil {
      header.isHidden = true
      reusableHeaders.append(header)
      visibleHeaders[section] = nil
    }
    for (section, rect) in wanted.sorted(by: { $0.key < $1.key }) {
      let header = visibleHeaders[section] ?? dequeueHeader()
      visibleHeaders[section] = header
      header.setTitle(layout.sections[section].title)
      header.frame = rect
    }
  }

  private func dequeueHeader() -> UITableViewHeaderFooterView {
    let header = reusableHeaders.popLast() ?? UITableViewHeaderFooterView(style: style)
    header.isHidden = false
    // Cells are inserted at the back, so headers added at the front stay above the rows they
    // float over without reordering subviews on every scroll.
    if header.superview !== self { addSubview(header) }
    return header
  }
}
