import Foundation
import ViewCore

/// Decides where a collection view's items and supplementary views go (UIKit's
/// `UICollectionViewLayout`): subclass it and override `prepare()`, `collectionViewContentSize`
/// and the attribute queries, as on iOS. The collection view calls `prepare()` whenever the layout
/// was invalidated, then asks for the elements in the rect it shows.
@MainActor
open class UICollectionViewLayout {
  /// The collection view using this layout.
  public internal(set) weak var collectionView: UICollectionView?
  /// `invalidateLayout()` was called: the next layout pass calls `prepare()` again.
  var isInvalid = true
  /// The sizes self-sizing views asked for (flow and compositional layouts lay them out so).
  var measuredSizes = SelfSizingCache()

  /// The view classes of decoration kinds (`register(_:forDecorationViewOfKind:)`).
  var decorationClasses: [String: UICollectionReusableView.Type] = [:]

  public init() {}

  /// Makes the collection view create `viewClass` (a `UICollectionReusableView` subclass) for
  /// decoration views of `elementKind`; nil removes the kind.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    guard let viewClass else { return decorationClasses[elementKind] = nil }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      return Diagnostics.report(
        "register: \(viewClass) is not a UICollectionReusableView subclass; \(elementKind) is not registered",
        from: "UICollectionViewLayout")
    }
    decorationClasses[elementKind] = type
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath`, or nil.
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Computes what the queries below answer. Called before the first layout and after each
  /// invalidation.
  open func prepare() {}

  /// The size of the whole content.
  open var collectionViewContentSize: CGSize { .zero }

  /// The elements whose frames intersect `rect` (content coordinates).
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of the item at `indexPath`, or nil where there is none.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`, or nil.
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Whether a change of the visible bounds to `newBounds` needs a new layout (default: when the
  /// size changes, as UIKit's flow layout does; scrolling alone does not).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
  }

  /// Whether a self-sizing view's `preferredLayoutAttributesFitting(_:)` answer needs a new
  /// layout (default: no, as UIKit's base class; the flow and compositional layouts say yes when
  /// the size changed).
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// Marks the layout for `prepare()` at the next layout pass.
  open func invalidateLayout() {
    isInvalid = true
    collectionView?.setNeedsLayout()
  }

  /// Where a flick that would rest at `proposedContentOffset` should rest instead (paging-like
  /// snapping); the scroll view's flight then ends exactly there (docs/physics.md §1.6). The
  /// delegate's `scrollViewWillEndDragging` sees this as the proposed target.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// Where the content should rest after an animated update or a layout change.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  /// Whether the content scrolls along x (where a re-layout keeps the content on screen still).
  var scrollsHorizontally: Bool { false }

  /// How `section` scrolls across the layout (a compositional layout's orthogonal sections); nil
  /// when it does not.
  func orthogonalLayout(ofSection section: Int) -> OrthogonalSectionLayout? { nil }

  /// An orthogonal section's visible items, for its `visibleItemsInvalidationHandler`.
  func invalidateVisibleItems(_ items: [NSCollectionLayoutVisibleItem], inSection section: Int, offset: CGPoint) {}
}
