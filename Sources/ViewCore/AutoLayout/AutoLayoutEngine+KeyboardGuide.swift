import Foundation
import LayoutSolver

extension AutoLayoutEngine {
  /// The keyboard guide of `owner`: its full width, its bottom at the owner's bottom, as tall as
  /// the keyboard's overlap with the owner, or as the owner's bottom safe area with none showing.
  func defineKeyboardGuide(
    _ u: Unknowns, owner: UIView, _ o: Unknowns, name: String,
    define: (Int, LinearExpression, LayoutRelation, Float, @autoclosure () -> String) -> Void
  ) {
    let required = LayoutSolver.required
    let height = Double(max(KeyboardFrameTracker.shared.coveredHeight(of: owner), owner.safeAreaInsets.bottom))
    let owning = owner.layoutName
    define(
      0, LinearExpression([(u.left, 1), (o.left, -1)]), .equal, required, "<\(name).left == \(owning).left>")
    define(
      1, LinearExpression([(u.width, 1), (o.width, -1)]), .equal, required, "<\(name).width == \(owning).width>")
    define(
      2, LinearExpression([(u.height, 1)], constant: -height), .equal, required, "<\(name).height == \(height)>")
    // The bottom at the owner's bottom: top + height == owner.top + owner.height.
    define(
      3, LinearExpression([(u.top, 1), (u.height, 1), (o.top, -1), (o.height, -1)]), .equal, required,
      "<\(name).bottom == \(owning).bottom>")
  }
}
