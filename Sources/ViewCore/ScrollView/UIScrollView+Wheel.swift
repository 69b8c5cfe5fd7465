import Foundation

/// A wheel or trackpad stream in progress.
struct WheelState {
  /// A trackpad's precise stream is being applied as a drag.
  var isStreaming = false
  /// The finger-equivalent translation of the stream so far (points).
  var translation: CGPoint = .zero
  var lastEventTime: TimeInterval = 0
  var velocity: CGPoint = .zero
  /// Where discrete notches are heading, so quick notches add up instead of restarting.
  var notchTarget: CGPoint?
  /// A Ctrl+wheel zoom in progress, and its latest event time.
  var isMagnifying = false
  var lastMagnifyTime: TimeInterval = 0

  /// SDL does not say when a trackpad stream ends; this long without an event ends it (seconds).
  static let streamIdleTimeout: TimeInterval = 0.08
  /// A Ctrl+wheel zoom ends after this long without an event (seconds).
  static let magnifyIdleTimeout: TimeInterval = 0.25
}

extension UIScrollView: WheelScrollable {
  /// True when the content can move by `delta` (the window then chains to an outer scroll view
  /// when this one is at its edge).
  public func canScroll(by delta: CGPoint) -> Bool {
    isScrollEnabled && (wheel.isStreaming || canMove(by: delta))
  }

  /// A precise (trackpad) delta moves the content directly, as a drag with the same delegate
  /// messages; when the stream pauses, momentum continues if its speed warrants it. A notch
  /// scrolls a fixed step (or one page) with a short deceleration to its target.
  public func handleWheel(_ event: InputEvent.Wheel) {
    let delta = event.pointDelta
    guard isScrollEnabled, delta.x.isFinite, delta.y.isFinite, delta != .zero else { return }
    let time = event.timestamp
    clock = max(clock, time)
    if event.isPrecise {
      continueWheelStream(delta: delta, at: time)
    } else {
      scrollByNotch(delta: delta, at: time)
    }
  }

  private func continueWheelStream(delta: CGPoint, at time: TimeInterval) {
    if !wheel.isStreaming || phase != .dragging {
      touchDidBegin(at: time)
      dragDidBegin(at: time)
      wheel = WheelState(isStreaming: true, lastEventTime: time)
    }
    let fingerDelta = CGPoint(x: -delta.x, y: -delta.y)
    if wheel.translation != .zero {
      let interval = max(time - wheel.lastEventTime, 0.001)
      let sample = CGPoint(x: fingerDelta.x / interval, y: fingerDelta.y / interval)
      // Light smoothing: trackpad deltas arrive unevenly. The first event of a stream has no
      // interval to measure a speed over, so a lone event carries no momentum.
      wheel.velocity = CGPoint(x: wheel.velocity.x * 0.5 + sample.x * 0.5, y: wheel.velocity.y * 0.5 + sample.y * 0.5)
    }

    wheel.translation.x += fingerDelta.x
    wheel.translation.y += fingerDelta.y
    wheel.lastEventTime = time
    dragDidChange(translation: wheel.translation, velocity: wheel.velocity, at: time)
    window?.addAnimator(self)
  }

  /// Called every frame: a stream that paused ends like a finger lifting.
  func endIdleWheelStream(at time: TimeInterval) -> Bool {
    guard wheel.isStreaming else { return false }
    guard time - wheel.lastEventTime >= WheelState.streamIdleTimeout else { return true }
    wheel.isStreaming = false
    let velocity = wheel.velocity
    wheel.translation = .zero
    if phase == .dragging { dragDidEnd(velocity: velocity, at: wheel.lastEventTime + WheelState.streamIdleTimeout) }
    return false
  }

  private func scrollByNotch(delta: CGPoint, at time: TimeInterval) {
    let base = phase == .decelerating ? (wheel.notchTarget ?? contentOffset) : contentOffset
    var target: CGPoint
    if isPagingEnabled {
      let page = pageSize
      let current = phase == .decelerating ? (pagingTargetInFlight ?? base) : pagingTarget(rawVelocity: .zero)
      target = CGPoint(
        x: current.x + (delta.x == 0 ? 0 : (delta.x > 0 ? page.width : -page.width)),
        y: current.y + (delta.y == 0 ? 0 : (delta.y > 0 ? page.height : -page.height)))
    } else {
      target = CGPoint(x: base.x + delta.x, y: base.y + delta.y)
    }
    target = clampedContentOffset(target)
    guard target != contentOffset else { return }
    wheel.notchTarget = target
    touchDidBegin(at: time)
    dragDidBegin(at: time)
    completeDrag(release: .zero, proposedTarget: target, at: time)
  }

  public func canMagnify(_ magnify: InputEvent.Magnify) -> Bool { canZoom }

  /// Ctrl+wheel: zooms by `magnify.scale` about the pointer, inside the scale range, as a zoom
  /// gesture (`scrollViewWillBeginZooming` … `scrollViewDidEndZooming` once the wheel pauses).
  public func handleMagnify(_ magnify: InputEvent.Magnify) {
    guard let view = zoomView, magnify.scale.isFinite, magnify.scale > 0 else { return }
    clock = max(clock, magnify.timestamp)
    if !wheel.isMagnifying {
      if phase == .decelerating { stopDecelerating(sendMessages: false) }
      if case .animating = phase { finishOffsetAnimation(sendMessages: false) }
      zoomAnimation = nil
      wheel.isMagnifying = true
      transition(to: .zooming, traced: false)
      sendMessage("scrollViewWillBeginZooming") { $0.scrollViewWillBeginZooming(self, with: view) }
    }
    wheel.lastMagnifyTime = magnify.timestamp
    let pointer = convert(magnify.location, from: nil)
    let anchor = view.convert(pointer, from: self)
    let pointInView = CGPoint(x: pointer.x - contentOffset.x, y: pointer.y - contentOffset.y)
    let scale = min(max(zoomScale * magnify.scale, zoomRange.lowerBound), zoomRange.upperBound)
    setZoomScaleInternally(scale)
    setOffsetInternally(offsetKeeping(anchor: anchor, at: pointInView, scale: scale, view: view))
    window?.addAnimator(self)
  }

  /// Called every frame: a Ctrl+wheel zoom that paused ends.
  func endIdleMagnify(at time: TimeInterval) -> Bool {
    guard wheel.isMagnifying else { return false }
    guard time - wheel.lastMagnifyTime >= WheelState.magnifyIdleTimeout else { return true }
    wheel.isMagnifying = false
    if phase == .zooming { finishZooming() }
    return false
  }
}
