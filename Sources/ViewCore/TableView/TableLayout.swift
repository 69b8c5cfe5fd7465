import Foundation

/// The vertical geometry of a table's content, computed once per `reloadData()`: where each
/// section's header, rows and footer space lie, in content coordinates. Lookups binary-search,
/// so finding the rows in the visible rect costs O(log n) however many rows there are.
struct TableLayout {
  struct Section {
    var title: String?
    var headerMinY: CGFloat
    var headerHeight: CGFloat
    /// `rowEdges[i]` is the top of row `i`; the last element is the bottom of the last row.
    var rowEdges: [CGFloat]
    var footerHeight: CGFloat

    var rowCount: Int { rowEdges.count - 1 }
    var rowsMinY: CGFloat { rowEdges[0] }
    var rowsMaxY: CGFloat { rowEdges[rowEdges.count - 1] }
    var maxY: CGFloat { rowsMaxY + footerHeight }
  }

  private(set) var sections: [Section] = []

  /// The total content height in points.
  var height: CGFloat { sections.last?.maxY ?? 0 }

  var numberOfSections: Int { sections.count }

  /// Adds a section below the previous one. Negative or non-finite heights count as zero.
  mutating func appendSection(
    title: String?, headerHeight: CGFloat, rowHeights: [CGFloat], footerHeight: CGFloat
  ) {
    let top = height
    let header = headerHeight.finiteNonNegative
    var edges: [CGFloat] = []
    edges.reserveCapacity(rowHeights.count + 1)
    var y = top + header
    edges.append(y)
    for rowHeight in rowHeights {
      y += rowHeight.finiteNonNegative
      edges.append(y)
    }
    sections.append(
      Section(
        title: title, headerMinY: top, headerHeight: header, rowEdges: edges,
        footerHeight: footerHeight.finiteNonNegative))
  }

  func numberOfRows(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rowCount : 0
  }

  func contains(_ indexPath: IndexPath) -> Bool {
    sections.indices.contains(indexPath.section)
      && (0..<sections[indexPath.section].rowCount).contains(indexPath.row)
  }

  /// The row's vertical span (minY, height), or nil for a path outside the table.
  func span(of indexPath: IndexPath) -> (minY: CGFloat, height: CGFloat)? {
    guard contains(indexPath) else { return nil }
    let edges = sections[indexPath.section].rowEdges
    return (edges[indexPath.row], edges[indexPath.row + 1] - edges[indexPath.row])
  }

  /// The row covering `y` (content coordinates); nil over headers, footers and empty space.
  func indexPath(atY y: CGFloat) -> IndexPath? {
    guard y.isFinite else { return nil }
    let section = firstIndex(in: sections.count) { sections[$0].maxY > y }
    guard section < sections.count else { return nil }
    let edges = sections[section].rowEdges
    guard y >= edges[0], y < edges[edges.count - 1] else { return nil }
    let row = firstIndex(in: edges.count - 1) { edges[$0 + 1] > y }
    return IndexPath(row: row, section: section)
  }

  /// The rows of non-zero height that overlap `minY..<maxY`, in order.
  func indexPaths(fromY minY: CGFloat, toY maxY: CGFloat) -> [IndexPath] {
    guard minY.isFinite, maxY.isFinite, minY < maxY else { return [] }
    var result: [IndexPath] = []
    var section = firstIndex(in: sections.count) { sections[$0].rowsMaxY > minY }
    while section < sections.count, sections[section].rowsMinY < maxY {
      let edges = sections[section].rowEdges
      var row = firstIndex(in: edges.count - 1) { edges[$0 + 1] > minY }
      while row < edges.count - 1, edges[row] < maxY {
        if edges[row + 1] > edges[row] { result.append(IndexPath(row: row, section: section)) }
        row += 1
      }
      section += 1
    }
    return result
  }

  /// The sections whose whole extent (header, rows, footer) overlaps `minY..<maxY`.
  func sectionIndices(fromY minY: CGFloat, toY maxY: CGFloat) -> [Int] {
    guard minY.isFinite, maxY.isFinite, minY < maxY else { return [] }
    var result: [Int] = []
    var section = firstIndex(in: sections.count) { sections[$0].maxY > minY }
    while section < sections.count, sections[section].headerMinY < maxY {
      result.append(section)
      section += 1
    }
    return result
  }

  /// The first index in `0..<count` where `isPast` holds (`isPast` is monotonic); `count` if none.
  private func firstIndex(in count: Int, where isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if isPast(mid) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
