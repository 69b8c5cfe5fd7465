import Foundation

extension InputEvent {
  /// One finger's change: the identifier stays the same from `down` to `up` or `cancel`.
  public struct Touch: Equatable, Sendable {
    public enum Phase: String, Sendable, CaseIterable {
      case down
      case move
      case up
      case cancel
    }

    public var phase: Phase
    /// Which finger: 0 is the left mouse button, 1 the second virtual pinch finger; touch-screen
    /// fingers get their own numbers.
    public var id: Int
    /// Location in window points.
    public var location: CGPoint
    /// Seconds, from the event's own clock.
    public var timestamp: TimeInterval
    /// Presses in quick succession at this place (the platform's click count; 2 is a double click).
    public var clickCount: Int
    public var modifiers: UIKeyModifierFlags

    public init(
      _ phase: Phase, id: Int = 0, at location: CGPoint, time timestamp: TimeInterval, clickCount: Int = 1,
      modifiers: UIKeyModifierFlags = []
    ) {
      self.phase = phase
      self.id = id
      self.location = location
      self.timestamp = timestamp
      self.clickCount = clickCount
      self.modifiers = modifiers
    }
  }

  /// The pointer's position while no button is held.
  public struct Hover: Equatable, Sendable {
    /// Location in window points.
    public var location: CGPoint
    /// Seconds, from the event's own clock.
    public var timestamp: TimeInterval
    public var modifiers: UIKeyModifierFlags

    public init(at location: CGPoint, time timestamp: TimeInterval, modifiers: UIKeyModifierFlags = []) {
      self.location = location
      self.timestamp = timestamp
      self.modifiers = modifiers
    }
  }
}

extension InputEvent {
  /// A touch event (convenience for tests and replays).
  public static func touch(
    _ phase: Touch.Phase, id: Int = 0, at location: CGPoint, time: TimeInterval, clickCount: Int = 1
  ) -> InputEvent {
    .touch(Touch(phase, id: id, at: location, time: time, clickCount: clickCount))
  }
}
