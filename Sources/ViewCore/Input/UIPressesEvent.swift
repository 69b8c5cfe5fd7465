import Foundation

/// The presses of one keyboard event (UIKit's `UIPressesEvent`).
@MainActor
public final class UIPressesEvent {
  /// Seconds, from the event's own clock.
  public let timestamp: TimeInterval
  public let allPresses: Set<UIPress>

  public init(timestamp: TimeInterval, presses: Set<UIPress>) {
    self.timestamp = timestamp
    self.allPresses = presses
  }
}
