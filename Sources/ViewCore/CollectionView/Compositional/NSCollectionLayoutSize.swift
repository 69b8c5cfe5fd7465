import Foundation

/// One dimension of a compositional layout's size (UIKit's `NSCollectionLayoutDimension`): a
/// fraction of the container's width or height, an absolute length, or an estimate (laid out at
/// the estimate here).
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

  /// The length in a container of `size`; negative or non-finite lengths are zero.
  func resolve(in size: CGSize) -> CGFloat {
    let value: CGFloat
    switch kind {
    case .fractionalWidth(let fraction): value = fraction * size.width
    case .fractionalHeight(let fraction): value = fraction * size.height
    case .absolute(let length), .estimated(let length): value = length
    }
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
    CGSize(width: widthDimension.resolve(in: size), height: heightDimension.resolve(in: size))
  }
}

/// The space between items of a group (UIKit's `NSCollectionLayoutSpacing`): fixed, or at least
/// so much with the rest spread evenly.
@MainActor
public final class NSCollectionLayoutSpacing {
  let length: CGFloat
  let isFlexible: Bool

  private init(_ length: CGFloat, flexible: Bool) {
    self.length = length.finiteNonNegative
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

  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
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
  public var interItemSpacing: NSCollectionLayoutSpacing?

  init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
    self.axis = axis
    self.subitems = subitems
    self.count = count.map { max($0, 1) }
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

  /// The frames of the group's leaf items in a group frame of `size` (relative to it), in order;
  /// `container` is what fractional sizes of the group's subitems refer to (the group itself).
  func leafFrames(in size: CGSize) -> [CGRect] {
    let horizontal = axis == .horizontal
    let along = { (s: CGSize) in horizontal ? s.width : s.height }
    var sizes: [CGSize] = []
    var children: [NSCollectionLayoutItem] = []
    if let count, let subitem = subitems.first {
      // `count` equal items: the group's length less the spacing, shared.
      let spacing = interItemSpacing?.length ?? 0
      let share = max((along(size) - spacing * CGFloat(count - 1)) / CGFloat(count), 0)
      let cross =
        horizontal
        ? subitem.layoutSize.heightDimension.resolve(in: size) : subitem.layoutSize.widthDimension.resolve(in: size)
      sizes = Array(
        repeating: horizontal ? CGSize(width: share, height: cross) : CGSize(width: cross, height: share), count: count)
      children = Array(repeating: subitem, count: count)
    } else if !subitems.isEmpty {
      // UIKit repeats the subitems, in order, for as long as the next one fits.
      let spacing = interItemSpacing?.length ?? 0
      var used: CGFloat = 0
      var index = 0
      while children.count < 10_000 {
        let child = subitems[index % subitems.count]
        let childSize = child.layoutSize.resolve(in: size)
        let needed = (children.isEmpty ? 0 : spacing) + along(childSize)
        guard children.isEmpty || used + needed <= along(size) + 0.001, along(childSize) > 0 || children.isEmpty else {
          break
        }
        used += needed
        sizes.append(childSize)
        children.append(child)
        index += 1
        if along(childSize) == 0 { break }
      }
    }
    var spacing = interItemSpacing?.length ?? 0
    if interItemSpacing?.isFlexible == true, sizes.count > 1 {
      let used = sizes.reduce(0) { $0 + along($1) }
      spacing = max(spacing, (along(size) - used) / CGFloat(sizes.count - 1))
    }
    var frames: [CGRect] = []
    var cursor: CGFloat = 0
    for (child, childSize) in zip(children, sizes) {
      let frame =
        horizontal
        ? CGRect(x: cursor, y: 0, width: childSize.width, height: childSize.height)
        : CGRect(x: 0, y: cursor, width: childSize.width, height: childSize.height)
      cursor += along(childSize) + spacing
      if let group = child as? NSCollectionLayoutGroup {
        frames += group.leafFrames(in: frame.size).map { $0.offsetBy(dx: frame.minX, dy: frame.minY) }
      } else {
        frames.append(frame.inset(by: child.contentInsets))
      }
    }
    return frames
  }

}

extension CGRect {
  /// The rect inset by directional insets (left to right: leading is left).
  func inset(by insets: NSDirectionalEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.leading, y: minY + insets.top, width: max(width - insets.leading - insets.trailing, 0),
      height: max(height - insets.top - insets.bottom, 0))
  }
}
