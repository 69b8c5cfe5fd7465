import Foundation
import ViewCore

/// The Mandelbrot set as a 32768×32768 image, far beyond any texture, made tile by tile on
/// demand: smooth (continuous escape-time) colouring, and a 16×16 grid with "C<column> R<row>"
/// labels burnt in so the position stays readable at every zoom. Immutable, so thread-safe.
final class MandelbrotImageSource: TiledImageSource {
  /// The failure the scene simulates, to show an error tile.
  struct SimulatedFailure: Error, CustomStringConvertible {
    var description: String { "simulated generator failure (the scene shows its error tile on purpose)" }
  }

  let pixelWidth = 32768
  let pixelHeight = 32768
  let tileSize = 256
  /// The tile containing this full-resolution pixel fails at levels 0 to 2 (seen from a zoom of
  /// 1/8 up), to show how a failed tile looks; coarser levels stand in for the rest. Nil makes
  /// every tile.
  let failingPixel: (x: Int, y: Int)?

  /// The complex plane shown: real part −2.25…0.75, imaginary part −1.5…1.5 (the whole set).
  private let planeMinimum = (real: -2.25, imaginary: -1.5)
  private let planeSide = 3.0
  /// Grid cells are 2048 full-resolution pixels: 16 of them across the image.
  private let gridCell = 2048

  /// By default the failing tile is in grid cell C12 R2, right of the set and above the axis.
  init(failingPixel: (x: Int, y: Int)? = (26000, 6000)) {
    self.failingPixel = failingPixel
  }

  func makeTile(level: Int, column: Int, row: Int) throws -> Bitmap {
    let key = TileKey(level: level, column: column, row: row)
    if let failingPixel, level <= 2, key == tile(containing: failingPixel, atLevel: level) {
      throw SimulatedFailure()
    }
    let bounds = levels.pixelBounds(of: key)
    let width = bounds.maxX - bounds.minX
    let height = bounds.maxY - bounds.minY
    // Plane units per pixel of this level; pixels are sampled at their centres.
    let step = planeSide * Double(1 << level) / Double(pixelWidth)
    // Deeper levels show finer filaments, which take more iterations to resolve.
    let maxIterations = 160 + 100 * (levels.coarsest - level)
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    bytes.withUnsafeMutableBufferPointer { buffer in
      for y in 0..<height {
        let imaginary = planeMinimum.imaginary + (Double(bounds.minY + y) + 0.5) * step
        for x in 0..<width {
          let real = planeMinimum.real + (Double(bounds.minX + x) + 0.5) * step
          let colour = shade(real: real, imaginary: imaginary, maxIterations: maxIterations)
          let grid = gridInk(levelX: bounds.minX + x, levelY: bounds.minY + y, level: level)
          let i = 4 * (y * width + x)
          buffer[i] = blend(colour.red, grid)
          buffer[i + 1] = blend(colour.green, grid)
          buffer[i + 2] = blend(colour.blue, grid)
        }
      }
    }
    // The sizes come from the levels, so the byte count always matches.
    return Bitmap(width: width, height: height, bytes: bytes)
      ?? Bitmap(width: 1, height: 1, red: 0, green: 0, blue: 0)
  }

  /// The tile of `level` holding full-resolution pixel `pixel`.
  func tile(containing pixel: (x: Int, y: Int), atLevel level: Int) -> TileKey {
    TileKey(level: level, column: (pixel.x >> level) / tileSize, row: (pixel.y >> level) / tileSize)
  }

  /// The colour of c = real + i·imaginary: black inside the set, else a cosine palette over the
  /// smooth iteration count n + 1 − log₂(log₂|z|), which has no bands between whole counts.
  func shade(real: Double, imaginary: Double, maxIterations: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
    if isInMainBulbs(real: real, imaginary: imaginary) { return (0, 0, 0) }
    var zr = 0.0
    var zi = 0.0
    var iteration = 0
    // A large escape radius (256) makes the smooth count accurate.
    while iteration < maxIterations, zr * zr + zi * zi < 65536 {
      (zr, zi) = (zr * zr - zi * zi + real, 2 * zr * zi + imaginary)
      iteration += 1
    }
    guard iteration < maxIterations else { return (0, 0, 0) }
    let smooth = Double(iteration) + 1 - log2(log2(zr * zr + zi * zi) / 2)
    // Inigo Quilez's cosine palette a + b·cos(2π(t + d)) with a = b = ½, d = (0, 0.1, 0.2).
    let t = sqrt(max(smooth, 0)) * 0.25
    func channel(_ phase: Double) -> UInt8 {
      UInt8(max(0, min(255, 255 * (0.5 + 0.5 * cos(2 * .pi * (t + phase))))))
    }
    return (channel(0), channel(0.1), channel(0.2))
  }

  /// The main cardioid and the period-2 bulb, tested in closed form: most of the set's area,
  /// which would otherwise run to the iteration limit.
  private func isInMainBulbs(real: Double, imaginary: Double) -> Bool {
    let y2 = imaginary * imaginary
    let q = (real - 0.25) * (real - 0.25) + y2
    if q * (q + (real - 0.25)) <= 0.25 * y2 { return true }
    return (real + 1) * (real + 1) + y2 <= 1.0 / 16
  }

  /// How the grid covers a pixel of `level`: 0 not at all, 1 a line or a label's glyph, 2 the
  /// dark box behind a label.
  private func gridInk(levelX: Int, levelY: Int, level: Int) -> Int {
    let cell = gridCell >> level
    guard cell >= 8 else { return 0 }
    let x = levelX % cell
    let y = levelY % cell
    if x == 0 || y == 0 { return 1 }
    // Labels keep roughly one size on screen: 2 to 8 level pixels per font pixel.
    let fontPixel = min(8, max(2, cell / 64))
    let text = GridLabelFont.encode("C\(levelX / cell) R\(levelY / cell)")
    let boxWidth = (GridLabelFont.width(ofGlyphs: text.count) + 2) * fontPixel
    let boxHeight = (GridLabelFont.glyphHeight + 2) * fontPixel
    guard boxWidth + 2 < cell, x - 1 < boxWidth, y - 1 < boxHeight else { return 0 }
    let ink = GridLabelFont.isInk(text, x: (x - 1) / fontPixel - 1, y: (y - 1) / fontPixel - 1)
    return ink ? 1 : 2
  }

  /// A channel with the grid over it: lines and glyphs lightened, label boxes darkened.
  private func blend(_ value: UInt8, _ grid: Int) -> UInt8 {
    switch grid {
    case 1: return UInt8((Int(value) + 3 * 255) / 4)
    case 2: return value / 3
    default: return value
    }
  }
}
