import Foundation
import ViewCore

/// XInput 2 on X11 (issue 12): a trackpad's smooth-scrolling valuators and its pinch gestures.
///
/// Scrolling: a scroll valuator reports an absolute value; its change since the previous event
/// of the same device is the scroll, in units of the server's increment (one notch). A touchpad
/// scrolls precisely, `pointsPerIncrement` points per increment; other devices scroll in
/// notches. The server also sends core button 4/5 presses for the same motion (emulated for old
/// clients), which SDL turns into wheel events: once the bridge says the server has scroll
/// valuators (`scrollsWithXInput`), SDL's wheel events are ignored, so nothing scrolls twice.
///
/// Pinch: an XI 2.4 pinch becomes the two virtual fingers of an Alt-drag pinch, centred on the
/// pointer, `pinchFingerSpread` apart times the gesture's scale, so the scroll view under the
/// pointer zooms with the same rubber band and bounce.
extension SDLInputTranslator {
  /// Points per valuator increment on a touchpad: 15, a choice of this project matching
  /// xf86-input-libinput's default scroll distance (15 units per emulated click), whose units
  /// are pointer pixels, so a finger moves the content as far as it would move the pointer.
  public static let pointsPerIncrement: CGFloat = 15
  /// The virtual pinch fingers' distance at a pinch's begin: 200 pt, a choice of this project
  /// (two fingertips on a trackpad map to a comfortable pinch on a window).
  public static let pinchFingerSpread: CGFloat = 200

  /// Core events for one XInput 2 event read at `time` (seconds, on SDL's event clock).
  public mutating func translate(_ event: XInputEvent, at time: TimeInterval) -> [InputEvent] {
    guard event.x.isFinite, event.y.isFinite else { return [] }
    let scale = coordinates.pointsPerWindowUnit
    let location = CGPoint(x: CGFloat(event.x) * scale, y: CGFloat(event.y) * scale)
    switch event.kind {
    case .reset:
      scrollValuators.removeAll()
      return []
    case .motion:
      return scrollFromValuators(event, at: location, time: time)
    case .pinchBegin:
      guard case .up = mouse, trackpadPinch == nil else { return [] }
      pointer = location
      trackpadPinch = TrackpadPinch(centre: location, scale: 1)
      return pinchFingers(.down, time)
    case .pinchUpdate:
      guard var pinch = trackpadPinch else { return [] }
      if event.deltaX.isFinite, event.deltaY.isFinite {
        pinch.centre.x += CGFloat(event.deltaX) * scale
        pinch.centre.y += CGFloat(event.deltaY) * scale
      }
      if event.scale.isFinite, event.scale > 0 { pinch.scale = CGFloat(event.scale) }
      trackpadPinch = pinch
      return pinchFingers(.move, time)
    case .pinchEnd(let cancelled):
      guard trackpadPinch != nil else { return [] }
      defer { trackpadPinch = nil }
      return pinchFingers(cancelled ? .cancel : .up, time)
    }
  }

  /// The valuators' changes as a wheel (or, with Ctrl, a zoom) event.
  private mutating func scrollFromValuators(
    _ event: XInputEvent, at location: CGPoint, time: TimeInterval
  ) -> [InputEvent] {
    pointer = location
    var increments = CGPoint.zero
    for scroll in event.scrolls where scroll.value.isFinite && scroll.increment.isFinite && scroll.increment != 0 {
      let key = ScrollValuatorKey(device: event.source, number: scroll.number)
      let previous = scrollValuators.updateValue(scroll.value, forKey: key)
      // The first value after a reset only sets where the valuator stands.
      guard let previous else { continue }
      let change = CGFloat((scroll.value - previous) / abs(scroll.increment))
      if scroll.isVertical { increments.y += change } else { increments.x += change }
    }
    guard increments != .zero else { return [] }
    if modifiers.contains(.control) {
      guard increments.y != 0 else { return [] }
      let scale = pow(Self.zoomFactorPerNotch, -increments.y)
      return [.magnify(.init(scale: scale, at: location, time: time, isPrecise: event.isTouchpad))]
    }
    var delta = increments
    if modifiers.contains(.shift) && delta.x == 0 { delta = CGPoint(x: delta.y, y: 0) }
    if event.isTouchpad {
      delta = CGPoint(x: delta.x * Self.pointsPerIncrement, y: delta.y * Self.pointsPerIncrement)
    }
    return [.wheel(.init(delta: delta, isPrecise: event.isTouchpad, at: location, time: time, modifiers: modifiers))]
  }

  /// Both virtual fingers of the trackpad pinch in `phase`.
  private func pinchFingers(_ phase: InputEvent.Touch.Phase, _ time: TimeInterval) -> [InputEvent] {
    guard let pinch = trackpadPinch else { return [] }
    let half = Self.pinchFingerSpread / 2 * pinch.scale
    return [
      touch(phase, Self.mouseFingerID, CGPoint(x: pinch.centre.x - half, y: pinch.centre.y), time),
      touch(phase, Self.mirroredFingerID, CGPoint(x: pinch.centre.x + half, y: pinch.centre.y), time),
    ]
  }

  /// Ends a trackpad pinch in progress (a mouse press takes the fingers' ids).
  mutating func cancelTrackpadPinch(at time: TimeInterval) -> [InputEvent] {
    guard trackpadPinch != nil else { return [] }
    defer { trackpadPinch = nil }
    return pinchFingers(.cancel, time)
  }
}

/// A scroll valuator of one device.
struct ScrollValuatorKey: Hashable {
  var device: Int
  var number: Int
}

/// A trackpad pinch in progress: where its fingers' centre is (points) and its scale.
struct TrackpadPinch: Equatable {
  var centre: CGPoint
  var scale: CGFloat
}
