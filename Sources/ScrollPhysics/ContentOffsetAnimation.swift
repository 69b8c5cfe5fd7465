import Foundation

/// The curve of `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` (docs/physics.md §7.1).
///
/// Progress is `sin²(π/2·t/T)` over a fixed 0.3 s whatever the distance (not the "constant velocity"
/// the documentation describes), and jumps to 1 once the time fraction reaches 0.999.
public enum ContentOffsetAnimation {
  /// Duration in seconds, independent of distance: 0.3 (docs/physics.md §7.1).
  public static let duration: TimeInterval = 0.3

  /// Time fraction at or above which progress is exactly 1: 0.999 (docs/physics.md §7.1).
  public static let completionFraction = 0.999

  /// Progress (unitless, 0...1) at time fraction `fraction`: `sin²(π/2·f)`; clamped, NaN is 0.
  public static func progress(forFraction fraction: Double) -> Double {
    let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    if f >= completionFraction { return 1 }
    let s = sin(f * Double.pi / 2)
    return s * s
  }

  /// Progress (unitless, 0...1) `elapsed` seconds into a `duration`-second animation (default 0.3 s).
  public static func progress(elapsed: TimeInterval, duration: TimeInterval = duration) -> Double {
    guard duration > 0 else { return 1 }
    return progress(forFraction: elapsed / duration)
  }
}
