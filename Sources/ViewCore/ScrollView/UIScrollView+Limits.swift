import Foundation
import ScrollPhysics

extension UIScrollView {
  /// The smallest resting offset: `−adjustedContentInset.left/top`.
  public var minimumContentOffset: CGPoint {
    CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
  }

  /// The largest resting offset: `contentSize + inset.right/bottom − bounds.size`, never below the minimum.
  public var maximumContentOffset: CGPoint {
    let inset = adjustedContentInset
    let minimum = minimumContentOffset
    return CGPoint(
      x: max(minimum.x, contentSize.width + inset.right - bounds.width),
      y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
  }

  var horizontalLimits: OffsetLimits {
    OffsetLimits(minimum: Double(minimumContentOffset.x), maximum: Double(maximumContentOffset.x))
  }

  var verticalLimits: OffsetLimits {
    OffsetLimits(minimum: Double(minimumContentOffset.y), maximum: Double(maximumContentOffset.y))
  }

  /// `offset` clamped into the resting limits.
  public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
  }

  /// True when the content can move horizontally (wider than the view, or `alwaysBounceHorizontal`).
  var scrollsHorizontally: Bool {
    maximumContentOffset.x > minimumContentOffset.x || (bounces && alwaysBounceHorizontal)
  }

  /// True when the content can move vertically (taller than the view, or `alwaysBounceVertical`).
  var scrollsVertically: Bool {
    maximumContentOffset.y > minimumContentOffset.y || (bounces && alwaysBounceVertical)
  }

  /// True when the offset lies outside the resting limits by more than half a point (the stop
  /// rule's tolerance, docs/physics.md §1.4).
  var isOutsideLimits: Bool {
    let clamped = clampedContentOffset(contentOffset)
    return abs(clamped.x - contentOffset.x) > 0.5 || abs(clamped.y - contentOffset.y) > 0.5
  }

  /// Content size, inset or bounds size changed: limits moved. At rest, the offset is brought back
  /// inside them, so a window resize never leaves content stranded past an edge.
  func contentGeometryDidChange() {
    updateAdjustedContentInset()
    invalidateComposition()
    if activity.isIdle, isOutsideLimits {
      setOffsetInternally(clampedContentOffset(contentOffset))
    }
  }

  func boundsSizeDidChange() {
    contentGeometryDidChange()
    limitsChanged = true
  }
}
