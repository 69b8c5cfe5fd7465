import Foundation
import ViewCore

/// One dimension of a compositional layout's size (UIKit's `NSCollectionLayoutDimension`): a
/// fraction of the container's width or height, an absolute length, or an estimate (laid out at
/// the estimate until the view there is measured).
@MainActor
public final class NSCollectionLayoutDimension {
  enum Kind {
    case fractionalWidth(CGFloat)
    case fractionalHeight(CGFloat)
    case absolute(CGFloat)
    case estimated(CGFloat)
  }

  let kind: Kind

  private init(_ kind: Kind) { self.kind = kind }

  public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
    .init(.fractionalWidth(fraction))
  }
  public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
    .init(.fractionalHeight(fraction))
  }
  public static func absolute(_ length: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute(length)) }
  public static func estimated(_ length: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated(length)) }

  public var isFractionalWidth: Bool { if case .fractionalWidth = kind { true } else { false } }
  public var isFractionalHeight: Bool { if case .fractionalHeight = kind { true } else { false } }
  public var isAbsolute: Bool { if case .absolute = kind { true } else { false } }
  public var isEstimated: Bool { if case .estimated = kind { true } else { false } }

  /// The length in a container of `size` (`isWidth`: this is a width): negative and NaN lengths
  /// are zero, infinite ones the container's length (the layout reports them).
  func resolve(in size: CGSize, isWidth: Bool) -> CGFloat {
    let value: CGFloat
    switch kind {
    case .fractionalWidth(let fraction): value = fraction * size.width
    case .fractionalHeight(let fraction): value = fraction * size.height
    case .absolute(let length), .estimated(let length): value = length
    }
    if value == .infinity { return (isWidth ? size.width : size.height).finiteNonNegative }
    return value.finiteNonNegative
  }
}

/// A width and a height (UIKit's `NSCollectionLayoutSize`).
@MainActor
public final class NSCollectionLayoutSize {
  public let widthDimension: NSCollectionLayoutDimension
  public let heightDimension: NSCollectionLayoutDimension

  public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  func resolve(in size: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolve(in: size, isWidth: true), height: heightDimension.resolve(in: size, isWidth: false))
  }

  /// The dimensions given as estimates.
  var selfSizingAxes: SelfSizingAxes {
    var axes: SelfSizingAxes = []
    if widthDimension.isEstimated { axes.insert(.width) }
    if heightDimension.isEstimated { axes.insert(.height) }
    return axes
  }
}

/// The space between items of a group (UIKit's `NSCollectionLayoutSpacing`): fixed, or at least
/// so much with the rest spread evenly.
@MainActor
public final class NSCollectionLayoutSpacing {
  let length: CGFloat
  let isFlexible: Bool
  /// The length as given (the layout reports one that is negative or not finite).
  let requestedLength: CGFloat

  private init(_ length: CGFloat, flexible: Bool) {
    self.length = length.finiteNonNegative
    requestedLength = length
    isFlexible = flexible
  }

  public static func fixed(_ length: CGFloat) -> NSCollectionLayoutSpacing { .init(length, flexible: false) }
  public static func flexible(_ length: CGFloat) -> NSCollectionLayoutSpacing { .init(length, flexible: true) }
}

/// A compositional layout's item (UIKit's `NSCollectionLayoutItem`): a size relative to its group
/// and insets inside it.
@MainActor
public class NSCollectionLayoutItem {
  public let layoutSize: NSCollectionLayoutSize
  public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// Views attached to each item this describes (badges), placed by their anchors.
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
    supplementaryItems = []
  }

  public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}

/// Items side by side or one above another (UIKit's `NSCollectionLayoutGroup`); a group is an item
/// of its section, or of another group.
@MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis {
    case horizontal
    case vertical
  }

  let axis: Axis
  public let subitems: [NSCollectionLayoutItem]
  /// With `count`: that many of the one subitem, sized to fill the group.
  let count: Int?
  /// `count` as given (the layout reports one below 1).
  let requestedCount: Int?
  public var interItemSpacing: NSCollectionLayoutSpacing?

  init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
    self.axis = axis
    self.subitems = subitems
    self.count = count.map { max($0, 1) }
    requestedCount = count
    super.init(layoutSize: layoutSize)
  }

  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  { .init(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil) }

  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  { .init(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count) }

  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  )
    -> NSCollectionLayoutGroup
  { .init(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count) }

  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  { .init(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil) }

  public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  { .init(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count) }

  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  )
    -> NSCollectionLayoutGroup
  { .init(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count) }
}

extension CGRect {
  /// The rect inset by directional insets (left to right: leading is left).
  func inset(by insets: NSDirectionalEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.leading, y: minY + insets.top, width: max(width - insets.leading - insets.trailing, 0),
      height: max(height - insets.top - insets.bottom, 0))
  }
}
