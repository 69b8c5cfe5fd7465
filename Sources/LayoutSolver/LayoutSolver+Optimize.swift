extension Tableau {
  // MARK: Optimising

  /// Primal simplex on the solver's objective.
  mutating func optimize() {
    var artificial = Objective()
    optimize(&artificial, main: true)
  }

  /// Primal simplex on `objective` (the artificial one), keeping the solver's objective in step.
  mutating func optimize(_ artificial: inout Objective, main: Bool = false) {
    while true {
      let entering = main ? objective.enteringSymbol(kinds: kinds) : artificial.enteringSymbol(kinds: kinds)
      guard let entering else { return }
      guard let leaving = leavingRow(for: entering) else { return }  // unbounded: cannot happen with errors ≥ 0
      var row = rows[leaving]!
      rows[leaving] = nil
      row.solve(for: leaving, entering)
      if !main { artificial.substitute(entering, by: row) }
      substitute(entering, by: row)
      store(entering, row)
    }
  }

  /// The row that limits how far `entering` can grow: the smallest ratio among restricted rows
  /// where it has a negative coefficient (the lowest symbol on a tie).
  private mutating func leavingRow(for entering: Int) -> Int? {
    var best: (ratio: Double, symbol: Int)?
    for symbol in occurrences(of: entering) where kinds[symbol] != .external {
      let row = rows[symbol]!
      let coefficient = row.coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if let current = best, ratio > current.ratio || (ratio == current.ratio && symbol > current.symbol) { continue }
      best = (ratio, symbol)
    }
    return best?.symbol
  }

  /// The restricted row to pivot a removed constraint's marker into the basis with, or nil when
  /// only rows of the caller's variables name it.
  mutating func markerLeavingRow(_ marker: Int) -> Int? {
    var first: (Double, Int)?
    var second: (Double, Int)?
    for symbol in occurrences(of: marker) where kinds[symbol] != .external {
      let row = rows[symbol]!
      let coefficient = row.coefficient(of: marker)
      if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if first == nil || ratio < first!.0 || (ratio == first!.0 && symbol < first!.1) { first = (ratio, symbol) }
      } else {
        let ratio = row.constant / coefficient
        if second == nil || ratio < second!.0 || (ratio == second!.0 && symbol < second!.1) { second = (ratio, symbol) }
      }
    }
    return first?.1 ?? second?.1
  }

  /// Adds the written-out `row` through an artificial variable, minimised to zero: false when it
  /// cannot be (the constraint contradicts the required ones).
  mutating func addWithArtificialVariable(_ row: Row) -> Bool {
    let artificial = makeSymbol(.slack)
    store(artificial, row)
    var goal = Objective(single: row)
    optimize(&goal)
    let satisfied = Row.isNearZero(goal.firstConstant)
    if var basic = rows[artificial] {
      rows[artificial] = nil
      if basic.cells.isEmpty { return satisfied }
      guard let entering = basic.cells.first(where: { kinds[Int($0.symbol)].isPivotable }) else { return false }
      let symbol = Int(entering.symbol)
      basic.solve(for: artificial, symbol)
      substitute(symbol, by: basic)
      store(symbol, basic)
    }
    for basic in occurrences(of: artificial) {
      rows[basic]!.remove(artificial)
      namedRows[basic] = nil
    }
    objective.remove(artificial)
    return satisfied
  }
}
