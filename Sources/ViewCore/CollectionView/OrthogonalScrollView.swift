import Foundation

/// The scroll view of a section that scrolls across its collection view (a compositional layout's
/// `orthogonalScrollingBehavior`): the section's cells are its subviews, it has the whole physics
/// of any scroll view, and it snaps where UIKit's do — a page, a group's leading edge, a group
/// centred.
final class OrthogonalScrollView: UIScrollView {
  weak var collectionView: UICollectionView?
  var layout = OrthogonalSectionLayout(
    frame: .zero, runLength: 0, groupLength: 0, pitch: 0, leadingInset: 0, behavior: .continuous)

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
    let visible = vertical ? layout.frame.height : layout.frame.width
    let centring =
      layout.behavior == .groupPagingCentered ? max((visible - layout.groupLength) / 2 - layout.leadingInset, 0) : 0
    let inset =
      vertical
      ? UIEdgeInsets(top: centring, left: 0, bottom: centring, right: 0)
      : UIEdgeInsets(top: 0, left: centring, bottom: 0, right: centring)
    if contentInset != inset {
      contentInset = inset
      if centring > 0, vertical, contentOffset.y == 0 { contentOffset.y = -centring }
      if centring > 0, !vertical, contentOffset.x == 0 { contentOffset.x = -centring }
    }
    let rate: DecelerationRate
    switch layout.behavior {
    case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary: rate = .fast
    default: rate = .normal
    }
    if decelerationRate != rate { decelerationRate = rate }
  }

  /// Where a release rests: the nearest group edge (leading boundary), or one group on from the
  /// current one in the flick's direction (group paging, with the group centred when asked).
  override func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    guard layout.pitch > 0 else { return proposed }
    let vertical = layout.scrollsVertically
    let visible = vertical ? bounds.height : bounds.width
    let groups = max(((layout.runLength - layout.leadingInset) / layout.pitch).rounded(.up), 1)
    let shift = layout.behavior == .groupPagingCentered ? layout.groupLength / 2 + layout.leadingInset - visible / 2 : 0
    func offset(ofGroup index: CGFloat) -> CGFloat { min(max(index, 0), groups - 1) * layout.pitch + shift }
    let proposedOffset = vertical ? proposed.y : proposed.x
    let currentOffset = vertical ? contentOffset.y : contentOffset.x
    let speed = vertical ? velocity.y : velocity.x
    let target: CGFloat
    switch layout.behavior {
    case .continuousGroupLeadingBoundary:
      target = offset(ofGroup: ((proposedOffset - shift) / layout.pitch).rounded())
    case .groupPaging, .groupPagingCentered:
      let current = (currentOffset - shift) / layout.pitch
      let index: CGFloat =
        speed > 300 ? current.rounded(.down) + 1 : speed < -300 ? current.rounded(.up) - 1 : current.rounded()
      target = offset(ofGroup: index)
    default:
      return proposed
    }
    var point = proposed
    if vertical { point.y = target } else { point.x = target }
    return clampedContentOffset(point)
  }
}
