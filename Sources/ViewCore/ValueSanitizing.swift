import Foundation

extension CGFloat {
  package var finiteNonNegative: CGFloat { isFinite ? Swift.max(self, 0) : 0 }

  /// Finite positive scales up to 1000 (a choice of this project: beyond it a point is larger
  /// than any screen); anything else is `fallback`.
  func validScale(or fallback: CGFloat) -> CGFloat {
    isFinite && self > 0 ? Swift.min(self, 1000) : fallback
  }
}

extension UIEdgeInsets {
  package var sanitized: UIEdgeInsets {
    func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
    return UIEdgeInsets(top: finite(top), left: finite(left), bottom: finite(bottom), right: finite(right))
  }
}
