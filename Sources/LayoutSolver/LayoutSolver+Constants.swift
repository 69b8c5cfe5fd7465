extension LayoutSolver {
  /// Changes the constant of a constraint's expression, keeping the tableau: the constraint's
  /// marker symbol absorbs the change (a shift of the marker by δ / its coefficient), the rows
  /// that go negative are repaired with the dual simplex. A required constraint whose new
  /// constant contradicts the other required ones is refused and keeps its old constant.
  public func setConstant(_ handle: LayoutConstraintHandle, to constant: Double) throws {
    guard var record = records[handle.id] else { throw LayoutSolverError.unknownConstraint }
    let delta = constant - record.expression.constant
    guard delta != 0 else { return }
    record.expression.constant = constant
    records[handle.id] = record
    infeasible.removeAll()
    if rows[record.marker] != nil {
      shiftBasic(record.marker, by: -delta / record.markerCoefficient)
    } else if let other = record.other, rows[other] != nil {
      shiftBasic(other, by: -delta / record.otherCoefficient)
    } else {
      let shift = delta / record.markerCoefficient
      for index in rows.values.indices {
        let coefficient = rows.values[index].coefficient(of: record.marker)
        guard coefficient != 0 else { continue }
        rows.values[index].constant += coefficient * shift
        let key = rows.keys[index]
        if key.kind != .external, rows.values[index].constant < 0 { infeasible.append(key) }
      }
    }
    let dummiesHold = rows.allSatisfy { $0.key.kind != .dummy || Row.isNearZero($0.value.constant) }
    guard dummiesHold, dualOptimize() else {
      // Rare (a required constant no solution allows): rather than keep a copy of the tableau for
      // every change, build it again from the constraints with the old constant.
      record.expression.constant -= delta
      records[handle.id] = record
      rebuild()
      throw LayoutSolverError.unsatisfiable(handle)
    }
  }

  /// Builds the tableau again from the constraints, in the order they were added.
  func rebuild() {
    let held = records.sorted { $0.key < $1.key }
    rows = [:]
    objective = Objective()
    infeasible = []
    records = [:]
    for (id, record) in held {
      var fresh = record
      try? insert(&fresh, id: id)
    }
  }

  /// The constant a constraint's expression has now.
  public func constant(of handle: LayoutConstraintHandle) -> Double? {
    records[handle.id]?.expression.constant
  }

  private func shiftBasic(_ symbol: Symbol, by amount: Double) {
    rows[symbol]!.constant += amount
    if symbol.kind != .external, rows[symbol]!.constant < 0 { infeasible.append(symbol) }
  }

  /// Dual simplex: pivots until no restricted row is negative, each time on the symbol whose
  /// objective cost per unit is lowest (lexicographically). False when a row cannot be repaired.
  private func dualOptimize() -> Bool {
    while let leaving = infeasible.popLast() {
      guard var row = rows[leaving], row.constant < 0 else { continue }
      var best: (ratio: [Double], symbol: Symbol)?
      for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
        let ratio = objective.coefficients(of: symbol).map { $0 / coefficient }
        if let current = best {
          let order = Objective.compare(ratio, current.ratio)
          if order > 0 || (order == 0 && symbol > current.symbol) { continue }
        }
        best = (ratio, symbol)
      }
      guard let entering = best?.symbol else { return false }
      rows[leaving] = nil
      row.solve(for: leaving, entering)
      substitute(entering, by: row)
      rows[entering] = row
    }
    return true
  }
}
