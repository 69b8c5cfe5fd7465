import Foundation
import ScrollPhysics

/// Decelerating: free momentum with bounce, a retargeted flight, or a paging snap — planned at the
/// release, stepped each frame, ended with `scrollViewDidEndDecelerating`.
extension ScrollEngine {
  /// Free deceleration (with bounce) from the current offset at `velocity` (pt/s), its time
  /// origin the release at `time`. A delegate-chosen `target` re-plans velocity and rate so the
  /// flight ends there (docs/physics.md §1.6); the repeated-flick multiplier stretches a free
  /// flight (§9).
  func momentumFlight(velocity: CGPoint, at time: TimeInterval, _ g: ScrollGeometry, target: CGPoint? = nil)
    -> Flight
  {
    let multiplier = flicks.multiplier
    func axis(_ offset: CGFloat, _ velocity: CGFloat, _ target: CGFloat?, _ limits: OffsetLimits, _ moves: Bool)
      -> MomentumIntegrator?
    {
      guard moves || !limits.contains(Double(offset)) else { return nil }
      var speed = Double(velocity)
      var rate = g.decelerationRate
      var axisMultiplier = multiplier
      var destination: Double?
      if let target {
        // The flight ends exactly on the chosen target, pixel-rounded (outside the limits too, as
        // UIKit allows: the integrator widens them to it).
        let end = PixelRounding.round(Double(target), scale: g.screenScale)
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
    return .momentum(
      x: axis(g.offset.x, velocity.x, target?.x, g.horizontalLimits, g.scrollsHorizontally),
      y: axis(g.offset.y, velocity.y, target?.y, g.verticalLimits, g.scrollsVertically),
      target: target)
  }

  /// UIKit's per-millisecond paging spring toward `target` (docs/physics.md §5.2), its time
  /// origin the release at `time`.
  func pagingFlight(to target: CGPoint, velocity: CGPoint, at time: TimeInterval, _ g: ScrollGeometry) -> Flight {
    func axis(_ offset: CGFloat, _ target: CGFloat, _ velocity: CGFloat, _ dimension: CGFloat) -> PagingSnap? {
      guard offset != target || velocity != 0 else { return nil }
      return PagingSnap(
        position: Double(offset), velocity: Double(velocity), target: Double(target),
        dimension: Double(dimension), startTime: time)
    }
    return .paging(
      x: axis(g.offset.x, target.x, velocity.x, g.size.width), y: axis(g.offset.y, target.y, velocity.y, g.size.height))
  }

  /// The page UIKit picks at release (docs/physics.md §5.1): beyond ±300 pt/s the next page in the
  /// direction of motion, else the nearest; measured from `−contentInset` so insets stay correct.
  /// A flick during a snap that is still running moves one more page from that snap's target.
  func pagingTarget(rawVelocity: CGPoint, _ g: ScrollGeometry) -> CGPoint {
    func axis(
      _ offset: CGFloat, _ velocity: CGFloat, _ page: CGFloat, _ limits: OffsetLimits, _ origin: CGFloat,
      _ caught: CGFloat?
    ) -> CGFloat {
      guard page > 0 else { return CGFloat(limits.clamp(Double(offset))) }
      if let caught, abs(velocity) > CGFloat(PageTarget.flickSpeed),
        (velocity > 0) == (caught > offset) || caught == offset
      {
        return CGFloat(
          PageTarget.advancing(
            from: Double(caught), velocity: Double(velocity), pageSize: Double(page), limits: limits))
      }
      return CGFloat(
        PageTarget.offset(
          for: Double(offset), velocity: Double(velocity), pageSize: Double(page), limits: limits,
          origin: Double(origin)))
    }
    let caught = drag.caughtPagingTarget
    return CGPoint(
      x: g.scrollsHorizontally
        ? axis(g.offset.x, rawVelocity.x, g.pageSize.width, g.horizontalLimits, g.minimumOffset.x, caught?.x)
        : g.offset.x,
      y: g.scrollsVertically
        ? axis(g.offset.y, rawVelocity.y, g.pageSize.height, g.verticalLimits, g.minimumOffset.y, caught?.y)
        : g.offset.y)
  }

  /// The page a touch caught a snap heading to, so a new flick advances past it.
  func pagingTargetInFlight(_ g: ScrollGeometry) -> CGPoint? {
    guard case .decelerating(.paging(let x, let y)) = activity else { return nil }
    return CGPoint(x: x.map { CGFloat($0.target) } ?? g.offset.x, y: y.map { CGFloat($0.target) } ?? g.offset.y)
  }

  /// Steps a flight to `time`: the new offset, then (once it rests) its end.
  mutating func stepFlight(_ flight: Flight, to time: TimeInterval, _ g: ScrollGeometry) {
    let pagesMoved = self.pagesMoved
    self.pagesMoved = false
    let position: CGPoint
    let moving: Bool
    switch flight {
    case .momentum(var x, var y, let target):
      // The limits of now (a resize or new content while flying).
      x?.limits = g.horizontalLimits
      y?.limits = g.verticalLimits
      let wasInside = !(x?.isOutsideLimits ?? false) && !(y?.isOutsideLimits ?? false)
      x?.step(to: time)
      y?.step(to: time)
      if !g.bounces {
        // No bounce: the content stops dead at an edge it reaches.
        if let axis = x, axis.isOutsideLimits { x?.finish() }
        if let axis = y, axis.isOutsideLimits { y?.finish() }
      }
      // A flight that reaches an edge ends the streak of fast flicks (docs/physics.md §9).
      if wasInside, (x?.isOutsideLimits ?? false) || (y?.isOutsideLimits ?? false) { flicks.reset() }
      activity = .decelerating(.momentum(x: x, y: y, target: target))
      position = CGPoint(
        x: x.map { CGFloat($0.position) } ?? g.offset.x, y: y.map { CGFloat($0.position) } ?? g.offset.y)
      moving = !(x?.isFinished ?? true) || !(y?.isFinished ?? true)
    case .paging(var x, var y):
      if pagesMoved {
        // After a resize the snap's targets move to the nearest valid page.
        let nearest = pagingTarget(rawVelocity: .zero, g)
        x?.target = Double(nearest.x)
        y?.target = Double(nearest.y)
        x?.dimension = Double(g.size.width)
        y?.dimension = Double(g.size.height)
      }
      x?.step(to: time)
      y?.step(to: time)
      activity = .decelerating(.paging(x: x, y: y))
      position = CGPoint(
        x: x.map { CGFloat($0.position) } ?? g.offset.x, y: y.map { CGFloat($0.position) } ?? g.offset.y)
      moving = !(x?.isFinished ?? true) || !(y?.isFinished ?? true)
    }
    // The stepped state first: a delegate told of the move may stop the flight.
    output.append(.setOffset(position))
    if !moving { output.append(.resume(.endDeceleration)) }
  }

  /// A flight came to rest (a planned one exactly on its target, which its integrator ensures:
  /// docs/physics.md §1.6): `scrollViewDidEndDecelerating`.
  mutating func endDeceleration() {
    guard activity.isDecelerating else { return }
    flicks.reset()
    become(.idle, announced: true)
    send(.didEndDecelerating)
  }
}
