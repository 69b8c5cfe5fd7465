import Foundation

/// A block of tiles of one level: the columns and rows that cover some rect.
public struct TileRange: Hashable, Sendable, CustomStringConvertible {
  public var level: Int
  public var columns: Range<Int>
  public var rows: Range<Int>

  public init(level: Int, columns: Range<Int>, rows: Range<Int>) {
    self.level = level
    self.columns = columns
    self.rows = rows
  }

  /// How many tiles the block holds.
  public var count: Int { columns.count * rows.count }

  public var isEmpty: Bool { columns.isEmpty || rows.isEmpty }

  /// The tiles, row by row from the top left.
  public var keys: [TileKey] {
    rows.flatMap { row in columns.map { TileKey(level: level, column: $0, row: row) } }
  }

  /// The tiles ordered nearest the block's centre first, so what the eye looks at arrives first.
  public var keysFromCentre: [TileKey] {
    let centreColumn = Double(columns.lowerBound + columns.upperBound - 1) / 2
    let centreRow = Double(rows.lowerBound + rows.upperBound - 1) / 2
    func distance(_ key: TileKey) -> Double {
      let dx = Double(key.column) - centreColumn
      let dy = Double(key.row) - centreRow
      return dx * dx + dy * dy
    }
    // Stable on ties (row-major order), so the order is the same on every run.
    return keys.enumerated()
      .sorted { (distance($0.element), $0.offset) < (distance($1.element), $1.offset) }
      .map(\.element)
  }

  public var description: String {
    "level \(level) columns \(columns.lowerBound)..<\(columns.upperBound)"
      + " rows \(rows.lowerBound)..<\(rows.upperBound)"
  }
}
