import Foundation
import ViewCore

extension UICollectionViewLayout {
  /// Takes what a self-sizing view asked for: the measurement is kept, and the layout is
  /// invalidated when `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
  /// says so. Returns whether it was.
  func takePreferredAttributes(
    _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
  ) -> Bool {
    let key = SelfSizingCache.Key(kind: original.representedElementKind, indexPath: original.indexPath)
    measuredSizes.record(preferred.size, for: key, fitted: original.size, axes: original.selfSizingAxes)
    guard shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
      return false
    }
    invalidateLayout()
    return true
  }

  /// The preferred size differs from the one laid out by more than rounding (what the flow and
  /// compositional layouts re-lay out for).
  func preferredSizeDiffers(
    _ preferred: UICollectionViewLayoutAttributes, from original: UICollectionViewLayoutAttributes
  ) -> Bool {
    abs(preferred.size.width - original.size.width) > 0.01 || abs(preferred.size.height - original.size.height) > 0.01
  }

  /// `attributes` flagged for measuring when the element sizes itself along `axes` and has no
  /// measurement that stands for its current size.
  func flaggedForMeasuring(_ attributes: UICollectionViewLayoutAttributes, axes: SelfSizingAxes)
    -> UICollectionViewLayoutAttributes
  {
    guard !axes.isEmpty else { return attributes }
    let key = SelfSizingCache.Key(kind: attributes.representedElementKind, indexPath: attributes.indexPath)
    if !measuredSizes.isMeasured(key, proposed: attributes.size, axes: axes) { attributes.selfSizingAxes = axes }
    return attributes
  }
}
