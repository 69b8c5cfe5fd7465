import Foundation

extension InputEvent {
  /// A key going down (again, when the platform repeats it) or up.
  public struct Key: Equatable, Sendable {
    public enum Phase: String, Sendable, CaseIterable {
      case down
      case up
    }

    public var phase: Phase
    public var code: KeyCode
    public var modifiers: UIKeyModifierFlags
    /// True for the platform's auto-repeat while the key stays down.
    public var isRepeat: Bool
    /// Seconds, from the event's own clock.
    public var timestamp: TimeInterval

    public init(
      _ phase: Phase, _ code: KeyCode, modifiers: UIKeyModifierFlags = [], isRepeat: Bool = false,
      time timestamp: TimeInterval
    ) {
      self.phase = phase
      self.code = code
      self.modifiers = modifiers
      self.isRepeat = isRepeat
      self.timestamp = timestamp
    }
  }
}
