import Foundation

/// Numeric helpers that reproduce how UIKit evaluates its physics.
enum UIKitMath {
  /// `exp(x)`, evaluated as `1 + x + x²/2` when x ≥ −0.5, as UIKit does (docs/physics.md §1.3).
  static func exp(_ x: Double) -> Double {
    if x >= -0.5 {
      return x * (0.5 * x + 1) + 1
    }
    return Foundation.exp(x)
  }

  /// The per-millisecond geometric sum `d(1 − d^t)/(1 − d)` for a decay already raised to `t`.
  static func geometricSum(decay: Double, rate: Double) -> Double {
    (1 - decay) / (1 - rate) * rate
  }
}
