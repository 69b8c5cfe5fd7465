import Foundation

/// UIKit's paging snap for one axis: a per-millisecond spring toward the page target (docs/physics.md §5.2).
///
/// Each millisecond: `v += (T − x)·pull; v ·= friction; x += v` (v in pt/ms). Each frame runs a
/// whole number of milliseconds; the fractional remainder is carried to the next frame by default,
/// so 60 Hz and 120 Hz agree (UIKit's own loop drops it, running 16 steps per 16.67 ms frame).
/// The snap ends at the target once `|v| < 0.01` pt/ms, the distance to the target before the last
/// millisecond step is ≤ 1 pt and `|x − T| < 5` pt, or when it crosses the target slower than
/// 0.1 pt/ms. NaN inputs are treated as 0 and a `maximumDuration` guard always ends the snap.
public struct PagingSnap: Hashable, Sendable {
  /// Bounds dimension, in points, beyond which the spring constants stop changing (docs/physics.md §5.2).
  public static let maximumDimension = 1024.0

  /// Default guard on simulated time, in seconds, after which the snap jumps to its target: a choice
  /// of this project, far beyond a real snap (typically under half a second), so that a snap always ends.
  public static let defaultMaximumDuration: TimeInterval = 10

  /// Spring pull (1/ms²) and friction (per ms) for a bounds `dimension` in points (docs/physics.md §5.2).
  ///
  /// `pull = 0.000359090909 − 1.84659091e-7·D`, `friction = 0.966818182 + 9.94318182e-6·D`,
  /// with D clamped to 0...1024 (NaN is 0). D = 320 gives (0.0003, 0.970).
  public static func springConstants(dimension: Double) -> (pull: Double, friction: Double) {
    let size = dimension.isNaN ? 0 : min(max(dimension, 0), maximumDimension)
    return (0.000359090909 - 1.84659091e-7 * size, 0.966818182 + 9.94318182e-6 * size)
  }

  /// Current offset in points.
  public private(set) var position: Double

  /// Current velocity in points per millisecond (UIKit's internal unit).
  public private(set) var velocityPerMillisecond: Double

  /// Current velocity in points per second.
  public var velocity: Double { velocityPerMillisecond * 1000 }

  /// Page offset in points the snap settles on; setting it (a flick during the snap) redirects it.
  public var target: Double {
    didSet {
      target = PhysicsInput.offset(target)
      direction = PagingSnap.direction(from: position, to: target)
    }
  }

  /// Bounds dimension of the axis in points, which sets the spring constants.
  public var dimension: Double

  /// Whether fractional milliseconds carry over to the next frame (false reproduces UIKit exactly).
  /// True by default, a choice of this project so that 60 Hz and 120 Hz agree (docs/physics.md §13).
  public var carriesFractionalMilliseconds = true

  /// Simulated time in seconds after which the snap jumps to its target (clamped to 0.001...3600,
  /// a choice of this project: one millisecond step at least, an hour at most).
  public var maximumDuration: TimeInterval = PagingSnap.defaultMaximumDuration {
    didSet {
      if maximumDuration.isNaN {
        maximumDuration = PagingSnap.defaultMaximumDuration
      } else {
        maximumDuration = min(max(maximumDuration, 0.001), 3600)
      }
    }
  }

  /// Whether the snap has reached its target.
  public private(set) var isFinished = false

  /// Whole milliseconds simulated so far.
  public private(set) var elapsedMilliseconds = 0

  /// Timestamp in seconds of the latest frame.
  public private(set) var lastTime: TimeInterval

  /// Milliseconds forgiven when counting whole steps, so 12 frames of 1/120 s make exactly 100: a
  /// choice of this project, far above rounding error and far below a step.
  private static let roundingSlack = 1e-6

  private var direction: Double
  private var carry = 0.0

  /// A snap from `position` (pt) at `velocity` (pt/s) to `target` (pt), starting at `startTime` (s).
  ///
  /// Pass the docs/physics.md §8.2 release velocity (zero below 250 pt/s) as `velocity`.
  public init(
    position: Double, velocity: Double, target: Double, dimension: Double,
    startTime: TimeInterval = 0
  ) {
    self.position = PhysicsInput.offset(position)
    self.velocityPerMillisecond = PhysicsInput.velocity(velocity) / 1000
    self.target = PhysicsInput.offset(target)
    self.dimension = dimension
    self.lastTime = startTime.isFinite ? startTime : 0
    self.direction = PagingSnap.direction(from: self.position, to: self.target)
  }

  /// Runs the whole milliseconds up to the frame timestamp `time` (s); earlier times are ignored.
  ///
  /// NaN is ignored; `+infinity` finishes the snap at once.
  public mutating func step(to time: TimeInterval) {
    guard !isFinished, !time.isNaN, time > lastTime else { return }
    guard time != .infinity else { return finish() }
    let frame = (time - lastTime) * 1000
    lastTime = time
    let budget = Int(maximumDuration * 1000) - elapsedMilliseconds
    let available = carriesFractionalMilliseconds ? carry + frame : frame
    let steps = Int(min(available + PagingSnap.roundingSlack, Double(max(budget, 0))).rounded(.down))
    carry = carriesFractionalMilliseconds ? available - Double(steps) : 0
    if steps > 0 { run(steps: steps) }
    if !isFinished && elapsedMilliseconds >= Int(maximumDuration * 1000) { finish() }
  }

  /// Runs `duration` seconds past the latest frame (see `step(to:)`).
  public mutating func advance(by duration: TimeInterval) {
    step(to: lastTime + duration)
  }

  /// Ends the snap now at its target.
  public mutating func finish() {
    position = target
    velocityPerMillisecond = 0
    isFinished = true
  }

  private mutating func run(steps: Int) {
    let (pull, friction) = PagingSnap.springConstants(dimension: dimension)
    let passedBefore = direction != 0 && (position - target) * direction > 0
    var distanceBeforeLastStep = 0.0
    for _ in 0..<steps {
      distanceBeforeLastStep = target - position
      velocityPerMillisecond = (velocityPerMillisecond + distanceBeforeLastStep * pull) * friction
      position += velocityPerMillisecond
    }
    elapsedMilliseconds += steps
    let passedAfter = direction != 0 && (position - target) * direction > 0
    let speed = abs(velocityPerMillisecond)
    let settled = speed < 0.01 && abs(distanceBeforeLastStep) <= 1 && abs(position - target) < 5
    let crossedSlowly = !passedBefore && passedAfter && speed < 0.1
    if settled || crossedSlowly || !position.isFinite || !velocityPerMillisecond.isFinite {
      finish()
    }
  }

  private static func direction(from position: Double, to target: Double) -> Double {
    target == position ? 0 : (target > position ? 1 : -1)
  }
}
