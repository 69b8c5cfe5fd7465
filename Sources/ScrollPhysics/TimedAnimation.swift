import Foundation

/// One animated value (an offset in points or a zoom scale) from `from` to `to` over a duration.
///
/// Times are in seconds on the caller's clock; nothing reads a clock here. A non-finite endpoint
/// is replaced by the other one (0 if both are), a non-finite start time by 0, and a negative or
/// NaN duration by 0 (the animation is then finished at once); durations are capped at 3600 s (a
/// choice of this project: an hour, far beyond any UIKit animation, so an animation always ends).
public struct TimedAnimation: Hashable, Sendable {
  /// Starting value.
  public let from: Double
  /// Final value.
  public let to: Double
  /// Start timestamp in seconds.
  public let startTime: TimeInterval
  /// Duration in seconds.
  public let duration: TimeInterval
  /// How progress follows time.
  public let curve: TimingCurve

  /// An animation from `from` to `to` starting at `startTime` (s) lasting `duration` (s) along `curve`.
  public init(
    from: Double, to: Double, startTime: TimeInterval, duration: TimeInterval, curve: TimingCurve
  ) {
    let start = from.isFinite ? from : (to.isFinite ? to : 0)
    self.from = start
    self.to = to.isFinite ? to : start
    self.startTime = startTime.isFinite ? startTime : 0
    self.duration = duration.isNaN ? 0 : min(max(duration, 0), 3600)
    self.curve = curve
  }

  /// A zoom between two scales: `ZoomTiming.animationDuration`, ease-in-ease-out (docs/physics.md §6.2).
  public static func zoom(fromScale: Double, toScale: Double, startTime: TimeInterval) -> TimedAnimation {
    TimedAnimation(
      from: fromScale, to: toScale, startTime: startTime,
      duration: ZoomTiming.animationDuration(from: fromScale, to: toScale), curve: ZoomTiming.curve)
  }

  /// End timestamp in seconds.
  public var endTime: TimeInterval { startTime + duration }

  /// Progress (unitless) at timestamp `time` (s): 0 before the start or for NaN, 1 once finished.
  public func progress(at time: TimeInterval) -> Double {
    curve.progress(elapsed: time - startTime, duration: duration)
  }

  /// The animated value at timestamp `time` (s); exactly `to` once finished.
  public func value(at time: TimeInterval) -> Double {
    if isFinished(at: time) { return to }
    return from + (to - from) * progress(at: time)
  }

  /// Whether the animation has ended at timestamp `time` (s).
  public func isFinished(at time: TimeInterval) -> Bool {
    time >= endTime
  }
}
