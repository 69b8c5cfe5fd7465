import Foundation

/// The velocity of a moving point from timestamped samples, in units per second. Each sample's
/// raw velocity (distance over time since the previous sample) is blended as
/// 0.2·current + 0.8·previous estimate: UIKit's recognizer smoothing per the physics README §8
/// ([RE], calibrated). Samples less than 1 ms apart are one instant (the two virtual pinch
/// fingers arrive as two events at the same time) and replace each other. A gap of more than
/// 100 ms starts a fresh estimate, and the velocity reads as zero once the latest sample is
/// that old, so a finger that rests before lifting does not fling (as on iOS).
struct VelocityTracker {
  /// The weight of the newest raw sample in the blend ([RE], physics README §8).
  static let currentWeight: CGFloat = 0.2
  /// Samples closer than this (seconds) are the same instant.
  static let sameInstant: TimeInterval = 0.001
  /// Older estimates than this (seconds) no longer describe the motion.
  static let staleAfter: TimeInterval = 0.1

  private struct Estimate {
    var point: CGPoint
    var time: TimeInterval
    var velocity: CGPoint = .zero
    var hasVelocity = false
  }

  private var latest: Estimate?
  private var beforeLatest: Estimate?

  init() {}

  /// Starts over at `point` at `time` (seconds), at rest.
  mutating func reset(at point: CGPoint, time: TimeInterval) {
    latest = Estimate(point: point, time: time)
    beforeLatest = nil
  }

  /// Adds a sample: where the point is at `time` (seconds).
  mutating func add(_ point: CGPoint, at time: TimeInterval) {
    guard var base = latest else {
      reset(at: point, time: time)
      return
    }
    if time - base.time < Self.sameInstant, let earlier = beforeLatest {
      base = earlier
    } else {
      beforeLatest = base
    }
    latest = Self.blend(base, with: point, at: time)
  }

  /// Moves the reference point without implying motion (a finger was added or lifted, so the
  /// centroid jumped).
  mutating func shift(by offset: CGPoint) {
    latest?.point.x += offset.x
    latest?.point.y += offset.y
    beforeLatest?.point.x += offset.x
    beforeLatest?.point.y += offset.y
  }

  /// The smoothed velocity as seen at `time` (seconds): zero once the latest sample is stale.
  func velocity(at time: TimeInterval) -> CGPoint {
    guard let latest, latest.hasVelocity, time - latest.time <= Self.staleAfter else { return .zero }
    return latest.velocity
  }

  private static func blend(_ base: Estimate, with point: CGPoint, at time: TimeInterval) -> Estimate {
    let interval = time - base.time
    guard interval > 0 else {
      var moved = base
      moved.point = point
      return moved
    }
    let raw = CGPoint(x: (point.x - base.point.x) / interval, y: (point.y - base.point.y) / interval)
    var velocity = raw
    if base.hasVelocity && interval <= staleAfter {
      let w = currentWeight
      velocity = CGPoint(x: w * raw.x + (1 - w) * base.velocity.x, y: w * raw.y + (1 - w) * base.velocity.y)
    }
    return Estimate(point: point, time: time, velocity: velocity, hasVelocity: true)
  }
}
