import Foundation
import ViewCore

extension UIWindow {
  /// Steps frames of `1 / frameRate` seconds on a stepped clock from `time` for as long as
  /// anything animates, at most `limit` seconds; returns the time of the last frame (`time` when
  /// nothing animated).
  @discardableResult
  public func advanceUntilIdle(
    from time: TimeInterval, frameRate: Double = 60, limit: TimeInterval = 30
  ) -> TimeInterval {
    var now = time
    for _ in 0..<Int(limit * frameRate) where isAnimating {
      now += 1 / frameRate
      advance(to: now)
    }
    return now
  }
}

/// How far a resting offset may be from where it belongs, in points.
private let restingTolerance: CGFloat = 0.5

extension UIScrollView {
  /// Why this scroll view is not at rest inside its limits, one sentence each; empty when it is.
  ///
  /// At rest: no finger tracks it, nothing drags, decelerates, zooms or bounces a zoom; the offset
  /// is inside the resting limits and the zoom scale inside its range; and when paging is on, the
  /// offset is on a page — a whole number of bounds sizes from the minimum offset, or the maximum
  /// offset (the last page when the content is not a whole number of pages), each within
  /// half a point.
  public var restingProblems: [String] {
    var problems: [String] = []
    let states = [
      ("tracking", isTracking), ("dragging", isDragging), ("decelerating", isDecelerating), ("zooming", isZooming),
      ("zoom bouncing", isZoomBouncing),
    ]
    for (name, isOn) in states where isOn { problems.append("still \(name)") }
    let offset = contentOffset
    let clamped = clampedContentOffset(offset)
    if abs(offset.x - clamped.x) > restingTolerance || abs(offset.y - clamped.y) > restingTolerance {
      problems.append("offset \(offset) outside the limits \(minimumContentOffset)…\(maximumContentOffset)")
    }
    let lowestScale = min(minimumZoomScale, maximumZoomScale)
    if !(lowestScale...maximumZoomScale).contains(zoomScale) {
      problems.append("zoom scale \(zoomScale) outside \(lowestScale)…\(maximumZoomScale)")
    }
    if isPagingEnabled {
      let onPage = [
        isOnPage(offset.x, page: bounds.width, minimum: minimumContentOffset.x, maximum: maximumContentOffset.x),
        isOnPage(
          offset.y, page: bounds.height, minimum: minimumContentOffset.y, maximum: maximumContentOffset.y),
      ]
      if onPage.contains(false) {
        problems.append("paging, but offset \(offset) is not on a page of \(bounds.size) from \(minimumContentOffset)")
      }
    }
    return problems
  }
}

/// Whether `offset` is a whole number of `page`s from `minimum`, or at `maximum` (where the last,
/// partial page is clamped), within `restingTolerance`.
private func isOnPage(_ offset: CGFloat, page: CGFloat, minimum: CGFloat, maximum: CGFloat) -> Bool {
  guard page > 0, page.isFinite else { return true }
  if abs(offset - maximum) <= restingTolerance { return true }
  let pages = ((offset - minimum) / page).rounded()
  return abs(offset - (minimum + pages * page)) <= restingTolerance
}
