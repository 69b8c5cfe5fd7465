extension Tableau {
  // MARK: Rows that name other rows

  /// Whether `symbol` is a caller's variable with a row (which may name other such rows).
  @inline(__always)
  mutating func isBasicExternal(_ symbol: Int) -> Bool {
    kinds[symbol] == .external && rows[symbol] != nil
  }

  /// The basic external symbols reachable from `row` through rows naming rows, each after every
  /// row that names it (a topological order: depth first, reversed post-order), into `postOrder`
  /// (emptied first). The walk reads the rows in place and keeps its stack between calls: in a
  /// deep nesting this runs for most constraints entered, over a path as long as the nesting.
  private mutating func reachableExternals(from row: Row, into postOrder: inout [Int]) {
    markStamp &+= 1
    postOrder.removeAll(keepingCapacity: true)
    var stack: [(symbol: Int, next: Int)] = []
    swap(&stack, &expansionStack)
    defer {
      stack.removeAll(keepingCapacity: true)
      swap(&stack, &expansionStack)
    }
    let stamp = markStamp
    marks.withUnsafeMutableBufferPointer { marks in
      rows.withUnsafeBufferPointer { rows in
        kinds.withUnsafeBufferPointer { kinds in
          namedRows.withUnsafeBufferPointer { namedRows in
            let base = rows.baseAddress!
            let listBase = namedRows.baseAddress!
            /// True (and marked) for a basic external symbol not met yet.
            func isNew(_ symbol: Int) -> Bool {
              guard kinds[symbol] == .external, (base + symbol).pointee != nil, marks[symbol] != stamp else {
                return false
              }
              marks[symbol] = stamp
              return true
            }
            for cell in row.cells {
              let start = Int(cell.symbol)
              guard isNew(start) else { continue }
              stack.append((start, 0))
              while let (symbol, next) = stack.last {
                let slot = base + symbol
                // A written-out row's list of the rows it names (read in place), or its cells.
                let listed = listBase + symbol
                if next < listed.pointee?.count ?? slot.pointee!.cells.count {
                  walkedSteps &+= 1
                  stack[stack.count - 1].next = next + 1
                  let named = listed.pointee.map { Int($0[next]) } ?? Int(slot.pointee!.cells[next].symbol)
                  if isNew(named) { stack.append((named, 0)) }
                } else {
                  stack.removeLast()
                  postOrder.append(symbol)
                }
              }
            }
          }
        }
      }
    }
  }

  /// `row` with every basic symbol replaced by its row, through any depth of rows naming rows:
  /// in terms of non-basic symbols only (what a restricted row and the objective must be).
  mutating func expanded(_ row: Row) -> Row {
    guard row.cells.contains(where: { rows[Int($0.symbol)] != nil }) else { return row }
    // Scratch lists kept between calls (taken out while in use): no allocation per expansion.
    var order: [Int] = []
    var touched: [Int] = []
    swap(&order, &expansionOrder)
    swap(&touched, &expansionTouched)
    defer {
      order.removeAll(keepingCapacity: true)
      touched.removeAll(keepingCapacity: true)
      swap(&order, &expansionOrder)
      swap(&touched, &expansionTouched)
    }
    reachableExternals(from: row, into: &order)
    var constant = row.constant
    var kept = 0
    // The sums by symbol, the rows and the kinds through pointers: the loops below run over every
    // cell of every row an expansion reaches, and an array's checks on each access would double them.
    sums.withUnsafeMutableBufferPointer { sums in
      rows.withUnsafeBufferPointer { rows in
        kinds.withUnsafeBufferPointer { kinds in
          let base = rows.baseAddress!
          func accumulate(_ symbol: Int, _ value: Double) {
            let before = sums[symbol]
            if before == 0 { touched.append(symbol) }
            let sum = before + value
            sums[symbol] = sum == 0 ? .leastNonzeroMagnitude : sum
          }
          /// Replaces `symbol` (basic, its share in `sums` complete) by its row, read in place.
          func replace(_ symbol: Int) {
            let share = sums[symbol]
            // Cancelled (a view's left edge in its width, `right − left`) or never reached (its
            // share left at zero, as the sums must be after): nothing of its row is left to add,
            // and in a deep nesting the rows it names lead up to the root.
            guard !Row.isNearZero(share) else { return }
            sums[symbol] = .leastNonzeroMagnitude
            replacedByExpansions &+= 1
            let slot = base + symbol
            constant += share * slot.pointee!.constant
            let count = slot.pointee!.cells.count
            for index in 0..<count {
              let cell = slot.pointee!.cells[index]
              accumulate(Int(cell.symbol), cell.coefficient * share)
            }
          }
          for cell in row.cells { accumulate(Int(cell.symbol), cell.coefficient) }
          // Parents before children: a row's share is complete when its turn comes.
          for symbol in order.reversed() { replace(symbol) }
          // Restricted rows are written out already: one step each (those touched so far).
          let touchedByExternals = touched.count
          for index in 0..<touchedByExternals {
            let symbol = touched[index]
            if (base + symbol).pointee != nil, kinds[symbol] != .external { replace(symbol) }
          }
          // Most of what was touched cancels or was written out (in a deep nesting of stack views,
          // ~120 symbols touched for ~9 kept): only what is kept is sorted.
          for index in 0..<touched.count {
            let symbol = touched[index]
            let value = sums[symbol]
            sums[symbol] = 0
            guard (base + symbol).pointee == nil, !Row.isNearZero(value) else { continue }
            touched[kept] = symbol
            sums[symbol] = value
            kept += 1
          }
        }
      }
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
