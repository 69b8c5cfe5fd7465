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
    let fading = indicators.isVisible(at: time, held: phase != .idle)
    if fading { invalidateComposition() }
    return moving || motion.isActive || fading
  }

  private func endDeceleration() {
    motion.activity = .none
    stopDecelerating(sendMessages: true)
  }
}
