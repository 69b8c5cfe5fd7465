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
    alwaysBounceHorizontal = true
  }

  required init?(coder: NSCoder) { nil }

  override var bounds: CGRect {
    didSet { if bounds.origin != oldValue.origin { collectionView?.setNeedsLayout() } }
  }

  /// Takes the section's layout: its frame, content, snapping and, for centred groups, insets that
  /// let the first and last group reach the middle.
  func configure(_ layout: OrthogonalSectionLayout) {
    self.layout = layout
    if frame != layout.frame { frame = layout.frame }
    let size = CGSize(width: layout.runLength, height: layout.frame.height)
    if contentSize != size { contentSize = size }
    isPagingEnabled = layout.behavior == .paging
    let centring =
      layout.behavior == .groupPagingCentered
      ? max((layout.frame.width - layout.groupLength) / 2 - layout.leadingInset, 0) : 0
    let inset = UIEdgeInsets(top: 0, left: centring, bottom: 0, right: centring)
    if contentInset != inset {
      contentInset = inset
      if centring > 0, contentOffset.x == 0 { contentOffset.x = -centring }
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
    let groups = max(((layout.runLength - layout.leadingInset) / layout.pitch).rounded(.up), 1)
    let shift =
      layout.behavior == .groupPagingCentered ? layout.groupLength / 2 + layout.leadingInset - bounds.width / 2 : 0
    func offset(ofGroup index: CGFloat) -> CGFloat { min(max(index, 0), groups - 1) * layout.pitch + shift }
    var target = proposed
    switch layout.behavior {
    case .continuousGroupLeadingBoundary:
      target.x = offset(ofGroup: ((proposed.x - shift) / layout.pitch).rounded())
    case .groupPaging, .groupPagingCentered:
      let current = (contentOffset.x - shift) / layout.pitch
      let index: CGFloat =
        velocity.x > 300 ? current.rounded(.down) + 1 : velocity.x < -300 ? current.rounded(.up) - 1 : current.rounded()
      target.x = offset(ofGroup: index)
    default:
      return proposed
    }
    return clampedContentOffset(target)
  }
}
