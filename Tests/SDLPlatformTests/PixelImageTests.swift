import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Images whose pixels are in memory (`UIImage.Source.pixels`), drawn through real SDL.
@MainActor
final class PixelImageTests: XCTestCase {
  /// A bitmap from 0xRRGGBBAA values, row by row.
  private func bitmap(width: Int, height: Int, _ colors: [UInt32]) throws -> Bitmap {
    let bytes = colors.flatMap { c in
      [UInt8(c >> 24), UInt8(c >> 16 & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c & 0xFF)]
    }
    return try XCTUnwrap(Bitmap(width: width, height: height, bytes: bytes))
  }

  private func draw(_ image: UIImage, source: CGRect? = nil, in rect: CGRect, on window: SDLPlatformWindow)
    throws
    -> PixelBuffer
  {
    let item = DisplayItem(
      command: .image(image, source: source, in: rect), clip: nil, alpha: 1, viewID: ObjectIdentifier(image))
    window.renderer.draw(
      DisplayList(items: [item], size: CGSize(width: 200, height: 200), backgroundColor: .white))
    return try PixelBuffer(readingFrom: window.renderer.renderer)
  }

  func testTheBytesAreReadAsRedGreenBlueAlpha() async throws {
    let window = try SDLTestSupport.makeWindow()
    let image = UIImage(
      pixels: try bitmap(width: 2, height: 2, [0x1234_56FF, 0xFF00_00FF, 0x00FF_00FF, 0x0000_FFFF]))
    XCTAssertEqual(image.size, CGSize(width: 2, height: 2))
    let frame = try draw(image, in: CGRect(x: 0, y: 0, width: 100, height: 100), on: window)
    // Sampled away from the middle, where linear filtering blends neighbouring texels.
    XCTAssertEqual(frame.color(x: 5, y: 5).map(hex), hex(0x123456), "byte order R, G, B")
    XCTAssertEqual(frame.color(x: 95, y: 5).map(hex), hex(0xFF0000))
    XCTAssertEqual(frame.color(x: 5, y: 95).map(hex), hex(0x00FF00))
    XCTAssertEqual(frame.color(x: 95, y: 95).map(hex), hex(0x0000FF))
    XCTAssertEqual(frame.color(x: 150, y: 50).map(hex), hex(0xFFFFFF), "nothing outside the rect")
    XCTAssertEqual(window.renderer.cachedTextureCount, 1)
    XCTAssertEqual(window.renderer.cachedTextureBytes, 2 * 2 * 4)
  }

  func testTheSoftwareRendererReadsTheSameBytes() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let image = UIImage(pixels: try bitmap(width: 1, height: 1, [0x1234_56FF]))
    let frame = try draw(image, in: CGRect(x: 10, y: 10, width: 20, height: 20), on: window)
    XCTAssertEqual(frame.color(x: 20, y: 20).map(hex), hex(0x123456))
  }

  func testASourceRectDrawsPartOfTheBitmap() async throws {
    let window = try SDLTestSupport.makeWindow()
    let image = UIImage(
      pixels: try bitmap(width: 4, height: 1, [0xFF00_00FF, 0xFF00_00FF, 0x0000_FFFF, 0x0000_FFFF]))
    let frame = try draw(
      image, source: CGRect(x: 2, y: 0, width: 2, height: 1), in: CGRect(x: 0, y: 0, width: 80, height: 40),
      on: window)
    // Linear filtering blends in the red texel beside the source over the first half texel.
    XCTAssertEqual(frame.color(x: 30, y: 20).map(hex), hex(0x0000FF), "only the blue half")
    XCTAssertEqual(frame.color(x: 78, y: 20).map(hex), hex(0x0000FF))
  }

  func testAlphaIsStraightNotPremultiplied() async throws {
    let window = try SDLTestSupport.makeWindow()
    let image = UIImage(pixels: try bitmap(width: 1, height: 1, [0x0000_0080]))
    let frame = try draw(image, in: CGRect(x: 0, y: 0, width: 40, height: 40), on: window)
    let c = try XCTUnwrap(frame.channels(x: 20, y: 20))
    XCTAssertEqual(c.r, 127, accuracy: 2, "half-transparent black over white")
  }

  func testABitmapBeyondTheTextureLimitShowsTheFailureCrossOnce() async throws {
    let window = try SDLTestSupport.makeWindow()
    var warnings: [String] = []
    window.renderer.warningHandler = { warnings.append($0) }
    let image = UIImage(
      pixels: Bitmap(width: window.renderer.maxTextureSide + 1, height: 1, red: 0, green: 0, blue: 0))
    let frame = try draw(image, in: CGRect(x: 0, y: 0, width: 100, height: 100), on: window)
    _ = try draw(image, in: CGRect(x: 0, y: 0, width: 100, height: 100), on: window)
    XCTAssertEqual(warnings.count, 1)
    XCTAssertEqual(frame.color(x: 50, y: 20).map(hex), hex(0xD9D9D9), "the grey of the failure box")
  }

  func testATiledViewShowsItsTilesThroughSDL() async throws {
    let window = try SDLTestSupport.makeWindow()
    let tiled = UITiledImageView(
      source: QuadrantTileSource(), loader: InlineTileLoader(),
      frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.uiWindow.rootViewController!.view.addSubview(tiled)
    _ = try window.captureFrame()
    let frame = try window.captureFrame()
    // 200 points show the 512-pixel image at 0.39: level 1 (256 pixels, one tile) is enough.
    XCTAssertEqual(tiled.visibleTiles, TileRange(level: 1, columns: 0..<1, rows: 0..<1))
    XCTAssertEqual(frame.color(x: 50, y: 50).map(hex), hex(0xFF0000), "top left quadrant")
    XCTAssertEqual(frame.color(x: 150, y: 150).map(hex), hex(0x0000FF), "bottom right quadrant")
  }
}

/// A 512×512 image in 256-pixel tiles: blue in the bottom right quadrant, red elsewhere, made
/// from the same rule at every level so every level shows the same picture.
private final class QuadrantTileSource: TiledImageSource {
  let pixelWidth = 512
  let pixelHeight = 512
  let tileSize = 256

  func makeTile(level: Int, column: Int, row: Int) throws -> Bitmap {
    let size = levels.pixelSize(of: TileKey(level: level, column: column, row: row))
    let half = 256 >> level
    var bytes = [UInt8]()
    for y in 0..<size.height {
      for x in 0..<size.width {
        let blue = column * 256 + x >= half && row * 256 + y >= half
        bytes += blue ? [0, 0, 255, 255] : [255, 0, 0, 255]
      }
    }
    return Bitmap(width: size.width, height: size.height, bytes: bytes)!
  }
}
