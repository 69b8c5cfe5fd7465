import Foundation
import ViewCore

/// How a section scrolls across the layout's direction (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section does not scroll on its own: groups wrap into the layout's direction.
  case none
  /// Free scrolling.
  case continuous
  /// Free scrolling that comes to rest on a group's leading edge.
  case continuousGroupLeadingBoundary
  /// A page (the section's visible width) at a time.
  case paging
  /// A group at a time, its leading edge at the section's.
  case groupPaging
  /// A group at a time, centred.
  case groupPagingCentered
}

/// A header or footer of a section (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
@MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
  public let elementKind: String
  public let alignment: NSRectAlignment
  /// Holds the visible top while its section passes (for a top header).
  public var pinToVisibleBounds = false
  public var zIndex = 10

  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize)
  }
}

/// Where a boundary item sits (UIKit's `NSRectAlignment`; top and bottom are what sections use).
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// What a section provider and a visible-items handler know of the layout's container (UIKit's
/// `NSCollectionLayoutEnvironment` and `NSCollectionLayoutContainer`).
@MainActor
public final class NSCollectionLayoutEnvironment {
  public let container: NSCollectionLayoutContainer
  /// The collection view's traits (size classes, scale, appearance), for sections that adapt.
  public let traitCollection: UITraitCollection
  init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection = UITraitCollection()) {
    self.container = container
    self.traitCollection = traitCollection
  }
}

@MainActor
public final class NSCollectionLayoutContainer {
  /// The collection view's size.
  public let contentSize: CGSize
  /// The size less `contentInsets`.
  public let effectiveContentSize: CGSize
  public let contentInsets: NSDirectionalEdgeInsets

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    effectiveContentSize = CGSize(
      width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
  }
}

/// An item on screen in an orthogonally scrolling section, for `visibleItemsInvalidationHandler`
/// (UIKit's `NSCollectionLayoutVisibleItem`): set `transform`, `alpha` or `zIndex` to restyle it
/// as the section scrolls. `frame` is in the section's unscrolled coordinates.
@MainActor
public final class NSCollectionLayoutVisibleItem {
  public let indexPath: IndexPath
  public let frame: CGRect
  public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
  public var transform: CGAffineTransform = .identity
  public var alpha: CGFloat = 1
  public var zIndex = 0
  public var isHidden = false
  public let representedElementCategory = UICollectionViewLayoutAttributes.ElementCategory.cell

  init(indexPath: IndexPath, frame: CGRect) {
    self.indexPath = indexPath
    self.frame = frame
  }
}

/// A section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group repeated
/// for its items, down the layout or — with `orthogonalScrollingBehavior` — across it, in a
/// scroll view of its own.
@MainActor
public final class NSCollectionLayoutSection {
  public typealias VisibleItemsInvalidationHandler =
    ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

  public let group: NSCollectionLayoutGroup
  public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  public var interGroupSpacing: CGFloat = 0
  public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Called as an orthogonal section scrolls, with its visible items and its scroll offset.
  public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
  /// Views behind the section (a background: `NSCollectionLayoutDecorationItem.background`).
  public var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// The list this section was made as (`list(using:layoutEnvironment:)`), nil for other sections.
  var listConfiguration: UICollectionLayoutListConfiguration?

  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }
}
