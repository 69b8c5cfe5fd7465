import Foundation

/// The critically damped spring UIKit uses for scroll-to-top (status-bar tap) (docs/physics.md §7.2).
///
/// Progress toward the target is `1 − (1 + ωt)·e^(−ωt)` with `ω = 2π/response`; the spring counts
/// as settled after `settleDuration` (UIKit's `CASpringAnimation` settling time).
public struct ScrollToTopSpring: Hashable, Sendable {
  /// Response in seconds: 0.6 (docs/physics.md §7.2).
  public static let defaultResponse: TimeInterval = 0.6

  /// Settling time in seconds: 1.6 (docs/physics.md §7.2).
  public static let defaultSettleDuration: TimeInterval = 1.6

  /// UIKit's scroll-to-top spring (response 0.6 s, settled at 1.6 s).
  public static let scrollToTop = ScrollToTopSpring()

  /// Response (period of the undamped spring) in seconds.
  public let response: TimeInterval

  /// Seconds after which the spring is settled and progress is exactly 1.
  public let settleDuration: TimeInterval

  /// A spring with `response` and `settleDuration` in seconds (non-positive or NaN values use defaults).
  public init(
    response: TimeInterval = defaultResponse, settleDuration: TimeInterval = defaultSettleDuration
  ) {
    self.response = ScrollToTopSpring.positive(response) ?? ScrollToTopSpring.defaultResponse
    self.settleDuration =
      ScrollToTopSpring.positive(settleDuration) ?? ScrollToTopSpring.defaultSettleDuration
  }

  /// Angular frequency ω = 2π/response, in radians per second.
  public var angularFrequency: Double { 2 * Double.pi / response }

  /// Progress toward the target (unitless) `elapsed` seconds in: 0 before the start, 1 once settled.
  public func progress(at elapsed: TimeInterval) -> Double {
    if elapsed.isNaN || elapsed <= 0 { return 0 }
    if isSettled(at: elapsed) { return 1 }
    let phase = angularFrequency * elapsed
    return 1 - (1 + phase) * exp(-phase)
  }

  /// Rate of change of progress, in 1/s, `elapsed` seconds in: `ω²t·e^(−ωt)` (0 outside the run).
  public func progressVelocity(at elapsed: TimeInterval) -> Double {
    if elapsed.isNaN || elapsed <= 0 || isSettled(at: elapsed) { return 0 }
    let omega = angularFrequency
    return omega * omega * elapsed * exp(-omega * elapsed)
  }

  /// Whether the spring has settled `elapsed` seconds in (elapsed ≥ settleDuration).
  public func isSettled(at elapsed: TimeInterval) -> Bool {
    elapsed >= settleDuration
  }

  private static func positive(_ value: TimeInterval) -> TimeInterval? {
    value > 0 && value.isFinite ? value : nil
  }
}
