import Foundation
import ViewCore

/// The vertical geometry of a table's content, computed once per `reloadData()`: where each
/// section's header, rows and footer lie, in content coordinates. Lookups binary-search, so
/// finding the rows in the visible rect costs O(log n) however many rows there are. A self-sizing
/// row starts at its estimate and is replaced by its measured height when it comes on screen
/// (`setMeasuredHeights`), which moves everything below it.
struct TableLayout {
  /// What a section's header or footer shows: a title, a view from the delegate, or nothing.
  enum Supplement: Equatable {
    case none
    case title(String)
    case view
  }

  struct Section {
    var header: Supplement
    var headerMinY: CGFloat
    var headerHeight: CGFloat
    /// `rowEdges[i]` is the top of row `i`; the last element is the bottom of the last row.
    var rowEdges: [CGFloat]
    /// `isEstimated[i]`: row `i`'s height is an estimate still to be measured (empty: none is).
    var isEstimated: [Bool]
    var footer: Supplement
    var footerHeight: CGFloat

    var rowCount: Int { rowEdges.count - 1 }
    var rowsMinY: CGFloat { rowEdges[0] }
    var rowsMaxY: CGFloat { rowEdges[rowEdges.count - 1] }
    var maxY: CGFloat { rowsMaxY + footerHeight }
    var title: String? {
      if case .title(let text) = header { return text }
      return nil
    }
    var footerTitle: String? {
      if case .title(let text) = footer { return text }
      return nil
    }

    func isEstimated(row: Int) -> Bool { !isEstimated.isEmpty && isEstimated[row] }

    /// Moves the whole section down by `delta` points.
    mutating func shift(by delta: CGFloat) {
      guard delta != 0 else { return }
      headerMinY += delta
      for index in rowEdges.indices { rowEdges[index] += delta }
    }
  }

  private(set) var sections: [Section] = []
  /// Some heights come from content (rows or headers and footers): they change with the width.
  var isSelfSizing = false
  /// How many rows are still at their estimates.
  private(set) var estimatedRowCount = 0

  /// The total content height in points.
  var height: CGFloat { sections.last?.maxY ?? 0 }

  var numberOfSections: Int { sections.count }

  /// Adds a section below the previous one. Negative or non-finite heights count as zero.
  /// `estimated[i]`: row `i`'s height is an estimate (an empty array: none is).
  mutating func appendSection(
    header: Supplement, headerHeight: CGFloat, rowHeights: [CGFloat], estimated: [Bool] = [],
    footer: Supplement = .none, footerHeight: CGFloat
  ) {
    let top = height
    estimatedRowCount += estimated.lazy.filter { $0 }.count
    let headerSpace = headerHeight.finiteNonNegative
    var edges: [CGFloat] = []
    edges.reserveCapacity(rowHeights.count + 1)
    var y = top + headerSpace
    edges.append(y)
    for rowHeight in rowHeights {
      y += rowHeight.finiteNonNegative
      edges.append(y)
    }
    sections.append(
      Section(
        header: header, headerMinY: top, headerHeight: headerSpace, rowEdges: edges,
        isEstimated: estimated.contains(true) ? estimated : [], footer: footer,
        footerHeight: footerHeight.finiteNonNegative))
  }

  func numberOfRows(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rowCount : 0
  }

  func contains(_ indexPath: IndexPath) -> Bool {
    sections.indices.contains(indexPath.section)
      && (0..<sections[indexPath.section].rowCount).contains(indexPath.row)
  }

  /// Whether the row's height is still an estimate.
  func isEstimated(_ indexPath: IndexPath) -> Bool {
    contains(indexPath) && sections[indexPath.section].isEstimated(row: indexPath.row)
  }

  /// Whether any row's height is still an estimate.
  var hasEstimatedRows: Bool { estimatedRowCount > 0 }

  /// Replaces rows' heights by measured ones (no longer estimates) and moves what lies below.
  /// Returns how far the content above `anchorY` (a content y) moved down: the change in height
  /// of the rows that end at or above it, which a view keeping its content still scrolls by.
  @discardableResult
  mutating func setMeasuredHeights(_ heights: [IndexPath: CGFloat], anchorY: CGFloat = -.infinity) -> CGFloat {
    var bySection: [Int: [(row: Int, height: CGFloat)]] = [:]
    for (indexPath, height) in heights where contains(indexPath) {
      bySection[indexPath.section, default: []].append((indexPath.row, height))
    }
    var shift: CGFloat = 0
    var aboveAnchor: CGFloat = 0
    // The anchor moves down with every change above it.
    var anchor = anchorY
    for sectionIndex in sections.indices {
      sections[sectionIndex].shift(by: shift)
      guard let changes = bySection[sectionIndex]?.sorted(by: { $0.row < $1.row }) else { continue }
      var section = sections[sectionIndex]
      // One sweep down the edges: each moves by the changes of the rows above it (`running`).
      var running: CGFloat = 0
      var next = 0
      for edge in (changes[0].row + 1)..<section.rowEdges.count {
        while next < changes.count, changes[next].row + 1 == edge {
          let row = changes[next].row
          // The row's top has moved by `running` already, its bottom not yet.
          let old = section.rowEdges[edge] - (section.rowEdges[row] - running)
          let delta = changes[next].height.finiteNonNegative - old
          if section.isEstimated(row: row) {
            section.isEstimated[row] = false
            estimatedRowCount -= 1
          }
          if delta != 0 {
            if section.rowEdges[edge] + running <= anchor {
              aboveAnchor += delta
              anchor += delta
            }
            running += delta
          }
          next += 1
        }
        section.rowEdges[edge] += running
      }
      shift += running
      if !section.isEstimated.contains(true) { section.isEstimated = [] }
      sections[sectionIndex] = section
    }
    return aboveAnchor
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
