import Foundation
import ScrollEngine

extension UIScrollView {
  /// `setContentOffset(_:animated:)`'s work (the open method in the class body calls it).
  func moveContent(to contentOffset: CGPoint, animated: Bool) {
    guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return }
    if animated, window != nil {
      apply(engine.animateOffset(to: contentOffset, kind: .contentOffset, engineGeometry()))
      return
    }
    apply(engine.stopMoving())
    setOffsetInternally(contentOffset)
  }

  /// Sets `bounds.origin` without touching the current motion (the engine's output sets it each frame).
  func setOffsetInternally(_ offset: CGPoint) {
    guard offset.x.isFinite, offset.y.isFinite else { return }
    var newBounds = bounds
    newBounds.origin = offset
    bounds = newBounds
  }

  /// `scrollRectToVisible(_:animated:)`'s work (the open method in the class body calls it).
  func scrollContent(toVisible rect: CGRect, animated: Bool) {
    let rect = rect.standardized
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
      return
    }
    let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: adjustedContentInset)
    func axis(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat)
      -> CGFloat
    {
      if low < visibleLow { return offset - (visibleLow - low) }
      // A rect larger than the visible area aligns its leading edge.
      if high > visibleHigh { return offset + min(high - visibleHigh, low - visibleLow) }
      return offset
    }
    let target = clampedContentOffset(
      CGPoint(
        x: axis(contentOffset.x, rect.minX, rect.maxX, visible.minX, visible.maxX),
        y: axis(contentOffset.y, rect.minY, rect.maxY, visible.minY, visible.maxY)))
    guard target != contentOffset else { return }
    setContentOffset(target, animated: animated)
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

extension KeyCode {
  /// The engine's name for a key that scrolls.
  fileprivate var scrollKey: ScrollEngine.Key? {
    switch self {
    case .upArrow: return .up
    case .downArrow: return .down
    case .leftArrow: return .left
    case .rightArrow: return .right
    case .pageUp: return .pageUp
    case .pageDown: return .pageDown
    case .space: return .space
    case .home: return .home
    case .end: return .end
    default: return nil
    }
  }
}
