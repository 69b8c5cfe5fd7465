import Foundation
import ViewCore

/// Where items and boundary items are, from the prepared sections.
extension UICollectionViewCompositionalLayout {
  /// An item's frame in the collection's content (an orthogonal section's items as if unscrolled);
  /// nil for an index path that is not two indices in range.
  func frame(of indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2, laidOut.indices.contains(indexPath.section) else { return nil }
    let section = laidOut[indexPath.section]
    guard section.itemFrames.indices.contains(indexPath.item) else { return nil }
    let frame = section.itemFrames[indexPath.item]
    guard let orthogonal = section.orthogonal else { return frame }
    return frame.offsetBy(dx: orthogonal.frame.minX, dy: orthogonal.frame.minY)
  }

  /// A cell's attributes, flagged for measuring while it sizes itself unmeasured.
  func cellAttributes(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    return flaggedForMeasuring(attributes, axes: laidOut[indexPath.section].axes(ofItem: indexPath.item))
  }

  /// A boundary item where it shows: a pinned one holds the visible leading edge (the top of a
  /// vertical layout, the left of a horizontal one) while its section passes.
  func boundaryAttributes(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, _ frame: CGRect, _ section: Int
  ) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
    attributes.frame = frame
    attributes.zIndex = item.zIndex
    if item.pinToVisibleBounds, let collectionView, laidOut.indices.contains(section) {
      let end = laidOut[section].span.upperBound
      if scrollsHorizontally {
        let leading = collectionView.contentOffset.x + collectionView.adjustedContentInset.left
        attributes.frame.origin.x = max(frame.minX, min(leading, end - frame.width))
      } else {
        let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        attributes.frame.origin.y = max(frame.minY, min(top, end - frame.height))
      }
    }
    return flaggedForMeasuring(attributes, axes: item.layoutSize.selfSizingAxes)
  }
}
