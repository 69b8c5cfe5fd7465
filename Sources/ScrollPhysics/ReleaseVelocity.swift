import Foundation

/// The velocity a drag hands to deceleration at touch-up, in points per second (docs/physics.md §8).
///
/// Velocities are rates of change of the content offset (a finger moving up on a vertical list
/// gives a positive velocity). Non-finite inputs are treated as 0.
public enum ReleaseVelocity {
  /// Raw release speed below which there is no momentum at all: 250 pt/s (docs/physics.md §8.2).
  public static let minimumSpeed = 250.0

  /// Weight of the previous drag frame's velocity in the release blend: 0.75 (docs/physics.md §8.2).
  public static let previousWeight = 0.75

  /// Weight of the latest drag frame's velocity in the release blend: 0.25 (docs/physics.md §8.2).
  public static let latestWeight = 0.25

  /// Weight of the current touch sample in the recognizer's velocity: 0.2 (docs/physics.md §8.1).
  public static let currentSampleWeight = 0.2

  /// Weight of the previous touch sample in the recognizer's velocity: 0.8 (docs/physics.md §8.1).
  public static let previousSampleWeight = 0.8

  /// Content-offset velocity (pt/s) for a pan recognizer's `velocity(in:)` (pt/s): its negation (docs/physics.md §8.1).
  public static func contentVelocity(fromGestureVelocity gestureVelocity: Double) -> Double {
    -PhysicsInput.velocity(gestureVelocity)
  }

  /// The recognizer's velocity in pt/s from its last two touch samples: `0.2·current + 0.8·previous`.
  ///
  /// Pass `nil` for `previous` when there is only one sample (UIKit then reports `0.2·current`).
  public static func recognizerVelocity(current: Double, previous: Double?) -> Double {
    let latest = currentSampleWeight * PhysicsInput.velocity(current)
    guard let previous else { return latest }
    return latest + previousSampleWeight * PhysicsInput.velocity(previous)
  }

  /// Release velocity in pt/s for one axis: 0 if `|latest| < 250`, else `0.75·previous + 0.25·latest`
  /// when `previous ≠ 0`, else `latest` (docs/physics.md §8.2).
  public static func blended(previous: Double, latest: Double) -> Double {
    let last = PhysicsInput.velocity(latest)
    guard abs(last) >= minimumSpeed else { return 0 }
    let prior = PhysicsInput.velocity(previous)
    return blend(previous: prior, latest: last, applies: prior != 0)
  }

  /// Release velocity in pt/s for both axes, gated on the 2-D raw speed `hypot(latest)` (docs/physics.md §8.2).
  ///
  /// The blend applies to both axes when either previous component is non-zero (docs/physics.md §8.2).
  public static func blended(
    previous: (x: Double, y: Double), latest: (x: Double, y: Double)
  ) -> (x: Double, y: Double) {
    let last = (x: PhysicsInput.velocity(latest.x), y: PhysicsInput.velocity(latest.y))
    guard hypot(last.x, last.y) >= minimumSpeed else { return (0, 0) }
    let prior = (x: PhysicsInput.velocity(previous.x), y: PhysicsInput.velocity(previous.y))
    let applies = prior.x != 0 || prior.y != 0
    return (
      blend(previous: prior.x, latest: last.x, applies: applies),
      blend(previous: prior.y, latest: last.y, applies: applies)
    )
  }

  /// Whether a raw release speed in pt/s yields momentum at all (≥ 250 pt/s).
  public static func hasMomentum(latestSpeed: Double) -> Bool {
    abs(PhysicsInput.velocity(latestSpeed)) >= minimumSpeed
  }

  /// Repeated-flick distance multiplier: `min(m0 + (1 + (n − 3)/2)·min(drag/240, 0.9), 16)` (docs/physics.md §9).
  ///
  /// `start` is the multiplier carried in at touch-down, `count` the streak of fast flicks and
  /// `dragDistance` the drag's total translation in points. Below three flicks it returns `start`.
  public static func fastFlickMultiplier(start: Double, count: Int, dragDistance: Double) -> Double {
    let base = start.isFinite ? start : 1
    guard count >= 3 else { return base }
    let distance = dragDistance.isNaN ? 0 : abs(dragDistance)
    let growth = (1 + Double(count - 3) / 2) * min(distance / 240, 0.9)
    return min(base + growth, PhysicsInput.maximumMultiplier)
  }

  private static func blend(previous: Double, latest: Double, applies: Bool) -> Double {
    applies ? previousWeight * previous + latestWeight * latest : latest
  }
}
