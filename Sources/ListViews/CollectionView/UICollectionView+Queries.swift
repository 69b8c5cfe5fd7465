import Foundation
import ViewCore

/// What is where: visible cells, hit tests by point, attributes, scrolling to an item, and the
/// layout's say in where a flick comes to rest.
extension UICollectionView {
  /// The cells on screen, in index path order.
  public var visibleCells: [UICollectionViewCell] {
    layoutIfNeededForQuery()
    return liveCells.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of the cells on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeededForQuery()
    return liveCells.keys.sorted()
  }

  /// The cell showing `indexPath`, if it is on screen.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutIfNeededForQuery()
    return liveCells[indexPath]
  }

  /// The index path `cell` shows, if it is one of this view's cells on screen.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    liveCells.first { $0.value === cell }?.key
  }

  /// The item whose frame contains `point` (content coordinates), if any.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    layoutIfNeededForQuery()
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    return collectionViewLayout.layoutAttributesForElements(in: probe)?
      .filter { $0.representedElementCategory == .cell && $0.frame.contains(point) }
      .max { $0.zIndex < $1.zIndex }?.indexPath
  }

  /// The layout's attributes of the item at `indexPath`.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2 else {
      reportOnce("layoutAttributesForItem(at:): \(indexPath) is not an index path of a section and an item")
      return nil
    }
    layoutIfNeededForQuery()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Scrolls so the item sits where `scrollPosition` says (inside the insets), clamped to the
  /// limits. An index path out of range is refused with a message.
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    layoutIfNeededForQuery()
    guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
      return reportOnce("attempt to scroll to invalid index path: \(indexPath)")
    }
    let inset = adjustedContentInset
    var target = contentOffset
    if scrollPosition.contains(.top) { target.y = frame.minY - inset.top }
    if scrollPosition.contains(.centeredVertically) {
      target.y = frame.midY - inset.top - (bounds.height - inset.top - inset.bottom) / 2
    }
    if scrollPosition.contains(.bottom) { target.y = frame.maxY - bounds.height + inset.bottom }
    if scrollPosition.contains(.left) { target.x = frame.minX - inset.left }
    if scrollPosition.contains(.centeredHorizontally) {
      target.x = frame.midX - inset.left - (bounds.width - inset.left - inset.right) / 2
    }
    if scrollPosition.contains(.right) { target.x = frame.maxX - bounds.width + inset.right }
    setContentOffset(clampedContentOffset(target), animated: animated)
  }

  func layoutIfNeededForQuery() {
    if needsLayout || needsReload || collectionViewLayout.isInvalid { layoutIfNeeded() }
  }
}
