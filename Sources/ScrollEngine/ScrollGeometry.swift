import Foundation
import ScrollPhysics

/// Insets in points (the engine's own, so it needs no view type).
package struct ScrollInsets: Equatable, Sendable {
  package var top: CGFloat
  package var left: CGFloat
  package var bottom: CGFloat
  package var right: CGFloat

  package init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// What the engine knows of its scroll view at the moment of an input: the view owns all of it
/// (its bounds, insets, content size and settings, the window's clock) and passes a fresh one with
/// every call, so the engine keeps no copy that could go stale.
package struct ScrollGeometry: Sendable {
  /// `contentOffset`.
  package var offset: CGPoint
  /// The bounds size.
  package var size: CGSize
  package var contentSize: CGSize
  /// `adjustedContentInset`.
  package var insets: ScrollInsets
  package var bounces = true
  package var alwaysBounceHorizontal = false
  package var alwaysBounceVertical = false
  package var isPagingEnabled = false
  package var isDirectionalLockEnabled = false
  package var decelerationRate = DecelerationRate.normal
  /// Device pixels per point, for pixel-rounded resting offsets.
  package var screenScale: Double = 1
  /// The window's clock (seconds), never behind any input already delivered.
  package var now: TimeInterval = 0
  /// False when the view has no window: animations then happen at once.
  package var isInWindow = true
  /// The view is in a page sheet that takes a drag down past the content's top.
  package var isInPageSheet = false

  package init(
    offset: CGPoint, size: CGSize, contentSize: CGSize, insets: ScrollInsets, bounces: Bool = true,
    alwaysBounceHorizontal: Bool = false, alwaysBounceVertical: Bool = false, isPagingEnabled: Bool = false,
    isDirectionalLockEnabled: Bool = false, decelerationRate: DecelerationRate = .normal, screenScale: Double = 1,
    now: TimeInterval = 0, isInWindow: Bool = true, isInPageSheet: Bool = false
  ) {
    self.offset = offset
    self.size = size
    self.contentSize = contentSize
    self.insets = insets
    self.bounces = bounces
    self.alwaysBounceHorizontal = alwaysBounceHorizontal
    self.alwaysBounceVertical = alwaysBounceVertical
    self.isPagingEnabled = isPagingEnabled
    self.isDirectionalLockEnabled = isDirectionalLockEnabled
    self.decelerationRate = decelerationRate
    self.screenScale = screenScale
    self.now = now
    self.isInWindow = isInWindow
    self.isInPageSheet = isInPageSheet
  }

  /// The smallest resting offset: `−insets.left/top`.
  package var minimumOffset: CGPoint { CGPoint(x: -insets.left, y: -insets.top) }

  /// The largest resting offset: content + trailing inset − size, never below the minimum.
  package var maximumOffset: CGPoint {
    CGPoint(
      x: max(-insets.left, contentSize.width + insets.right - size.width),
      y: max(-insets.top, contentSize.height + insets.bottom - size.height))
  }

  package var horizontalLimits: OffsetLimits {
    OffsetLimits(minimum: Double(minimumOffset.x), maximum: Double(maximumOffset.x))
  }

  package var verticalLimits: OffsetLimits {
    OffsetLimits(minimum: Double(minimumOffset.y), maximum: Double(maximumOffset.y))
  }

  /// `point` clamped into the resting limits.
  package func clamped(_ point: CGPoint) -> CGPoint {
    let minimum = minimumOffset
    let maximum = maximumOffset
    return CGPoint(x: min(max(point.x, minimum.x), maximum.x), y: min(max(point.y, minimum.y), maximum.y))
  }

  /// True when the content can move horizontally (wider than the view, or `alwaysBounceHorizontal`).
  package var scrollsHorizontally: Bool {
    maximumOffset.x > minimumOffset.x || (bounces && alwaysBounceHorizontal)
  }

  /// True when the content can move vertically (taller than the view, or `alwaysBounceVertical`).
  package var scrollsVertically: Bool {
    maximumOffset.y > minimumOffset.y || (bounces && alwaysBounceVertical)
  }

  /// True when the offset lies outside the resting limits by more than half a point (the stop
  /// rule's tolerance, docs/physics.md §1.4).
  package var isOutsideLimits: Bool {
    let inside = clamped(offset)
    return abs(inside.x - offset.x) > 0.5 || abs(inside.y - offset.y) > 0.5
  }

  /// The page stride per axis: the bounds size (UIKit pages by the bounds, not the content).
  package var pageSize: CGSize { size }

  /// True when the offset can still grow or shrink by `delta` on each non-zero axis (half a
  /// point of slack at the limits, a choice of this project: less than a pixel, more than the
  /// rounding left by a flight that settled).
  package func canMove(by delta: CGPoint) -> Bool {
    let minimum = minimumOffset
    let maximum = maximumOffset
    if delta.x > 0, offset.x < maximum.x - 0.5 { return true }
    if delta.x < 0, offset.x > minimum.x + 0.5 { return true }
    if delta.y > 0, offset.y < maximum.y - 0.5 { return true }
    if delta.y < 0, offset.y > minimum.y + 0.5 { return true }
    return false
  }

  /// True when the drag's dominant direction is an axis that scrolls.
  package func accepts(dragBy translation: CGPoint) -> Bool {
    abs(translation.x) >= abs(translation.y) ? scrollsHorizontally : scrollsVertically
  }

  /// True when the content can move the way a finger moving by `translation` pushes it (along the
  /// dominant axis).
  package func canContinue(dragBy translation: CGPoint) -> Bool {
    abs(translation.x) >= abs(translation.y)
      ? canMove(by: CGPoint(x: -translation.x, y: 0)) : canMove(by: CGPoint(x: 0, y: -translation.y))
  }

  /// The smallest move that shows `rect` (content coordinates) inside the insets, clamped to the
  /// limits: a rect larger than the visible area aligns its leading edge; one in view moves nothing.
  package func offset(revealing rect: CGRect) -> CGPoint {
    func axis(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat)
      -> CGFloat
    {
      if low < visibleLow { return offset - (visibleLow - low) }
      if high > visibleHigh { return offset + min(high - visibleHigh, low - visibleLow) }
      return offset
    }
    let visible = CGRect(
      x: offset.x + insets.left, y: offset.y + insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
    return clamped(
      CGPoint(
        x: axis(offset.x, rect.minX, rect.maxX, visible.minX, visible.maxX),
        y: axis(offset.y, rect.minY, rect.maxY, visible.minY, visible.maxY)))
  }

  /// The offset shown for a raw (finger) offset: the rubber band past the limits when `bounces`,
  /// a hard stop when not.
  package func displayedOffset(forRaw raw: CGPoint) -> CGPoint {
    guard bounces else { return clamped(raw) }
    return CGPoint(
      x: CGFloat(
        RubberBand.displayedOffset(forRawOffset: Double(raw.x), limits: horizontalLimits, dimension: Double(size.width))
      ),
      y: CGFloat(
        RubberBand.displayedOffset(forRawOffset: Double(raw.y), limits: verticalLimits, dimension: Double(size.height))
      ))
  }

  /// The raw offset that shows `displayed`: the rubber band's inverse, used when a finger catches
  /// the content past an edge so the drag continues without a jump.
  package func rawOffset(forDisplayed displayed: CGPoint) -> CGPoint {
    guard bounces else { return displayed }
    return CGPoint(
      x: CGFloat(
        RubberBand.rawOffset(
          forDisplayedOffset: Double(displayed.x), limits: horizontalLimits, dimension: Double(size.width))),
      y: CGFloat(
        RubberBand.rawOffset(
          forDisplayedOffset: Double(displayed.y), limits: verticalLimits, dimension: Double(size.height))))
  }

  /// The offset that puts zoom-view point `anchor` at `point` (relative to the view's top-left)
  /// at `scale`, clamped into the limits that scale produces.
  package func offsetKeeping(anchor: CGPoint, at point: CGPoint, scale: CGFloat, zoom: ZoomGeometry) -> CGPoint {
    let raw = CGPoint(
      x: zoom.origin.x + anchor.x * scale - point.x, y: zoom.origin.y + anchor.y * scale - point.y)
    let content = CGSize(width: zoom.size.width * scale, height: zoom.size.height * scale)
    let maximum = CGPoint(
      x: max(-insets.left, content.width + insets.right - size.width),
      y: max(-insets.top, content.height + insets.bottom - size.height))
    return CGPoint(x: min(max(raw.x, -insets.left), maximum.x), y: min(max(raw.y, -insets.top), maximum.y))
  }
}

/// The zoom view as the engine needs it: where its frame starts, its unscaled size, the scale range.
package struct ZoomGeometry: Sendable {
  /// The zoom view's frame origin (in the scroll view's content).
  package var origin: CGPoint
  /// Its bounds size, unscaled.
  package var size: CGSize
  /// The current zoom scale.
  package var scale: CGFloat
  /// The scale range (valid: the maximum wins when the minimum exceeds it).
  package var range: ClosedRange<CGFloat>
  /// Rubber-bands a pinch past the range (`bouncesZoom`).
  package var bounces = true

  package init(origin: CGPoint, size: CGSize, scale: CGFloat, range: ClosedRange<CGFloat>, bounces: Bool) {
    self.origin = origin
    self.size = size
    self.scale = scale
    self.range = range
    self.bounces = bounces
  }

  /// `value` clamped into the range.
  package func clamp(_ value: CGFloat) -> CGFloat { min(max(value, range.lowerBound), range.upperBound) }
}
