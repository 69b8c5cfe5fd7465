import Foundation
import ScrollPhysics

extension UIScrollView {
  /// Scrolls the smallest distance that makes `rect` (content coordinates) visible inside the
  /// insets; nothing when it already is. Non-finite rects are ignored.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
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

  /// Starts a programmatic scroll to `target`: sin² over 0.3 s, or the scroll-to-top spring.
  func startOffsetAnimation(to target: CGPoint, kind: ScrollAnimationKind) {
    if phase == .decelerating { stopDecelerating(sendMessages: false) }
    let start = animationStartTime()
    let curve: TimingCurve = kind == .scrollToTop ? .spring(.scrollToTop) : .sineSquared
    let duration =
      kind == .scrollToTop ? ScrollToTopSpring.scrollToTop.settleDuration : ContentOffsetAnimation.duration
    let x = TimedAnimation(
      from: Double(contentOffset.x), to: Double(target.x), startTime: start, duration: duration, curve: curve)
    let y = TimedAnimation(
      from: Double(contentOffset.y), to: Double(target.y), startTime: start, duration: duration, curve: curve)
    motion.activity = .offsetAnimation(x: x, y: y)
    transition(to: .animating(kind))
    window?.addAnimator(self)
  }

  /// The time an animation starts from: the latest event or frame time seen.
  func animationStartTime() -> TimeInterval {
    if let window { clock = max(clock, window.currentTime) }
    return clock
  }

  /// Ends a programmatic scroll. With `sendMessages`, at its destination, with the message its kind sends.
  func finishOffsetAnimation(sendMessages: Bool) {
    guard case .animating(let kind) = phase else { return }
    if sendMessages, case .offsetAnimation(let x, let y) = motion.activity {
      motion.activity = .none
      setOffsetInternally(CGPoint(x: CGFloat(x.to), y: CGFloat(y.to)))
    }
    motion.activity = .none
    guard case .animating = phase else { return }
    transition(to: .idle)
    guard sendMessages else { return }
    switch kind {
    case .contentOffset:
      sendMessage("scrollViewDidEndScrollingAnimation") { $0.scrollViewDidEndScrollingAnimation(self) }
    case .scrollToTop:
      sendMessage("scrollViewDidScrollToTop") { $0.scrollViewDidScrollToTop(self) }
    }
  }

  /// Steps a programmatic scroll; returns true while it still runs.
  func stepOffsetAnimation(x: TimedAnimation, y: TimedAnimation, to time: TimeInterval) -> Bool {
    let done = x.isFinished(at: time) && y.isFinished(at: time)
    if done {
      finishOffsetAnimation(sendMessages: true)
      return false
    }
    setOffsetInternally(CGPoint(x: CGFloat(x.value(at: time)), y: CGFloat(y.value(at: time))))
    return true
  }

  /// Scrolls to the top (`−contentInset.top`) with the scroll-to-top spring, if the delegate agrees.
  /// Returns false when `scrollsToTop` is off or the delegate declined.
  @discardableResult
  public func scrollToTop() -> Bool {
    guard scrollsToTop else { return false }
    if let delegate, !delegate.scrollViewShouldScrollToTop(self) { return false }
    let target = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
    guard target != contentOffset else {
      sendMessage("scrollViewDidScrollToTop") { $0.scrollViewDidScrollToTop(self) }
      return true
    }
    startOffsetAnimation(to: target, kind: .scrollToTop)
    return true
  }
}
