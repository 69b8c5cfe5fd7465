import Foundation

/// One finger (or the left mouse button, or one of the two virtual pinch fingers).
@MainActor
public final class UITouch: Hashable {
  public enum Phase: Int, Sendable {
    case began
    case moved
    case stationary
    case ended
    case cancelled
  }

  public internal(set) var phase: Phase
  /// Seconds, from the event's own time.
  public internal(set) var timestamp: TimeInterval
  /// Number of taps in quick succession at the same place (the platform's click count).
  public internal(set) var tapCount: Int
  /// The hit-tested view the touch began in.
  public internal(set) weak var view: UIView?
  public internal(set) weak var window: UIWindow?
  /// Location in window points.
  public internal(set) var locationInWindow: CGPoint
  public internal(set) var previousLocationInWindow: CGPoint
  /// Gesture recognizers that receive this touch, set when it begins.
  public internal(set) var gestureRecognizers: [AnyObject] = []

  public init(
    phase: Phase, timestamp: TimeInterval, location: CGPoint, tapCount: Int = 1,
    view: UIView? = nil, window: UIWindow? = nil
  ) {
    self.phase = phase
    self.timestamp = timestamp
    self.tapCount = tapCount
    self.view = view
    self.window = window
    self.locationInWindow = location
    self.previousLocationInWindow = location
  }

  /// The location in `view`'s coordinates (nil: window coordinates).
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }

  public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A set of touches delivered together.
@MainActor
public final class UIEvent {
  public let timestamp: TimeInterval
  public let allTouches: Set<UITouch>?

  public init(timestamp: TimeInterval, touches: Set<UITouch>?) {
    self.timestamp = timestamp
    self.allTouches = touches
  }

  public func touches(for view: UIView) -> Set<UITouch>? {
    allTouches?.filter { $0.view === view }
  }
}
