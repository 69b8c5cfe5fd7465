import Foundation
import ScrollEngine

extension UIScrollView {
  /// The smallest resting offset: `−adjustedContentInset.left/top`.
  public var minimumContentOffset: CGPoint { engineGeometry().minimumOffset }

  /// The largest resting offset: `contentSize + inset.right/bottom − bounds.size`, never below the minimum.
  public var maximumContentOffset: CGPoint { engineGeometry().maximumOffset }

  /// `offset` clamped into the resting limits.
  public func clampedContentOffset(_ offset: CGPoint) -> CGPoint { engineGeometry().clamped(offset) }

  /// True when the offset can still grow or shrink by `delta` on each non-zero axis.
  func canMove(by delta: CGPoint) -> Bool { engineGeometry().canMove(by: delta) }

  /// Content size, inset or bounds size changed: limits moved. At rest, the offset is brought back
  /// inside them, so a window resize never leaves content stranded past an edge.
  func contentGeometryDidChange() {
    updateAdjustedContentInset()
    invalidateComposition()
    if engine.activity.isIdle, engineGeometry().isOutsideLimits {
      setOffsetInternally(clampedContentOffset(contentOffset))
    }
  }

  func boundsSizeDidChange() {
    contentGeometryDidChange()
    engine.pagesDidMove()
  }
}
