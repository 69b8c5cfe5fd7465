import Foundation

/// Keeps `scrollViewDidScroll` from recursing when a delegate moves the offset inside it: the
/// nested change is noted and reported once more after the outer call returns, a bounded number
/// of times, so a delegate that fights the scroll view cannot loop forever.
struct ScrollNotificationGuard {
  var isNotifying = false
  var pendingRepeat = false
  static let maximumRepeats = 4
}

extension UIScrollView {
  /// Moves the content to `contentOffset`, at once or with UIKit's 0.3 s sin² animation.
  /// Non-finite offsets are ignored. Sends `scrollViewDidScroll` (every frame when animated) and,
  /// when an animation finishes, `scrollViewDidEndScrollingAnimation`.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return }
    if animated, window != nil {
      startOffsetAnimation(to: contentOffset, kind: .contentOffset)
      return
    }
    if case .animating = phase { finishOffsetAnimation(sendMessages: false) }
    if phase == .decelerating { stopDecelerating(sendMessages: false) }
    setOffsetInternally(contentOffset)
  }

  /// Sets `bounds.origin` without touching the current motion (the physics call this every frame).
  func setOffsetInternally(_ offset: CGPoint) {
    guard offset.x.isFinite, offset.y.isFinite else { return }
    var newBounds = bounds
    newBounds.origin = offset
    bounds = newBounds
  }

  /// Called from the `bounds` observer whenever the origin changed.
  func contentOffsetDidChange() {
    // Indicators show while the user or an animation moves the content, not for direct sets.
    if phase != .idle { indicators.noteMovement(at: clock) }
    invalidateComposition()
    if scrollNotification.isNotifying {
      scrollNotification.pendingRepeat = true
      return
    }
    scrollNotification.isNotifying = true
    var repeats = 0
    repeat {
      scrollNotification.pendingRepeat = false
      sendMessage("scrollViewDidScroll") { $0.scrollViewDidScroll(self) }
      repeats += 1
    } while scrollNotification.pendingRepeat && repeats < ScrollNotificationGuard.maximumRepeats
    scrollNotification.pendingRepeat = false
    scrollNotification.isNotifying = false
  }

  /// Sends a delegate message and its trace record.
  func sendMessage(
    _ name: String, velocity: CGPoint? = nil, target: CGPoint? = nil, decelerate: Bool? = nil,
    _ body: (UIScrollViewDelegate) -> Void
  ) {
    trace(name, velocity: velocity, target: target, decelerate: decelerate)
    if let delegate { body(delegate) }
  }

  /// Emits a trace record with the current state.
  func trace(_ event: String, velocity: CGPoint? = nil, target: CGPoint? = nil, decelerate: Bool? = nil) {
    guard let window, window.services.scrollTrace.isObserved else { return }
    clock = max(clock, window.currentTime)
    window.services.scrollTrace.emit(
      ScrollTraceRecord(
        time: clock, view: accessibilityIdentifier ?? "", event: event, offset: contentOffset,
        zoom: zoomScale, velocity: velocity, target: target, decelerate: decelerate,
        tracking: isTracking, dragging: isDragging, decelerating: isDecelerating, zooming: isZooming))
  }

  /// Moves to a new phase. A change of a public flag is traced as `stateDidChange` unless the
  /// caller announces it with a delegate message of its own right after (`traced: false`).
  func transition(to newPhase: ScrollPhase, traced: Bool = true) {
    let old = phase
    guard old != newPhase else { return }
    phase = newPhase
    let flagsChanged =
      old.isTracking != newPhase.isTracking || old.isDragging != newPhase.isDragging
      || old.isDecelerating != newPhase.isDecelerating || old.isZooming != newPhase.isZooming
    if flagsChanged && traced { trace("stateDidChange") }
    if newPhase == .idle {
      // Movement ended (a plain tap moved nothing): the indicators hold, then fade — frames.
      if old != .tracking { indicators.noteMovement(at: clock) }
      if indicators.isVisible(at: clock, held: false) { window?.addAnimator(self) }
    }
    invalidateComposition()
  }
}
