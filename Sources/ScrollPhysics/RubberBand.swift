import Foundation

/// UIKit's rubber band for dragging past an edge: `f(x, d) = (1 − 1/(x·c/d + 1))·d` (docs/physics.md §2).
///
/// `d` is the bounds dimension of the axis in points; the displayed overscroll approaches `d` but
/// never reaches it. Inputs are sanitised: NaN offsets count as 0, offsets and dimensions are
/// clamped to 1e12 pt, a zero, negative or NaN dimension passes values through unchanged, and an invalid
/// coefficient falls back to 0.55.
public enum RubberBand {
  /// The default resistance coefficient `c`: 0.55 (docs/physics.md §2).
  public static let coefficient = 0.55

  /// `c` if it is positive and finite, else the default 0.55.
  private static func resistance(_ c: Double) -> Double {
    c > 0 && c.isFinite ? c : RubberBand.coefficient
  }

  /// Displayed overscroll in points for a raw (finger) overscroll in points, keeping its sign.
  public static func offset(
    forOverscroll overscroll: Double, dimension: Double, coefficient: Double = coefficient
  ) -> Double {
    let raw = PhysicsInput.offset(overscroll)
    guard dimension > .ulpOfOne else { return raw }
    let size = min(dimension, PhysicsInput.maximumOffset)
    let shown = (1 - 1 / (abs(raw) * resistance(coefficient) / size + 1)) * size
    return raw < 0 ? -shown : shown
  }

  /// Raw overscroll in points that displays as `displayed` points: `d/c·(1/(1 − y/d) − 1)` (docs/physics.md §2).
  ///
  /// UIKit uses it when a finger catches a bouncing view. A displayed value at or beyond the
  /// asymptote `d` is treated as just inside it, so the result stays finite.
  public static func overscroll(
    forOffset displayed: Double, dimension: Double, coefficient: Double = coefficient
  ) -> Double {
    let shown = PhysicsInput.offset(displayed)
    guard dimension > .ulpOfOne else { return shown }
    let size = min(dimension, PhysicsInput.maximumOffset)
    let magnitude = min(abs(shown), size.nextDown)
    let raw = size / resistance(coefficient) * (1 / (1 - magnitude / size) - 1)
    return shown < 0 ? -raw : raw
  }

  /// Displayed offset in points for an unconstrained drag offset (`startOffset − translation`).
  ///
  /// Inside `limits` the offset is unchanged; past an edge the overscroll is rubber-banded with
  /// the bounds `dimension` in points.
  public static func displayedOffset(
    forRawOffset rawOffset: Double, limits: OffsetLimits, dimension: Double,
    coefficient: Double = coefficient
  ) -> Double {
    let raw = PhysicsInput.offset(rawOffset)
    if raw > limits.maximum {
      return limits.maximum
        + offset(forOverscroll: raw - limits.maximum, dimension: dimension, coefficient: coefficient)
    }
    if raw < limits.minimum {
      return limits.minimum
        - offset(forOverscroll: limits.minimum - raw, dimension: dimension, coefficient: coefficient)
    }
    return raw
  }

  /// Unconstrained drag offset in points that displays as `displayedOffset` (the inverse mapping).
  ///
  /// Use it to seed a drag that catches a view mid-bounce.
  public static func rawOffset(
    forDisplayedOffset displayedOffset: Double, limits: OffsetLimits, dimension: Double,
    coefficient: Double = coefficient
  ) -> Double {
    let shown = PhysicsInput.offset(displayedOffset)
    if shown > limits.maximum {
      return limits.maximum
        + overscroll(forOffset: shown - limits.maximum, dimension: dimension, coefficient: coefficient)
    }
    if shown < limits.minimum {
      return limits.minimum
        - overscroll(forOffset: limits.minimum - shown, dimension: dimension, coefficient: coefficient)
    }
    return shown
  }
}
