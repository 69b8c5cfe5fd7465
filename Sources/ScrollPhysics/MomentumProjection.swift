import Foundation

/// Closed-form predictions for a free flight: where it rests and where it is at a given time
/// (docs/physics.md §1.2, §1.5).
///
/// Velocities are in points per second, offsets in points, times in seconds. Non-finite
/// velocities are treated as 0, NaN offsets as 0 and multipliers are clamped to 0...16 (NaN is 1),
/// so every result is finite.
public enum MomentumProjection {
  /// Speed at which UIKit's projection considers a flight stopped: 10 pt/s (docs/physics.md §1.5).
  public static let stopSpeed = 10.0

  /// Retargeting below this speed (pt/s) switches to the fallback rate (docs/physics.md §1.6).
  public static let minimumRetargetSpeed = 250.0

  /// Fallback per-millisecond rate for short retargeted flights: 0.985 (docs/physics.md §1.6).
  public static let fallbackRetargetRate = 0.985

  /// Fallback retarget speed per point of distance, in 1/ms: (1 − 0.985)/0.985 ≈ 0.01523, the
  /// per-millisecond sum's form of UIKit's 0.01511 ≈ −ln 0.985 (docs/physics.md §1.6).
  public static let fallbackSpeedPerPoint = (1 - fallbackRetargetRate) / fallbackRetargetRate

  /// UIKit's `targetContentOffset` in points: `x0 + sign(v)(|v_ms| − 0.01)/(−ln d)·multiplier`.
  ///
  /// Not rounded or clamped; see `projectedOffset(from:velocity:rate:multiplier:limits:scale:)`.
  public static func projectedOffset(
    from offset: Double, velocity: Double, rate: DecelerationRate, multiplier: Double = 1
  ) -> Double {
    let start = PhysicsInput.offset(offset)
    let speed = PhysicsInput.velocity(velocity) / 1000
    let distance = max(abs(speed) - stopSpeed / 1000, 0) / -rate.logarithm
    return start + (speed < 0 ? -distance : distance) * PhysicsInput.multiplier(multiplier)
  }

  /// UIKit's `targetContentOffset` in points, pixel-rounded for a screen `scale` and clamped to `limits`.
  public static func projectedOffset(
    from offset: Double, velocity: Double, rate: DecelerationRate, multiplier: Double = 1,
    limits: OffsetLimits, scale: Double
  ) -> Double {
    let target = projectedOffset(from: offset, velocity: velocity, rate: rate, multiplier: multiplier)
    return limits.clamp(PixelRounding.round(target, scale: scale))
  }

  /// Offset in points after `time` seconds of unobstructed flight (UIKit's per-ms geometric sum).
  ///
  /// `x0 + v_ms·d(1 − d^t_ms)/(1 − d)`; negative or NaN times count as 0.
  public static func offset(
    after time: TimeInterval, from offset: Double, velocity: Double, rate: DecelerationRate
  ) -> Double {
    let milliseconds = time > 0 ? time * 1000 : 0
    let decay = exp(milliseconds * rate.logarithm)
    let sum = UIKitMath.geometricSum(decay: decay, rate: rate.rawValue)
    return PhysicsInput.offset(offset) + PhysicsInput.velocity(velocity) / 1000 * sum
  }

  /// Velocity in points per second after `time` seconds of unobstructed flight: `v0·d^(1000t)`.
  public static func velocity(
    after time: TimeInterval, from velocity: Double, rate: DecelerationRate
  ) -> Double {
    let milliseconds = time > 0 ? time * 1000 : 0
    return PhysicsInput.velocity(velocity) * exp(milliseconds * rate.logarithm)
  }

  /// Seconds until the speed falls below 10 pt/s: `ln(10/|v0|)/(1000·ln d)` (0 if already slower).
  public static func timeToRest(velocity: Double, rate: DecelerationRate) -> TimeInterval {
    let speed = abs(PhysicsInput.velocity(velocity))
    guard speed > stopSpeed else { return 0 }
    return log(stopSpeed / speed) / (1000 * rate.logarithm)
  }

  /// The velocity and rate that carry a flight from `offset` to a chosen `target` (pt) and end it
  /// there exactly (docs/physics.md §1.6).
  ///
  /// Distances are those of the integrator's per-millisecond sum, which travels
  /// `(|v| − 0.01)·d/(1 − d)` before its speed falls to 0.01 pt/ms. If the target lies ahead (same
  /// direction as a velocity above 10 pt/s) the velocity is kept and the rate becomes
  /// `Δ/(Δ + |v| − 0.01)` — unless that exceeds 0.999, when the flight is launched at 0.999 with
  /// the speed it needs. Otherwise the velocity is `0.01 + |Δ|(1 − d)/d` pt/ms toward the target;
  /// below 250 pt/s the rate becomes 0.985 with its own such speed. A target equal to the offset
  /// gives velocity 0 and keeps the rate. The integrator, given the target as its destination,
  /// ends exactly there (within 0.2 pt of it already).
  public static func retarget(
    from offset: Double, to target: Double, velocity: Double, rate: DecelerationRate
  ) -> MomentumPlan {
    let distance = PhysicsInput.offset(target) - PhysicsInput.offset(offset)
    let speed = PhysicsInput.velocity(velocity) / 1000
    let floor = stopSpeed / 1000
    guard distance != 0 else { return MomentumPlan(velocity: 0, rate: rate) }
    let direction: Double = distance < 0 ? -1 : 1
    let length = abs(distance)
    /// The launch speed (pt/ms) that a flight at `factor` needs to travel `length`.
    func launch(at factor: Double) -> Double { floor + length * (1 - factor) / factor }
    if speed * direction > floor {
      let factor = length / (length + abs(speed) - floor)
      if factor <= DecelerationRate.maximumRawValue {
        return MomentumPlan(velocity: speed * 1000, rate: DecelerationRate(unsnappedRawValue: factor))
      }
      let slowest = DecelerationRate.maximumRawValue
      return MomentumPlan(
        velocity: direction * launch(at: slowest) * 1000, rate: DecelerationRate(unsnappedRawValue: slowest))
    }
    let speedAtRate = launch(at: rate.rawValue)
    if speedAtRate * 1000 >= minimumRetargetSpeed {
      return MomentumPlan(velocity: direction * speedAtRate * 1000, rate: rate)
    }
    return MomentumPlan(
      velocity: direction * launch(at: fallbackRetargetRate) * 1000,
      rate: DecelerationRate(unsnappedRawValue: fallbackRetargetRate))
  }
}
