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
/// - **Gestures.** A pinch becomes the core's pinch gesture, with its rotation (`InputContext+TrackpadPinch`);
///   a hold the core's hold gesture; a swipe its swipe gesture (`InputContext+TrackpadSwipe`).
/// - **Times.** The compositor's millisecond times, mapped onto the window's clock (`ServerClock`).
/// - **Nothing left hanging.** The pointer leaving the window, or the seat losing it (the device
///   vanished), lifts a stream's fingers, cancels a pinch and ends a hold.
///
/// The same scroll also reaches SDL's own pointer, which makes SDL wheel events of it: while the
/// bridge has its pointer (`scrollsWithWayland`), those are ignored, so nothing scrolls twice.
struct WaylandSeatTranslator {
  /// A finger-source stream is in progress: its lift-off is still to come.
  var fingerStream = false
  /// Fingers rest on the trackpad (a hold gesture).
  var isHolding = false

  /// Core events for one event of the app's Wayland pointer.
  mutating func translate(_ event: WaylandPointerEvent, in shared: inout InputContext) -> [InputEvent] {
    let time =
      event.serverTime.map { shared.time(ofServerMilliseconds: $0, readAt: event.readAt, on: .wayland) }
      ?? event.readAt
    let scale = shared.coordinates.pointsPerWindowUnit
    let location: CGPoint
    if event.x.isFinite, event.y.isFinite {
      location = CGPoint(x: CGFloat(event.x) * scale, y: CGFloat(event.y) * scale)
    } else {
      location = shared.pointer ?? .zero
    }
    switch event.kind {
    case .axis:
      return axisFrame(event, at: location, time: time, in: &shared)
    case .pinchBegin:
      return shared.beginGesturePinch(at: location, time: time)
    case .pinchUpdate:
      let delta = CGPoint(x: CGFloat(event.deltaX) * scale, y: CGFloat(event.deltaY) * scale)
      return shared.updateGesturePinch(
        centreDelta: delta, scale: event.scale, rotationDelta: event.rotation, time: time)
    case .pinchEnd(let cancelled):
      return shared.endGesturePinch(cancelled: cancelled, time: time)
    case .holdBegin:
      isHolding = true
      return [.gesture(.init(.began, .hold, at: location, time: time))]
    case .holdEnd(let cancelled):
      guard isHolding else { return [] }
      isHolding = false
      return [.gesture(.init(cancelled ? .cancelled : .ended, .hold, at: location, time: time))]
    case .swipeBegin:
      return shared.beginSwipe(at: location, time: time)
    case .swipeUpdate:
      return shared.updateSwipe(
        by: CGPoint(x: CGFloat(event.deltaX) * scale, y: CGFloat(event.deltaY) * scale), time: time)
    case .swipeEnd(let cancelled):
      return shared.endSwipe(cancelled: cancelled, time: time)
    case .leave, .pointerGone:
      return endEverything(at: location, time: time, in: &shared)
    }
  }

  /// One frame of scrolling: a wheel event (or a Ctrl+wheel pinch step), then the fingers' lift-off if it stopped.
  private mutating func axisFrame(
    _ event: WaylandPointerEvent, at location: CGPoint, time: TimeInterval, in shared: inout InputContext
  ) -> [InputEvent] {
    shared.pointer = location
    var events: [InputEvent] = []
    events += wheelOfFrame(event, at: location, time: time, in: &shared)
    if event.stops, fingerStream {
      fingerStream = false
      events.append(.trackpad(.init(.fingersLifted, at: location, time: time)))
    }
    return events
  }

  private mutating func wheelOfFrame(
    _ event: WaylandPointerEvent, at location: CGPoint, time: TimeInterval, in shared: inout InputContext
  ) -> [InputEvent] {
    let value = CGPoint(x: CGFloat(event.deltaX), y: CGFloat(event.deltaY))
    guard value.x.isFinite, value.y.isFinite else { return [] }
    let steps = CGPoint(x: CGFloat(event.steps120X) / 120, y: CGFloat(event.steps120Y) / 120)
    let isPrecise: Bool
    switch event.source {
    case .finger, .continuous: isPrecise = true
    case .wheel, .wheelTilt: isPrecise = false
    case nil: isPrecise = steps == .zero
    }
    let delta: CGPoint
    if isPrecise {
      let scale = shared.coordinates.pointsPerWindowUnit
      delta = CGPoint(x: value.x * scale, y: value.y * scale)
    } else if steps != .zero {
      delta = steps
    } else {
      delta = CGPoint(
        x: value.x / SDLInputTranslator.wheelPixelsPerNotch, y: value.y / SDLInputTranslator.wheelPixelsPerNotch)
    }
    guard delta != .zero else { return [] }
    // As SDL's path: one notch, or 10 surface units of a trackpad, is one zoom step.
    let notches = isPrecise ? delta.y / SDLInputTranslator.preciseWheelPointsPerUnit : delta.y
    let liftOff = event.source == .finger
    let events = shared.wheelStep(
      delta, zoomNotchesAway: -notches, isPrecise: isPrecise, at: location, time: time, endsWithLiftOff: liftOff)
    if liftOff, events.contains(where: { if case .wheel = $0 { return true } else { return false } }) {
      fingerStream = true
    }
    return events
  }

  /// Whatever the pointer was doing ends: the stream's fingers lift, a pinch, a swipe and a hold
  /// are cancelled.
  private mutating func endEverything(at location: CGPoint, time: TimeInterval, in shared: inout InputContext)
    -> [InputEvent]
  {
    var events: [InputEvent] = []
    if fingerStream {
      fingerStream = false
      events.append(.trackpad(.init(.fingersLifted, at: location, time: time)))
    }
    events += shared.endGesturePinch(cancelled: true, time: time)
    events += shared.endSwipe(cancelled: true, time: time)
    if isHolding {
      isHolding = false
      events.append(.gesture(.init(.cancelled, .hold, at: location, time: time)))
    }
    return events
  }
}
