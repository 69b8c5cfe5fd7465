import Foundation
import ScrollEngine
import ScrollPhysics

/// The scroll view's side of its engine (Sources/ScrollEngine): the geometry passed with every input,
/// and what comes back applied in order — the only sender of delegate messages and trace lines.
extension UIScrollView {
  /// The view's geometry as the engine reads it; `sheet`: whether to look for a page sheet around
  /// (only drags hand off to one).
  func engineGeometry(sheet: Bool = false) -> ScrollGeometry {
    let inset = adjustedContentInset
    return ScrollGeometry(
      offset: contentOffset, size: bounds.size, contentSize: contentSize,
      insets: ScrollInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
      bounces: bounces, alwaysBounceHorizontal: alwaysBounceHorizontal, alwaysBounceVertical: alwaysBounceVertical,
      isPagingEnabled: isPagingEnabled, isDirectionalLockEnabled: isDirectionalLockEnabled,
      decelerationRate: ScrollPhysics.DecelerationRate(rawValue: Double(decelerationRate.rawValue)),
      screenScale: Double(window?.screenScale ?? 1), now: now, isInWindow: window != nil,
      isInPageSheet: sheet && enclosingSheet != nil)
  }

  /// The window's clock (seconds): frames and input events move it, never backwards.
  var now: TimeInterval { window?.currentTime ?? 0 }

  /// Applies the engine's output in order. A delegate that changes the activity from inside a
  /// message (stops the flight in `scrollViewDidEndDragging`) makes the rest stale: it is dropped.
  func apply(_ effects: [ScrollEffect]) {
    let epoch = engine.epoch
    for effect in effects {
      guard engine.epoch == epoch else { break }
      perform(effect)
    }
    shownStatus = engine.status
  }

