import Foundation
import ViewCore

/// Where a layout puts one element of a collection view (UIKit's `UICollectionViewLayoutAttributes`):
/// a cell for an item, or a supplementary view (a header, a footer) of a kind.
@MainActor
open class UICollectionViewLayoutAttributes {
  /// What an element is.
  public enum ElementCategory: Int, Sendable {
    case cell
    case supplementaryView
    case decorationView
  }

  public var indexPath: IndexPath
  public var frame: CGRect
  public var alpha: CGFloat = 1
  public var transform: CGAffineTransform = .identity
  public var zIndex = 0
  public var isHidden = false
  public let representedElementCategory: ElementCategory
  /// The supplementary kind (`UICollectionView.elementKindSectionHeader` …); nil for cells.
  public let representedElementKind: String?
  /// The dimensions the element's view is asked to size itself along (its layout gave them as
  /// estimates and has not measured them yet); empty for elements of a fixed size.
  var selfSizingAxes: SelfSizingAxes = []

  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  public var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    frame = .zero
    representedElementCategory = .cell
    representedElementKind = nil
  }

  public required init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    frame = .zero
    representedElementCategory = .supplementaryView
    representedElementKind = kind
  }

  public required init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    frame = .zero
    representedElementCategory = .decorationView
    representedElementKind = kind
  }

  /// A copy (layouts hand out copies so that a subclass adjusting them changes no cached state).
  open func copy() -> UICollectionViewLayoutAttributes {
    let copy: UICollectionViewLayoutAttributes
    switch representedElementCategory {
    case .cell: copy = Self(forCellWith: indexPath)
    case .supplementaryView: copy = Self(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
    case .decorationView: copy = Self(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
    }
    copy.frame = frame
    copy.alpha = alpha
    copy.transform = transform
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.selfSizingAxes = selfSizingAxes
    return copy
  }
}
