import Foundation

/// A request for one tile of one source. Two requests are equal when they ask the same source
/// (by identity) for the same tile.
public struct TileRequest: Equatable, Sendable, CustomStringConvertible {
  public let key: TileKey
  public let source: any TiledImageSource

  public init(key: TileKey, source: any TiledImageSource) {
    self.key = key
    self.source = source
  }

  /// Makes the tile, here and now.
  public func run() -> Result<Bitmap, any Error> {
    Result { try source.makeTile(level: key.level, column: key.column, row: key.row) }
  }

  public static func == (lhs: TileRequest, rhs: TileRequest) -> Bool {
    lhs.key == rhs.key && lhs.source === rhs.source
  }

  public var description: String { "tile \(key)" }
}
