import Foundation

/// A cubic Bézier timing function from (0, 0) to (1, 1), like `CAMediaTimingFunction`.
///
/// The x coordinates of the control points are clamped into [0, 1] so x(t) is monotonic;
/// non-finite control values become 0.
public struct CubicBezier: Hashable, Sendable {
  /// First control point x (time), in [0, 1].
  public let x1: Double
  /// First control point y (progress).
  public let y1: Double
  /// Second control point x (time), in [0, 1].
  public let x2: Double
  /// Second control point y (progress).
  public let y2: Double

  /// A curve with control points (x1, y1) and (x2, y2).
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = min(max(PhysicsInput.finite(x1, or: 0), 0), 1)
    self.y1 = PhysicsInput.finite(y1, or: 0)
    self.x2 = min(max(PhysicsInput.finite(x2, or: 0), 0), 1)
    self.y2 = PhysicsInput.finite(y2, or: 0)
  }

  /// `kCAMediaTimingFunctionEaseInEaseOut` (0.42, 0, 0.58, 1), UIView's default curve (docs/physics.md §6.2).
  public static let easeInEaseOut = CubicBezier(0.42, 0, 0.58, 1)

  /// `kCAMediaTimingFunctionEaseIn` (0.42, 0, 1, 1), as Apple documents it.
  public static let easeIn = CubicBezier(0.42, 0, 1, 1)

  /// `kCAMediaTimingFunctionEaseOut` (0, 0, 0.58, 1), as Apple documents it.
  public static let easeOut = CubicBezier(0, 0, 0.58, 1)

  /// `kCAMediaTimingFunctionLinear` (0, 0, 1, 1).
  public static let linear = CubicBezier(0, 0, 1, 1)

  /// Progress (unitless) at time fraction `fraction` in [0, 1]; outside it is clamped, NaN is 0.
  public func progress(atFraction fraction: Double) -> Double {
    let x = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    if x == 0 || x == 1 { return x }
    return CubicBezier.component(parameter(forX: x), y1, y2)
  }

  /// The curve parameter t whose x(t) equals `x`: Newton's method, then bisection if it stalls.
  ///
  /// The step counts and tolerances are choices of this project: 8 Newton steps usually settle the
  /// curve to 1e-12; a slope under 1e-9 counts as a stall, and then 64 halvings of [0, 1] reach
  /// the precision of a `Double`.
  private func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = CubicBezier.component(t, x1, x2) - x
      if abs(error) < 1e-12 { return t }
      let slope = CubicBezier.slope(t, x1, x2)
      if abs(slope) < 1e-9 { break }
      t -= error / slope
      if t < 0 || t > 1 { break }
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<64 {
      let middle = 0.5 * (low + high)
      if CubicBezier.component(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return 0.5 * (low + high)
  }

  /// One coordinate of the curve at parameter t: `3(1−t)²t·p1 + 3(1−t)t²·p2 + t³`.
  private static func component(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  /// Derivative of `component` with respect to t.
  private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }
}
