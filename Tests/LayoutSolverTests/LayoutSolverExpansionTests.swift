import XCTest

@testable import LayoutSolver

/// Writing a row out in full (an expansion): every caller's variable with a row replaced by that
/// row, through rows naming rows, in an order where each row's share is complete when its turn
/// comes — and no further than the shares reach.
final class LayoutSolverExpansionTests: XCTestCase {
  /// An expansion puts no row in place of a symbol whose share cancelled: `a − p` with
  /// `a = p + w`, where `p` ends a chain of fifty rows each naming the one before, is
  /// `w`'s row alone, not the chain. (Each cancelled row leads up the chain: at fifty deep
  /// that is fifty rows replaced for nothing.)
  func testAnExpansionDoesNotFollowACancelledSymbolUpItsChain() throws {
    let solver = LayoutSolver()
    let chain = (0..<50).map { _ in solver.makeVariable() }
    try solver.add(LinearExpression([(chain[0], 1)], constant: -5), .equal)
    for index in 1..<chain.count {
      try solver.add(LinearExpression([(chain[index], 1), (chain[index - 1], -1)], constant: -1), .equal)
    }
    let w = solver.makeVariable()
    try solver.add(LinearExpression([(w, 1)], constant: -10), .equal)
    let a = solver.makeVariable()
    let p = chain[chain.count - 1]
    try solver.add(LinearExpression([(a, 1), (p, -1), (w, -1)]), .equal)
    let before = solver.tableau.replacedByExpansions
    // Both of its variables have rows: written out before it is entered.
    try solver.add(LinearExpression([(a, 1), (p, -1)], constant: -4), .greaterThanOrEqual, priority: 250)
    let replaced = solver.tableau.replacedByExpansions - before
    XCTAssertLessThanOrEqual(replaced, 2, "rows replaced: a's and w's, not p's chain of \(chain.count)")
    // The rows of the chain above p were never reached: their sums stay zero, as every sum must
    // be between expansions (a stale one would keep its symbol out of the next expansion's cells).
    let stale = solver.tableau.sums.indices.filter { solver.tableau.sums[$0] != 0 }
    XCTAssertEqual(stale, [], "symbols whose scratch sums were left set")
    var values: [Double] = []
    solver.values(of: [p, w, a], into: &values)
    XCTAssertEqual(values, [54, 10, 64], "p = 5 + 49, a = p + w")
  }

  /// `w = Σ aᵢ` written out (w was named by `z`'s row before it got its own): a hundred cells of
  /// the aᵢ's markers, none with a row. An expansion reaching it through `z` reads the rows it
  /// names (none), not its hundred cells.
  func testAWrittenOutRowIsWalkedThroughTheRowsItNamesNotItsCells() throws {
    let solver = LayoutSolver()
    let a = (0..<100).map { _ in solver.makeVariable() }
    for (index, variable) in a.enumerated() {
      try solver.add(LinearExpression([(variable, 1)], constant: -Double(index)), .equal)
    }
    let w = solver.makeVariable()
    let z = solver.makeVariable()
    try solver.add(LinearExpression([(z, 1), (w, -1)]), .equal)
    try solver.add(LinearExpression([(w, 1)] + a.map { ($0, -1.0) }), .equal)
    let before = solver.tableau.walkedSteps
    try solver.add(LinearExpression([(z, 1)]), .greaterThanOrEqual, priority: 250)
    let walked = solver.tableau.walkedSteps - before
    XCTAssertLessThan(walked, 10, "steps of the walk through z's row and w's")
    var values: [Double] = []
    solver.values(of: [w, z], into: &values)
    XCTAssertEqual(values, [4950, 4950], "w = z = 0 + 1 + … + 99")
  }

  /// A written-out row names a variable that gets a row afterwards: the walk follows it there.
  /// `w = x − 3` is written out while x has no row; then x = 5; then `p + v = 20` with
  /// `v = w + 2` is written out through v, w and x: p = 20 − (5 − 3 + 2).
  func testAWrittenOutRowLeadsTheWalkToAVariableThatGotARowAfter() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let w = solver.makeVariable()
    let y = solver.makeVariable()
    let v = solver.makeVariable()
    // Rows naming x and w, so that neither can be the subject of a row of its own unexpanded.
    try solver.add(LinearExpression([(y, 1), (x, -1)], constant: -1), .equal)
    try solver.add(LinearExpression([(v, 1), (w, -1)], constant: -2), .equal)
    try solver.add(LinearExpression([(w, 1), (x, -1)], constant: 3), .equal)
    try solver.add(LinearExpression([(x, 1)], constant: -5), .equal)
    let p = solver.makeVariable()
    let r = solver.makeVariable()
    try solver.add(LinearExpression([(r, 1), (p, -1)], constant: -1), .equal)
    try solver.add(LinearExpression([(p, 1), (v, 1)], constant: -20), .equal)
    var values: [Double] = []
    solver.values(of: [x, w, v, y, p, r], into: &values)
    XCTAssertEqual(values, [5, 2, 4, 6, 16, 17], "x, w = x − 3, v = w + 2, y = x + 1, p = 20 − v, r = p + 1")
  }
}
