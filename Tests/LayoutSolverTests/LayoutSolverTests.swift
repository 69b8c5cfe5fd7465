import XCTest

@testable import LayoutSolver

/// The solver against hand-computed solutions.
final class LayoutSolverTests: XCTestCase {
  typealias V = LayoutVariable

  /// `a·x + b·y + … + constant`.
  func expr(_ terms: [(V, Double)], _ constant: Double = 0) -> LinearExpression {
    LinearExpression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
  }

  func testRequiredEqualitiesChain() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(expr([(x, 1)], -10), .equal)  // x = 10
    try solver.add(expr([(y, 1), (x, -1)], -5), .equal)  // y = x + 5
    XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9)
  }

  /// Two views aligned top and bottom before either is placed (`b.top = a.top`, `b.bottom =
  /// a.bottom`), then `a` placed 30 pt down and 60 tall: the second alignment names `a.top`, which
  /// `b.top`'s row names already, so it must be written out before it is solved (else `a.top`'s
  /// row named `b.top`'s, which named `a.top` back, and the solution broke required constraints:
  /// a at 0, b 90 tall).
  func testAlignmentsAddedBeforeThePlacementTheyFollowHold() throws {
    let solver = LayoutSolver()
    let (top, height) = (solver.makeVariable(), solver.makeVariable())
    let (aTop, aHeight, bTop, bHeight) = (
      solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable()
    )
    try solver.add(expr([(top, 1)]), .equal)
    try solver.add(expr([(height, 1)], -300), .equal)
    try solver.add(expr([(aHeight, 1)]), .greaterThanOrEqual, priority: 1)
    try solver.add(expr([(bHeight, 1)]), .greaterThanOrEqual, priority: 1)
    try solver.add(expr([(bTop, 1), (aTop, -1)]), .equal)
    try solver.add(expr([(bTop, 1), (bHeight, 1), (aTop, -1), (aHeight, -1)]), .equal)
    try solver.add(expr([(aTop, 1), (top, -1)], -30), .equal)
    try solver.add(expr([(aHeight, 1)], -60), .equal)
    XCTAssertEqual(solver.value(of: aTop), 30, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: aHeight), 60, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: bTop), 30, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: bHeight), 60, accuracy: 1e-9)
  }

  func testARequiredInequalityBeatsAnOptionalEquality() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    try solver.add(expr([(x, 1)], -5), .equal, priority: 250)  // x = 5, weak
    try solver.add(expr([(x, 1)], -10), .greaterThanOrEqual)  // x ≥ 10
    XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    try solver.add(expr([(x, 1)], -8), .lessThanOrEqual, priority: 750)  // x ≤ 8, cannot hold
    XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
  }

  /// Auto Layout meets higher priorities first: one constraint at 751 wins over any number at
  /// 750 (a weighted sum of errors would let three at 750 pull x to 0).
  func testOneHigherPriorityOutweighsManyLowerOnes() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    try solver.add(expr([(x, 1)], -100), .equal, priority: 751)
    for _ in 0..<3 { try solver.add(expr([(x, 1)]), .equal, priority: 750) }
    XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
  }

  func testWithinOnePriorityTheErrorsAddUp() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    try solver.add(expr([(x, 1)], -100), .equal, priority: 500)
    for _ in 0..<2 { try solver.add(expr([(x, 1)]), .equal, priority: 500) }
    XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
  }

  func testAContradictingRequiredConstraintIsRefusedAndNothingChanges() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(expr([(x, 1)], -10), .equal)
    try solver.add(expr([(y, 1), (x, -1)]), .greaterThanOrEqual)  // y ≥ x
    XCTAssertThrowsError(try solver.add(expr([(y, 1)], -5), .lessThanOrEqual)) { error in  // y ≤ 5
      guard case LayoutSolverError.unsatisfiable = error else { return XCTFail("\(error)") }
    }
    XCTAssertThrowsError(try solver.add(expr([(x, 1)], -20), .equal))
    XCTAssertEqual(solver.constraintCount, 2)
    XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    try solver.add(expr([(y, 1)], -30), .equal, priority: 500)
    XCTAssertEqual(solver.value(of: y), 30, accuracy: 1e-9)
  }

  func testRemovingAConstraintFreesWhatItHeld() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    try solver.add(expr([(x, 1)], -40), .equal, priority: 250)
    let floor = try solver.add(expr([(x, 1)], -100), .greaterThanOrEqual)
    XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
    solver.remove(floor)
    XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
  }

  func testChangingAConstantMovesWhatDependsOnIt() throws {
    let solver = LayoutSolver()
    let left = solver.makeVariable()
    let width = solver.makeVariable()
    let right = solver.makeVariable()
    try solver.add(expr([(left, 1)], -20), .equal)
    let widthIs = try solver.add(expr([(width, 1)], -100), .equal)
    try solver.add(expr([(right, 1), (left, -1), (width, -1)]), .equal)
    try solver.add(expr([(right, 1)], -300), .lessThanOrEqual)
    XCTAssertEqual(solver.value(of: right), 120, accuracy: 1e-9)
    try solver.setConstant(widthIs, to: -250)
    XCTAssertEqual(solver.value(of: right), 270, accuracy: 1e-9)
    XCTAssertThrowsError(try solver.setConstant(widthIs, to: -400)) { error in  // right would be 420 > 300
      XCTAssertEqual(error as? LayoutSolverError, .unsatisfiable(widthIs))
    }
    XCTAssertEqual(solver.constant(of: widthIs), -250)
    XCTAssertEqual(solver.value(of: right), 270, accuracy: 1e-9)
  }

  /// A row of views between two walls, each wanting its own width at its own priority, pressed
  /// by a shrinking container: after every change of the container's width the incremental
  /// solution equals one built from scratch.
  func testIncrementalConstantChangesAgreeWithSolvingFromScratch() throws {
    var generator = SplitMix(seed: 7)
    for trial in 0..<40 {
      let count = 2 + Int(generator.next() % 5)
      let widths = (0..<count).map { _ in Double(20 + generator.next() % 200) }
      let priorities = (0..<count).map { Float(100 + $0 * 100) + Float(generator.next() % 50) }
      let spacing = Double(generator.next() % 20)
      func build(container: Double) throws -> (LayoutSolver, [V], LayoutConstraintHandle) {
        let solver = LayoutSolver()
        let lefts = (0..<count).map { _ in solver.makeVariable() }
        let sizes = (0..<count).map { _ in solver.makeVariable() }
        try solver.add(expr([(lefts[0], 1)]), .equal)
        for index in 0..<count {
          try solver.add(expr([(sizes[index], 1)]), .greaterThanOrEqual)
          try solver.add(expr([(sizes[index], 1)], -widths[index]), .equal, priority: priorities[index])
          if index > 0 {
            try solver.add(
              expr([(lefts[index], 1), (lefts[index - 1], -1), (sizes[index - 1], -1)], -spacing), .equal)
          }
        }
        let wall = try solver.add(
          expr([(lefts[count - 1], 1), (sizes[count - 1], 1)], -container), .lessThanOrEqual)
        return (solver, lefts + sizes, wall)
      }
      let (incremental, variables, wall) = try build(container: 2000)
      for step in 0..<8 {
        let container = Double(1200 - step * 150) + Double(generator.next() % 40)
        try incremental.setConstant(wall, to: -container)
        let (fresh, freshVariables, _) = try build(container: container)
        for (a, b) in zip(variables, freshVariables) {
          XCTAssertEqual(
            incremental.value(of: a), fresh.value(of: b), accuracy: 1e-6, "trial \(trial), container \(container)")
        }
      }
    }
  }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
