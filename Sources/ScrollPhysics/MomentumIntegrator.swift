import Foundation

/// UIKit's per-frame deceleration and bounce integrator for one axis (docs/physics.md §1.3, §3, §4).
///
/// Inside the limits the velocity decays by the deceleration rate each millisecond; a frame that
/// crosses an edge is split by linear time interpolation, and the part past the edge uses the
/// 0.99/ms bounce step. The caller passes frame timestamps to `step(to:)`; nothing reads a clock.
/// Scrolling stops once the speed is below 10 pt/s within 0.5 pt of the limits, and the position
/// is then clamped. Limits may change between steps (a maximum below the minimum pins to it).
/// NaN positions are treated as 0, non-finite velocities as 0, and after `maximumDuration` of
/// simulated time the flight is forced to finish, so a flight always ends.
public struct MomentumIntegrator: Hashable, Sendable {
  /// `ln 0.99` rounded as UIKit's bounce step uses it, per millisecond (docs/physics.md §3).
  public static let bounceLogarithm = -0.01005

  /// Speed below which a flight within the settle tolerance stops: 10 pt/s (docs/physics.md §1.4).
  public static let stopSpeed = 10.0

  /// Distance outside the limits, in points, that still counts as settled (docs/physics.md §1.4).
  public static let settleTolerance = 0.5

  /// How near its destination a planned flight must stop to end exactly there: 1 pt (a choice of
  /// this project; the plan brings it within 0.2 pt, docs/physics.md §1.6).
  public static let destinationSnap = 1.0

  /// Frames shorter than this, in seconds, are skipped and folded into the next (docs/physics.md §1.3).
  public static let minimumFrameDuration: TimeInterval = 0.001

  /// Default guard on simulated time, in seconds, after which a flight is forced to finish: a choice
  /// of this project, far longer than any real flight (a few seconds), so that a flight always ends.
  public static let defaultMaximumDuration: TimeInterval = 30

  /// Current offset in points.
  public var position: Double {
    didSet { position = PhysicsInput.offset(position) }
  }

  /// Current velocity in points per millisecond (UIKit's internal unit).
  public private(set) var velocityPerMillisecond: Double

  /// Current velocity in points per second (non-finite becomes 0; clamped to ±1e7 pt/s).
  public var velocity: Double {
    get { velocityPerMillisecond * 1000 }
    set { velocityPerMillisecond = PhysicsInput.velocity(newValue) / 1000 }
  }

  /// Resting limits of the offset in points; may change between steps.
  public var limits: OffsetLimits

  /// Where a planned flight ends (`MomentumProjection.retarget`): it may lie outside `limits`
  /// (the limits are widened to it) and the flight finishes exactly there. Nil for a free flight.
  public var destination: Double?

  /// The limits the flight moves within: `limits`, widened to include the destination.
  var effectiveLimits: OffsetLimits {
    guard let destination else { return limits }
    return OffsetLimits(minimum: min(limits.minimum, destination), maximum: max(limits.maximum, destination))
  }

  /// Deceleration rate applied inside the limits.
  public var rate: DecelerationRate

  /// Repeated-flick distance multiplier applied to in-bounds motion (docs/physics.md §9), clamped to [0, 16]; NaN is 1.
  public var multiplier: Double {
    didSet { multiplier = PhysicsInput.multiplier(multiplier) }
  }

  /// Simulated time in seconds after which the flight is forced to finish (clamped to 0.001...3600,
  /// a choice of this project: one millisecond step at least, an hour at most).
  public var maximumDuration: TimeInterval {
    didSet { maximumDuration = MomentumIntegrator.sanitizedDuration(maximumDuration) }
  }

  /// Whether the flight has stopped (the position is then inside the limits and the velocity 0).
  public private(set) var isFinished = false

  /// Simulated time integrated so far, in seconds.
  public private(set) var elapsed: TimeInterval = 0

  /// Timestamp in seconds up to which motion has been integrated.
  public private(set) var lastTime: TimeInterval

  /// Latest timestamp seen in seconds, including frames skipped for being shorter than 1 ms.
  private var latestTime: TimeInterval

  /// A flight from `position` (pt) at `velocity` (pt/s), integrated from `startTime` (s).
  ///
  /// UIKit's first step after touch-up covers exactly one frame (docs/physics.md §1.3): to match it, pass the
  /// first frame's timestamp minus one frame duration as `startTime`.
  public init(
    position: Double, velocity: Double, limits: OffsetLimits, rate: DecelerationRate = .normal,
    multiplier: Double = 1, startTime: TimeInterval = 0, destination: Double? = nil
  ) {
    self.destination = destination.map(PhysicsInput.offset)
    self.position = PhysicsInput.offset(position)
    self.velocityPerMillisecond = PhysicsInput.velocity(velocity) / 1000
    self.limits = limits
    self.rate = rate
    self.multiplier = PhysicsInput.multiplier(multiplier)
    self.maximumDuration = MomentumIntegrator.defaultMaximumDuration
    let start = startTime.isFinite ? startTime : 0
    self.lastTime = start
    self.latestTime = start
  }