  private func perform(_ effect: ScrollEffect) {
    switch effect {
    case .transition(let transition):
      shownStatus = transition.status
      if transition.traced { trace("stateDidChange") }
      if transition.endsMovement {
        // Movement ended (a plain tap moved nothing): the indicators hold, then fade — frames.
        if !transition.afterTouchOnly { indicators.noteMovement(at: now) }
        if indicators.isVisible(at: now, held: false) { window?.addAnimator(self) }
      }
      invalidateComposition()
    case .setOffset(let offset):
      setOffsetInternally(offset)
    case .setZoom(let scale):
      setZoomScaleInternally(scale)
    case .placeAnchor(let anchor, let point):
      guard let origin = zoomView?.frame.origin else { return }
      setOffsetInternally(
        CGPoint(
          x: origin.x + anchor.x * currentZoomScale - point.x, y: origin.y + anchor.y * currentZoomScale - point.y))
    case .send(let message):
      send(message)
    case .askTarget(let question):
      let velocity = question.velocity
      let snapped = snappedReleaseTarget(proposed: question.proposedTarget, velocity: velocity)
      let proposed = offsetObserver?.scrollViewReleaseTarget(self, proposed: snapped) ?? snapped
      var target = proposed
      withUnsafeMutablePointer(to: &target) { pointer in
        sendMessage("scrollViewWillEndDragging", velocity: velocity, target: proposed) {
          $0.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: pointer)
        }
      }
      apply(engine.release(question, target: target, engineGeometry()))
    case .resume(let continuation):
      apply(engine.resume(continuation, engineGeometry()))
    case .requestFrames:
      window?.addAnimator(self)
    case .sheet(let handOff):
      guard let sheet = enclosingSheet else { return }
      switch handOff {
      case .follow(let translation): sheet.follow(translation)
      case .release(let translation, let velocity): sheet.release(translation: translation, velocity: velocity)
      case .settle: sheet.settle()
      }
    case .rasterizeZoomView:
      zoomView?.setRasterizationScale(currentZoomScale)
    }
  }

  private func send(_ message: ScrollMessage) {
    var decelerate: Bool?
    if case .didEndDragging(let value) = message { decelerate = value }
    trace(message.methodName, decelerate: decelerate)
    guard let delegate else { return }
    switch message {
    case .willBeginDragging: delegate.scrollViewWillBeginDragging(self)
    case .didEndDragging(let decelerate): delegate.scrollViewDidEndDragging(self, willDecelerate: decelerate)
    case .willBeginDecelerating: delegate.scrollViewWillBeginDecelerating(self)
    case .didEndDecelerating: delegate.scrollViewDidEndDecelerating(self)
    case .didEndScrollingAnimation: delegate.scrollViewDidEndScrollingAnimation(self)
    case .didScrollToTop: delegate.scrollViewDidScrollToTop(self)
    case .willBeginZooming: delegate.scrollViewWillBeginZooming(self, with: zoomView)
    case .didEndZooming: delegate.scrollViewDidEndZooming(self, with: zoomView, atScale: currentZoomScale)
    }
  }

  // MARK: Changes of position

  /// The content moved under the view by `delta` (a table or collection view replaced estimated
  /// sizes above what is on screen by measured ones): the offset moves by as much, and so does
  /// whatever is moving it (`ScrollEngine.contentDidShift(by:)`), so nothing on screen jumps.
  /// With `limited`, an offset at rest stays within the limits of the content size as it is now
  /// (a caller that changes the content size afterwards passes false).
  package func shiftContent(by delta: CGPoint, limited: Bool) {
    guard delta != .zero, delta.x.isFinite, delta.y.isFinite else { return }
    engine.contentDidShift(by: delta)
    var offset = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
    if limited, engine.activity.isIdle { offset = clampedContentOffset(offset) }
    setOffsetInternally(offset)
  }

  /// The offset changed (the `bounds` observer): `scrollViewDidScroll`. A delegate that moves the
  /// offset inside it is told once more after it returns, a bounded number of times, so one that
  /// fights the scroll view cannot loop forever.
  func offsetDidChange() {
    // Indicators show while the user or an animation moves the content, not for direct sets.
    if !shownStatus.isIdle { indicators.noteMovement(at: now) }
    invalidateComposition()
    refreshControl?.scrollViewDidMove()
    offsetObserver?.scrollViewOffsetDidChange(self)
    scrollNotification.deliver { self.sendMessage("scrollViewDidScroll") { $0.scrollViewDidScroll(self) } }
  }

  /// The zoom scale changed: `scrollViewDidZoom`.
  func zoomDidChange() {
    sendMessage("scrollViewDidZoom") { $0.scrollViewDidZoom(self) }
  }

  /// Sends a delegate message and its trace line, which carries the state at that moment.
  private func sendMessage(
    _ name: String, velocity: CGPoint? = nil, target: CGPoint? = nil, decelerate: Bool? = nil,
    _ body: (UIScrollViewDelegate) -> Void
  ) {
    trace(name, velocity: velocity, target: target, decelerate: decelerate)
    if let delegate { body(delegate) }
  }

  /// Emits a trace line with the current state, at the window's time.
  private func trace(_ event: String, velocity: CGPoint? = nil, target: CGPoint? = nil, decelerate: Bool? = nil) {
    guard let trace = window?.services.scrollTrace, trace.isObserved else { return }
    trace.emit(ScrollTraceRecord(self, event: event, velocity: velocity, target: target, decelerate: decelerate))
  }
}

extension UIScrollView: FrameAnimating {
  /// Steps whatever moves the scroll view to `time` (s, the window's frame time); returns false
  /// once everything, including the indicators' fade, has come to rest (the window then stops
  /// stepping it).
  package func advance(to time: TimeInterval) -> Bool {
    apply(engine.step(to: time, engineGeometry()))
    let fading = indicators.isVisible(at: time, held: !engine.activity.isIdle)
    if fading { invalidateComposition() }
    return fading || engine.movesOnItsOwn
  }
}
