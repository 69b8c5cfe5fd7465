import Foundation
import LayoutSolver

/// Benchmark 6's column built on the solver alone, at any size: a root (left, top, width, height
/// fixed at 1280 × 800) and `constraints / 4 − 1` views, each held by four required equalities —
/// leading and trailing to the root inset by 16, a height of 20, its top 4 below the view above
/// (the first 8 below the root's top). The same system, constraint for constraint, is what
/// `KiwiReference` gives kiwisolver, except that kiwi edits the first height through an edit
/// variable (its way to change a constant) where this solver changes the constraint's constant.
enum SolverColumn {
  struct Figures {
    /// Seconds to make the solver, add every constraint and read every variable.
    var scratch: Double
    /// Seconds per edit: the first view's height changed, every variable read again (median).
    var perEdit: Double
    /// The last view's top after the edits, to check both solvers laid out the same column.
    var lastTop: Double
  }

  static func run(constraints: Int, edits: Int) throws -> Figures {
    let views = max(1, constraints / 4 - 1)
    let start = ProcessInfo.processInfo.systemUptime
    let solver = LayoutSolver()
    let left = solver.makeVariable()
    let top = solver.makeVariable()
    let width = solver.makeVariable()
    let height = solver.makeVariable()
    var system: [(LinearExpression, LayoutRelation, priority: Float)] = [
      (LinearExpression([(left, 1)]), .equal, LayoutSolver.required),
      (LinearExpression([(top, 1)]), .equal, LayoutSolver.required),
      (LinearExpression([(width, 1)], constant: -1280), .equal, LayoutSolver.required),
      (LinearExpression([(height, 1)], constant: -800), .equal, LayoutSolver.required),
    ]
    system.reserveCapacity(4 * views + 4)
    var variables: [LayoutVariable] = []
    variables.reserveCapacity(4 * views)
    var previous: (top: LayoutVariable, height: LayoutVariable)?
    for _ in 0..<views {
      let (l, t, w, h) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
      system.append((LinearExpression([(l, 1), (left, -1)], constant: -16), .equal, LayoutSolver.required))
      system.append(
        (LinearExpression([(l, 1), (w, 1), (left, -1), (width, -1)], constant: 16), .equal, LayoutSolver.required))
      system.append((LinearExpression([(h, 1)], constant: -20), .equal, LayoutSolver.required))
      if let previous {
        system.append(
          (
            LinearExpression([(t, 1), (previous.top, -1), (previous.height, -1)], constant: -4), .equal,
            LayoutSolver.required
          ))
      } else {
        system.append((LinearExpression([(t, 1), (top, -1)], constant: -8), .equal, LayoutSolver.required))
      }
      previous = (t, h)
      variables += [l, t, w, h]
    }
    let handles = solver.add(contentsOf: system)
    var sum = 0.0
    for variable in variables { sum += solver.value(of: variable) }
    let scratch = ProcessInfo.processInfo.systemUptime - start
    guard let firstHeight = handles[6] else { throw BenchmarkError.setup("the column's first height was refused") }
    var perEdit: [Double] = []
    for edit in 0..<edits {
      let begin = ProcessInfo.processInfo.systemUptime
      try solver.setConstant(firstHeight, to: -Double(20 + edit % 10))
      for variable in variables { sum += solver.value(of: variable) }
      perEdit.append(ProcessInfo.processInfo.systemUptime - begin)
    }
    guard sum.isFinite, let last = previous else { throw BenchmarkError.setup("the column did not solve") }
    return Figures(scratch: scratch, perEdit: Statistics(perEdit).median, lastTop: solver.value(of: last.top))
  }
}
