import Foundation

extension InputEvent {
  /// A gesture the device (or the display server) recognised itself: a trackpad's pinch (with
  /// its rotation where the protocol gives one), a hold (fingers resting) or a multi-finger
  /// swipe. As on Mac Catalyst, a trackpad pinch is a pinch, not two touches: the window
  /// hit-tests it once, at the pointer, and hands it to the recognizers there that take its kind
  /// directly, with no touch hysteresis (it is already recognised); a hold reaches the scroll
  /// views under the pointer, as a finger touching down does.
  public struct Gesture: Equatable, Sendable {
    public enum Phase: String, Equatable, Sendable, CaseIterable {
      case began
      case changed
      case ended
      case cancelled
    }

    /// What the fingers do.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
      /// Two fingers spread or turn (`scale`, `rotation`).
      case pinch
      /// Fingers rest on the trackpad without moving (began, then ended or cancelled when they
      /// lift or start another gesture): as a touch on iOS, they catch a decelerating scroll view.
      case hold
      /// Several fingers (three or more, where two scroll) slide together (`translation`).
      case swipe
    }

    public var phase: Phase
    public var kind: Kind
    /// The pointer (the fingers' centre) in window points.
    public var location: CGPoint
    /// The fingers' spread relative to the gesture's begin (1 at the begin).
    public var scale: CGFloat
    /// The fingers' turn since the gesture's begin, radians, clockwise positive (as UIKit's
    /// `UIRotationGestureRecognizer.rotation` on screen); 0 where the protocol gives none.
    public var rotation: CGFloat
    /// A swipe's travel since its begin (window points, the fingers' motion); zero otherwise.
    public var translation: CGPoint
    /// Seconds, from the device's own clock mapped onto the window's.
    public var timestamp: TimeInterval

    public init(
      _ phase: Phase, _ kind: Kind = .pinch, at location: CGPoint, scale: CGFloat = 1, rotation: CGFloat = 0,
      translation: CGPoint = .zero, time timestamp: TimeInterval
    ) {
      self.phase = phase
      self.kind = kind
      self.location = location
      self.scale = scale
      self.rotation = rotation
      self.translation = translation
      self.timestamp = timestamp
    }
  }
}
