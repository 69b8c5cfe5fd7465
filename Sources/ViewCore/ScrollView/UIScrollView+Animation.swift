import Foundation
import ScrollEngine

extension UIScrollView {
  /// Sets `bounds.origin` without touching the current motion (the engine's output sets it each frame).
  package func setOffsetInternally(_ offset: CGPoint) {
    guard offset.x.isFinite, offset.y.isFinite else { return }
    var newBounds = bounds
    newBounds.origin = offset
    bounds = newBounds
  }

  /// Scrolls to the top (`−contentInset.top`) with the scroll-to-top spring, if the delegate agrees.
  /// Returns false when `scrollsToTop` is off or the delegate declined.
  @discardableResult
  public func scrollToTop() -> Bool {
    guard scrollsToTop else { return false }
    if let delegate, !delegate.scrollViewShouldScrollToTop(self) { return false }
    apply(engine.scrollToTop(engineGeometry()))
    return true
  }

  /// Arrow keys, Page Up/Down, Space/Shift+Space, Home/End scroll, animated; a paging scroll view
  /// moves a page. Returns false (so the key travels up the responder chain) when this scroll
  /// view cannot move that way.
  func handleKeyPresses(_ presses: Set<UIPress>) -> Bool {
    guard isScrollEnabled, let press = presses.first, let key = press.key, let scrollKey = key.keyCode.scrollKey
    else { return false }
    // The animation starts at the window's time, which the key's own time has moved on.
    let target = engine.keyTarget(for: scrollKey, shift: key.modifierFlags.contains(.shift), engineGeometry())
    let clamped = clampedContentOffset(target)
    guard clamped != contentOffset else { return false }
    setContentOffset(clamped, animated: true)
    return true
  }
}
