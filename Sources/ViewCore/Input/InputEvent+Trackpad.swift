import Foundation

extension InputEvent {
  /// What a trackpad reports besides its deltas, where the display server says it (Wayland's
  /// `wl_pointer.axis_stop` and `zwp_pointer_gesture_hold_v1`). Pinches arrive as two virtual
  /// fingers (`touch`), scrolling as `wheel`.
  public struct Trackpad: Equatable, Sendable {
    public enum Phase: String, Equatable, Sendable, CaseIterable {
      /// The fingers left the trackpad: a scroll stream ends here, and its momentum starts now.
      case fingersLifted
      /// Fingers rest on the trackpad without moving: as a touch on iOS, they catch a scroll
      /// view that is decelerating.
      case holdBegan
      /// The resting fingers lifted: a caught scroll view settles (back inside its limits).
      case holdEnded
      /// The hold became another gesture (the fingers began to scroll) or the device vanished.
      case holdCancelled
    }

    public var phase: Phase
    /// The pointer's location in window points.
    public var location: CGPoint
    /// Seconds, from the event's own clock.
    public var timestamp: TimeInterval

    public init(_ phase: Phase, at location: CGPoint, time timestamp: TimeInterval) {
      self.phase = phase
      self.location = location
      self.timestamp = timestamp
    }
  }
}
