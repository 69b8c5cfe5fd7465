import Foundation

/// How long a wheel stream may pause before it counts as ended.
enum WheelTiming {
  /// The lift-off of a trackpad stream: SDL 2.26 drops the compositor's "fingers lifted" event
  /// (Wayland's `axis_stop`; X11 has none), so a stream that pauses this long has ended, and its
  /// momentum starts at the pause's end (seconds; a choice of this project: longer than the gap
  /// between a trackpad's events, 7–16 ms, plus two 60 Hz frames in which a busy app reads no
  /// events and then gets them in a burst; short enough that the flight follows without a
  /// visible stall. A slower stream that pauses longer only ends and restarts as a new drag).
  static let streamIdleTimeout: TimeInterval = 0.08
  /// A stream whose device promised a lift-off event (`InputEvent.Wheel.endsWithLiftOff`) waits
  /// for it, but not forever: a lost one (a compositor that drops it) ends the drag after this
  /// long without events (seconds; a choice of this project: longer than any pause of fingers
  /// that still mean to scroll, short enough that a lost event does not hold the drag for good).
  static let liftOffTimeout: TimeInterval = 2
  /// A Ctrl+wheel zoom ends after this long without an event (seconds; a choice of this project:
  /// slower than a wheel's repeat while turning it, so one turn is one zoom gesture).
  static let magnifyIdleTimeout: TimeInterval = 0.25
}

extension UIScrollView: WheelScrollable {
  /// True when the content can move by `delta` (the window then chains to an outer scroll view
  /// when this one is at its edge).
  package func canScroll(by delta: CGPoint) -> Bool {
    guard isScrollEnabled else { return false }
    if case .dragging(.trackpad) = activity { return true }
    return canMove(by: delta)
  }

  /// True when a trackpad stream at the edge stretches the content (`bounces`, on an axis that scrolls).
  package func canRubberBand(by delta: CGPoint) -> Bool {
    guard isScrollEnabled, bounces else { return false }
    return (delta.x != 0 && scrollsHorizontally) || (delta.y != 0 && scrollsVertically)
  }

  /// A precise (trackpad) delta moves the content directly, as a drag with the same delegate
  /// messages; when the stream pauses, momentum continues if its speed warrants it. A notch
  /// scrolls a fixed step (or one page) with a short deceleration to its target.
  package func handleWheel(_ event: InputEvent.Wheel) {
    let delta = event.pointDelta
    guard isScrollEnabled, delta.x.isFinite, delta.y.isFinite, delta != .zero else { return }
    if event.isPrecise {
      continueTrackpadStream(delta: delta, at: event.timestamp, endsWithLiftOff: event.endsWithLiftOff)
    } else {
      scrollByNotch(delta: delta, at: event.timestamp)
    }
  }

  private func continueTrackpadStream(delta: CGPoint, at time: TimeInterval, endsWithLiftOff: Bool) {
    var stream: WheelStream
    if case .dragging(.trackpad(let current)) = activity {
      stream = current
    } else {
      caughtByTrackpadHold = false
      beginTracking(at: time)
      stream = WheelStream(startingAt: time, endsWithLiftOff: endsWithLiftOff)
      beginDragging(.trackpad(stream), at: time)
    }
    // The first event of a stream has no time to measure a speed over: it moves the content and
    // becomes the start of the velocity window (WheelStream), so a lone event carries no momentum.
    stream.add(CGPoint(x: -delta.x, y: -delta.y), at: time)
    activity = .dragging(.trackpad(stream))
    dragDidChange(translation: stream.translation, velocity: stream.velocity, at: time)
    window?.addAnimator(self)
  }

  /// Called every frame: a stream that paused ends like a finger lifting, at the time it paused
  /// (one that waits for its lift-off event, only after `WheelTiming.liftOffTimeout`, at rest).
  func endTrackpadStreamIfPaused(_ stream: WheelStream, at time: TimeInterval) {
    let timeout = stream.endsWithLiftOff ? WheelTiming.liftOffTimeout : WheelTiming.streamIdleTimeout
    guard time - stream.lastEventTime >= timeout else { return }
    // A pause is the guessed lift-off, with the stream's speed; a lost lift-off is a rest.
    dragDidEnd(velocity: stream.endsWithLiftOff ? .zero : stream.velocity, at: stream.lastEventTime + timeout)
  }

  /// The trackpad's fingers lifted after this view's stream: the drag ends now, with the
  /// stream's speed (the flight starts at the compositor's lift-off, not after a pause). Fingers
  /// resting on it catch a flight or a scrolling animation, as a touch does; when they lift (or
  /// start scrolling), the caught view settles as after a touch that did not drag.
  package func handleTrackpad(_ trackpad: InputEvent.Trackpad) {
    switch trackpad.phase {
    case .fingersLifted:
      guard case .dragging(.trackpad(let stream)) = activity else { return }
      let time = max(trackpad.timestamp, stream.lastEventTime)
      dragDidEnd(velocity: stream.velocity(atLiftOff: time), at: time)
    case .holdBegan:
      switch activity {
      case .decelerating, .animatingOffset: break
      default: return
      }
      beginTracking(at: trackpad.timestamp)
      caughtByTrackpadHold = activity.isTrackingOnly
    case .holdEnded, .holdCancelled:
      guard caughtByTrackpadHold else { return }
      caughtByTrackpadHold = false
      endTracking(at: trackpad.timestamp)
    }
  }

  private func scrollByNotch(delta: CGPoint, at time: TimeInterval) {
    let base = isDecelerating ? (notchTarget ?? contentOffset) : contentOffset
    var target: CGPoint
    if isPagingEnabled {
      let page = pageSize
      let current = isDecelerating ? (pagingTargetInFlight ?? base) : pagingTarget(rawVelocity: .zero)
      target = CGPoint(
        x: current.x + (delta.x == 0 ? 0 : (delta.x > 0 ? page.width : -page.width)),
        y: current.y + (delta.y == 0 ? 0 : (delta.y > 0 ? page.height : -page.height)))
    } else {
      target = CGPoint(x: base.x + delta.x, y: base.y + delta.y)
    }
    target = clampedContentOffset(target)
    guard target != contentOffset else { return }
    notchTarget = target
    beginTracking(at: time)
    beginDragging(.finger, at: time)
    endDragging(release: .zero, proposedTarget: target, at: time, startsAFrameEarly: true)
  }

  package func canMagnify(_ magnify: InputEvent.Magnify) -> Bool { canZoom }

  /// Ctrl+wheel: zooms by `magnify.scale` about the pointer, inside the scale range, as a zoom
  /// gesture (`scrollViewWillBeginZooming` … `scrollViewDidEndZooming` once the wheel pauses).
  package func handleMagnify(_ magnify: InputEvent.Magnify) {
    guard let view = zoomView, magnify.scale.isFinite, magnify.scale > 0 else { return }
    if case .zooming(.wheel) = activity {
      activity = .zooming(.wheel(lastEvent: magnify.timestamp))
    } else {
      beginZooming(.wheel(lastEvent: magnify.timestamp), view: view)
    }
    let pointer = convert(magnify.location, from: nil)
    let anchor = view.convert(pointer, from: self)
    let pointInView = CGPoint(x: pointer.x - contentOffset.x, y: pointer.y - contentOffset.y)
    let scale = min(max(zoomScale * magnify.scale, zoomRange.lowerBound), zoomRange.upperBound)
    setZoomScaleInternally(scale)
    setOffsetInternally(offsetKeeping(anchor: anchor, at: pointInView, scale: scale, view: view))
    window?.addAnimator(self)
  }
}
