// LayoutSolver: Auto Layout's constraint solver — an incremental Cassowary simplex with UIKit's
// strengths (required, strong, medium, weak), edit variables for constants that change, and a
// report naming the constraints an unsatisfiable set breaks. Pure Swift, not even Foundation.

/// An incremental solver for linear equalities and inequalities with priorities: the Cassowary
/// method (Badros, Borning and Stuckey, 2001) — a simplex tableau kept in solved form, to which
/// constraints are added and from which they are removed one at a time, each change re-optimised
/// from the previous solution rather than from scratch.
///
/// Priorities are Auto Layout's: 1000 is required; anything lower is optional, and optional
/// constraints are met in lexicographic priority order (`Objective`). A required constraint that
/// contradicts the others is refused (`LayoutSolverError.unsatisfiable`) and nothing changes.
/// Changing a constraint's constant (`setConstant`) keeps the tableau and repairs it with the
/// dual simplex, as an edit in Cassowary does.
///
/// Pure and single-threaded: no views, no clocks.
public final class LayoutSolver {
  /// The priority of a required constraint.
  public static let required: Float = 1000

  struct Record {
    var expression: LinearExpression
    var relation: LayoutRelation
    var priority: Float
    /// The symbol that marks the constraint in the tableau, with its coefficient in the
    /// constraint's own row before that row was solved; and the second error symbol of an
    /// optional constraint, if any.
    var marker: Symbol
    var markerCoefficient: Double
    var other: Symbol?
    var otherCoefficient: Double
  }

  var rows: [Symbol: Row] = [:]
  var objective = Objective()
  var records: [Int: Record] = [:]
  /// Rows whose constant went negative while a constant changed (the dual simplex repairs them).
  var infeasible: [Symbol] = []
  private var nextSymbol = 0
  private var nextConstraint = 0

  public init() {}

  /// How many constraints the solver holds.
  public var constraintCount: Int { records.count }

  /// A new unknown (zero until constraints say otherwise).
  public func makeVariable() -> LayoutVariable {
    LayoutVariable(symbol: makeSymbol(.external))
  }

  /// The variable's value in the current solution.
  public func value(of variable: LayoutVariable) -> Double {
    rows[variable.symbol]?.constant ?? 0
  }

  /// Adds `expression relation 0` at `priority` (1000 or more: required).
  /// - Throws: `LayoutSolverError.unsatisfiable` for a required constraint that contradicts the
  ///   required ones already held; the solver is then as it was.
  @discardableResult
  public func add(_ expression: LinearExpression, _ relation: LayoutRelation, priority: Float = required) throws
    -> LayoutConstraintHandle
  {
    let handle = LayoutConstraintHandle(id: nextConstraint)
    nextConstraint += 1
    var record = Record(
      expression: expression, relation: relation, priority: min(priority, Self.required),
      marker: Symbol(id: -1, kind: .dummy), markerCoefficient: 0, other: nil, otherCoefficient: 0)
    try insert(&record, id: handle.id)
    return handle
  }

