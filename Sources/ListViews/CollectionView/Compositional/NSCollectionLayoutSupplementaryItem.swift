import Foundation
import ViewCore

/// Edges of a rectangle by direction (UIKit's `NSDirectionalRectEdge`; leading is left here).
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item sits on its item (UIKit's `NSCollectionLayoutAnchor`): its edges
/// named in `edges` lie on the item's same edges (centred along an axis with neither edge named),
/// then it moves by `offset` — points, or fractions of its own size.
@MainActor
public final class NSCollectionLayoutAnchor {
  public let edges: NSDirectionalRectEdge
  public let offset: CGPoint
  public let isAbsoluteOffset: Bool
  public var isFractionalOffset: Bool { !isAbsoluteOffset }

  public init(edges: NSDirectionalRectEdge) {
    self.edges = edges
    offset = .zero
    isAbsoluteOffset = true
  }

  public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    offset = absoluteOffset
    isAbsoluteOffset = true
  }

  public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.edges = edges
    offset = fractionalOffset
    isAbsoluteOffset = false
  }

  /// The frame of an element of `size` anchored so to `container`.
  func frame(of size: CGSize, in container: CGRect) -> CGRect {
    var x = container.midX - size.width / 2
    if edges.contains(.leading) {
      x = container.minX
    } else if edges.contains(.trailing) {
      x = container.maxX - size.width
    }
    var y = container.midY - size.height / 2
    if edges.contains(.top) { y = container.minY } else if edges.contains(.bottom) { y = container.maxY - size.height }
    let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
    let dy = isAbsoluteOffset ? offset.y : offset.y * size.height
    return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
  }
}

/// A view attached to each item of a layout item (UIKit's `NSCollectionLayoutSupplementaryItem`):
/// a badge on a cell's corner, placed by its anchor, above the cell.
@MainActor
public final class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  public let elementKind: String
  public let containerAnchor: NSCollectionLayoutAnchor
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// Above the cells (UIKit draws supplementary items over their items).
  public var zIndex = 1

  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    itemAnchor = nil
    super.init(layoutSize: layoutSize)
  }

  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
    itemAnchor: NSCollectionLayoutAnchor
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize)
  }
}

/// A view behind a section (UIKit's `NSCollectionLayoutDecorationItem`): `background(elementKind:)`
/// fills the section's area (its groups and content insets) less its own `contentInsets`; the
/// view's class is registered on the layout (`register(_:forDecorationViewOfKind:)`).
@MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  public let elementKind: String
  /// Behind the cells: a choice of this project, so that a background needs no zIndex of its own.
  public var zIndex = -1

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }

  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
