import XCTest

@testable import LayoutSolver

/// Random constraint systems (seeded, so every run sees the same ones) against `ReferenceLayout`:
/// whatever the solver does to be fast, the layout it gives is the one the priorities define.
///
/// Every variable also gets a stay (`x = a`) at its own priority below all the others, so the
/// lexicographic optimum is one point, not a set two correct solvers could pick from differently.
final class LayoutSolverPropertyTests: XCTestCase {
  /// The priorities a random constraint takes: required, and Auto Layout's usual optional ones.
  static let priorities: [Float] = [1000, 1000, 1000, 999, 750, 500, 250]

  struct System {
    var variables: Int
    var constraints: [TestConstraint]
  }

  func randomConstraint(_ generator: inout SplitMix, variables: Int) -> TestConstraint {
    let count = 1 + Int(generator.next() % 3)
    var terms: [(variable: Int, coefficient: Double)] = []
    for _ in 0..<count {
      let coefficients: [Double] = [-2, -1, 1, 2]
      terms.append((Int(generator.next() % UInt64(variables)), coefficients[Int(generator.next() % 4)]))
    }
    let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    return TestConstraint(
      terms: terms, constant: Double(Int(generator.next() % 81) - 40),
      relation: relations[Int(generator.next() % 3)],
      priority: Self.priorities[Int(generator.next() % UInt64(Self.priorities.count))])
  }

  func stays(_ generator: inout SplitMix, variables: Int) -> [TestConstraint] {
    (0..<variables).map { variable in
      TestConstraint(
        terms: [(variable, 1)], constant: -Double(Int(generator.next() % 61) - 30), relation: .equal,
        priority: Float(variables - variable))
    }
  }

  func expression(_ constraint: TestConstraint, _ variables: [LayoutVariable]) -> LinearExpression {
    LinearExpression(constraint.terms.map { (variables[$0.variable], $0.coefficient) }, constant: constraint.constant)
  }

  /// The solver's values against the reference's for the constraints it holds.
  func assertAgrees(
    _ solver: LayoutSolver, _ variables: [LayoutVariable], _ held: [TestConstraint], _ context: String,
    line: UInt = #line
  ) {
    guard let expected = ReferenceLayout.solve(held, variables: variables.count) else {
      return XCTFail("the reference finds the held constraints infeasible: \(context)", line: line)
    }
    for (index, variable) in variables.enumerated() {
      XCTAssertEqual(
        solver.value(of: variable), expected[index], accuracy: 1e-6, "x\(index), \(context)", line: line)
    }
  }

  /// Constraints added one at a time: each required one the reference finds infeasible is
  /// refused, every other one held, and after each addition the solution is the reference's.
  func testRandomSystemsAddedOneByOneMatchTheReference() throws {
    var generator = SplitMix(seed: 31)
    for trial in 0..<160 {
      let count = 1 + Int(generator.next() % 4)
      let solver = LayoutSolver()
      let variables = (0..<count).map { _ in solver.makeVariable() }
      var held = stays(&generator, variables: count)
      for stay in held { try solver.add(expression(stay, variables), stay.relation, priority: stay.priority) }
      for step in 0..<(2 + Int(generator.next() % 6)) {
        let constraint = randomConstraint(&generator, variables: count)
        let feasible = ReferenceLayout.solve(held + [constraint], variables: count) != nil
        do {
          try solver.add(expression(constraint, variables), constraint.relation, priority: constraint.priority)
          XCTAssertTrue(feasible, "trial \(trial) step \(step): held what the reference cannot")
          held.append(constraint)
        } catch {
          XCTAssertFalse(feasible, "trial \(trial) step \(step): refused what the reference holds")
        }
        assertAgrees(solver, variables, held, "trial \(trial) step \(step)")
      }
    }
  }

