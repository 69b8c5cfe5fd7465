import Foundation

extension UIView {
  /// Maps this view's bounds coordinates to its superview's bounds coordinates:
  /// `p ↦ center + transform(p − bounds.midpoint)`. With the identity transform this is
  /// `p − bounds.origin + frame.origin`, the essay's compositing formula.
  public var transformToSuperview: CGAffineTransform {
    CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }

  /// Maps this view's bounds coordinates to window coordinates (the root's bounds coordinates).
  public var transformToWindow: CGAffineTransform {
    var result = CGAffineTransform.identity
    var view: UIView? = self
    while let current = view, let parent = current.superview {
      result = result.concatenating(current.transformToSuperview)
      view = parent
    }
    return result
  }

  /// `point` in this view's coordinates, expressed in `view`'s (nil: the window's).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let toRoot = transformToWindow
    guard let view else { return point.applying(toRoot) }
    return point.applying(toRoot.concatenating(view.transformToWindow.inverted()))
  }

  /// `point` in `view`'s coordinates (nil: the window's), expressed in this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let fromRoot = transformToWindow.inverted()
    guard let view else { return point.applying(fromRoot) }
    return point.applying(view.transformToWindow.concatenating(fromRoot))
  }

  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let toRoot = transformToWindow
    guard let view else { return rect.applying(toRoot) }
    return rect.applying(toRoot.concatenating(view.transformToWindow.inverted()))
  }

  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let fromRoot = transformToWindow.inverted()
    guard let view else { return rect.applying(fromRoot) }
    return rect.applying(view.transformToWindow.concatenating(fromRoot))
  }
}
