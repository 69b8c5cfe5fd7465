@testable import LayoutSolver

/// One constraint of a property test, over variables numbered 0..<n: `Σ terms + constant ⋚ 0`.
struct TestConstraint {
  var terms: [(variable: Int, coefficient: Double)]
  var constant: Double
  var relation: LayoutRelation
  var priority: Float
}

/// What Auto Layout's priorities mean, computed the slow way: the required constraints hold;
/// then level by level, from the highest priority down, the sum of that level's errors is as
/// small as it can be with every higher level kept at its optimum — each level one linear program
/// on a `DenseSimplex`, every variable split into a positive and a negative part.
enum ReferenceLayout {
  /// The variables' values, or nil when the required constraints cannot all hold.
  static func solve(_ constraints: [TestConstraint], variables: Int) -> [Double]? {
    // Columns: x⁺ and x⁻ per variable, then per constraint a slack (inequalities) and up to two
    // errors (optional ones).
    var columns = 2 * variables
    var layout: [(slack: Int?, errors: [Int])] = []
    for constraint in constraints {
      var slack: Int?
      var errors: [Int] = []
      if constraint.relation != .equal {
        slack = columns
        columns += 1
      }
      if constraint.priority < LayoutSolver.required {
        errors = constraint.relation == .equal ? [columns, columns + 1] : [columns]
        columns += errors.count
      }
      layout.append((slack, errors))
    }
    var program = DenseSimplex(columns: columns)
    for (constraint, (slack, errors)) in zip(constraints, layout) {
      var line = [Double](repeating: 0, count: columns)
      for (variable, coefficient) in constraint.terms {
        line[2 * variable] += coefficient
        line[2 * variable + 1] -= coefficient
      }
      // expr + constant ≤ 0  ⇔  expr + s = −constant;  ≥ 0  ⇔  expr − s = −constant.
      if let slack { line[slack] = constraint.relation == .lessThanOrEqual ? 1 : -1 }
      switch (constraint.relation, errors.count) {
      case (.equal, 2):
        line[errors[0]] = -1
        line[errors[1]] = 1
      case (.lessThanOrEqual, 1): line[errors[0]] = -1
      case (.greaterThanOrEqual, 1): line[errors[0]] = 1
      default: break
      }
      program.addRow(line, equals: -constraint.constant)
    }
    guard var z = program.minimize() else { return nil }
    let priorities = Set(constraints.map(\.priority).filter { $0 < LayoutSolver.required }).sorted(by: >)
    for priority in priorities {
      var cost = [Double](repeating: 0, count: columns)
      for (constraint, entry) in zip(constraints, layout) where constraint.priority == priority {
        for error in entry.errors { cost[error] = 1 }
      }
      program.cost = cost
      guard let solved = program.minimize() else { return nil }
      z = solved
      let optimum = zip(cost, z).reduce(0) { $0 + $1.0 * $1.1 }
      // Keep this level at its optimum (a hair of slack for rounding) while the lower ones go.
      program.cost.append(0)
      program.rows = program.rows.map { $0 + [0] }
      program.addRow(cost + [1], equals: optimum + 1e-9)
      columns += 1
    }
    return (0..<variables).map { z[2 * $0] - z[2 * $0 + 1] }
  }
}
