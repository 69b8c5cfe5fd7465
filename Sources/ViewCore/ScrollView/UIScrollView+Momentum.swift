import Foundation
import ScrollPhysics

extension UIScrollView {
  var physicsRate: ScrollPhysics.DecelerationRate {
    ScrollPhysics.DecelerationRate(rawValue: Double(decelerationRate.rawValue))
  }

  /// Free deceleration (with bounce) from the current offset at `velocity` (pt/s), its time
  /// origin the release at `time`. A delegate-chosen `target` re-plans velocity and rate so the
  /// flight ends there (docs/physics.md §1.6); the repeated-flick multiplier stretches a free
  /// flight (§9).
  func momentumFlight(velocity: CGPoint, at time: TimeInterval, target: CGPoint? = nil) -> Flight {
    let multiplier = flicks.multiplier
    func axis(_ offset: CGFloat, _ velocity: CGFloat, _ target: CGFloat?, _ limits: OffsetLimits, _ moves: Bool)
      -> MomentumIntegrator?
    {
      guard moves || !limits.contains(Double(offset)) else { return nil }
      var speed = Double(velocity)
      var rate = physicsRate
      var axisMultiplier = multiplier
      var destination: Double?
      if let target {
        // The flight ends exactly on the chosen target, pixel-rounded (outside the limits too, as
        // UIKit allows: the integrator widens them to it).
        let end = PixelRounding.round(Double(target), scale: Double(window?.screenScale ?? 1))
        let plan = MomentumProjection.retarget(from: Double(offset), to: end, velocity: speed, rate: rate)
        speed = plan.velocity
        rate = plan.rate
        axisMultiplier = 1
        destination = end
      }
      return MomentumIntegrator(
        position: Double(offset), velocity: speed, limits: limits, rate: rate, multiplier: axisMultiplier,
        startTime: time, destination: destination)
    }
    limitsChanged = false
    return .momentum(
      x: axis(contentOffset.x, velocity.x, target?.x, horizontalLimits, scrollsHorizontally),
      y: axis(contentOffset.y, velocity.y, target?.y, verticalLimits, scrollsVertically),
      target: target)
  }

  /// Steps momentum to `time`; returns true while it still moves.
  func stepMomentum(x: MomentumIntegrator?, y: MomentumIntegrator?, target: CGPoint?, to time: TimeInterval) -> Bool {
    var x = x
    var y = y
    if limitsChanged {
      x?.limits = horizontalLimits
      y?.limits = verticalLimits
      limitsChanged = false
    }
    let wasInside = !(x?.isOutsideLimits ?? false) && !(y?.isOutsideLimits ?? false)
    x?.step(to: time)
    y?.step(to: time)
    if !bounces {
      // No bounce: the content stops dead at an edge it reaches.
      if let axis = x, axis.isOutsideLimits { x?.finish() }
      if let axis = y, axis.isOutsideLimits { y?.finish() }
    }
    // A flight that reaches an edge ends the streak of fast flicks (docs/physics.md §9).
    if wasInside, (x?.isOutsideLimits ?? false) || (y?.isOutsideLimits ?? false) { flicks.reset() }
    // The stepped state first: a delegate told of the move may stop the flight.
    activity = .decelerating(.momentum(x: x, y: y, target: target))
    setOffsetInternally(
      CGPoint(
        x: x.map { CGFloat($0.position) } ?? contentOffset.x, y: y.map { CGFloat($0.position) } ?? contentOffset.y))
    return !(x?.isFinished ?? true) || !(y?.isFinished ?? true)
  }
}
