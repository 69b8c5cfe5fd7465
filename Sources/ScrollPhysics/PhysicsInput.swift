import Foundation

/// Input sanitising shared by the simulations, so NaN or infinite inputs never reach the formulas.
enum PhysicsInput {
  /// Largest offset magnitude the simulations accept, in points: a choice of this project, far
  /// beyond any real content, so that no input can make a formula overflow (docs/physics.md §13).
  static let maximumOffset = 1e12

  /// Largest speed the simulations accept, in points per second: a choice of this project, far
  /// beyond any real finger, for the same reason (docs/physics.md §13).
  static let maximumSpeed = 1e7

  /// Returns `value` if it is finite, else `fallback`.
  static func finite(_ value: Double, or fallback: Double) -> Double {
    value.isFinite ? value : fallback
  }

  /// An offset in points clamped to ±`maximumOffset`; NaN becomes 0.
  static func offset(_ value: Double) -> Double {
    if value.isNaN { return 0 }
    return min(max(value, -maximumOffset), maximumOffset)
  }

  /// A velocity in points per second: non-finite becomes 0, finite is clamped to ±`maximumSpeed`.
  static func velocity(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return min(max(value, -maximumSpeed), maximumSpeed)
  }

  /// Largest repeated-flick distance multiplier UIKit allows: 16 (docs/physics.md §9).
  static let maximumMultiplier = 16.0

  /// A repeated-flick multiplier clamped to 0...16; NaN becomes 1.
  static func multiplier(_ value: Double) -> Double {
    value.isNaN ? 1 : min(max(value, 0), maximumMultiplier)
  }
}
