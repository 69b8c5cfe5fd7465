extension Tableau {
  // MARK: Entering a constraint

  /// Enters `record` into the tableau under `id` (not optimised yet).
  mutating func insert(_ record: inout Record, id: Int) throws {
    let handle = LayoutConstraintHandle(id: id)
    valueEpoch &+= 1
    var row = makeRow(for: &record)
    if let subject = freeExternal(in: row, unnamedOnly: true) {
      // The common case: a variable no row names yet. Its row may name other variables' rows.
      row.solve(for: subject)
      enter(subject, row)
    } else {
      // Written out first: solved for a variable that another variable's row names, the row could
      // name that row, which names the variable back (`a = b …` with `b = a …`) — the variable's
      // own terms must cancel before it is chosen.
      row = expanded(row)
      if row.constant < 0 { row.reverseSign() }
      var subject = freeExternal(in: row) ?? restrictedSubject(row, record)
      if subject == nil, row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
        guard Row.isNearZero(row.constant) else {
          undoObjective(record)
          throw LayoutSolverError.unsatisfiable(handle)
        }
        subject = record.marker
      }
      if let subject {
        row.solve(for: subject)
        substitute(subject, by: row)
        store(subject, row)
        // Written out: it names no row; those it comes to name are listed as they get one.
        namedRows[subject] = []
      } else {
        // Only a required constraint comes here (an optional one can always be solved for one of
        // its errors), and nothing has changed yet: a refusal puts the tableau back as it was.
        let saved = (rows, objective, infeasible)
        guard addWithArtificialVariable(row) else {
          (rows, objective, infeasible) = saved
          for index in namedRows.indices { namedRows[index] = nil }
          // The artificial symbol stays made (ids are never reused): its row slot stays empty.
          rows += repeatElement(nil, count: kinds.count - rows.count)
          rebuildColumns()
          throw LayoutSolverError.unsatisfiable(handle)
        }
      }
    }
    records[id] = record
    recordCount += 1
  }

  /// The constraint's row with its slack, error or dummy symbols (recorded in `record`, or
  /// reused from it when the tableau is rebuilt); errors enter the objective at the record's
  /// priority. Variables are named as they are, basic or not.
  mutating func makeRow(for record: inout Record) -> Row {
    var row = Row(constant: record.expression.constant)
    // The terms and at most two symbols of the constraint's own: one allocation, not one a growth.
    row.cells.reserveCapacity(record.expression.terms.count + 2)
    for (variable, coefficient) in record.expression.terms where !Row.isNearZero(coefficient) {
      row.insert(variable.id, coefficient)
    }
    func symbol(_ existing: Int, _ kind: SymbolKind) -> Int { existing != 0 ? existing : makeSymbol(kind) }
    let optional = record.priority < LayoutSolver.required
    switch record.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
      record.marker = symbol(record.marker, .slack)
      record.markerCoefficient = sign
      row.insert(record.marker, sign)
      if optional {
        record.other = symbol(record.other, .error)
        record.otherCoefficient = -sign
        row.insert(record.other, -sign)
        objective.insert(record.other, 1, priority: record.priority)
      }
    case .equal:
      if optional {
        record.marker = symbol(record.marker, .error)
        record.markerCoefficient = -1
        record.other = symbol(record.other, .error)
        record.otherCoefficient = 1
        row.insert(record.marker, -1)
        row.insert(record.other, 1)
        objective.insert(record.marker, 1, priority: record.priority)
        objective.insert(record.other, 1, priority: record.priority)
      } else {
        record.marker = symbol(record.marker, .dummy)
        record.markerCoefficient = 1
        row.insert(record.marker)
      }
    }
    return row
  }

  /// Takes an optional constraint's errors out of the objective.
  mutating func undoObjective(_ record: Record) {
    guard record.priority < LayoutSolver.required else { return }
    for symbol in [record.marker, record.other] where symbol != 0 && kinds[symbol] == .error {
      if let row = rows[symbol] {
        objective.insert(row, -1, priority: record.priority)
      } else {
        objective.insert(symbol, -1, priority: record.priority)
      }
    }
  }

  /// The external variable of `row` that is not basic to solve it for: one no other variable's
  /// row names yet if there is one (its row may then name other rows: nothing can name it back),
  /// and among those the newest (a view's own unknowns are usually newer than its neighbours',
  /// so a chain of views is solved view by view whichever order its constraints come in). With
  /// `unnamedOnly`, nil when every candidate is named (the row must be written out first).
  private mutating func freeExternal(in row: Row, unnamedOnly: Bool = false) -> Int? {
    var fallback: Int?
    for cell in row.cells.reversed() {
      let symbol = Int(cell.symbol)
      guard kinds[symbol] == .external, rows[symbol] == nil else { continue }
      if fallback == nil { fallback = symbol }
      if !occurrences(of: symbol).contains(where: { kinds[$0] == .external }) { return symbol }
    }
    return unnamedOnly ? nil : fallback
  }

  /// The constraint's own slack or error symbol when it has a negative coefficient (so that its
  /// value stays non-negative).
  private mutating func restrictedSubject(_ row: Row, _ record: Record) -> Int? {
    for symbol in [record.marker, record.other] where symbol != 0 && kinds[symbol].isPivotable {
      if row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  /// Makes the external `subject`, which no caller's variable's row names, basic with `row`,
  /// which may name other basic variables. Rows that must be written out in full (restricted
  /// rows, the objective) get the row expanded.
  private mutating func enter(_ subject: Int, _ row: Row) {
    let restricted = occurrences(of: subject).filter { kinds[$0] != .external }
    if !restricted.isEmpty || objective.contains(subject) {
      let full = expanded(row)
      for basic in restricted { substitute(subject, by: full, inRowOf: basic) }
      objective.substitute(subject, by: full)
    }
    store(subject, row)
  }

  // MARK: Rows and columns

  /// Makes `symbol` basic with `row` and notes it in the columns of the row's symbols.
  mutating func store(_ symbol: Int, _ row: Row) {
    rows[symbol] = row
    namedRows[symbol] = nil
    let id = Int32(symbol)
    for cell in row.cells { note(Int(cell.symbol), inRowOf: id) }
    // A caller's variable with a row now: the written-out rows naming it list it.
    guard kinds[symbol] == .external, columnHeads[symbol] >= 0 else { return }
    for basic in occurrences(of: symbol) where namedRows[basic] != nil { namedRows[basic]!.append(id) }
  }

  /// Notes that the row of `basic` has `symbol`.
  mutating func note(_ symbol: Int, inRowOf basic: Int32) {
    let entry: Int32
    if freeEntry >= 0 {
      entry = freeEntry
      freeEntry = entryNext[Int(entry)]
      entryBasic[Int(entry)] = basic
      entryNext[Int(entry)] = columnHeads[symbol]
    } else {
      entry = Int32(entryBasic.count)
      entryBasic.append(basic)
      entryNext.append(columnHeads[symbol])
    }
    columnHeads[symbol] = entry
  }

  /// The basic symbols whose rows contain `symbol` now, each once; entries no longer true (the
  /// row lost the symbol or is gone) are unlinked on the way.
  mutating func occurrences(of symbol: Int) -> [Int] {
    var entry = columnHeads[symbol]
    if entry < 0 { return [] }
    markStamp &+= 1
    var found: [Int] = []
    var previous: Int32 = -1
    while entry >= 0 {
      let next = entryNext[Int(entry)]
      let basic = Int(entryBasic[Int(entry)])
      if marks[basic] != markStamp, let row = rows[basic], row.contains(symbol) {
        marks[basic] = markStamp
        found.append(basic)
        previous = entry
      } else {
        if previous < 0 { columnHeads[symbol] = next } else { entryNext[Int(previous)] = next }
        entryNext[Int(entry)] = freeEntry
        freeEntry = entry
      }
      entry = next
    }
    return found
  }

  /// Empties every column.
  mutating func clearColumns() {
    for index in columnHeads.indices { columnHeads[index] = -1 }
    entryBasic.removeAll(keepingCapacity: true)
    entryNext.removeAll(keepingCapacity: true)
    freeEntry = -1
  }

  /// Notes the columns again from the rows (after the rows were put back as they were).
  mutating func rebuildColumns() {
    clearColumns()
    for (basic, row) in rows.enumerated() {
      guard let row else { continue }
      for cell in row.cells { note(Int(cell.symbol), inRowOf: Int32(basic)) }
    }
  }

  /// Replaces `symbol` in the row of `basic` by `row`, noting the cells made; a restricted row
  /// left negative is noted for the dual simplex.
  mutating func substitute(_ symbol: Int, by row: Row, inRowOf basic: Int) {
    added.removeAll(keepingCapacity: true)
    rows[basic]!.substitute(symbol, by: row, added: &added)
    namedRows[basic] = nil
    let id = Int32(basic)
    for made in added { note(Int(made), inRowOf: id) }
    if kinds[basic] != .external, rows[basic]!.constant < 0 { infeasible.append(basic) }
  }

  /// Replaces `symbol`, which has just become basic with the written-out `row`, in the restricted
  /// rows and the objective. Rows of the caller's variables may keep naming it.
  mutating func substitute(_ symbol: Int, by row: Row) {
    for basic in occurrences(of: symbol) where kinds[basic] != .external {
      substitute(symbol, by: row, inRowOf: basic)
    }
    objective.substitute(symbol, by: row)
  }

  /// Replaces `symbol`, which is leaving the tableau, by the written-out `row` in every row.
  mutating func substituteEverywhere(_ symbol: Int, by row: Row) {
    for basic in occurrences(of: symbol) { substitute(symbol, by: row, inRowOf: basic) }
    objective.substitute(symbol, by: row)
  }
}
