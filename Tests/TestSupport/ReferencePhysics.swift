import Foundation

/// The momentum of docs/physics.md written out again, independently of `ScrollPhysics`, for tests
/// that must not take their expected values from the code they check.
public enum ReferencePhysics {
  /// Where a free flight from rest offset 0 at `velocity` (pt/s) comes to rest, by the
  /// per-millisecond decay of §1.2 (each millisecond the speed is multiplied by `rate` and the
  /// offset moves by the new speed) and the stop of §1.4 (below 0.01 pt/ms). In points, signed.
  public static func restingDistance(velocity: Double, rate: Double = 0.998) -> Double {
    var speed = velocity / 1000
    var distance = 0.0
    while abs(speed) >= 0.01 {
      speed *= rate
      distance += speed
    }
    return distance
  }

  /// UIKit's projection of §1.5 before rounding: `sign(v) · (|v_ms| − 0.01)/(−ln d)`, in points.
  public static func projectedDistance(velocity: Double, rate: Double = 0.998) -> Double {
    let speed = abs(velocity) / 1000
    guard speed > 0.01 else { return 0 }
    return (velocity < 0 ? -1 : 1) * (speed - 0.01) / -log(rate)
  }
}
