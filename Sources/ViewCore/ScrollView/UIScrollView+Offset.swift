import Foundation

extension UIScrollView {
  /// `setContentOffset(_:animated:)`'s work (the open method in the class body calls it).
  func moveContent(to contentOffset: CGPoint, animated: Bool) {
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
