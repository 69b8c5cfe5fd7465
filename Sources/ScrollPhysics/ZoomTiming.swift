import Foundation

/// Timing of UIKit's zoom animations, including `zoom(to:animated:)` and the bounce back (docs/physics.md §6.2).
public enum ZoomTiming {
  /// Shortest zoom animation in seconds: 0.1 (docs/physics.md §6.2).
  public static let minimumDuration: TimeInterval = 0.1

  /// Longest zoom animation in seconds: 0.4 (docs/physics.md §6.2).
  public static let maximumDuration: TimeInterval = 0.4

  /// Seconds added per unit of `|ln(s1/s0)|`: 0.3 (docs/physics.md §6.2).
  public static let durationPerLogScale: TimeInterval = 0.3

  /// The zoom animation curve: UIView's default ease-in-ease-out (0.42, 0, 0.58, 1) (docs/physics.md §6.2).
  public static let curve = TimingCurve.easeInEaseOut

  /// Duration in seconds of a zoom from scale `s0` to `s1`: `min(0.1 + 0.3·|ln(s1/s0)|, 0.4)`.
  ///
  /// Scales that are not positive and finite give the 0.4 s maximum.
  public static func animationDuration(from s0: Double, to s1: Double) -> TimeInterval {
    guard s0 > 0, s1 > 0, s0.isFinite, s1.isFinite else { return maximumDuration }
    return min(minimumDuration + durationPerLogScale * abs(log(s1) - log(s0)), maximumDuration)
  }
}
