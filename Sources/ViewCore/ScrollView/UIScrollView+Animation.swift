import Foundation
import ScrollPhysics

extension UIScrollView {
  /// `scrollRectToVisible(_:animated:)`'s work (the open method in the class body calls it).
  func scrollContent(toVisible rect: CGRect, animated: Bool) {
    let rect = rect.standardized
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
      return
    }
    let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: adjustedContentInset)
    func axis(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat)
      -> CGFloat
    {
      if low < visibleLow { return offset - (visibleLow - low) }
      if high > visibleHigh {
        // A rect larger than the visible area aligns its leading edge.
        return offset + min(high - visibleHigh, low - visibleLow)
      }
      return offset
    }
    let target = clampedContentOffset(
      CGPoint(
        x: axis(contentOffset.x, rect.minX, rect.maxX, visible.minX, visible.maxX),
        y: axis(contentOffset.y, rect.minY, rect.maxY, visible.minY, visible.maxY)))
    guard target != contentOffset else { return }
    setContentOffset(target, animated: animated)
  }

  /// Starts a programmatic scroll to `target` at the window's time: sin² over 0.3 s, or the
  /// scroll-to-top spring (docs/physics.md §7).
  func startOffsetAnimation(to target: CGPoint, kind: OffsetAnimation.Kind) {
    let start = now
    let curve: TimingCurve = kind == .scrollToTop ? .spring(.scrollToTop) : .sineSquared
    let duration =
      kind == .scrollToTop ? ScrollToTopSpring.scrollToTop.settleDuration : ContentOffsetAnimation.duration
    beginOffsetAnimation(
      OffsetAnimation(
        x: TimedAnimation(
          from: Double(contentOffset.x), to: Double(target.x), startTime: start, duration: duration, curve: curve),
        y: TimedAnimation(
          from: Double(contentOffset.y), to: Double(target.y), startTime: start, duration: duration, curve: curve),
        kind: kind))
  }

  /// Steps a programmatic scroll; at its end time it arrives (with its message).
  func stepOffsetAnimation(_ animation: OffsetAnimation, to time: TimeInterval) {
    guard !(animation.x.isFinished(at: time) && animation.y.isFinished(at: time)) else {
      return endOffsetAnimation()
    }
    setOffsetInternally(CGPoint(x: CGFloat(animation.x.value(at: time)), y: CGFloat(animation.y.value(at: time))))
  }

  /// Scrolls to the top (`−contentInset.top`) with the scroll-to-top spring, if the delegate agrees.
  /// Returns false when `scrollsToTop` is off or the delegate declined.
  @discardableResult
  public func scrollToTop() -> Bool {
    guard scrollsToTop else { return false }
    if let delegate, !delegate.scrollViewShouldScrollToTop(self) { return false }
    let target = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
    guard target != contentOffset else {
      scrollToTopDidArrive()
      return true
    }
    startOffsetAnimation(to: target, kind: .scrollToTop)
    return true
  }
}
