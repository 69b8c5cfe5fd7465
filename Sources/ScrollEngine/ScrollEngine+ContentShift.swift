import Foundation
import ScrollPhysics

/// The content moved under the view: a table replaced estimated heights above the rows on screen
/// by measured ones, and moved its offset by the same amount so that what is on screen stays
/// still. Whatever moves the content goes on from the moved offset: a drag's start, a flight's
/// position and target, an animation's ends and the wheel's pending target move with it.
extension ScrollEngine {
  package mutating func contentDidShift(by delta: CGPoint) {
    guard delta != .zero, delta.x.isFinite, delta.y.isFinite else { return }
    drag.startRawOffset.x += delta.x
    drag.startRawOffset.y += delta.y
    if let target = drag.caughtPagingTarget {
      drag.caughtPagingTarget = CGPoint(x: target.x + delta.x, y: target.y + delta.y)
    }
    if let target = notchTarget { notchTarget = CGPoint(x: target.x + delta.x, y: target.y + delta.y) }
    switch activity {
    case .decelerating(.momentum(let x, let y, let target)):
      func moved(_ axis: MomentumIntegrator?, by amount: CGFloat) -> MomentumIntegrator? {
        guard var axis else { return nil }
        axis.position += Double(amount)
        if let destination = axis.destination { axis.destination = destination + Double(amount) }
        return axis
      }
      let x = moved(x, by: delta.x)
      let y = moved(y, by: delta.y)
      let moved = target.map { CGPoint(x: $0.x + delta.x, y: $0.y + delta.y) }
      activity = .decelerating(.momentum(x: x, y: y, target: moved))
    case .animatingOffset(var animation):
      animation.x = Self.shifted(animation.x, by: delta.x)
      animation.y = Self.shifted(animation.y, by: delta.y)
      activity = .animatingOffset(animation)
    case .animatingZoom(var animation):
      animation.offsetX = Self.shifted(animation.offsetX, by: delta.x)
      animation.offsetY = Self.shifted(animation.offsetY, by: delta.y)
      activity = .animatingZoom(animation)
    case .idle, .tracking, .dragging, .zooming, .decelerating(.paging):
      // A drag follows from its moved start; a paging snap keeps to its page.
      break
    }
  }

  private static func shifted(_ animation: TimedAnimation, by delta: CGFloat) -> TimedAnimation {
    guard delta != 0 else { return animation }
    return TimedAnimation(
      from: animation.from + Double(delta), to: animation.to + Double(delta), startTime: animation.startTime,
      duration: animation.duration, curve: animation.curve)
  }
}
