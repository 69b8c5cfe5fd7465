/// A slow, plain linear program solver for the property tests: minimise `cost · z` subject to
/// `rows · z = rhs`, `z ≥ 0`, by the two-phase simplex on a dense tableau with Bland's rule (the
/// lowest index enters and, on a tie, leaves), so it cannot cycle. Nothing of the solver under
/// test is shared: no sparse rows, no objective levels, no incremental updates.
struct DenseSimplex {
  var rows: [[Double]] = []
  var rhs: [Double] = []
  var cost: [Double]

  /// Tolerance of this reference (a choice of the tests: well below the integer data they use).
  static let tolerance = 1e-9

  init(columns: Int) { cost = [Double](repeating: 0, count: columns) }

  mutating func addRow(_ coefficients: [Double], equals value: Double) {
    rows.append(coefficients)
    rhs.append(value)
  }

  /// The optimal `z`, or nil when no `z` meets the rows.
  func minimize() -> [Double]? {
    let m = rows.count
    let n = cost.count
    var table = Table(rows: m, columns: n + m + 1)
    for index in 0..<m {
      let sign: Double = rhs[index] < 0 ? -1 : 1
      for column in 0..<n { table[index, column] = sign * rows[index][column] }
      table[index, n + index] = 1
      table[index, n + m] = sign * rhs[index]
    }
    var basis = (0..<m).map { n + $0 }
    var firstCost = [Double](repeating: 0, count: n + m)
    for index in 0..<m { firstCost[n + index] = 1 }
    Self.run(&table, &basis, cost: firstCost, columns: n + m)
    var remaining = 0.0
    for index in 0..<m where basis[index] >= n { remaining += table[index, n + m] }
    guard remaining < 1e-7 else { return nil }
    for index in 0..<m where basis[index] >= n {
      if let column = (0..<n).first(where: { abs(table[index, $0]) > 1e-9 }) {
        Self.pivot(&table, &basis, row: index, column: column)
      }
    }
    Self.run(&table, &basis, cost: cost + [Double](repeating: 0, count: m), columns: n)
    var z = [Double](repeating: 0, count: n)
    for index in 0..<m where basis[index] < n { z[basis[index]] = table[index, n + m] }
    return z
  }

  /// A dense matrix in one array, row after row.
  struct Table {
    let rows: Int
    let columns: Int
    var entries: [Double]

    init(rows: Int, columns: Int) {
      self.rows = rows
      self.columns = columns
      entries = [Double](repeating: 0, count: rows * columns)
    }

    subscript(row: Int, column: Int) -> Double {
      get { entries[row * columns + column] }
      set { entries[row * columns + column] = newValue }
    }
  }

  private static func run(_ table: inout Table, _ basis: inout [Int], cost: [Double], columns: Int) {
    let last = table.columns - 1
    while true {
      var isBasic = [Bool](repeating: false, count: table.columns)
      for column in basis { isBasic[column] = true }
      var entering: Int?
      for column in 0..<columns where !isBasic[column] {
        var reduced = cost[column]
        for index in basis.indices { reduced -= cost[basis[index]] * table[index, column] }
        if reduced < -tolerance {
          entering = column
          break
        }
      }
      guard let column = entering else { return }
      var leaving: (ratio: Double, row: Int)?
      for index in 0..<table.rows where table[index, column] > tolerance {
        let ratio = table[index, last] / table[index, column]
        if let best = leaving,
          ratio > best.ratio + tolerance || (abs(ratio - best.ratio) <= tolerance && basis[index] > basis[best.row])
        {
          continue
        }
        leaving = (ratio, index)
      }
      guard let (_, row) = leaving else { return }  // unbounded: the tests' objectives are bounded below by 0
      pivot(&table, &basis, row: row, column: column)
    }
  }

  private static func pivot(_ table: inout Table, _ basis: inout [Int], row: Int, column: Int) {
    let width = table.columns
    let count = table.rows
    table.entries.withUnsafeMutableBufferPointer { entries in
      let factor = entries[row * width + column]
      for entry in 0..<width { entries[row * width + entry] /= factor }
      for index in 0..<count where index != row {
        let times = entries[index * width + column]
        guard times != 0 else { continue }
        for entry in 0..<width { entries[index * width + entry] -= times * entries[row * width + entry] }
      }
    }
    basis[row] = column
  }
}
