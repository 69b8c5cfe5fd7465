import Foundation
import ScrollPhysics

extension UIScrollView: FrameAnimating {
  /// Steps whatever moves the scroll view to `time` (s); returns false once everything, including
  /// the indicators' fade, has come to rest (the window then stops stepping it).
  public func advance(to time: TimeInterval) -> Bool {
    clock = max(clock, time)
    var moving = false
    switch motion.activity {
    case .none:
      break
    case .momentum(let x, let y):
      moving = stepMomentum(x: x, y: y, to: time)
      if !moving, case .momentum = motion.activity { endDeceleration() }
    case .paging(let x, let y):
      moving = stepPaging(x: x, y: y, to: time)
      if !moving, case .paging = motion.activity { endDeceleration() }
    case .offsetAnimation(let x, let y):
      moving = stepOffsetAnimation(x: x, y: y, to: time)
    }
    moving = stepZoomAnimation(to: time) || moving
    moving = endIdleWheelStream(at: time) || moving
    moving = endIdleMagnify(at: time) || moving
    let fading = indicators.isVisible(at: time, held: phase != .idle)
    if fading { invalidateComposition() }
    return moving || motion.isActive || fading
  }

  private func endDeceleration() {
    motion.activity = .none
    // The integrator stops within 10 pt/s of rest, a fraction of a point short of a chosen target.
    if let target = motion.target, abs(target.x - contentOffset.x) < 1, abs(target.y - contentOffset.y) < 1 {
      setOffsetInternally(target)
    }
    motion.target = nil
    stopDecelerating(sendMessages: true)
  }
}
