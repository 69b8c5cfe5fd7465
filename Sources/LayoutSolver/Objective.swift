/// What the solver minimises: the errors of optional constraints, level by level. A level is a
/// priority; a higher priority's errors are minimised first and a lower one's only among the
/// solutions that leave the higher ones as small as they can be (lexicographic order, Auto
/// Layout's "higher priorities are satisfied before lower ones"), so no number of broken
/// low-priority constraints outweighs one of higher priority.
struct Objective {
  /// The levels, highest priority first.
  private(set) var levels: [(priority: Float, row: Row)] = []

  init() {}

  /// An objective of one level (the artificial objective of `addWithArtificialVariable`).
  init(single row: Row) { levels = [(1, row)] }

  var isEmpty: Bool { levels.isEmpty }

  /// Adds `coefficient × symbol` to the level of `priority`, creating it when new.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double, priority: Float) {
    levels[index(of: priority)].row.insert(symbol, coefficient)
  }

  /// Adds `coefficient × row` to the level of `priority`.
  mutating func insert(_ row: Row, _ coefficient: Double, priority: Float) {
    levels[index(of: priority)].row.insert(row, coefficient)
  }

  mutating func substitute(_ symbol: Symbol, by row: Row) {
    for index in levels.indices { levels[index].row.substitute(symbol, by: row) }
  }

  mutating func remove(_ symbol: Symbol) {
    for index in levels.indices { levels[index].row.remove(symbol) }
  }

  /// The constant of the only level (for the artificial objective).
  var firstConstant: Double { levels.first?.row.constant ?? 0 }

  /// A symbol whose increase lowers the objective, or nil at the optimum: the first level (from
  /// the highest) with a negative coefficient for it, no higher level with a positive one. Dummy
  /// symbols never enter. The lowest such symbol id is taken, so that ties break the same way
  /// every time.
  func enteringSymbol() -> Symbol? {
    var candidates: Set<Symbol> = []
    for level in levels {
      for (symbol, value) in level.row.cells where value < 0 && symbol.kind != .dummy { candidates.insert(symbol) }
    }
    let zero = [Double](repeating: 0, count: levels.count)
    return candidates.filter { Objective.compare(coefficients(of: $0), zero) < 0 }.min()
  }

  /// The coefficients of `symbol`, level by level.
  func coefficients(of symbol: Symbol) -> [Double] {
    levels.map { $0.row.coefficient(of: symbol) }
  }

  /// Lexicographic comparison of two vectors of one length: -1, 0 or 1.
  static func compare(_ a: [Double], _ b: [Double]) -> Int {
    for (x, y) in zip(a, b) where !Row.isNearZero(x - y) { return x < y ? -1 : 1 }
    return 0
  }

  private mutating func index(of priority: Float) -> Int {
    if let index = levels.firstIndex(where: { $0.priority == priority }) { return index }
    let index = levels.firstIndex { $0.priority < priority } ?? levels.count
    levels.insert((priority, Row()), at: index)
    return index
  }
}
