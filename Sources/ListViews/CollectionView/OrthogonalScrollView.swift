import Foundation
import ViewCore

/// The scroll view of a section that scrolls across its collection view (a compositional layout's
/// `orthogonalScrollingBehavior`): the section's cells are its subviews, it has the whole physics
/// of any scroll view, and it snaps where UIKit's do — a page, a group's leading edge, a group
/// centred.
final class OrthogonalScrollView: UIScrollView, ScrollReleaseTargeting {
  weak var collectionView: UICollectionView?
  var layout = OrthogonalSectionLayout(frame: .zero, runLength: 0, leadingInset: 0, behavior: .continuous)

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    alwaysBounceHorizontal = true
  }

  required init?(coder: NSCoder) { nil }

  override var bounds: CGRect {
    didSet { if bounds.origin != oldValue.origin { collectionView?.setNeedsLayout() } }
  }

  /// Takes the section's layout: its frame, content (along x, or along y in a horizontal
  /// layout), snapping and, for centred groups, insets that let the first and last group reach
  /// the middle.
  func configure(_ layout: OrthogonalSectionLayout) {
    self.layout = layout
    if frame != layout.frame { frame = layout.frame }
    let vertical = layout.scrollsVertically
    let size =
      vertical
      ? CGSize(width: layout.frame.width, height: layout.runLength)
      : CGSize(width: layout.runLength, height: layout.frame.height)
    if contentSize != size { contentSize = size }
    if alwaysBounceVertical != vertical {
      alwaysBounceVertical = vertical
      alwaysBounceHorizontal = !vertical
    }
    isPagingEnabled = layout.behavior == .paging
    // Centred groups: insets that let the first and the last group reach the middle.
    let visible = vertical ? layout.frame.height : layout.frame.width
    func centring(_ length: CGFloat?, _ inset: CGFloat) -> CGFloat {
      guard layout.behavior == .groupPagingCentered, let length else { return 0 }
      return max((visible - length) / 2 - inset, 0)
    }
    let before = centring(layout.groupLengths.first, layout.leadingInset)
    let after = centring(layout.groupLengths.last, layout.trailingInset)
    let inset =
      vertical
      ? UIEdgeInsets(top: before, left: 0, bottom: after, right: 0)
      : UIEdgeInsets(top: 0, left: before, bottom: 0, right: after)
    if contentInset != inset {
      contentInset = inset
      if before > 0, vertical, contentOffset.y == 0 { contentOffset.y = -before }
      if before > 0, !vertical, contentOffset.x == 0 { contentOffset.x = -before }
    }
    let rate: DecelerationRate
    switch layout.behavior {
    case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary: rate = .fast
    default: rate = .normal
    }
    if decelerationRate != rate { decelerationRate = rate }
  }

  /// Where a release rests: the nearest group's leading edge (leading boundary), or one group on
  /// from the current one in the flick's direction (group paging, with the group centred when
  /// asked) — groups as laid out, so measured groups of different lengths snap where they are.
  package func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    let vertical = layout.scrollsVertically
    let visible = vertical ? bounds.height : bounds.width
    let centred = layout.behavior == .groupPagingCentered
    // The offset that rests on each group.
    let offsets = zip(layout.groupStarts, layout.groupLengths).map { start, length in
      centred ? start + length / 2 - visible / 2 : start - layout.leadingInset
    }
    guard !offsets.isEmpty else { return proposed }
    let proposedOffset = vertical ? proposed.y : proposed.x
    let current = vertical ? contentOffset.y : contentOffset.x
    let speed = vertical ? velocity.y : velocity.x
    func nearest(to offset: CGFloat) -> Int {
      offsets.indices.min { abs(offsets[$0] - offset) < abs(offsets[$1] - offset) } ?? 0
    }
    let index: Int
    switch layout.behavior {
    case .continuousGroupLeadingBoundary:
      index = nearest(to: proposedOffset)
    case .groupPaging, .groupPagingCentered:
      // A flick moves on from the group at or behind the current offset (ahead of it, going back).
      if speed > 300 {
        index = (offsets.lastIndex { $0 <= current + 0.001 } ?? -1) + 1
      } else if speed < -300 {
        index = (offsets.firstIndex { $0 >= current - 0.001 } ?? offsets.count) - 1
      } else {
        index = nearest(to: current)
      }
    default:
      return proposed
    }
    let target = offsets[min(max(index, 0), offsets.count - 1)]
    var point = proposed
    if vertical { point.y = target } else { point.x = target }
    return clampedContentOffset(point)
  }
}
