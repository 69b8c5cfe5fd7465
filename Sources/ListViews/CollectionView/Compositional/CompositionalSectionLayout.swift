import Foundation
import ViewCore

/// One section of a compositional layout as laid out.
struct CompositionalSectionLayout {
  /// The section's span along the scroll direction, boundary items included.
  var span: ClosedRange<CGFloat>
  /// Item frames: in the collection's content for an ordinary section; for an orthogonal one, in
  /// its scroll view's content (add `orthogonal.frame.origin`).
  var itemFrames: [CGRect] = []
  /// An ordinary section's groups' spans along the scroll direction, in order (the items in a
  /// rect are found by a binary search, not a scan).
  var groupSpans: [ClosedRange<CGFloat>] = []
  /// The leaves of one group and the dimensions each sizes itself along.
  var leafAxes: [SelfSizingAxes] = []
  /// The badges of each leaf of one group, by leaf.
  var leafSupplementaries: [[NSCollectionLayoutSupplementaryItem]] = []
  /// The section's area (its groups and content insets, no boundary items), for its decorations.
  var contentFrame: CGRect = .zero
  var boundaries: [(item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect)] = []
  var orthogonal: OrthogonalSectionLayout?
  var section: NSCollectionLayoutSection?

  init(span: ClosedRange<CGFloat>) { self.span = span }

  /// The dimensions item `item` sizes itself along.
  func axes(ofItem item: Int) -> SelfSizingAxes {
    leafAxes.isEmpty ? [] : leafAxes[item % leafAxes.count]
  }

  /// The items of the groups that meet `low...high` along the scroll direction (all of them in an
  /// orthogonal section, whose scroll view culls its own).
  func items(meeting low: CGFloat, _ high: CGFloat) -> Range<Int> {
    guard orthogonal == nil, !leafAxes.isEmpty else { return itemFrames.indices }
    var lower = 0
    var upper = groupSpans.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if groupSpans[middle].upperBound < low { lower = middle + 1 } else { upper = middle }
    }
    var end = lower
    while end < groupSpans.count, groupSpans[end].lowerBound <= high { end += 1 }
    let leaves = leafAxes.count
    return min(lower * leaves, itemFrames.count)..<min(end * leaves, itemFrames.count)
  }
}
