import Foundation
import LayoutSolver

extension AutoLayoutEngine {
  /// The widest a readable content guide grows, in points: 672, the width iOS gives it at the
  /// default text size (Large); Apple documents no number, so this is the measured value, a
  /// choice of this project.
  static let readableContentWidth: CGFloat = 672

  /// The readable guide of `owner`: the margins' rectangle (safe area included) with the same
  /// top and height, at most `readableContentWidth` wide, centred between the margins and never
  /// outside them; as wide as the margins where they allow (priority 999, under the cap).
  func defineReadableGuide(
    _ u: Unknowns, owner: UIView, _ o: Unknowns, name: String,
    define: (Int, LinearExpression, LayoutRelation, Float, @autoclosure () -> String) -> Void
  ) {
    let required = LayoutSolver.required
    let margins = owner.layoutMargins
    let safe = owner.safeAreaInsets
    let left = Double(margins.left + safe.left)
    let right = Double(margins.right + safe.right)
    let top = Double(margins.top + safe.top)
    let vertical = Double(margins.top + safe.top + margins.bottom + safe.bottom)
    let owning = owner.layoutName
    define(
      0, LinearExpression([(u.top, 1), (o.top, -1)], constant: -top), .equal, required,
      "<\(name).top == \(owning).top + \(top)>")
    define(
      1, LinearExpression([(u.height, 1), (o.height, -1)], constant: vertical), .equal, required,
      "<\(name).height == \(owning).height - \(vertical)>")
    // Centred: left + width / 2 == owner.left + left + (owner.width − left − right) / 2.
    define(
      2, LinearExpression([(u.left, 1), (u.width, 0.5), (o.left, -1), (o.width, -0.5)], constant: -(left - right) / 2),
      .equal, required, "<\(name).centerX == \(owning) margins' centerX>")
    define(
      3, LinearExpression([(u.width, 1)], constant: -Double(Self.readableContentWidth)), .lessThanOrEqual, required,
      "<\(name).width <= \(Self.readableContentWidth)>")
    define(
      4, LinearExpression([(u.width, 1), (o.width, -1)], constant: left + right), .lessThanOrEqual, required,
      "<\(name).width <= \(owning) margins' width>")
    define(
      5, LinearExpression([(u.width, 1), (o.width, -1)], constant: left + right), .equal, 999,
      "<\(name).width == \(owning) margins' width (where the cap allows)>")
  }
}
