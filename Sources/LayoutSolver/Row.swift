/// One of the tableau's unknowns: a variable of the caller's, or one the solver adds for a
/// constraint (a slack for an inequality, an error for an optional constraint, a dummy marking a
/// required equality).
struct Symbol: Hashable, Comparable {
  enum Kind: UInt8 {
    case external, slack, error, dummy
  }

  let id: Int
  let kind: Kind

  /// Slack and error symbols may enter the basis during optimisation; dummies never do, and
  /// external variables are unrestricted (never chosen as a leaving row's basic symbol).
  var isPivotable: Bool { kind == .slack || kind == .error }

  static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
}

/// A linear row of the tableau: `constant + Σ coefficient × symbol`. Once solved for its basic
/// symbol it reads `basic = constant + Σ …`; before that, the whole row equals zero.
struct Row {
  var constant: Double
  var cells: [Symbol: Double]

  init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
    self.constant = constant
    self.cells = cells
  }

  /// Coefficients this close to zero are dropped, so that cancelled terms leave the row.
  static let epsilon = 1.0e-8

  static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient × symbol`, dropping the term when it cancels.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let sum = (cells[symbol] ?? 0) + coefficient
    if Row.isNearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
  }

  /// Adds `coefficient × row`.
  mutating func insert(_ row: Row, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
  }

  mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

  mutating func reverseSign() {
    constant = -constant
    for key in cells.keys { cells[key] = -cells[key]! }
  }

  /// Rewrites `0 = row` as `symbol = …` (the symbol leaves the cells).
  mutating func solve(for symbol: Symbol) {
    let factor = -1 / (cells.removeValue(forKey: symbol) ?? 1)
    constant *= factor
    for key in cells.keys { cells[key] = cells[key]! * factor }
  }

  /// Rewrites `lhs = row` (lhs basic) as `rhs = …`.
  mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row`'s expression for it.
  mutating func substitute(_ symbol: Symbol, by row: Row) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    insert(row, coefficient)
  }
}
