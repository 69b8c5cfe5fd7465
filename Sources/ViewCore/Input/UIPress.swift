import Foundation

/// One key press delivered through the responder chain (`pressesBegan(_:with:)`), as UIKit's
/// `UIPress` with its `key`.
@MainActor
public final class UIPress: Hashable {
  public enum Phase: Int, Sendable {
    case began
    case ended
  }

  public let phase: Phase
  /// Seconds, from the event's own clock.
  public let timestamp: TimeInterval
  public let key: UIKey?
  /// True for the platform's auto-repeat (UIKit reports repeats through key commands instead).
  public let isRepeat: Bool

  public init(phase: Phase, key: UIKey?, timestamp: TimeInterval, isRepeat: Bool = false) {
    self.phase = phase
    self.key = key
    self.timestamp = timestamp
    self.isRepeat = isRepeat
  }

  public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
