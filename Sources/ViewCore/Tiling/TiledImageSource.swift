import Foundation

/// Where a tiled image's pixels come from: a generator or a decoder that can make any tile of any
/// level on its own. `UITiledImageView` calls `makeTile` on worker threads, several at once, so
/// implementations must be thread-safe (immutable state is the easy way).
public protocol TiledImageSource: AnyObject, Sendable {
  /// The full-resolution image's width, in pixels.
  var pixelWidth: Int { get }
  /// The full-resolution image's height, in pixels.
  var pixelHeight: Int { get }
  /// The side of a tile, in pixels, at every level (edge tiles are cut to the image).
  var tileSize: Int { get }

  /// The pixels of one tile: `levels.pixelSize(of: key)` of them, showing the image at level
  /// `level` (each of its pixels covers 2^level full-resolution pixels per side).
  /// - Throws: whatever stops the tile being made; the view shows an error tile in its place.
  func makeTile(level: Int, column: Int, row: Int) throws -> Bitmap
}

extension TiledImageSource {
  /// The levels of detail this source's image has.
  public var levels: TileLevels {
    TileLevels(width: pixelWidth, height: pixelHeight, tileSize: tileSize)
  }
}
