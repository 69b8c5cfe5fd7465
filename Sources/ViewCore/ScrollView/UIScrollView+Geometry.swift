import Foundation
import ScrollEngine

/// The limits, the adjusted insets and the refresh control: what moves the resting range.
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
    offsetObserver?.scrollViewGeometryDidChange(self)
  }

  func boundsSizeDidChange() {
    contentGeometryDidChange()
    engine.pagesDidMove()
  }

  /// `contentInset` plus the safe area as the behaviour says, plus a refreshing control's height.
  var computedAdjustedContentInset: UIEdgeInsets {
    var insets = contentInsetAdjustmentBehavior.adjusting(
      contentInset, by: safeAreaInsets,
      scrollsHorizontally: contentSize.width > bounds.width || alwaysBounceHorizontal,
      scrollsVertically: contentSize.height > bounds.height || alwaysBounceVertical)
    if let refreshControl, refreshControl.isRefreshing { insets.top += UIRefreshControl.height }
    return insets
  }

  /// Recomputes `adjustedContentInset`. When it grows at the top while the content rests at the
  /// old top, the content moves to the new top (a bar arriving over it covers nothing), as UIKit does.
  func updateAdjustedContentInset() {
    let new = computedAdjustedContentInset
    let old = adjustedContentInset
    guard new != old else { return }
    adjustedContentInset = new
    if activity.isIdle, new.top > old.top, abs(contentOffset.y + old.top) < 0.5 {
      setOffsetInternally(CGPoint(x: contentOffset.x, y: -new.top))
    }
    if activity.isIdle, engineGeometry().isOutsideLimits { setOffsetInternally(clampedContentOffset(contentOffset)) }
    invalidateComposition()
    adjustedContentInsetDidChange()
    offsetObserver?.scrollViewGeometryDidChange(self)
  }

  /// `refreshControl` changed: the old control leaves, the new one goes behind the content.
  func refreshControlDidChange(from old: UIRefreshControl?) {
    if let old, old.scrollView === self {
      old.scrollView = nil
      old.removeFromSuperview()
    }
    if let control = refreshControl {
      control.scrollView = self
      insertSubview(control, at: 0)
      control.scrollViewDidMove()
    }
    updateAdjustedContentInset()
  }
}
