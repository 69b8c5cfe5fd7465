import Foundation
import ViewCore

/// What the three input sources (SDL's mouse and keys, XInput 2, the Wayland seat) share, and
/// the rules written once for all of them: where the pointer is and which modifiers are held,
/// how window units map to points, each display server's clock, and the gestures any of them
/// may make or end (a Ctrl+wheel pinch, a trackpad's pinch or swipe). Each source's translator
/// holds only its own state and is handed this for the length of one event.
struct InputContext {
  /// How positions map to points; updated when the window is resized.
  var coordinates: SDLCoordinateSpace
  /// The modifier keys held, as last reported by SDL.
  var modifiers: UIKeyModifierFlags = []
  /// The pointer's last position in points.
  var pointer: CGPoint?
  /// True while the left mouse button is down (as one finger or a pinch): a trackpad gesture
  /// does not begin then.
  var isMouseDown = false
  /// The window clock minus `CLOCK_MONOTONIC` (seconds), which the display servers' event times
  /// count (`ServerClock`); nil where it is unknown.
  var monotonicOffset: TimeInterval?
  /// The X server's event times on the window's clock.
  var x11Clock = ServerClock()
  /// The compositor's event times on the window's clock.
  var waylandClock = ServerClock()
  /// When the latest precise (trackpad) wheel delta arrived, in seconds: a whole step soon
  /// after one continues the trackpad's stream (`WheelRouting.latchInterval`, `isPreciseWheelStep`).
  var lastPreciseWheelTime: TimeInterval = -.infinity
  /// A Ctrl+wheel pinch in progress (`+WheelPinch`).
  var wheelPinch: WheelPinch?
  /// A trackpad pinch (XInput 2.4, or Wayland's pointer gestures) in progress.
  var trackpadPinch: TrackpadPinch?
  /// A trackpad swipe (XInput 2.4, or Wayland's pointer gestures) in progress.
  var trackpadSwipe: TrackpadSwipe?

  init(coordinates: SDLCoordinateSpace) {
    self.coordinates = coordinates
  }

  /// Finger or wheel, the rule every source shares: a step is precise (a finger's, in points)
  /// when its device is known to be a touchpad, when it is not a whole number of notches (a wheel
  /// turns by whole notches), or when it comes within `WheelRouting.latchInterval` of the last
  /// precise step — a trackpad stream passing through whole values stays precise, however many
  /// come in a row. Otherwise it is a notch.
  mutating func isPreciseWheelStep(isWhole: Bool, isTouchpad: Bool = false, time: TimeInterval) -> Bool {
    let isPrecise = isTouchpad || !isWhole || time - lastPreciseWheelTime <= WheelRouting.latchInterval
    if isPrecise { lastPreciseWheelTime = time }
    return isPrecise
  }

  /// One step of scrolling at `location` from any source, by the rules they share: with Ctrl
  /// held a step of the Ctrl+wheel pinch (`zoomNotchesAway` notches turned away from the user);
  /// with Shift a vertical scroll turns horizontal; otherwise a wheel event of `delta` (lines for
  /// a notch, points when `isPrecise`).
  mutating func wheelStep(
    _ delta: CGPoint, zoomNotchesAway: CGFloat, isPrecise: Bool, at location: CGPoint, time: TimeInterval,
    endsWithLiftOff: Bool = false
  ) -> [InputEvent] {
    pointer = location
    if modifiers.contains(.control) { return wheelZoom(notchesAway: zoomNotchesAway, at: location, time: time) }
    var delta = delta
    if modifiers.contains(.shift) && delta.x == 0 { delta = CGPoint(x: delta.y, y: 0) }
    guard delta != .zero else { return [] }
    return [
      .wheel(
        .init(
          delta: delta, isPrecise: isPrecise, at: location, time: time, modifiers: modifiers,
          endsWithLiftOff: endsWithLiftOff))
    ]
  }

  /// A display server's time (milliseconds), read at `readAt` (seconds), on the window's clock.
  mutating func time(ofServerMilliseconds milliseconds: UInt32, readAt: TimeInterval, on server: PointerStamp.Server)
    -> TimeInterval
  {
    switch server {
    case .x11:
      return x11Clock.time(ofServerMilliseconds: milliseconds, readAt: readAt, monotonicOffset: monotonicOffset)
    case .wayland:
      return waylandClock.time(ofServerMilliseconds: milliseconds, readAt: readAt, monotonicOffset: monotonicOffset)
    }
  }
}
