import Foundation

/// A flight's launch parameters: velocity in points per second and deceleration rate.
public struct MomentumPlan: Hashable, Sendable {
  /// Launch velocity in points per second.
  public var velocity: Double

  /// Deceleration rate for the flight (possibly unsnapped after retargeting).
  public var rate: DecelerationRate

  /// A plan from a velocity in points per second and a rate.
  public init(velocity: Double, rate: DecelerationRate) {
    self.velocity = velocity
    self.rate = rate
  }
}
