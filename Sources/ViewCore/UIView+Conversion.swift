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

  /// The map from this view's coordinates to `view`'s (nil: the window's), used by `convert(_:to:)`.
  func mapping(to view: UIView?) -> CGAffineTransform {
    let toRoot = transformToWindow
    guard let view else { return toRoot }
    return toRoot.concatenating(view.transformToWindow.inverted())
  }

  /// The map from `view`'s coordinates (nil: the window's) to this view's, used by `convert(_:from:)`.
  func mapping(from view: UIView?) -> CGAffineTransform {
    let fromRoot = transformToWindow.inverted()
    guard let view else { return fromRoot }
    return view.transformToWindow.concatenating(fromRoot)
  }
}
