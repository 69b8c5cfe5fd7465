extension Tableau {
  /// Changes the constant of a constraint's expression, keeping the tableau: the constraint's
  /// marker symbol absorbs the change (a shift of the marker by δ / its coefficient), the rows
  /// that go negative are repaired with the dual simplex. A required constraint whose new
  /// constant contradicts the other required ones is refused and keeps its old constant.
  mutating func setConstant(_ handle: LayoutConstraintHandle, to constant: Double) throws {
    rebuildIfNeeded()
    guard handle.id >= 0, handle.id < records.count, var record = records[handle.id] else {
      throw LayoutSolverError.unknownConstraint
    }
    let delta = constant - record.expression.constant
    guard delta != 0 else { return }
    record.expression.constant = constant
    records[handle.id] = record
    valueEpoch &+= 1
    infeasible.removeAll()
    let dummiesHold: Bool
    if rows[record.marker] != nil {
      dummiesHold = shift(record.marker, by: delta / record.markerCoefficient)
    } else if record.other != 0, rows[record.other] != nil {
      dummiesHold = shift(record.other, by: delta / record.otherCoefficient)
    } else {
      dummiesHold = shift(record.marker, by: delta / record.markerCoefficient)
    }
    guard dummiesHold, dualOptimize() else {
      // Rare (a required constant no solution allows): rather than keep a copy of the tableau for
      // every change, build it again from the constraints with the old constant.
      record.expression.constant -= delta
      records[handle.id] = record
      rebuild()
      throw LayoutSolverError.unsatisfiable(handle)
    }
  }

  /// The constant a constraint's expression has now.
  mutating func constant(of handle: LayoutConstraintHandle) -> Double? {
    guard handle.id >= 0, handle.id < records.count else { return nil }
    return records[handle.id]?.expression.constant
  }

  /// Renames `symbol` as `symbol − amount` in every row that has it (its own row, when basic,
  /// and the rows that name it): what a constraint's constant changing by `amount ×` the
  /// symbol's coefficient does to the tableau. False when a dummy's row no longer reads zero.
  private mutating func shift(_ symbol: Int, by amount: Double) -> Bool {
    var holds = true
    func changed(_ basic: Int) {
      let constant = rows[basic]!.constant
      switch kinds[basic] {
      case .external: break
      case .dummy: if !Row.isNearZero(constant) { holds = false }
      case .slack, .error: if constant < 0 { infeasible.append(basic) }
      }
    }
    if rows[symbol] != nil {
      rows[symbol]!.constant -= amount
      changed(symbol)
    }
    for basic in occurrences(of: symbol) {
      let coefficient = rows[basic]!.coefficient(of: symbol)
      rows[basic]!.constant += coefficient * amount
      changed(basic)
    }
    return holds
  }

  /// Builds the tableau again when a removal asked for it.
  mutating func rebuildIfNeeded() {
    if needsRebuild { rebuild() }
  }

  /// Builds the tableau again from the constraints, in the order they were added, with the
  /// symbols they had.
  mutating func rebuild() {
    needsRebuild = false
    valueEpoch &+= 1
    for index in rows.indices {
      rows[index] = nil
      namedRows[index] = nil
    }
    clearColumns()
    objective = Objective()
    infeasible = []
    recordCount = 0
    for id in records.indices {
      guard var record = records[id] else { continue }
      records[id] = nil
      if (try? insert(&record, id: id)) == nil { records[id] = nil }
    }
    optimize()
  }

  /// Dual simplex: pivots until no restricted row is negative, each time on the symbol whose
  /// objective cost per unit is lowest (lexicographically). False when a row cannot be repaired.
  private mutating func dualOptimize() -> Bool {
    while let leaving = infeasible.popLast() {
      guard var row = rows[leaving], row.constant < 0 else { continue }
      var best: (ratio: [Double], symbol: Int)?
      for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
        let symbol = Int(cell.symbol)
        let ratio = objective.coefficients(of: symbol).map { $0 / cell.coefficient }
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
      store(entering, row)
    }
    return true
  }
}
