import XCTest

@testable import LayoutSolver

/// Reading values after a change: every caller's variable is evaluated once, in id order, each
/// row naming a row not yet known having that one evaluated first.
final class LayoutSolverSweepTests: XCTestCase {
  /// Ten variables, each one more than the next (`v[i] = v[i + 1] + 1`) and the last 5, added
  /// last first: each row names the row of a variable made after it, so the first variable read
  /// in id order waits for all nine others.
  func testValuesReadThroughRowsNamingLaterVariables() throws {
    let solver = LayoutSolver()
    let v = (0..<10).map { _ in solver.makeVariable() }
    let last = try solver.add(LinearExpression([(v[9], 1)], constant: -5), .equal)
    for index in stride(from: 8, through: 0, by: -1) {
      try solver.add(LinearExpression([(v[index], 1), (v[index + 1], -1)], constant: -1), .equal)
    }
    var values: [Double] = []
    solver.values(of: v, into: &values)
    XCTAssertEqual(values, (0..<10).map { Double(14 - $0) }, "v[i] = 5 + (9 − i)")
    // A change at the end of the chain reaches its start through every reference.
    try solver.setConstant(last, to: -100)
    solver.values(of: v, into: &values)
    XCTAssertEqual(values, (0..<10).map { Double(109 - $0) }, "v[i] = 100 + (9 − i)")
  }

  /// A variable no constraint names reads zero, and reading it between two reads of others
  /// changes nothing.
  func testAVariableWithoutARowReadsZero() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let free = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(LinearExpression([(y, 1), (x, -1)], constant: -3), .equal)
    try solver.add(LinearExpression([(x, 1)], constant: -7), .equal)
    var values: [Double] = []
    solver.values(of: [x, free, y], into: &values)
    XCTAssertEqual(values, [7, 0, 10])
  }
}
