import Foundation

/// The touch handling the two-finger recognizers (pinch, rotation) share; each measures the
/// fingers its own way into a `TwoFingerTransform`.
extension UIGestureRecognizer {
  /// Ignores the touches past the first two down (the latest first).
  func ignoreTouchesPastTwo(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) where numberOfTouches > 2 {
      ignore(touch, for: event)
    }
  }

  /// The two tracked touches in window points: nil with fewer than two.
  var twoFingerPoints: (first: CGPoint, second: CGPoint)? {
    guard trackedTouches.count >= 2 else { return nil }
    return (trackedTouches[0].locationInWindow, trackedTouches[1].locationInWindow)
  }

  /// The distance between the two tracked touches in window points; nil with fewer than two.
  var twoFingerDistance: CGFloat? {
    guard let (a, b) = twoFingerPoints else { return nil }
    return hypot(a.x - b.x, a.y - b.y)
  }

  /// After the fingers moved: the gesture begins once `pastThreshold` holds, and changes while
  /// it is active.
  func twoFingersMoved(pastThreshold: @autoclosure () -> Bool) {
    if state == .possible {
      if pastThreshold() { state = .began }
    } else if state.isActive {
      state = .changed
    }
  }

  /// After a finger lifted: with fewer than two down an active gesture ends, and one that never
  /// began fails once the last finger is up.
  func twoFingersLifted() {
    guard numberOfTouches < 2 else { return }
    state = state.isActive ? .ended : (numberOfTouches == 0 ? .failed : state)
  }
}
