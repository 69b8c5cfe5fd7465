import Foundation

extension InputEvent {
  /// What a trackpad reports besides its deltas, where the display server says it (Wayland's
  /// `wl_pointer.axis_stop`). Scrolling arrives as `wheel`, pinches, holds and swipes as `gesture`.
  public struct Trackpad: Equatable, Sendable {
    public enum Phase: String, Equatable, Sendable, CaseIterable {
      /// The fingers left the trackpad: a scroll stream ends here, and its momentum starts now.
      case fingersLifted
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
