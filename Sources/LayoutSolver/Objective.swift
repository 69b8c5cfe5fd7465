/// What the solver minimises: the errors of optional constraints, level by level. A level is a
/// priority; a higher priority's errors are minimised first and a lower one's only among the
/// solutions that leave the higher ones as small as they can be (lexicographic order, Auto
/// Layout's "higher priorities are satisfied before lower ones"), so no number of broken
/// low-priority constraints outweighs one of higher priority.
///
/// Each level is a dense vector indexed by symbol id with a list of the symbols that may be
/// non-zero: an error's coefficient is found without a search, and the objective is updated in
/// place, never rebuilt.
struct Objective {
  struct Level {
    var priority: Float
    var constant: Double = 0
    /// By symbol id; zero past the end.
    var coefficients: [Double] = []
    /// Symbols whose coefficient may be non-zero (a symbol may be listed twice, or be zero by
    /// now: `compact` tidies the list when it has grown to twice what is live).
    var listed: [Int32] = []
    var live = 0

    func coefficient(of symbol: Int) -> Double {
      symbol < coefficients.count ? coefficients[symbol] : 0
    }

    mutating func add(_ symbol: Int, _ value: Double) {
      if symbol >= coefficients.count {
        coefficients.append(
          contentsOf: repeatElement(0, count: max(symbol + 1, coefficients.count * 2) - coefficients.count))
      }
      let old = coefficients[symbol]
      var new = old + value
      if Row.isNearZero(new) { new = 0 }
      coefficients[symbol] = new
      if old == 0, new != 0 {
        listed.append(Int32(symbol))
        live += 1
      } else if old != 0, new == 0 {
        live -= 1
      }
      if listed.count > 2 * live + 32 { compact() }
    }

    mutating func add(_ row: Row, _ factor: Double) {
      constant += row.constant * factor
      for cell in row.cells { add(Int(cell.symbol), cell.coefficient * factor) }
    }

    mutating func compact() {
      var seen = Set<Int32>()
      listed = listed.filter { coefficients[Int($0)] != 0 && seen.insert($0).inserted }
    }
  }

  /// The levels, highest priority first.
  private(set) var levels: [Level] = []

  init() {}

  /// An objective of one level (the artificial objective of `addWithArtificialVariable`).
  init(single row: Row) {
    var level = Level(priority: 1)
    level.add(row, 1)
    levels = [level]
  }

  /// Adds `coefficient × symbol` to the level of `priority`, creating it when new.
  mutating func insert(_ symbol: Int, _ coefficient: Double, priority: Float) {
    levels[index(of: priority)].add(symbol, coefficient)
  }

  /// Adds `coefficient × row` to the level of `priority`.
  mutating func insert(_ row: Row, _ coefficient: Double, priority: Float) {
    levels[index(of: priority)].add(row, coefficient)
  }

  func contains(_ symbol: Int) -> Bool {
    levels.contains { $0.coefficient(of: symbol) != 0 }
  }

  mutating func substitute(_ symbol: Int, by row: Row) {
    for index in levels.indices {
      let coefficient = levels[index].coefficient(of: symbol)
      guard coefficient != 0 else { continue }
      levels[index].add(symbol, -coefficient)
      levels[index].add(row, coefficient)
    }
  }

  mutating func remove(_ symbol: Int) {
    for index in levels.indices {
      let coefficient = levels[index].coefficient(of: symbol)
      if coefficient != 0 { levels[index].add(symbol, -coefficient) }
    }
  }

  /// The constant of the only level (for the artificial objective).
  var firstConstant: Double { levels.first?.constant ?? 0 }

  /// A symbol whose increase lowers the objective, or nil at the optimum: the first level (from
  /// the highest) with a non-zero coefficient for it has a negative one. Dummy symbols never
  /// enter. The lowest such symbol id is taken, so that ties break the same way every time.
  func enteringSymbol(kinds: [SymbolKind]) -> Int? {
    var best: Int?
    for (depth, level) in levels.enumerated() {
      for listed in level.listed {
        let symbol = Int(listed)
        if let current = best, symbol >= current { continue }
        guard level.coefficients[symbol] < 0, kinds[symbol] != .dummy else { continue }
        if levels[..<depth].allSatisfy({ $0.coefficient(of: symbol) == 0 }) { best = symbol }
      }
    }
    return best
  }

  /// The coefficients of `symbol`, level by level.
  func coefficients(of symbol: Int) -> [Double] {
    levels.map { $0.coefficient(of: symbol) }
  }

  /// Lexicographic comparison of two vectors of one length: -1, 0 or 1.
  static func compare(_ a: [Double], _ b: [Double]) -> Int {
    for (x, y) in zip(a, b) where !Row.isNearZero(x - y) { return x < y ? -1 : 1 }
    return 0
  }

  private mutating func index(of priority: Float) -> Int {
    if let index = levels.firstIndex(where: { $0.priority == priority }) { return index }
    let index = levels.firstIndex { $0.priority < priority } ?? levels.count
    levels.insert(Level(priority: priority), at: index)
    return index
  }
}
