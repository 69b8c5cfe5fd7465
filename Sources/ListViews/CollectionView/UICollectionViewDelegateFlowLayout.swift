import Foundation
import ViewCore

/// Per-item and per-section answers for a flow layout (UIKit's `UICollectionViewDelegateFlowLayout`):
/// the collection view's delegate adopts it. Each method is optional; the default is the layout's
/// own property.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}

extension UICollectionViewFlowLayout {
  private var flowDelegate: UICollectionViewDelegateFlowLayout? {
    collectionView?.delegate as? UICollectionViewDelegateFlowLayout
  }

  /// An item's size: the delegate's, else `itemSize`; with `estimatedItemSize`, the size its cell
  /// asked for once measured, the estimate until then (`automaticSize`: the size above). Negative
  /// or non-finite sizes are zero.
  func sizeForItem(at indexPath: IndexPath) -> CGSize {
    guard let collectionView else { return itemSize }
    var size = flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
    if isSelfSizing {
      if estimatedItemSize != Self.automaticSize { size = estimatedItemSize }
      let key = SelfSizingCache.Key(kind: nil, indexPath: indexPath)
      size = measuredSizes.size(of: key, proposed: size, axes: [.width, .height]) ?? size
    }
    return CGSize(width: size.width.finiteNonNegative, height: size.height.finiteNonNegative)
  }

  /// Cells size themselves (`estimatedItemSize` is not zero).
  var isSelfSizing: Bool { estimatedItemSize != .zero }

  func sectionInsetFor(_ section: Int) -> UIEdgeInsets {
    guard let collectionView, let flowDelegate else { return sectionInset }
    return flowDelegate.collectionView(collectionView, layout: self, insetForSectionAt: section).sanitized
  }

  func lineSpacingFor(_ section: Int) -> CGFloat {
    guard let collectionView, let flowDelegate else { return minimumLineSpacing }
    return flowDelegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
      .finiteNonNegative
  }

  func interitemSpacingFor(_ section: Int) -> CGFloat {
    guard let collectionView, let flowDelegate else { return minimumInteritemSpacing }
    return flowDelegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
      .finiteNonNegative
  }

  func headerSizeFor(_ section: Int) -> CGSize {
    guard let collectionView, let flowDelegate else { return headerReferenceSize }
    return flowDelegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
  }

  func footerSizeFor(_ section: Int) -> CGSize {
    guard let collectionView, let flowDelegate else { return footerReferenceSize }
    return flowDelegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
  }
}
