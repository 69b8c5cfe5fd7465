import Foundation
import ScrollPhysics

extension ScrollEngine {
  /// The content moved under the motion by `delta` and the view moved its offset by as much (a
  /// collection view whose items above the visible top were measured taller or shorter): a drag
  /// goes on from where the finger holds the content now, and a momentum flight from its new
  /// position with its ends moved too, so that nothing on screen jumps. Paging snaps and timed
  /// animations keep their targets (those are positions the caller chose).
  package mutating func contentDidShift(by delta: CGPoint) {
    drag.startRawOffset.x += delta.x
    drag.startRawOffset.y += delta.y
    guard case .decelerating(.momentum(let x, let y, let target)) = activity else { return }
    func moved(_ integrator: MomentumIntegrator?, by length: CGFloat) -> MomentumIntegrator? {
      guard var integrator else { return nil }
      integrator.position += Double(length)
      integrator.destination = integrator.destination.map { $0 + Double(length) }
      return integrator
    }
    activity = .decelerating(
      .momentum(
        x: moved(x, by: delta.x), y: moved(y, by: delta.y),
        target: target.map { CGPoint(x: $0.x + delta.x, y: $0.y + delta.y) }))
  }
}
