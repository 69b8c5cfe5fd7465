import Foundation
import ViewCore

/// A trackpad's pinch gesture (XInput 2.4, Wayland's `zwp_pointer_gesture_pinch_v1`) as the two virtual
/// fingers of an Alt-drag pinch, centred on the pointer, `pinchFingerSpread` apart times the
/// gesture's scale: the scroll view under the pointer zooms with the same rubber band and bounce.
extension SDLInputTranslator {
  /// A pinch began at `location` (points): both fingers down, unless the mouse holds them.
  /// `source`: the device making it, where the platform names devices (XInput 2).
  mutating func beginGesturePinch(at location: CGPoint, time: TimeInterval, source: Int? = nil) -> [InputEvent] {
    guard case .up = mouse, trackpadPinch == nil else { return [] }
    pointer = location
    trackpadPinch = TrackpadPinch(centre: location, scale: 1, source: source)
    return gesturePinchFingers(.down, time)
  }

  /// The fingers' centre moved by `centreDelta` (points) and their spread is `scale` times the begin's.
  mutating func updateGesturePinch(centreDelta: CGPoint, scale: Double, time: TimeInterval) -> [InputEvent] {
    guard var pinch = trackpadPinch else { return [] }
    if centreDelta.x.isFinite, centreDelta.y.isFinite {
      pinch.centre.x += centreDelta.x
      pinch.centre.y += centreDelta.y
    }
    if scale.isFinite, scale > 0 { pinch.scale = CGFloat(scale) }
    trackpadPinch = pinch
    return gesturePinchFingers(.move, time)
  }

  /// The pinch ended (the fingers lift) or was cancelled (both fingers cancelled).
  mutating func endGesturePinch(cancelled: Bool, time: TimeInterval) -> [InputEvent] {
    guard trackpadPinch != nil else { return [] }
    defer { trackpadPinch = nil }
    return gesturePinchFingers(cancelled ? .cancel : .up, time)
  }

  /// Both virtual fingers of the trackpad pinch in `phase`.
  private func gesturePinchFingers(_ phase: InputEvent.Touch.Phase, _ time: TimeInterval) -> [InputEvent] {
    guard let pinch = trackpadPinch else { return [] }
    let half = Self.pinchFingerSpread / 2 * pinch.scale
    return [
      touch(phase, Self.mouseFingerID, CGPoint(x: pinch.centre.x - half, y: pinch.centre.y), time),
      touch(phase, Self.mirroredFingerID, CGPoint(x: pinch.centre.x + half, y: pinch.centre.y), time),
    ]
  }
}
