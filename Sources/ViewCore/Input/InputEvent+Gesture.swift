import Foundation

extension InputEvent {
  /// A gesture the device (or the display server) recognised itself: a trackpad's pinch, with
  /// its rotation where the protocol gives one. As on Mac Catalyst, a trackpad pinch is a pinch,
  /// not two touches: the window hit-tests it once, at the pointer, and hands it to the pinch
  /// and rotation recognizers there directly, with no touch hysteresis (it is already recognised).
  public struct Gesture: Equatable, Sendable {
    public enum Phase: String, Equatable, Sendable, CaseIterable {
      case began
      case changed
      case ended
      case cancelled
    }

    public var phase: Phase
    /// The pointer (the fingers' centre) in window points.
    public var location: CGPoint
    /// The fingers' spread relative to the gesture's begin (1 at the begin).
    public var scale: CGFloat
    /// The fingers' turn since the gesture's begin, radians, clockwise positive (as UIKit's
    /// `UIRotationGestureRecognizer.rotation` on screen); 0 where the protocol gives none.
    public var rotation: CGFloat
    /// Seconds, from the device's own clock mapped onto the window's.
    public var timestamp: TimeInterval

    public init(
      _ phase: Phase, at location: CGPoint, scale: CGFloat = 1, rotation: CGFloat = 0, time timestamp: TimeInterval
    ) {
      self.phase = phase
      self.location = location
      self.scale = scale
      self.rotation = rotation
      self.timestamp = timestamp
    }
  }
}