  /// Whether the position lies outside the limits (the view is rubber-banding or bouncing).
  public var isOutsideLimits: Bool { !effectiveLimits.contains(position) }

  /// Integrates up to the frame timestamp `time` (s); frames under 1 ms and earlier times are skipped.
  ///
  /// NaN is ignored; `+infinity` finishes the flight at once (clamped into the limits).
  public mutating func step(to time: TimeInterval) {
    guard !isFinished, !time.isNaN else { return }
    guard time != .infinity else { return finish() }
    latestTime = max(latestTime, time)
    let duration = time - lastTime
    guard duration >= MomentumIntegrator.minimumFrameDuration else { return }
    lastTime = time
    let frame = min(duration, maximumDuration)
    integrate(milliseconds: frame * 1000)
    elapsed += frame
    if elapsed >= maximumDuration || !position.isFinite || !velocityPerMillisecond.isFinite {
      finish()
    }
  }

  /// Integrates `duration` seconds past the latest timestamp seen (see `step(to:)`).
  public mutating func advance(by duration: TimeInterval) {
    guard duration.isFinite else {
      if duration == .infinity { step(to: .infinity) }
      return
    }
    step(to: latestTime + duration)
  }

  /// Stops the flight now, clamping the position into the limits — or, for a planned flight that
  /// has come within `destinationSnap` of its destination, exactly there.
  public mutating func finish() {
    if let destination, abs(position - destination) <= MomentumIntegrator.destinationSnap {
      position = destination
    } else {
      position = effectiveLimits.clamp(position)
    }
    velocityPerMillisecond = 0
    isFinished = true
  }

  private mutating func integrate(milliseconds: Double) {
    let limits = effectiveLimits
    let low = limits.minimum
    let high = limits.maximum
    let result = MomentumIntegrator.frame(
      position: position, velocity: velocityPerMillisecond, milliseconds: milliseconds,
      limits: limits, rate: rate, multiplier: multiplier)
    position = result.position
    velocityPerMillisecond = result.velocity
    let tolerance = MomentumIntegrator.settleTolerance
    let settled = low - tolerance < position && position < high + tolerance
    if settled && abs(velocityPerMillisecond) * 1000 < MomentumIntegrator.stopSpeed {
      finish()
    }
  }

  /// One display frame of UIKit's bouncing deceleration (docs/physics.md §1.3, §3, §4), velocity in pt/ms.
  static func frame(
    position start: Double, velocity: Double, milliseconds: Double, limits: OffsetLimits,
    rate: DecelerationRate, multiplier: Double
  ) -> (position: Double, velocity: Double) {
    let low = limits.minimum
    let high = limits.maximum
    let factor = rate.rawValue
    let logarithm = rate.logarithm
    var position = start
    var velocity = velocity
    var remaining = 0.0
    var edge = position < low ? low : high
    if limits.contains(start) {
      guard velocity != 0 else { return (position, velocity) }
      var decay = UIKitMath.exp(milliseconds * logarithm)
      var sum = UIKitMath.geometricSum(decay: decay, rate: factor)
      let unobstructed = start + multiplier * velocity * sum
      var inside = milliseconds
      if !limits.contains(unobstructed) {
        edge = unobstructed > high ? high : low
        inside = (edge - start) * milliseconds / (unobstructed - start)
        remaining = milliseconds - inside
        decay = UIKitMath.exp(inside * logarithm)
        sum = UIKitMath.geometricSum(decay: decay, rate: factor)
      }
      position = start + sum * velocity * multiplier
      velocity *= decay
    } else {
      remaining = milliseconds
    }
    if remaining > 0 {
      let decay = UIKitMath.exp(remaining * logarithm)
      let spring = UIKitMath.exp(remaining * bounceLogarithm)
      position = edge + spring * (position - edge)
      position += (1 - decay) * (spring * factor * velocity) / (1 - factor)
      velocity *= decay * spring
    }
    return (position, velocity)
  }

  private static func sanitizedDuration(_ value: TimeInterval) -> TimeInterval {
    value.isNaN ? defaultMaximumDuration : min(max(value, 0.001), 3600)
  }
}
