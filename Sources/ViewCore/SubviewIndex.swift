import Foundation

/// A lazily built spatial index over a view's subviews, so that compositing and hit-testing a
/// view with thousands of subviews visits only those near the visible rect.
///
/// Subviews are sorted by their frame's leading edge along the axis where they spread most; a
/// query binary-searches the visible range (widened by the largest subview extent) and returns
/// the candidates in z-order. Views with fewer than `threshold` subviews are scanned directly.
@MainActor
final class SubviewIndex {
  /// A choice of this project: below this many subviews a linear scan is as cheap as the index.
  static let threshold = 64

  private unowned let owner: UIView
  private var isValid = false
  private var vertical = true
  private var sortedIndices: [Int] = []
  private var leadingEdges: [CGFloat] = []
  private var maxExtent: CGFloat = 0

  init(owner: UIView) {
    self.owner = owner
  }

  func invalidate() {
    isValid = false
  }

  /// Subview positions (indices into `owner.subviews`, ascending) whose frames may intersect
  /// `rect` (in the owner's bounds coordinates).
  func candidates(in rect: CGRect) -> [Int] {
    let subviews = owner.subviews
    guard subviews.count >= SubviewIndex.threshold else { return Array(subviews.indices) }
    if !isValid { rebuild(subviews) }
    let low = vertical ? rect.minY : rect.minX
    let high = vertical ? rect.maxY : rect.maxX
    var start = lowerBound(low - maxExtent)
    var result: [Int] = []
    while start < leadingEdges.count, leadingEdges[start] < high {
      let index = sortedIndices[start]
      let frame = subviews[index].frame
      if (vertical ? frame.maxY : frame.maxX) > low { result.append(index) }
      start += 1
    }
    result.sort()
    return result
  }

  private func lowerBound(_ value: CGFloat) -> Int {
    var low = 0
    var high = leadingEdges.count
    while low < high {
      let mid = (low + high) / 2
      if leadingEdges[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  private func rebuild(_ subviews: [UIView]) {
    let frames = subviews.map(\.frame)
    let spreadY = (frames.map(\.maxY).max() ?? 0) - (frames.map(\.minY).min() ?? 0)
    let spreadX = (frames.map(\.maxX).max() ?? 0) - (frames.map(\.minX).min() ?? 0)
    vertical = spreadY >= spreadX
    sortedIndices = frames.indices.sorted {
      vertical ? frames[$0].minY < frames[$1].minY : frames[$0].minX < frames[$1].minX
    }
    leadingEdges = sortedIndices.map { vertical ? frames[$0].minY : frames[$0].minX }
    maxExtent = frames.map { vertical ? $0.height : $0.width }.max() ?? 0
    isValid = true
  }
}
