import Foundation
import ScrollPhysics

/// Whatever moves the offset on its own right now, one simulation per axis (Flutter's
/// "activity"): momentum with bounce, a paging snap, or a timed animation.
struct ScrollMotion {
  enum Activity {
    case none
    /// Free deceleration and bounce, per axis (nil: that axis stays put).
    case momentum(x: MomentumIntegrator?, y: MomentumIntegrator?)
    /// A paging snap, per axis.
    case paging(x: PagingSnap?, y: PagingSnap?)
    /// A programmatic scroll, one timed animation per axis.
    case offsetAnimation(x: TimedAnimation, y: TimedAnimation)
  }

  var activity: Activity = .none
  /// Where a retargeted flight (a delegate's target, a wheel notch) must end, exactly.
  var target: CGPoint?
  /// True when the limits moved (a resize) and the simulations must pick them up.
  var limitsChanged = false

  var isActive: Bool {
    if case .none = activity { return false }
    return true
  }

  mutating func limitsDidChange() {
    limitsChanged = true
  }
}

extension UIScrollView {
  /// UIKit's first step after a release covers exactly one frame ([RE] §1). A frame that comes
  /// less than a millisecond after the release (so the integrator would skip it) is therefore
  /// stepped as a whole 60 Hz frame, and the motion shows in the very next frame presented.
  static func firstStepCoversAFrame(_ integrator: MomentumIntegrator, at time: TimeInterval) -> MomentumIntegrator {
    guard integrator.elapsed == 0, !integrator.isFinished, time - integrator.lastTime < 0.001 else { return integrator }
    var restarted = MomentumIntegrator(
      position: integrator.position, velocity: integrator.velocity, limits: integrator.limits, rate: integrator.rate,
      multiplier: integrator.multiplier, startTime: time - 1.0 / 60)
    restarted.maximumDuration = integrator.maximumDuration
    return restarted
  }

  var physicsRate: ScrollPhysics.DecelerationRate {
    ScrollPhysics.DecelerationRate(rawValue: Double(decelerationRate.rawValue))
  }

  /// Starts free deceleration (with bounce) from the current offset at `velocity` (pt/s). A
  /// delegate-chosen `target` re-plans velocity and rate so the flight ends there (§1).
  func startMomentum(velocity: CGPoint, at time: TimeInterval, target: CGPoint? = nil) {
    func axis(_ offset: CGFloat, _ velocity: CGFloat, _ target: CGFloat?, _ limits: OffsetLimits, _ moves: Bool)
      -> MomentumIntegrator?
    {
      guard moves || !limits.contains(Double(offset)) else { return nil }
      var speed = Double(velocity)
      var rate = physicsRate
      var axisLimits = limits
      if let target {
        let plan = MomentumProjection.retarget(
          from: Double(offset), to: Double(target), velocity: speed, rate: rate)
        speed = plan.velocity
        rate = plan.rate
        // A target outside the limits (allowed by UIKit) is honoured by widening them.
        axisLimits = OffsetLimits(
          minimum: min(limits.minimum, Double(target)), maximum: max(limits.maximum, Double(target)))
      }
      return MomentumIntegrator(
        position: Double(offset), velocity: speed, limits: axisLimits, rate: rate, startTime: time)
    }
    let x = axis(contentOffset.x, velocity.x, target?.x, horizontalLimits, scrollsHorizontally)
    let y = axis(contentOffset.y, velocity.y, target?.y, verticalLimits, scrollsVertically)
    motion.activity = .momentum(x: x, y: y)
    motion.target = target
    motion.limitsChanged = false
    window?.addAnimator(self)
  }

  /// Stops deceleration where it is. With `sendMessages`, ends with `scrollViewDidEndDecelerating`.
  func stopDecelerating(sendMessages: Bool) {
    motion.activity = .none
    guard phase == .decelerating else { return }
    transition(to: .idle, traced: !sendMessages)
    if sendMessages {
      sendMessage("scrollViewDidEndDecelerating") { $0.scrollViewDidEndDecelerating(self) }
    }
  }

  /// Stops every motion without messages (the view left its window).
  func stopAllMotion() {
    motion.activity = .none
    if phase != .idle { transition(to: .idle) }
  }

  /// Steps momentum to `time`; returns true while it still moves.
  func stepMomentum(x: MomentumIntegrator?, y: MomentumIntegrator?, to time: TimeInterval) -> Bool {
    var x = x
    var y = y
    if motion.limitsChanged {
      x?.limits = horizontalLimits
      y?.limits = verticalLimits
      motion.limitsChanged = false
    }
    x = x.map { Self.firstStepCoversAFrame($0, at: time) }
    y = y.map { Self.firstStepCoversAFrame($0, at: time) }
    x?.step(to: time)
    y?.step(to: time)
    if !bounces {
      // No bounce: the content stops dead at an edge it reaches.
      if let axis = x, axis.isOutsideLimits { x?.finish() }
      if let axis = y, axis.isOutsideLimits { y?.finish() }
    }
    let offset = CGPoint(
      x: x.map { CGFloat($0.position) } ?? contentOffset.x, y: y.map { CGFloat($0.position) } ?? contentOffset.y)
    motion.activity = .momentum(x: x, y: y)
    setOffsetInternally(offset)
    return !(x?.isFinished ?? true) || !(y?.isFinished ?? true)
  }
}
