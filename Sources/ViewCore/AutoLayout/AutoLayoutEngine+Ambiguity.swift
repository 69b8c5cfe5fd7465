import Foundation
import LayoutSolver

extension AutoLayoutEngine {
  /// The priority of the engine's own "no negative size" floor under each view placed by
  /// constraints: 1, the lowest an app's `UILayoutPriority` can be, so that every constraint an
  /// app makes outranks it (a choice of this project).
  static let nonNegativeSizePriority: Float = 1
  /// The priority a probe pulls a value with: below every constraint, the floor included, so it
  /// moves only what nothing else settles (a choice of this project).
  static let probePriority: Float = 0.5

  /// Whether the constraints leave `item`'s rectangle open: some edge or length moves when pulled
  /// 1 pt either way at a priority below every constraint (what UIKit's `hasAmbiguousLayout`
  /// reports). The solution is left as it was.
  func isAmbiguous(_ item: AnyObject) -> Bool {
    guard let u = unknowns[ObjectIdentifier(item)] else { return false }
    for variable in [u.left, u.top, u.width, u.height] {
      let before = solver.value(of: variable)
      for pull in [1.0, -1.0] {
        guard
          let probe = try? solver.add(
            LinearExpression([(variable, 1)], constant: -(before + pull)), .equal, priority: Self.probePriority)
        else { continue }
        let moved = abs(solver.value(of: variable) - before) > 0.5
        solver.remove(probe)
        if moved { return true }
      }
    }
    return false
  }
}

extension UIView {
  /// True when the constraints do not settle this view's frame (its position or size could be
  /// other values with every constraint still met as well). A view placed by its autoresizing
  /// mask, or in a hierarchy without constraints, is never ambiguous. Lays out first.
  public var hasAmbiguousLayout: Bool {
    guard !translatesAutoresizingMaskIntoConstraints, let engine = AutoLayoutEngine.engine(for: self) else {
      return false
    }
    rootView.layoutIfNeeded()
    return engine.isAmbiguous(self)
  }
}
