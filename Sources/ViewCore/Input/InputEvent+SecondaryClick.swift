import Foundation

extension InputEvent {
  /// The secondary (right) mouse button went down: a request for the context menu of what is
  /// under the pointer, as a long press is on a touch screen. It moves no finger and reaches no
  /// gesture recognizer.
  public struct SecondaryClick: Equatable, Sendable {
    /// The pointer's location in window points.
    public var location: CGPoint
    /// Seconds, from the event's own clock.
    public var timestamp: TimeInterval
    /// The modifier keys held.
    public var modifiers: UIKeyModifierFlags

    public init(at location: CGPoint, time timestamp: TimeInterval, modifiers: UIKeyModifierFlags = []) {
      self.location = location
      self.timestamp = timestamp
      self.modifiers = modifiers
    }
  }
}