  /// Constants changed in place (required and optional alike) and constraints removed: after
  /// each change the solution is the reference's for the constraints as they are now.
  func testRandomEditsAndRemovalsMatchTheReference() throws {
    var generator = SplitMix(seed: 1931)
    for trial in 0..<120 {
      let count = 1 + Int(generator.next() % 4)
      let solver = LayoutSolver()
      let variables = (0..<count).map { _ in solver.makeVariable() }
      var held = stays(&generator, variables: count)
      var handles: [LayoutConstraintHandle] = []
      for stay in held { try solver.add(expression(stay, variables), stay.relation, priority: stay.priority) }
      for _ in 0..<(3 + Int(generator.next() % 5)) {
        let constraint = randomConstraint(&generator, variables: count)
        if let handle = try? solver.add(
          expression(constraint, variables), constraint.relation, priority: constraint.priority)
        {
          held.append(constraint)
          handles.append(handle)
        }
      }
      let stayCount = count
      for step in 0..<8 where !handles.isEmpty {
        let pick = Int(generator.next() % UInt64(handles.count))
        if generator.next() % 4 == 0 {
          solver.remove(handles.remove(at: pick))
          held.remove(at: stayCount + pick)
          assertAgrees(solver, variables, held, "trial \(trial) step \(step), after a removal")
          continue
        }
        let constant = Double(Int(generator.next() % 81) - 40)
        var changed = held
        changed[stayCount + pick].constant = constant
        let feasible = ReferenceLayout.solve(changed, variables: count) != nil
        do {
          try solver.setConstant(handles[pick], to: constant)
          XCTAssertTrue(feasible, "trial \(trial) step \(step): took a constant the reference cannot")
          held = changed
        } catch {
          XCTAssertFalse(feasible, "trial \(trial) step \(step): refused a constant the reference takes")
          XCTAssertEqual(solver.constant(of: handles[pick]), held[stayCount + pick].constant)
        }
        assertAgrees(solver, variables, held, "trial \(trial) step \(step), after a constant")
      }
    }
  }

  /// A batch gives what the same constraints added one at a time give, and refuses the same ones.
  func testABatchAddMatchesAddingOneByOne() throws {
    var generator = SplitMix(seed: 4242)
    for trial in 0..<100 {
      let count = 1 + Int(generator.next() % 4)
      let constraints =
        stays(&generator, variables: count) + (0..<6).map { _ in randomConstraint(&generator, variables: count) }
      let single = LayoutSolver()
      let batch = LayoutSolver()
      let singleVariables = (0..<count).map { _ in single.makeVariable() }
      let batchVariables = (0..<count).map { _ in batch.makeVariable() }
      let singleHeld = constraints.map {
        (try? single.add(expression($0, singleVariables), $0.relation, priority: $0.priority)) != nil
      }
      let handles = batch.add(
        contentsOf: constraints.map { (expression($0, batchVariables), $0.relation, $0.priority) })
      XCTAssertEqual(handles.map { $0 != nil }, singleHeld, "trial \(trial)")
      for (a, b) in zip(singleVariables, batchVariables) {
        XCTAssertEqual(single.value(of: a), batch.value(of: b), accuracy: 1e-6, "trial \(trial)")
      }
    }
  }

  /// A column of views each below the last (benchmark 6's shape): the tableau stays a few cells
  /// per constraint however long the column, rather than rows as long as the column above them —
  /// whether each view's height comes before the view below it or (as the view layer adds them,
  /// holder by holder) all the tops come first and the heights after.
  func testAChainsTableauGrowsLinearly() throws {
    func cells(views: Int, heightsLast: Bool) throws -> Int {
      let solver = LayoutSolver()
      var tops: [LayoutVariable] = []
      var heights: [LayoutVariable] = []
      var system: [(LinearExpression, LayoutRelation)] = []
      var sizes: [(LinearExpression, LayoutRelation)] = []
      for index in 0..<views {
        let top = solver.makeVariable()
        let height = solver.makeVariable()
        sizes.append((LinearExpression([(height, 1)], constant: -20), .equal))
        if !heightsLast { system.append(sizes.removeLast()) }
        var terms: [(variable: LayoutVariable, coefficient: Double)] = [(top, 1)]
        if index > 0 { terms += [(tops[index - 1], -1), (heights[index - 1], -1)] }
        system.append((LinearExpression(terms, constant: index == 0 ? -8 : -4), .equal))
        tops.append(top)
        heights.append(height)
      }
      for (expression, relation) in system + sizes { try solver.add(expression, relation) }
      XCTAssertEqual(solver.value(of: tops[views - 1]), 8 + Double(views - 1) * 24, accuracy: 1e-6)
      return solver.tableau.rows.compactMap { $0?.cells.count }.reduce(0, +)
    }
    for heightsLast in [false, true] {
      let small = try cells(views: 100, heightsLast: heightsLast)
      let large = try cells(views: 2000, heightsLast: heightsLast)
      XCTAssertLessThanOrEqual(
        Double(large) / 2000, 1.1 * Double(small) / 100,
        "cells per view, 2,000 views vs 100 (heights last: \(heightsLast)): \(large) vs \(small)")
    }
  }
}
