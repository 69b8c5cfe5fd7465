import Foundation

extension UIScrollView {
  /// How the safe area adds to `contentInset` (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Top and bottom always (the scroll view is a bar-covered controller's content, as in a
    /// navigation controller); left and right when the content scrolls horizontally.
    case automatic
    /// Only along the axes the content scrolls.
    case scrollableAxes
    /// Never: `adjustedContentInset` is `contentInset`.
    case never
    /// Always, on every edge.
    case always
  }

  /// `contentInset` plus the safe area as the behaviour says, plus a refreshing control's height.
  var computedAdjustedContentInset: UIEdgeInsets {
    var insets = contentInset
    if contentInsetAdjustmentBehavior != .never {
      let safe = safeAreaInsets
      let horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
      let vertical = contentSize.height > bounds.height || alwaysBounceVertical
      let (adjustsVertically, adjustsHorizontally): (Bool, Bool)
      switch contentInsetAdjustmentBehavior {
      case .automatic: (adjustsVertically, adjustsHorizontally) = (true, horizontal)
      case .scrollableAxes: (adjustsVertically, adjustsHorizontally) = (vertical, horizontal)
      case .always, .never: (adjustsVertically, adjustsHorizontally) = (true, true)
      }
      if adjustsVertically {
        insets.top += safe.top
        insets.bottom += safe.bottom
      }
      if adjustsHorizontally {
        insets.left += safe.left
        insets.right += safe.right
      }
    }
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
  }
}
