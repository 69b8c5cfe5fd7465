extension Tableau {
  // MARK: Rows that name other rows

  /// Whether `symbol` is a caller's variable with a row (which may name other such rows).
  @inline(__always)
  mutating func isBasicExternal(_ symbol: Int) -> Bool {
    kinds[symbol] == .external && rows[symbol] != nil
  }

  /// The basic external symbols reachable from `row` through rows naming rows, each after every
  /// row that names it (a topological order: depth first, reversed post-order), leaving out
  /// those whose value is already known when `skipKnown`.
  private mutating func reachableExternals(from row: Row, skipKnown: Bool) -> [Int] {
    markStamp &+= 1
    var postOrder: [Int] = []
    var stack: [(symbol: Int, next: Int)] = []
    func visit(_ symbol: Int) {
      guard isBasicExternal(symbol), marks[symbol] != markStamp else { return }
      if skipKnown, valueStamps[symbol] == valueEpoch { return }
      marks[symbol] = markStamp
      stack.append((symbol, 0))
    }
    for cell in row.cells {
      visit(Int(cell.symbol))
      while let (symbol, next) = stack.last {
        let cells = rows[symbol]!.cells
        if next < cells.count {
          stack[stack.count - 1].next = next + 1
          visit(Int(cells[next].symbol))
        } else {
          stack.removeLast()
          postOrder.append(symbol)
        }
      }
    }
    return postOrder
  }

  /// `row` with every basic symbol replaced by its row, through any depth of rows naming rows:
  /// in terms of non-basic symbols only (what a restricted row and the objective must be).
  mutating func expanded(_ row: Row) -> Row {
    guard row.cells.contains(where: { rows[Int($0.symbol)] != nil }) else { return row }
    let order = reachableExternals(from: row, skipKnown: false)
    var touched: [Int] = []
    var constant = row.constant
    func accumulate(_ symbol: Int, _ value: Double) {
      if sums[symbol] == 0 { touched.append(symbol) }
      sums[symbol] += value
      if sums[symbol] == 0 { sums[symbol] = .leastNonzeroMagnitude }
    }
    for cell in row.cells { accumulate(Int(cell.symbol), cell.coefficient) }
    // Parents before children: a row's share is complete when its turn comes.
    for symbol in order.reversed() {
      let share = sums[symbol]
      sums[symbol] = .leastNonzeroMagnitude
      let basic = rows[symbol]!
      constant += share * basic.constant
      for cell in basic.cells { accumulate(Int(cell.symbol), cell.coefficient * share) }
    }
    // Restricted rows are written out already: one step each.
    for symbol in touched where rows[symbol] != nil && kinds[symbol] != .external {
      let share = sums[symbol]
      sums[symbol] = .leastNonzeroMagnitude
      let basic = rows[symbol]!
      constant += share * basic.constant
      for cell in basic.cells { accumulate(Int(cell.symbol), cell.coefficient * share) }
    }
    touched.sort()
    var cells: [Cell] = []
    cells.reserveCapacity(touched.count)
    for symbol in touched {
      let value = sums[symbol]
      sums[symbol] = 0
      if rows[symbol] == nil, !Row.isNearZero(value) { cells.append(Cell(symbol: Int32(symbol), coefficient: value)) }
    }
    return Row(constant: constant, cells: cells)
  }

  /// The value of `symbol` in the current solution: zero when not basic, its row's constant for
  /// a restricted row, and for a caller's variable its row evaluated. After a change the first
  /// read evaluates every variable's row in one sweep (what a layout pass reads anyway); the
  /// values are kept until the next change.
  mutating func value(of symbol: Int) -> Double {
    rebuildIfNeeded()
    guard symbol > 0, symbol < rows.count else { return 0 }
    guard kinds[symbol] == .external else { return rows[symbol]?.constant ?? 0 }
    if sweptEpoch != valueEpoch { sweep() }
    return cachedValues[symbol]
  }

  /// The values of `variables`, in order, into `values`.
  mutating func values(of variables: [LayoutVariable], into values: inout [Double]) {
    if values.count != variables.count { values = Array(repeating: 0, count: variables.count) }
    for index in variables.indices { values[index] = value(of: variables[index].id) }
  }

  /// Evaluates every caller's variable that has a row: in id order, which is the order rows
  /// naming rows are usually made in, going depth first only where a row names one not yet done.
  private mutating func sweep() {
    sweptEpoch = valueEpoch
    for symbol in 1..<rows.count where kinds[symbol] == .external && valueStamps[symbol] != valueEpoch {
      guard let row = rows[symbol] else {
        cachedValues[symbol] = 0
        valueStamps[symbol] = valueEpoch
        continue
      }
      if !evaluateIfReady(symbol, row) {
        for basic in reachableExternals(from: row, skipKnown: true) { _ = evaluateIfReady(basic, rows[basic]!) }
        _ = evaluateIfReady(symbol, row)
      }
    }
  }

  /// Evaluates a caller's variable's row when every external it names is known: false if not.
  private mutating func evaluateIfReady(_ symbol: Int, _ row: Row) -> Bool {
    var value = row.constant
    for cell in row.cells {
      let named = Int(cell.symbol)
      if kinds[named] == .external {
        if valueStamps[named] == valueEpoch {
          value += cell.coefficient * cachedValues[named]
        } else if rows[named] != nil {
          return false
        }
      } else if let basic = rows[named] {
        value += cell.coefficient * basic.constant
      }
    }
    cachedValues[symbol] = value
    valueStamps[symbol] = valueEpoch
    return true
  }
}
