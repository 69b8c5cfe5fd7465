import Foundation

/// One tile of a tiled image: its level of detail (0 = full resolution, each level above halves
/// both sides) and its column and row in that level's grid, counted from the top left.
public struct TileKey: Hashable, Sendable, CustomStringConvertible {
  public var level: Int
  public var column: Int
  public var row: Int

  public init(level: Int, column: Int, row: Int) {
    self.level = level
    self.column = column
    self.row = row
  }

  /// The tile `levels` coarser that contains this one (`levels` ≥ 0).
  public func ancestor(levelsUp levels: Int) -> TileKey {
    TileKey(level: level + levels, column: column >> levels, row: row >> levels)
  }

  public var description: String { "level \(level) column \(column) row \(row)" }
}
