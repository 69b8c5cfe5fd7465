import Foundation
import ViewCore

/// A trackpad's multi-finger swipe (XInput 2.4's `XI_GestureSwipe…`, Wayland's
/// `zwp_pointer_gesture_swipe_v1`) as the core's swipe gesture: where it began (the pointer,
/// which a swipe does not move), how far the fingers have slid since (points), the server's time.
extension InputContext {
  /// A swipe began at `location` (points), unless the mouse button is down or another swipe is
  /// in progress. `source`: the device making it, where the platform names devices (XInput 2).
  mutating func beginSwipe(at location: CGPoint, time: TimeInterval, source: Int? = nil) -> [InputEvent] {
    guard !isMouseDown, trackpadSwipe == nil, location.x.isFinite, location.y.isFinite else { return [] }
    pointer = location
    trackpadSwipe = TrackpadSwipe(location: location, source: source)
    return swipeGesture(.began, time)
  }

  /// The fingers slid by `delta` (points) since the previous event.
  mutating func updateSwipe(by delta: CGPoint, time: TimeInterval) -> [InputEvent] {
    guard var swipe = trackpadSwipe else { return [] }
    if delta.x.isFinite, delta.y.isFinite {
      swipe.translation.x += delta.x
      swipe.translation.y += delta.y
    }
    trackpadSwipe = swipe
    return swipeGesture(.changed, time)
  }

  /// The swipe ended (the fingers lift) or was cancelled.
  mutating func endSwipe(cancelled: Bool, time: TimeInterval) -> [InputEvent] {
    guard trackpadSwipe != nil else { return [] }
    defer { trackpadSwipe = nil }
    return swipeGesture(cancelled ? .cancelled : .ended, time)
  }

  private func swipeGesture(_ phase: InputEvent.Gesture.Phase, _ time: TimeInterval) -> [InputEvent] {
    guard let swipe = trackpadSwipe else { return [] }
    return [.gesture(.init(phase, .swipe, at: swipe.location, translation: swipe.translation, time: time))]
  }
}

/// A trackpad swipe in progress: where it began (points), how far the fingers slid since
/// (points), and the device making it (XInput 2; nil where devices are not named).
struct TrackpadSwipe: Equatable {
  var location: CGPoint
  var translation: CGPoint = .zero
  var source: Int?
}
