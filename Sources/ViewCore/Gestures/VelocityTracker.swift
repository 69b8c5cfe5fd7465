import Foundation

/// The velocity of a moving point from timestamped samples, in units per second. Each sample's
/// raw velocity (distance over time since the previous sample) is blended as
/// 0.2·current + 0.8·previous estimate: UIKit's recognizer smoothing (docs/physics.md §8.1,
/// calibrated on touch screens).
///
/// Those weights assume touch-screen sampling (60–120 Hz), while a mouse may report 1000 times a
/// second: samples arriving less than `minimumInterval` after the last blended one are held
/// until that much time has passed, so each blended step spans about one 120 Hz frame. A gap of
/// more than `staleAfter` starts a fresh estimate, and the velocity reads as zero once the
/// latest sample is that old, so a finger that rests before lifting does not fling (as on iOS).
struct VelocityTracker {
  /// The weight of the newest raw sample in the blend (docs/physics.md §8.1).
  static let currentWeight: CGFloat = 0.2
  /// The shortest span (s) of one blended step: one frame of a 120 Hz touch screen (a choice of
  /// this project, so that mouse samples are blended at the rate the weights were calibrated for).
  static let minimumInterval: TimeInterval = 0.008
  /// Older estimates than this (s) no longer describe the motion: a choice of this project, several
  /// frames, long enough to bridge a missed sample and short enough that a finger at rest reads 0.
  static let staleAfter: TimeInterval = 0.1
  /// Rounding slack for timestamps converted from milliseconds (s): a choice of this project, far
  /// below a millisecond.
  static let timeTolerance: TimeInterval = 1e-9

  private struct Estimate {
    var point: CGPoint
    var time: TimeInterval
    var velocity: CGPoint = .zero
    var hasVelocity = false
  }

  private var blended: Estimate?
  /// The latest sample, not yet `minimumInterval` after `blended`.
  private var pending: (point: CGPoint, time: TimeInterval)?

  init() {}

  /// Starts over at `point` at `time` (seconds), at rest.
  mutating func reset(at point: CGPoint, time: TimeInterval) {
    blended = Estimate(point: point, time: time)
    pending = nil
  }

  /// Adds a sample: where the point is at `time` (seconds).
  mutating func add(_ point: CGPoint, at time: TimeInterval) {
    guard let base = blended else { return reset(at: point, time: time) }
    guard time - base.time >= Self.minimumInterval - Self.timeTolerance else {
      pending = (point, max(time, pending?.time ?? time))
      return
    }
    blended = Self.blend(base, with: point, at: time)
    pending = nil
  }

  /// Moves the reference point without implying motion (a finger was added or lifted, so the
  /// centroid jumped).
  mutating func shift(by offset: CGPoint) {
    blended?.point.x += offset.x
    blended?.point.y += offset.y
    pending?.point.x += offset.x
    pending?.point.y += offset.y
  }

  /// The smoothed velocity as seen at `time` (seconds): zero once the latest sample is stale.
  func velocity(at time: TimeInterval) -> CGPoint {
    guard let blended, blended.hasVelocity else { return .zero }
    let latest = max(blended.time, pending?.time ?? blended.time)
    return time - latest <= Self.staleAfter ? blended.velocity : .zero
  }

  private static func blend(_ base: Estimate, with point: CGPoint, at time: TimeInterval) -> Estimate {
    let interval = time - base.time
    let raw = CGPoint(x: (point.x - base.point.x) / interval, y: (point.y - base.point.y) / interval)
    var velocity = raw
    if base.hasVelocity && interval <= staleAfter {
      let w = currentWeight
      velocity = CGPoint(x: w * raw.x + (1 - w) * base.velocity.x, y: w * raw.y + (1 - w) * base.velocity.y)
    }
    return Estimate(point: point, time: time, velocity: velocity, hasVelocity: true)
  }
}
