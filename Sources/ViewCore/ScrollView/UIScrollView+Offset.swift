import Foundation

extension UIScrollView {
  /// Moves the content to `contentOffset`, at once or with UIKit's 0.3 s sin² animation.
  /// Non-finite offsets are ignored. Sends `scrollViewDidScroll` (every frame when animated) and,
  /// when an animation finishes, `scrollViewDidEndScrollingAnimation`.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return }
    if animated, window != nil {
      startOffsetAnimation(to: contentOffset, kind: .contentOffset)
      return
    }
    stopMoving()
    setOffsetInternally(contentOffset)
  }

  /// Sets `bounds.origin` without touching the current motion (the physics call this every frame).
  func setOffsetInternally(_ offset: CGPoint) {
    guard offset.x.isFinite, offset.y.isFinite else { return }
    var newBounds = bounds
    newBounds.origin = offset
    bounds = newBounds
  }
}
