import Foundation
import ViewCore

/// Wayland's pointer as the compositor describes it, read by the app's own seat
/// objects (`CWaylandInput`) instead of guessed from SDL's wheel events:
///
/// - **Source.** `axis_source` says finger, continuous, wheel or wheel tilt. Finger and continuous
///   scroll precisely, one surface unit per point; wheel and tilt in notches of
///   `InputEvent.Wheel.pointsPerLine`, counted from `axis_value120` (or `axis_discrete`). A
///   compositor that names no source (`wl_pointer` before version 5): notches when it sends
///   wheel steps, precise otherwise. A wheel frame without steps counts its value in
///   `wheelPixelsPerNotch`.
/// - **Lift-off.** A finger source promises `axis_stop` when the fingers lift; the stream is told
///   so (`endsWithLiftOff`) and ends at the stop, with `InputEvent.Trackpad.Phase.fingersLifted`.
/// - **Gestures.** A pinch becomes the core's pinch gesture, with its rotation (`+TrackpadPinch`);
///   a hold the core's hold gesture; a swipe its swipe gesture (`+TrackpadSwipe`).
/// - **Times.** The compositor's millisecond times, mapped onto the window's clock (`ServerClock`).
/// - **Nothing left hanging.** The pointer leaving the window, or the seat losing it (the device
///   vanished), lifts a stream's fingers, cancels a pinch and ends a hold.
///
/// The same scroll also reaches SDL's own pointer, which makes SDL wheel events of it: while the
/// bridge has its pointer (`scrollsWithWayland`), those are ignored, so nothing scrolls twice.
extension SDLInputTranslator {
  /// Surface units per wheel notch for a wheel frame that brings no step count: 15, libinput's
  /// value for one click (15°), which compositors pass on as the axis value.
  public static let wheelPixelsPerNotch: CGFloat = 15

  /// Core events for one event of the app's Wayland pointer.
  public mutating func translate(_ event: WaylandPointerEvent) -> [InputEvent] {
    let time: TimeInterval
    if let serverTime = event.serverTime {
      time = waylandClock.time(
        ofServerMilliseconds: serverTime, readAt: event.readAt, monotonicOffset: monotonicOffset)
    } else {
      time = event.readAt
    }
    let scale = coordinates.pointsPerWindowUnit
    let location: CGPoint
    if event.x.isFinite, event.y.isFinite {
      location = CGPoint(x: CGFloat(event.x) * scale, y: CGFloat(event.y) * scale)
    } else {
      location = pointer ?? .zero
    }
    switch event.kind {
    case .axis:
      return axisFrame(event, at: location, time: time)
    case .pinchBegin:
      return beginGesturePinch(at: location, time: time)
    case .pinchUpdate:
      let delta = CGPoint(x: CGFloat(event.deltaX) * scale, y: CGFloat(event.deltaY) * scale)
      return updateGesturePinch(centreDelta: delta, scale: event.scale, rotationDelta: event.rotation, time: time)
    case .pinchEnd(let cancelled):
      return endGesturePinch(cancelled: cancelled, time: time)
    case .holdBegin:
      waylandHold = true
      return [.gesture(.init(.began, .hold, at: location, time: time))]
    case .holdEnd(let cancelled):
      guard waylandHold else { return [] }
      waylandHold = false
      return [.gesture(.init(cancelled ? .cancelled : .ended, .hold, at: location, time: time))]
    case .swipeBegin:
      return beginSwipe(at: location, time: time)
    case .swipeUpdate:
      return updateSwipe(by: CGPoint(x: CGFloat(event.deltaX) * scale, y: CGFloat(event.deltaY) * scale), time: time)
    case .swipeEnd(let cancelled):
      return endSwipe(cancelled: cancelled, time: time)
    case .leave, .pointerGone:
      return endWaylandGestures(at: location, time: time)
    }
  }

  /// One frame of scrolling: a wheel event (or a Ctrl+wheel pinch step), then the fingers' lift-off if it stopped.
  private mutating func axisFrame(_ event: WaylandPointerEvent, at location: CGPoint, time: TimeInterval)
    -> [InputEvent]
  {
    pointer = location
    var events: [InputEvent] = []
    events += wheelOfFrame(event, at: location, time: time)
    if event.stops, waylandFingerStream {
      waylandFingerStream = false
      events.append(.trackpad(.init(.fingersLifted, at: location, time: time)))
    }
    return events
  }

  private mutating func wheelOfFrame(_ event: WaylandPointerEvent, at location: CGPoint, time: TimeInterval)
    -> [InputEvent]
  {
    let value = CGPoint(x: CGFloat(event.deltaX), y: CGFloat(event.deltaY))
    guard value.x.isFinite, value.y.isFinite else { return [] }
    let steps = CGPoint(x: CGFloat(event.steps120X) / 120, y: CGFloat(event.steps120Y) / 120)
    let isPrecise: Bool
    switch event.source {
    case .finger, .continuous: isPrecise = true
    case .wheel, .wheelTilt: isPrecise = false
    case nil: isPrecise = steps == .zero
    }
    var delta: CGPoint
    if isPrecise {
      let scale = coordinates.pointsPerWindowUnit
      delta = CGPoint(x: value.x * scale, y: value.y * scale)
    } else if steps != .zero {
      delta = steps
    } else {
      delta = CGPoint(x: value.x / Self.wheelPixelsPerNotch, y: value.y / Self.wheelPixelsPerNotch)
    }
    guard delta != .zero else { return [] }
    if modifiers.contains(.control) {
      // As SDL's path: one notch, or 10 surface units of a trackpad, is one zoom step.
      let notches = isPrecise ? delta.y / Self.preciseWheelPointsPerUnit : delta.y
      return wheelZoom(notchesAway: -notches, at: location, time: time)
    }
    if modifiers.contains(.shift) && delta.x == 0 { delta = CGPoint(x: delta.y, y: 0) }
    let liftOff = event.source == .finger
    if liftOff { waylandFingerStream = true }
    return [
      .wheel(
        .init(
          delta: delta, isPrecise: isPrecise, at: location, time: time, modifiers: modifiers,
          endsWithLiftOff: liftOff))
    ]
  }

  /// Whatever the pointer was doing ends: the stream's fingers lift, a pinch, a swipe and a hold
  /// are cancelled.
  private mutating func endWaylandGestures(at location: CGPoint, time: TimeInterval) -> [InputEvent] {
    var events: [InputEvent] = []
    if waylandFingerStream {
      waylandFingerStream = false
      events.append(.trackpad(.init(.fingersLifted, at: location, time: time)))
    }
    events += endGesturePinch(cancelled: true, time: time)
    events += endSwipe(cancelled: true, time: time)
    if waylandHold {
      waylandHold = false
      events.append(.gesture(.init(.cancelled, .hold, at: location, time: time)))
    }
    return events
  }
}
