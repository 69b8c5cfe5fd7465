extension Tableau {
  // MARK: Rows that name other rows

  /// Whether `symbol` is a caller's variable with a row (which may name other such rows).
  @inline(__always)
  mutating func isBasicExternal(_ symbol: Int) -> Bool {
    kinds[symbol] == .external && rows[symbol] != nil
  }

  /// The basic external symbols reachable from `row` through rows naming rows, each after every
  /// row that names it (a topological order: depth first, reversed post-order).
  private mutating func reachableExternals(from row: Row) -> [Int] {
    markStamp &+= 1
    var postOrder: [Int] = []
    var stack: [(symbol: Int, next: Int)] = []
    func visit(_ symbol: Int) {
      guard isBasicExternal(symbol), marks[symbol] != markStamp else { return }
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
    let order = reachableExternals(from: row)
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
    // Most of what was touched cancels or was written out (in a deep nesting of stack views,
    // ~120 symbols touched for ~9 kept): only what is kept is sorted.
    var kept = 0
    for symbol in touched {
      let value = sums[symbol]
      sums[symbol] = 0
      guard rows[symbol] == nil, !Row.isNearZero(value) else { continue }
      touched[kept] = symbol
      sums[symbol] = value
      kept += 1
    }
    touched.removeLast(touched.count - kept)
    touched.sort()
    var cells: [Cell] = []
    cells.reserveCapacity(kept)
    for symbol in touched {
      cells.append(Cell(symbol: Int32(symbol), coefficient: sums[symbol]))
      sums[symbol] = 0
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
    rebuildIfNeeded()
    if sweptEpoch != valueEpoch { sweep() }
    if values.count != variables.count { values = Array(repeating: 0, count: variables.count) }
    // After the sweep every caller's variable's value is in `cachedValues`: one load each.
    let count = rows.count
    for index in variables.indices {
      let symbol = variables[index].id
      if symbol <= 0 || symbol >= count {
        values[index] = 0
      } else if kinds[symbol] == .external {
        values[index] = cachedValues[symbol]
      } else {
        values[index] = rows[symbol]?.constant ?? 0
      }
    }
  }

  /// Evaluates every caller's variable that has a row, in id order; a row naming a variable not
  /// yet known has that one evaluated first (depth first, on a stack: rows naming rows never
  /// name each other in a circle). The rows are read in place — no row is copied, nothing is
  /// retained — so a view's handful of cells costs a handful of loads.
  private mutating func sweep() {
    sweptEpoch = valueEpoch
    let epoch = valueEpoch
    var stack: [Int] = []
    kinds.withUnsafeBufferPointer { kinds in
      rows.withUnsafeBufferPointer { rows in
        valueStamps.withUnsafeMutableBufferPointer { stamps in
          cachedValues.withUnsafeMutableBufferPointer { values in
            let base = rows.baseAddress!
            for symbol in 1..<rows.count where kinds[symbol] == .external && stamps[symbol] != epoch {
              // The row being evaluated; `stack` holds the rows waiting for it (empty as a rule).
              var top = symbol
              while true {
                let slot = base + top
                var value = 0.0
                var waiting = 0
                if slot.pointee != nil {
                  value = slot.pointee!.constant
                  let count = slot.pointee!.cells.count
                  for index in 0..<count {
                    let cell = slot.pointee!.cells[index]
                    let named = Int(cell.symbol)
                    if kinds[named] == .external {
                      if stamps[named] == epoch {
                        value += cell.coefficient * values[named]
                      } else if (base + named).pointee != nil {
                        waiting = named
                        break
                      }
                    } else if let constant = (base + named).pointee?.constant {
                      value += cell.coefficient * constant
                    }
                  }
                }
                if waiting != 0 {
                  stack.append(top)
                  top = waiting
                  continue
                }
                values[top] = value
                stamps[top] = epoch
                guard let next = stack.popLast() else { break }
                top = next
              }
            }
          }
        }
      }
    }
  }
}
