import Foundation

extension UIView {
  /// A displacement in window points expressed in this view's coordinates (scale, no offset).
  func vectorFromWindow(_ vector: CGPoint) -> CGPoint {
    let origin = convert(CGPoint.zero, from: nil)
    let moved = convert(vector, from: nil)
    return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
  }

  /// A displacement in this view's coordinates expressed in window points.
  func vectorToWindow(_ vector: CGPoint) -> CGPoint {
    let origin = convert(CGPoint.zero, to: nil)
    let moved = convert(vector, to: nil)
    return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
  }
}
