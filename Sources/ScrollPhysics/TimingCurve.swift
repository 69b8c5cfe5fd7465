import Foundation

/// How an animation's progress (0...1) follows time; the curves UIKit's scroll view animates with.
public enum TimingCurve: Hashable, Sendable {
  /// Progress equal to the time fraction.
  case linear
  /// `sin²(π/2·t/T)`, the `setContentOffset(_:animated:)` curve (docs/physics.md §7.1).
  case sineSquared
  /// A cubic Bézier timing function, like `CAMediaTimingFunction`.
  case cubicBezier(CubicBezier)
  /// A critically damped spring evaluated on elapsed seconds, like scroll-to-top (docs/physics.md §7.2).
  case spring(ScrollToTopSpring)

  /// UIView's default ease-in-ease-out curve (0.42, 0, 0.58, 1), used for zoom (docs/physics.md §6.2).
  public static let easeInEaseOut = TimingCurve.cubicBezier(.easeInEaseOut)

  /// Progress (unitless) `elapsed` seconds into a `duration`-second animation.
  ///
  /// 0 before the start (or for NaN), 1 at or after the end and for a non-positive duration.
  public func progress(elapsed: TimeInterval, duration: TimeInterval) -> Double {
    if !(duration > 0) || elapsed >= duration { return 1 }
    if !(elapsed > 0) { return 0 }
    let fraction = elapsed / duration
    switch self {
    case .linear:
      return fraction
    case .sineSquared:
      return ContentOffsetAnimation.progress(forFraction: fraction)
    case .cubicBezier(let curve):
      return curve.progress(atFraction: fraction)
    case .spring(let spring):
      return spring.progress(at: elapsed)
    }
  }
}
