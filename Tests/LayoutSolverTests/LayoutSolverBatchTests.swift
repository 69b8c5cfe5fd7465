import XCTest

@testable import LayoutSolver

/// A batch the view layer sends: a fill-equally stack of three views in a 300 × 100 root, its
/// required constraints first and the intrinsic sizes and size floors after.
final class LayoutSolverBatchTests: XCTestCase {
  func expr(_ terms: [(LayoutVariable, Double)], _ constant: Double = 0) -> LinearExpression {
    LinearExpression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
  }

  func testABatchWithRequiredConstraintsFirstHoldsEveryOne() {
    let solver = LayoutSolver()
    var v: [LayoutVariable] = [LayoutVariable(id: 0)]
    for _ in 0..<20 { v.append(solver.makeVariable()) }
    let system: [(LinearExpression, LayoutRelation, priority: Float)] = [
      (expr([(v[5], 1.0)], 0.0), .equal, 1000.0),
      (expr([(v[6], 1.0)], 0.0), .equal, 1000.0),
      (expr([(v[7], 1.0)], -300.0), .equal, 1000.0),
      (expr([(v[8], 1.0)], -100.0), .equal, 1000.0),
      (expr([(v[1], 1.0), (v[5], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[2], 1.0), (v[6], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[1], 1.0), (v[3], 1.0), (v[5], -1.0), (v[7], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[2], 1.0), (v[4], 1.0), (v[6], -1.0), (v[8], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[9], 1.0), (v[1], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[13], 1.0), (v[15], 1.0), (v[1], -1.0), (v[3], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[17], 1.0), (v[9], -1.0), (v[11], -1.0)], -40.0), .equal, 1000.0),
      (expr([(v[13], 1.0), (v[17], -1.0), (v[19], -1.0)], -10.0), .equal, 1000.0),
      (expr([(v[19], 1.0), (v[11], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[15], 1.0), (v[11], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[10], 1.0), (v[2], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[10], 1.0), (v[12], 1.0), (v[2], -1.0), (v[4], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[18], 1.0), (v[2], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[18], 1.0), (v[20], 1.0), (v[2], -1.0), (v[4], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[14], 1.0), (v[2], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[14], 1.0), (v[16], 1.0), (v[2], -1.0), (v[4], -1.0)], 0.0), .equal, 1000.0),
      (expr([(v[15], 1.0)], -70.0), .greaterThanOrEqual, 750.0),
      (expr([(v[15], 1.0)], -70.0), .lessThanOrEqual, 250.0),
      (expr([(v[16], 1.0)], -20.0), .greaterThanOrEqual, 750.0),
      (expr([(v[16], 1.0)], -20.0), .lessThanOrEqual, 250.0),
      (expr([(v[15], 1.0)], 0.0), .greaterThanOrEqual, 1.0),
      (expr([(v[16], 1.0)], 0.0), .greaterThanOrEqual, 1.0),
      (expr([(v[3], 1.0)], 0.0), .greaterThanOrEqual, 1.0),
      (expr([(v[4], 1.0)], 0.0), .greaterThanOrEqual, 1.0),
      (expr([(v[11], 1.0)], -50.0), .greaterThanOrEqual, 750.0),
      (expr([(v[11], 1.0)], -50.0), .lessThanOrEqual, 250.0),
      (expr([(v[12], 1.0)], -20.0), .greaterThanOrEqual, 750.0),
      (expr([(v[12], 1.0)], -20.0), .lessThanOrEqual, 250.0),
      (expr([(v[11], 1.0)], 0.0), .greaterThanOrEqual, 1.0),
      (expr([(v[12], 1.0)], 0.0), .greaterThanOrEqual, 1.0),
      (expr([(v[19], 1.0)], -60.0), .greaterThanOrEqual, 750.0),
      (expr([(v[19], 1.0)], -60.0), .lessThanOrEqual, 250.0),
      (expr([(v[20], 1.0)], -20.0), .greaterThanOrEqual, 750.0),
      (expr([(v[20], 1.0)], -20.0), .lessThanOrEqual, 250.0),
      (expr([(v[19], 1.0)], 0.0), .greaterThanOrEqual, 1.0),
      (expr([(v[20], 1.0)], 0.0), .greaterThanOrEqual, 1.0),
    ]
    let handles = solver.add(contentsOf: system)
    XCTAssertFalse(handles.contains(where: { $0 == nil }))
    for (index, (expression, relation, priority)) in system.enumerated() where priority >= 1000 {
      let value = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
      XCTAssertEqual(value, 0, accuracy: 1e-6, "required constraint \(index) (\(relation))")
    }
    XCTAssertEqual(solver.value(of: v[11]), 250.0 / 3, accuracy: 1e-6, "the first width: (300 − 50) / 3")
  }
}
