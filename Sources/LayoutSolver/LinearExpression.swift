/// An unknown of a layout: one edge or length of a view or guide.
public struct LayoutVariable: Hashable, Sendable {
  /// The variable's symbol id in its solver (dense: the solver keeps its symbols in arrays).
  public let id: Int
}

/// `constant + Σ coefficient × variable`.
public struct LinearExpression: Sendable {
  public var terms: [(variable: LayoutVariable, coefficient: Double)]
  public var constant: Double

  public init(_ terms: [(variable: LayoutVariable, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }
}

/// How a constraint relates its expression to zero.
public enum LayoutRelation: Sendable {
  case lessThanOrEqual, equal, greaterThanOrEqual
}

/// A constraint added to a `LayoutSolver`.
public struct LayoutConstraintHandle: Hashable, Sendable {
  let id: Int
}

/// Why the solver refused a constraint or a change.
public enum LayoutSolverError: Error, Equatable, Sendable {
  /// The required constraint (or the required constraint with its new constant) contradicts
  /// the required constraints already in the solver; nothing was changed.
  case unsatisfiable(LayoutConstraintHandle?)
  /// The handle names no constraint of this solver.
  case unknownConstraint
}
