import Foundation

/// How the window hands touches to a recognizer: the base keeps its bookkeeping (tracked touches,
/// last location, time) before the subclass sees them.
extension UIGestureRecognizer {
  /// True when the recognizer should get the changes of touches it tracks.
  var acceptsTouches: Bool {
    isEnabled && awaitedState == nil && (storedState == .possible || storedState.isActive)
  }

  func receiveBegan(_ touches: [UITouch], with event: UIEvent) {
    for touch in touches where !trackedTouches.contains(touch) {
      trackedTouches.append(touch)
      touchesSinceReset.insert(touch)
    }
    noteTime(of: touches)
    lastLocationInWindow = centroidInWindow
    touchesBegan(Set(touches), with: event)
  }

  func receiveMoved(_ touches: [UITouch], with event: UIEvent) {
    let mine = touches.filter { trackedTouches.contains($0) }
    guard !mine.isEmpty else { return }
    noteTime(of: mine)
    lastLocationInWindow = centroidInWindow
    touchesMoved(Set(mine), with: event)
  }

  func receiveEnded(_ touches: [UITouch], with event: UIEvent) {
    let mine = touches.filter { trackedTouches.contains($0) }
    guard !mine.isEmpty else { return }
    noteTime(of: mine)
    lastLocationInWindow = centroidInWindow
    trackedTouches.removeAll { mine.contains($0) }
    touchesEnded(Set(mine), with: event)
  }

  func receiveCancelled(_ touches: [UITouch], with event: UIEvent) {
    let mine = touches.filter { trackedTouches.contains($0) }
    guard !mine.isEmpty else { return }
    noteTime(of: mine)
    trackedTouches.removeAll { mine.contains($0) }
    touchesCancelled(Set(mine), with: event)
  }

  private func noteTime(of touches: [UITouch]) {
    for touch in touches { lastTouchTime = max(lastTouchTime, touch.timestamp) }
  }
}
