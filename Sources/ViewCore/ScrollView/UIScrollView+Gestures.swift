import Foundation

extension UIScrollView {
  func installGestureRecognizers() {}
}
