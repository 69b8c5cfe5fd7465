/// What one of the tableau's unknowns is: a variable of the caller's, or one the solver adds for
/// a constraint (a slack for an inequality, an error for an optional constraint, a dummy marking
/// a required equality).
enum SymbolKind: UInt8 {
  case external, slack, error, dummy

  /// Slack and error symbols may enter the basis as a constraint's subject; dummies never do,
  /// and external variables are unrestricted (never chosen as a leaving row's basic symbol).
  var isPivotable: Bool { self == .slack || self == .error }
}

/// One term of a row: a symbol, by its dense id, and its coefficient.
struct Cell {
  var symbol: Int32
  var coefficient: Double
}

/// A linear row of the tableau: `constant + Σ coefficient × symbol`, its cells sorted by symbol
/// id (a sparse vector: lookups are binary searches, sums are merges, nothing is hashed). Once
/// solved for its basic symbol it reads `basic = constant + Σ …`; before that, the whole row
/// equals zero.
struct Row {
  var constant: Double
  var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// Coefficients this close to zero are dropped, so that cancelled terms leave the row (the
  /// tolerance of Cassowary's reference implementations, a choice of theirs this project keeps).
  static let epsilon = 1.0e-8

  static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  /// Where `symbol` is, or where it would go.
  func position(of symbol: Int32) -> (found: Bool, index: Int) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) / 2
      let here = cells[middle].symbol
      if here == symbol { return (true, middle) }
      if here < symbol { low = middle + 1 } else { high = middle }
    }
    return (false, low)
  }

  func coefficient(of symbol: Int) -> Double {
    let (found, index) = position(of: Int32(symbol))
    return found ? cells[index].coefficient : 0
  }

  func contains(_ symbol: Int) -> Bool { position(of: Int32(symbol)).found }

  /// Adds `coefficient × symbol`, dropping the term when it cancels; true when a cell was made.
  @discardableResult
  mutating func insert(_ symbol: Int, _ coefficient: Double = 1) -> Bool {
    let (found, index) = position(of: Int32(symbol))
    if found {
      let sum = cells[index].coefficient + coefficient
      if Row.isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
      return false
    }
    guard !Row.isNearZero(coefficient) else { return false }
    cells.insert(Cell(symbol: Int32(symbol), coefficient: coefficient), at: index)
    return true
  }

  /// Adds `factor × row`; the symbols of cells it makes are appended to `added`.
  mutating func add(_ row: Row, times factor: Double, added: inout [Int32]) {
    constant += row.constant * factor
    let other = row.cells
    if other.isEmpty { return }
    if other.count == 1 {
      if insert(Int(other[0].symbol), other[0].coefficient * factor) { added.append(other[0].symbol) }
      return
    }
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.count)
    var i = 0
    var j = 0
    let mine = cells
    while i < mine.count, j < other.count {
      let a = mine[i]
      let b = other[j]
      if a.symbol < b.symbol {
        merged.append(a)
        i += 1
      } else if a.symbol > b.symbol {
        let value = b.coefficient * factor
        if !Row.isNearZero(value) {
          merged.append(Cell(symbol: b.symbol, coefficient: value))
          added.append(b.symbol)
        }
        j += 1
      } else {
        let value = a.coefficient + b.coefficient * factor
        if !Row.isNearZero(value) { merged.append(Cell(symbol: a.symbol, coefficient: value)) }
        i += 1
        j += 1
      }
    }
    while i < mine.count {
      merged.append(mine[i])
      i += 1
    }
    while j < other.count {
      let value = other[j].coefficient * factor
      if !Row.isNearZero(value) {
        merged.append(Cell(symbol: other[j].symbol, coefficient: value))
        added.append(other[j].symbol)
      }
      j += 1
    }
    cells = merged
  }

  mutating func remove(_ symbol: Int) {
    let (found, index) = position(of: Int32(symbol))
    if found { cells.remove(at: index) }
  }

  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Rewrites `0 = row` as `symbol = …` (the symbol leaves the cells).
  mutating func solve(for symbol: Int) {
    let (found, index) = position(of: Int32(symbol))
    var factor = -1.0
    if found {
      factor = -1 / cells[index].coefficient
      cells.remove(at: index)
    }
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Rewrites `lhs = row` (lhs basic) as `rhs = …`.
  mutating func solve(for lhs: Int, _ rhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row`'s expression for it; the symbols of cells made go to `added`.
  mutating func substitute(_ symbol: Int, by row: Row, added: inout [Int32]) {
    let (found, index) = position(of: Int32(symbol))
    guard found else { return }
    let coefficient = cells[index].coefficient
    cells.remove(at: index)
    add(row, times: coefficient, added: &added)
  }
}