  /// Enters `record` into the tableau under `id` and optimises.
  func insert(_ record: inout Record, id: Int) throws {
    let handle = LayoutConstraintHandle(id: id)
    var row = makeRow(for: &record)
    var subject = chooseSubject(row, record)
    if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
      guard Row.isNearZero(row.constant) else {
        undoObjective(record)
        throw LayoutSolverError.unsatisfiable(handle)
      }
      subject = record.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, by: row)
      rows[subject] = row
    } else {
      // Only a required constraint comes here (an optional one can always be solved for one of
      // its errors), and nothing has changed yet: a refusal puts the tableau back as it was.
      let saved = (rows, objective, infeasible)
      guard addWithArtificialVariable(row) else {
        (rows, objective, infeasible) = saved
        throw LayoutSolverError.unsatisfiable(handle)
      }
    }
    records[id] = record
    optimize()
  }

  /// Removes a constraint; unknown handles are ignored.
  public func remove(_ handle: LayoutConstraintHandle) {
    guard let record = records.removeValue(forKey: handle.id) else { return }
    undoObjective(record)
    if rows.removeValue(forKey: record.marker) == nil, let (leaving, row) = markerLeavingRow(record.marker) {
      var row = row
      rows[leaving] = nil
      row.solve(for: leaving, record.marker)
      substitute(record.marker, by: row)
    }
    optimize()
  }

  // MARK: Building rows

  func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    nextSymbol += 1
    return Symbol(id: nextSymbol, kind: kind)
  }

  /// The constraint's row in terms of the current non-basic symbols, with its slack, error or
  /// dummy symbols (recorded in `record`); errors enter the objective at the record's priority.
  func makeRow(for record: inout Record) -> Row {
    var row = Row(constant: record.expression.constant)
    for (variable, coefficient) in record.expression.terms where !Row.isNearZero(coefficient) {
      if let basic = rows[variable.symbol] {
        row.insert(basic, coefficient)
      } else {
        row.insert(variable.symbol, coefficient)
      }
    }
    let optional = record.priority < Self.required
    switch record.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      record.marker = slack
      record.markerCoefficient = sign
      row.insert(slack, sign)
      if optional {
        let error = makeSymbol(.error)
        record.other = error
        record.otherCoefficient = -sign
        row.insert(error, -sign)
        objective.insert(error, 1, priority: record.priority)
      }
    case .equal:
      if optional {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        record.marker = plus
        record.markerCoefficient = -1
        record.other = minus
        record.otherCoefficient = 1
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, 1, priority: record.priority)
        objective.insert(minus, 1, priority: record.priority)
      } else {
        let dummy = makeSymbol(.dummy)
        record.marker = dummy
        record.markerCoefficient = 1
        row.insert(dummy)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return row
  }

  /// Takes an optional constraint's errors out of the objective.
  private func undoObjective(_ record: Record) {
    guard record.priority < Self.required else { return }
    for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
      if let row = rows[symbol] {
        objective.insert(row, -1, priority: record.priority)
      } else {
        objective.insert(symbol, -1, priority: record.priority)
      }
    }
  }

  /// The symbol a new row is solved for: an external variable if it has one, else its own slack
  /// or error symbol when that has a negative coefficient (so its value stays non-negative).
  private func chooseSubject(_ row: Row, _ record: Record) -> Symbol? {
    if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
    for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.isPivotable {
      if row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  /// Adds `row` through an artificial variable, minimised to zero: false when it cannot be
  /// (the constraint contradicts the required ones).
  private func addWithArtificialVariable(_ row: Row) -> Bool {
    let artificial = makeSymbol(.slack)
    rows[artificial] = row
    var objective = Objective(single: row)
    optimize(&objective)
    let satisfied = Row.isNearZero(objective.firstConstant)
    if var basic = rows.removeValue(forKey: artificial) {
      if basic.cells.isEmpty { return satisfied }
      guard let entering = basic.cells.keys.filter(\.isPivotable).min() else { return false }
      basic.solve(for: artificial, entering)
      substitute(entering, by: basic)
      rows[entering] = basic
    }
    for index in rows.values.indices { rows.values[index].remove(artificial) }
    self.objective.remove(artificial)
    return satisfied
  }

  /// Replaces `symbol` by `row` everywhere; rows of restricted symbols left negative are noted.
  func substitute(_ symbol: Symbol, by row: Row, in artificial: inout Objective) {
    artificial.substitute(symbol, by: row)
    substitute(symbol, by: row)
  }

  func substitute(_ symbol: Symbol, by row: Row) {
    // In place through the values view: no copy of the keys, no lookups by key.
    for index in rows.values.indices where rows.values[index].cells[symbol] != nil {
      rows.values[index].substitute(symbol, by: row)
      let key = rows.keys[index]
      if key.kind != .external, rows.values[index].constant < 0 { infeasible.append(key) }
    }
    objective.substitute(symbol, by: row)
  }

  // MARK: Optimising

  /// Primal simplex on the solver's objective.
  func optimize() {
    var artificial = Objective()
    optimize(&artificial, main: true)
  }

  /// Primal simplex on `objective` (the artificial one), keeping the solver's objective in step.
  private func optimize(_ objective: inout Objective, main: Bool = false) {
    while true {
      let current = main ? self.objective : objective
      guard let entering = current.enteringSymbol() else { return }
      guard let leaving = leavingRow(for: entering) else { return }  // unbounded: cannot happen with errors ≥ 0
      var row = rows.removeValue(forKey: leaving)!
      row.solve(for: leaving, entering)
      if main { substitute(entering, by: row) } else { substitute(entering, by: row, in: &objective) }
      rows[entering] = row
    }
  }

  /// The row that limits how far `entering` can grow: the smallest ratio among restricted rows
  /// where it has a negative coefficient.
  private func leavingRow(for entering: Symbol) -> Symbol? {
    var best: (ratio: Double, symbol: Symbol)?
    for (symbol, row) in rows where symbol.kind != .external {
      let coefficient = row.coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
        best = (ratio, symbol)
      }
    }
    return best?.symbol
  }

  /// The row to pivot a removed constraint's marker into the basis with.
  private func markerLeavingRow(_ marker: Symbol) -> (Symbol, Row)? {
    var first: (Double, Symbol)?
    var second: (Double, Symbol)?
    var third: Symbol?
    for (symbol, row) in rows {
      let coefficient = row.coefficient(of: marker)
      if coefficient == 0 { continue }
      if symbol.kind == .external {
        if third == nil || symbol < third! { third = symbol }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if first == nil || ratio < first!.0 || (ratio == first!.0 && symbol < first!.1) { first = (ratio, symbol) }
      } else {
        let ratio = row.constant / coefficient
        if second == nil || ratio < second!.0 || (ratio == second!.0 && symbol < second!.1) { second = (ratio, symbol) }
      }
    }
    guard let symbol = first?.1 ?? second?.1 ?? third else { return nil }
    return (symbol, rows[symbol]!)
  }
}
