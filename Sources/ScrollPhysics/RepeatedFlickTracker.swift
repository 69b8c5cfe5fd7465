import Foundation

/// Tracks a streak of fast flicks and the distance multiplier it earns (docs/physics.md §9).
///
/// After three or more flicks of at least 600 pt/s, each begun within 1 s of the previous
/// release, the next drag earns a multiplier from its length that stretches the flight; pass it to
/// `MomentumIntegrator.multiplier` and `MomentumProjection.projectedOffset`, and call `reset()`
/// when that flight reaches an edge or settles. Times are in seconds.
public struct RepeatedFlickTracker: Hashable, Sendable {
  /// Release speed that counts toward the streak: 600 pt/s (docs/physics.md §9).
  public static let fastFlickSpeed = 600.0

  /// A touch later than this after the last fast release (s) resets the streak (docs/physics.md §9).
  public static let streakTimeout: TimeInterval = 1

  /// Number of consecutive fast flicks.
  public private(set) var count = 0

  /// Current distance multiplier (1 when no streak is active).
  public private(set) var multiplier = 1.0

  /// The multiplier carried in at the latest touch-down.
  public private(set) var startMultiplier = 1.0

  /// Timestamp in seconds of the latest fast release.
  public private(set) var lastFastRelease: TimeInterval = -.infinity

  /// An empty streak.
  public init() {}

  /// Records a touch-down at `time` (s): a pause over 1 s since the last fast release resets the streak.
  public mutating func touchBegan(at time: TimeInterval) {
    if !time.isNaN, time > lastFastRelease + RepeatedFlickTracker.streakTimeout {
      reset()
    }
    startMultiplier = multiplier
  }

  /// Records the drag's total translation in points and returns the multiplier it earns.
  @discardableResult
  public mutating func dragMoved(distance: Double) -> Double {
    if count >= 3 {
      multiplier = ReleaseVelocity.fastFlickMultiplier(
        start: startMultiplier, count: count, dragDistance: distance)
    }
    return multiplier
  }

  /// Records a release at `time` (s) with raw speed `speed` (pt/s): fast ones extend the streak.
  public mutating func released(at time: TimeInterval, speed: Double) {
    if abs(PhysicsInput.velocity(speed)) >= RepeatedFlickTracker.fastFlickSpeed, time.isFinite {
      count += 1
      lastFastRelease = time
    } else {
      count = 0
    }
  }

  /// Ends the streak, as UIKit does when a flight reaches an edge or settles (docs/physics.md §9).
  public mutating func reset() {
    count = 0
    multiplier = 1
  }
}
