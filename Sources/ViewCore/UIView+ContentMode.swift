import Foundation

extension UIView {
  /// How a view's content is laid out in its bounds, UIKit's cases with UIKit's raw values.
  /// `UIImageView` places its image by it; other views redraw when their size changes whatever
  /// the mode (as `.redraw` does).
  public enum ContentMode: Int, Sendable {
    case scaleToFill
    case scaleAspectFit
    case scaleAspectFill
    case redraw
    case center
    case top
    case bottom
    case left
    case right
    case topLeft
    case topRight
    case bottomLeft
    case bottomRight
  }
}
