import Foundation

extension UIView {
  /// UIKit's hit-test: hidden, non-interactive or nearly transparent views (alpha < 0.01) and
  /// points outside `point(inside:with:)` return nil; otherwise subviews are asked front to back.
  /// Subviews that stick out of a non-clipping parent are not reached, as in UIKit.
  public func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, presentation?.blockingAnimations.isEmpty ?? true,
      self.point(inside: point, with: event)
    else {
      return nil
    }
    for subview in subviews.reversed() {
      let local = point.applying(subview.transformToSuperview.inverted())
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }
}
