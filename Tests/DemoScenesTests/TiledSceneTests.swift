import Foundation
import XCTest

@testable import DemoScenes
@testable import ViewCore

/// A cheap stand-in for the Mandelbrot image: 32768² of grey tiles.
private final class GreyTileSource: TiledImageSource {
  let pixelWidth = 32768
  let pixelHeight = 32768
  let tileSize = 256

  func makeTile(level: Int, column: Int, row: Int) throws -> Bitmap {
    let size = levels.pixelSize(of: TileKey(level: level, column: column, row: row))
    return Bitmap(width: size.width, height: size.height, red: 128, green: 128, blue: 128)
  }
}

/// The `tiled` scene: fitted at the start, tiles at the level the zoom needs, a generated image.
@MainActor
final class TiledSceneTests: XCTestCase {
  func testTheSceneStartsFittedAndShowsLevelFiveTiles() async {
    let controller = TiledSceneController(source: GreyTileSource(), loader: InlineTileLoader())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    window.rootViewController = controller
    _ = window.makeDisplayList()
    window.advance(to: 1.0 / 60)
    let list = window.makeDisplayList()
    let scrollView = controller.scrollView
    XCTAssertEqual(scrollView.accessibilityIdentifier, "tiled")
    XCTAssertEqual(scrollView.minimumZoomScale, 800.0 / 32768)
    XCTAssertEqual(scrollView.zoomScale, scrollView.minimumZoomScale, "starts fitted")
    XCTAssertGreaterThanOrEqual(scrollView.maximumZoomScale, 1, "full resolution is reachable")
    XCTAssertEqual(scrollView.contentInset.left, 240, "centred across")
    XCTAssertEqual(controller.tiledView.convert(CGPoint.zero, to: nil), CGPoint(x: 240, y: 0))
    // 800/32768 ≈ 1/41: level 5 (1/32) is the coarsest with enough resolution; 4×4 tiles.
    XCTAssertEqual(controller.tiledView.visibleTiles, TileRange(level: 5, columns: 0..<4, rows: 0..<4))
    XCTAssertEqual(list.items(of: controller.tiledView).count, 16)
    XCTAssertEqual(SceneCatalog.scene(named: "tiled")?.section, "Scrolling and zooming")
  }

  func testMandelbrotTilesShowTheSetInBlackAndTheOutsideInColour() async throws {
    let source = MandelbrotImageSource(failingPixel: nil)
    let tile = try source.makeTile(level: 7, column: 0, row: 0)
    XCTAssertEqual(tile.width, 256)
    XCTAssertEqual(tile.height, 256)
    // −0.25 + 0i, inside the main cardioid, is pixel ((−0.25 + 2.25) / 3 × 256, 128) = (170, 128).
    let inside = try XCTUnwrap(tile.rgba(x: 170, y: 133))
    XCTAssertEqual([inside.red, inside.green, inside.blue], [0, 0, 0])
    let outside = try XCTUnwrap(tile.rgba(x: 250, y: 250))
    XCTAssertGreaterThan(Int(outside.red) + Int(outside.green) + Int(outside.blue), 0)
    XCTAssertEqual(outside.alpha, 255)
  }

  func testTheSimulatedFailureHitsOneTileAtTheFinestThreeLevels() async {
    let source = MandelbrotImageSource()
    XCTAssertEqual(source.tile(containing: (26000, 6000), atLevel: 0), TileKey(level: 0, column: 101, row: 23))
    XCTAssertThrowsError(try source.makeTile(level: 2, column: 25, row: 5), "pixel (26000, 6000) at level 2")
    XCTAssertNoThrow(try source.makeTile(level: 2, column: 24, row: 5), "its neighbour")
    XCTAssertNoThrow(try source.makeTile(level: 3, column: 12, row: 2), "level 3 stands in")
  }
}
