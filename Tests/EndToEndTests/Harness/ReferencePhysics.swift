import Foundation

/// The formulas of docs/physics.md, written out here so that the end-to-end tests check the app
/// against the reference rather than against its own code.
enum ReferencePhysics {
  /// UIScrollView's normal deceleration rate, per millisecond (docs/physics.md §1.1).
  static let normalRate = 0.998
  /// The rubber band's constant (docs/physics.md §2).
  static let rubberBandConstant = 0.55

  /// docs/physics.md §1.5: where a flick at `velocity` (pt/s) from `start` comes to rest, unclamped:
  /// `x0 + sign(v)(|v|/1000 − 0.01)/(−ln d)`; no motion below the 10 pt/s stop speed.
  static func restingOffset(from start: Double, velocity: Double, rate: Double = normalRate) -> Double {
    let speed = abs(velocity) / 1000
    guard speed > 0.01 else { return start }
    return start + (velocity < 0 ? -1 : 1) * (speed - 0.01) / -log(rate)
  }

  /// docs/physics.md §1.2: where an unobstructed flight from `start` at `velocity` (pt/s) is
  /// `seconds` after its release: `x0 + (v/1000)·d(1 − d^t_ms)/(1 − d)`.
  static func flightOffset(after seconds: Double, from start: Double, velocity: Double, rate: Double = normalRate)
    -> Double
  {
    start + velocity / 1000 * rate * (1 - pow(rate, seconds * 1000)) / (1 - rate)
  }

  /// docs/physics.md §9: the repeated-flick multiplier after `count` (≥ 3) fast flicks, for a drag
  /// of `distance` points starting with multiplier `start`: `min(m0 + (1 + (n − 3)/2)·min(drag/240, 0.9), 16)`.
  static func repeatedFlickMultiplier(start: Double = 1, count: Int, distance: Double) -> Double {
    min(start + (1 + Double(count - 3) / 2) * min(distance / 240, 0.9), 16)
  }

  /// docs/physics.md §2: how far past an edge the content shows for a raw overscroll `raw` (points) in a view
  /// `dimension` points long: `(1 − 1/(x·0.55/d + 1))·d`.
  static func rubberBand(_ raw: Double, dimension: Double) -> Double {
    (1 - 1 / (raw * rubberBandConstant / dimension + 1)) * dimension
  }

  /// docs/physics.md §6.1: the zoom scale shown while pinching a raw `scale` past `maximum`: `max·(2 − max/s)`.
  static func zoomRubberBand(_ scale: Double, maximum: Double) -> Double {
    scale <= maximum ? scale : maximum * (2 - maximum / scale)
  }
}
