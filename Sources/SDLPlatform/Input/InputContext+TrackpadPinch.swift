import Foundation
import ViewCore

/// A trackpad's pinch gesture (XInput 2.4, Wayland's `zwp_pointer_gesture_pinch_v1`) as the
/// core's `InputEvent.Gesture`: the server already recognised it, so it reaches the pinch (and
/// rotation) recognizers under the pointer directly, with its scale, its rotation where the
/// protocol gives one, and the server's time.
extension InputContext {
  /// A pinch began at `location` (points), unless the mouse button is down.
  /// `source`: the device making it, where the platform names devices (XInput 2).
  mutating func beginGesturePinch(at location: CGPoint, time: TimeInterval, source: Int? = nil) -> [InputEvent] {
    guard !isMouseDown, trackpadPinch == nil else { return [] }
    pointer = location
    let ended = endWheelPinch(at: time)
    trackpadPinch = TrackpadPinch(centre: location, scale: 1, source: source)
    return ended + pinchGesture(.began, time)
  }

  /// The fingers' centre moved by `centreDelta` (points), their spread is `scale` times the
  /// begin's, and they turned by `rotationDelta` degrees (clockwise) since the previous update.
  mutating func updateGesturePinch(
    centreDelta: CGPoint, scale: Double, rotationDelta: Double = 0, time: TimeInterval
  ) -> [InputEvent] {
    guard var pinch = trackpadPinch else { return [] }
    if centreDelta.x.isFinite, centreDelta.y.isFinite {
      pinch.centre.x += centreDelta.x
      pinch.centre.y += centreDelta.y
    }
    if scale.isFinite, scale > 0 { pinch.scale = CGFloat(scale) }
    if rotationDelta.isFinite { pinch.rotation += CGFloat(rotationDelta) * .pi / 180 }
    trackpadPinch = pinch
    return pinchGesture(.changed, time)
  }

  /// Cancels a trackpad pinch and swipe in progress (a mouse press takes over).
  mutating func cancelTrackpadGestures(at time: TimeInterval) -> [InputEvent] {
    endGesturePinch(cancelled: true, time: time) + endSwipe(cancelled: true, time: time)
  }

  /// The pinch ended (the fingers lift) or was cancelled.
  mutating func endGesturePinch(cancelled: Bool, time: TimeInterval) -> [InputEvent] {
    guard trackpadPinch != nil else { return [] }
    defer { trackpadPinch = nil }
    return pinchGesture(cancelled ? .cancelled : .ended, time)
  }

  private func pinchGesture(_ phase: InputEvent.Gesture.Phase, _ time: TimeInterval) -> [InputEvent] {
    guard let pinch = trackpadPinch else { return [] }
    return [.gesture(.init(phase, at: pinch.centre, scale: pinch.scale, rotation: pinch.rotation, time: time))]
  }
}

/// A trackpad pinch in progress: where its fingers' centre is (points), its scale, and the
/// device making it (XInput 2; nil where devices are not named).
struct TrackpadPinch: Equatable {
  var centre: CGPoint
  var scale: CGFloat
  var source: Int?
  /// The fingers' turn since the begin (radians, clockwise).
  var rotation: CGFloat = 0
}
