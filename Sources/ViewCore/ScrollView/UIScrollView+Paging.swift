import Foundation
import ScrollPhysics

extension UIScrollView {
  /// The page stride per axis: the bounds size (UIKit pages by the bounds, not the content).
  var pageSize: CGSize { bounds.size }

  /// The page UIKit picks at release (docs/physics.md §5.1): beyond ±300 pt/s the next page in the
  /// direction of motion, else the nearest; measured from `−contentInset` so insets stay correct.
  /// A flick during a snap that is still running moves one more page from that snap's target.
  func pagingTarget(rawVelocity: CGPoint) -> CGPoint {
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
      x: scrollsHorizontally
        ? axis(contentOffset.x, rawVelocity.x, pageSize.width, horizontalLimits, minimumContentOffset.x, caught?.x)
        : contentOffset.x,
      y: scrollsVertically
        ? axis(contentOffset.y, rawVelocity.y, pageSize.height, verticalLimits, minimumContentOffset.y, caught?.y)
        : contentOffset.y)
  }

  /// UIKit's per-millisecond paging spring toward `target` (docs/physics.md §5.2), its time
  /// origin the release at `time`.
  func pagingFlight(to target: CGPoint, velocity: CGPoint, at time: TimeInterval) -> Flight {
    func axis(_ offset: CGFloat, _ target: CGFloat, _ velocity: CGFloat, _ dimension: CGFloat) -> PagingSnap? {
      guard offset != target || velocity != 0 else { return nil }
      return PagingSnap(
        position: Double(offset), velocity: Double(velocity), target: Double(target),
        dimension: Double(dimension), startTime: time)
    }
    limitsChanged = false
    return .paging(
      x: axis(contentOffset.x, target.x, velocity.x, bounds.width),
      y: axis(contentOffset.y, target.y, velocity.y, bounds.height))
  }

  /// Steps the paging snap (after a resize its targets move to the nearest valid page); returns
  /// true while it still moves.
  func stepPaging(x: PagingSnap?, y: PagingSnap?, to time: TimeInterval) -> Bool {
    var x = x
    var y = y
    if limitsChanged {
      limitsChanged = false
      let nearest = pagingTarget(rawVelocity: .zero)
      x?.target = Double(nearest.x)
      y?.target = Double(nearest.y)
      x?.dimension = Double(bounds.width)
      y?.dimension = Double(bounds.height)
    }
    x?.step(to: time)
    y?.step(to: time)
    // The stepped state first: a delegate told of the move may stop the snap.
    activity = .decelerating(.paging(x: x, y: y))
    setOffsetInternally(
      CGPoint(
        x: x.map { CGFloat($0.position) } ?? contentOffset.x, y: y.map { CGFloat($0.position) } ?? contentOffset.y))
    return !(x?.isFinished ?? true) || !(y?.isFinished ?? true)
  }

  /// The page a touch caught a snap heading to, so a new flick advances past it.
  var pagingTargetInFlight: CGPoint? {
    guard case .decelerating(.paging(let x, let y)) = activity else { return nil }
    return CGPoint(
      x: x.map { CGFloat($0.target) } ?? contentOffset.x, y: y.map { CGFloat($0.target) } ?? contentOffset.y)
  }
}
