import Foundation
import ScrollPhysics

/// The wheel: a trackpad's precise stream dragging the content (ended by a pause or the fingers'
/// lift-off), a wheel notch scrolling a step with a short flight, Ctrl+wheel zooming.
extension ScrollEngine {
  /// A precise (trackpad) delta (points, wheel direction) moves the content directly, as a drag
  /// with the same delegate messages; when the stream pauses or the fingers lift, momentum
  /// continues if its speed warrants it. `endsWithLiftOff`: the device reports the lift-off.
  package mutating func trackpadScrolled(
    by delta: CGPoint, at time: TimeInterval, endsWithLiftOff: Bool, _ g: ScrollGeometry
  ) -> [ScrollEffect] {
    var stream: WheelStream
    if case .dragging(.trackpad(let current)) = activity {
      stream = current
    } else {
      caughtByTrackpadHold = false
      beginTracking(at: time, g)
      stream = WheelStream(startingAt: time, endsWithLiftOff: endsWithLiftOff)
      beginDragging(.trackpad(stream), at: time, g)
    }
    // The first event of a stream has no time to measure a speed over: it moves the content and
    // becomes the start of the velocity window (WheelStream), so a lone event carries no momentum.
    stream.add(CGPoint(x: -delta.x, y: -delta.y), at: time)
    activity = .dragging(.trackpad(stream))
    moveDrag(translation: stream.translation, velocity: stream.velocity, g)
    output.append(.requestFrames)
    return takeOutput()
  }

  /// The trackpad's fingers lifted after this view's stream: the drag ends now, with the stream's
  /// speed (the flight starts at the compositor's lift-off, not after a pause).
  package mutating func trackpadLifted(at time: TimeInterval, _ g: ScrollGeometry) -> [ScrollEffect] {
    guard case .dragging(.trackpad(let stream)) = activity else { return [] }
    let time = max(time, stream.lastEventTime)
    endDrag(velocity: stream.velocity(atLiftOff: time), at: time, g)
    return takeOutput()
  }

  /// Each frame: a stream that paused ends like a finger lifting, at the time it paused (one that
  /// waits for its lift-off event, only after `WheelTiming.liftOffTimeout`, at rest).
  mutating func endTrackpadStreamIfPaused(_ stream: WheelStream, at time: TimeInterval, _ g: ScrollGeometry) {
    let timeout = stream.endsWithLiftOff ? WheelTiming.liftOffTimeout : WheelTiming.streamIdleTimeout
    guard time - stream.lastEventTime >= timeout else { return }
    // A pause is the guessed lift-off, with the stream's speed; a lost lift-off is a rest.
    endDrag(velocity: stream.endsWithLiftOff ? .zero : stream.velocity, at: stream.lastEventTime + timeout, g)
  }

  /// A wheel notch scrolls by `delta` (points; a paging view, one page) with a short flight to
  /// its target; quick notches add up from the target already in flight.
  package mutating func notch(by delta: CGPoint, at time: TimeInterval, _ g: ScrollGeometry) -> [ScrollEffect] {
    let base = activity.isDecelerating ? (notchTarget ?? g.offset) : g.offset
    var target: CGPoint
    if g.isPagingEnabled {
      let page = g.pageSize
      let current =
        activity.isDecelerating ? (pagingTargetInFlight(g) ?? base) : pagingTarget(rawVelocity: .zero, g)
      target = CGPoint(
        x: current.x + (delta.x == 0 ? 0 : (delta.x > 0 ? page.width : -page.width)),
        y: current.y + (delta.y == 0 ? 0 : (delta.y > 0 ? page.height : -page.height)))
    } else {
      target = CGPoint(x: base.x + delta.x, y: base.y + delta.y)
    }
    target = g.clamped(target)
    guard target != g.offset else { return [] }
    notchTarget = target
    beginTracking(at: time, g)
    beginDragging(.finger, at: time, g)
    output.append(
      .askTarget(ReleaseQuestion(velocity: .zero, proposedTarget: target, time: time, startsAFrameEarly: true)))
    return takeOutput()
  }
}
