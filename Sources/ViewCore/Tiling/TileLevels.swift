import Foundation

/// The levels of detail of a tiled image, as `CATiledLayer` keeps them: level 0 is the full
/// resolution; each level above halves both sides (rounding up) until the whole image fits in one
/// tile. Tile `(column, row)` of a level covers that level's pixels
/// `[column × tileSize, (column + 1) × tileSize)` across and likewise down, cut to the level's size.
public struct TileLevels: Hashable, Sendable {
  /// The full-resolution width, in pixels.
  public let width: Int
  /// The full-resolution height, in pixels.
  public let height: Int
  /// The side of a tile, in pixels.
  public let tileSize: Int
  /// How many levels there are; the coarsest is `count − 1`.
  public let count: Int

  /// Sides below 1 pixel are taken as 1.
  public init(width: Int, height: Int, tileSize: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
    self.tileSize = max(1, tileSize)
    var level = 0
    let longest = max(self.width, self.height)
    // ⌈longest / 2^level⌉ without overflow; the shift stays below the bit width (62, a choice of
    // this project that leaves headroom in a 64-bit Int).
    while level < 62, (longest - 1) >> level + 1 > self.tileSize { level += 1 }
    count = level + 1
  }

  /// The coarsest level: the whole image in a single tile.
  public var coarsest: Int { count - 1 }

  /// The bytes one full tile occupies (4 per pixel).
  public var tileBytes: Int { tileSize * tileSize * 4 }

  /// The size of `level` in its own pixels: the full size divided by 2^level, rounded up.
  public func size(ofLevel level: Int) -> (width: Int, height: Int) {
    let level = clamped(level)
    return ((width - 1) >> level + 1, (height - 1) >> level + 1)
  }

  /// The columns of `level`'s grid.
  public func columns(atLevel level: Int) -> Int { (size(ofLevel: level).width + tileSize - 1) / tileSize }

  /// The rows of `level`'s grid.
  public func rows(atLevel level: Int) -> Int { (size(ofLevel: level).height + tileSize - 1) / tileSize }

  /// The level whose tiles a view should draw when one full-resolution pixel covers `scale` screen
  /// pixels (zoom scale × screen scale): the coarsest level with at least that resolution, that is
  /// ⌊−log₂ scale⌋ clamped to the levels. Scales of 1 and above get level 0; non-finite or
  /// non-positive ones the coarsest.
  public func level(forScale scale: CGFloat) -> Int {
    guard scale.isFinite, scale > 0 else { return coarsest }
    guard scale < 1 else { return 0 }
    // The tolerance keeps exact powers of two (1/32 → 5) from landing a level finer by rounding; its
    // size is a choice of this project, far above rounding error and far below a level.
    let level = (-log2(Double(scale)) + 1e-9).rounded(.down)
    return min(Int(level), coarsest)
  }

  /// The pixels of `level` that `key` covers, as half-open bounds in that level's pixels.
  public func pixelBounds(of key: TileKey) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
    let size = size(ofLevel: key.level)
    let minX = min(max(key.column, 0) * tileSize, size.width)
    let minY = min(max(key.row, 0) * tileSize, size.height)
    return (minX, minY, min(minX + tileSize, size.width), min(minY + tileSize, size.height))
  }

  /// The size of `key`'s bitmap: a full tile, or less at the right and bottom edges.
  public func pixelSize(of key: TileKey) -> (width: Int, height: Int) {
    let b = pixelBounds(of: key)
    return (b.maxX - b.minX, b.maxY - b.minY)
  }

  /// Where `key` goes in a view whose bounds of `boundsSize` points show the whole image. Every
  /// edge comes from an integer grid line through the same formula, so neighbouring tiles share
  /// their edges exactly: no seams, no overlaps.
  public func rect(of key: TileKey, inBoundsOfSize boundsSize: CGSize) -> CGRect {
    let b = pixelBounds(of: key)
    let factor = 1 << clamped(key.level)
    let minX = edge(b.minX * factor, of: width, length: boundsSize.width)
    let maxX = edge(b.maxX * factor, of: width, length: boundsSize.width)
    let minY = edge(b.minY * factor, of: height, length: boundsSize.height)
    let maxY = edge(b.maxY * factor, of: height, length: boundsSize.height)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The tiles of `level` that `rect` (points of bounds of `boundsSize`, showing the whole image)
  /// touches; empty when the rect is empty or outside the image.
  public func range(covering rect: CGRect, inBoundsOfSize boundsSize: CGSize, level: Int) -> TileRange {
    let level = clamped(level)
    let empty = TileRange(level: level, columns: 0..<0, rows: 0..<0)
    guard !rect.isNull, !rect.isEmpty, boundsSize.width > 0, boundsSize.height > 0,
      rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
    else { return empty }
    // A tile's span in bounds points along each axis.
    let pixels = CGFloat(tileSize) * CGFloat(sign: .plus, exponent: level, significand: 1)
    let spanX = pixels * boundsSize.width / CGFloat(width)
    let spanY = pixels * boundsSize.height / CGFloat(height)
    let columns = span(rect.minX, rect.maxX, step: spanX, limit: columns(atLevel: level))
    let rows = span(rect.minY, rect.maxY, step: spanY, limit: rows(atLevel: level))
    guard !columns.isEmpty, !rows.isEmpty else { return empty }
    return TileRange(level: level, columns: columns, rows: rows)
  }

  private func clamped(_ level: Int) -> Int { min(max(level, 0), coarsest) }

  /// A full-resolution pixel coordinate (cut to the image) in bounds points.
  private func edge(_ pixel: Int, of total: Int, length: CGFloat) -> CGFloat {
    CGFloat(min(pixel, total)) * length / CGFloat(total)
  }

  /// The grid cells of size `step` that `[low, high)` touches, within `0..<limit`. Edges within
  /// a millionth of a cell of a grid line count as on it, so a rect ending at a tile boundary does
  /// not pull in the next tile through rounding (the millionth is a choice of this project).
  private func span(_ low: CGFloat, _ high: CGFloat, step: CGFloat, limit: Int) -> Range<Int> {
    let tolerance = 1e-6
    let first = (Double(low / step) + tolerance).rounded(.down)
    let last = (Double(high / step) - tolerance).rounded(.up)
    let lower = Int(min(max(first, 0), Double(limit)))
    let upper = Int(min(max(last, 0), Double(limit)))
    return lower < upper ? lower..<upper : 0..<0
  }
}
