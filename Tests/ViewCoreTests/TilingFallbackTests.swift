import Foundation
import XCTest

@testable import ViewCore

/// While a tile is on its way, the nearest coarser resident tile stands in for it.
@MainActor
final class TilingFallbackTests: XCTestCase {
  private let fineKey = TileKey(level: 3, column: 3, row: 2)
  /// Where `fineKey` goes in the view (full-resolution pixels 6144..<8192 and 4096..<6144).
  private let fineRect = CGRect(x: 6144, y: 4096, width: 2048, height: 2048)

  private func command(at rect: CGRect, in harness: TiledHarness) -> (key: TileKey?, source: CGRect?)? {
    harness.recordedImages.first { $0.rect == rect }.map { (encodedKey(of: $0.image), $0.source) }
  }

  func testACoarserTilesPartStandsInUntilTheFineTileArrives() async {
    let harness = TiledHarness(loader: RecordingTileLoader(holds: true))
    harness.show(scale: 1.0 / 32)
    harness.frame()
    harness.loader.complete()
    harness.step()
    XCTAssertEqual(harness.recordedImages.count, 16)
    XCTAssertTrue(
      harness.recordedImages.allSatisfy { $0.source == nil && encodedKey(of: $0.image)?.level == 5 })

    harness.show(scale: 1.0 / 8, offset: CGPoint(x: 1000, y: 700))
    harness.frame()
    XCTAssertEqual(harness.recordedImages.count, 24, "every visible tile is covered by a stand-in")
    // Level 3 tile (3, 2) lies in level 5 tile (0, 0): its pixels 768..<1024 × 512..<768 are
    // that tile's 192..<256 × 128..<192.
    let standIn = command(at: fineRect, in: harness)
    XCTAssertEqual(standIn?.key, TileKey(level: 5, column: 0, row: 0))
    XCTAssertEqual(standIn?.source, CGRect(x: 192, y: 128, width: 64, height: 64))

    harness.loader.complete([fineKey])
    harness.step()
    let arrived = command(at: fineRect, in: harness)
    XCTAssertEqual(arrived?.key, fineKey)
    XCTAssertNil(arrived?.source, "the fine tile is drawn whole")
    XCTAssertEqual(harness.recordedImages.filter { $0.source != nil }.count, 23, "the others still stand in")
  }

  func testTheOneTileBackstopStandsInWhenNothingCloserIsResident() async {
    let harness = TiledHarness(loader: RecordingTileLoader(holds: true))
    harness.show(scale: 1.0 / 8, offset: CGPoint(x: 1000, y: 700))
    harness.frame()
    XCTAssertEqual(harness.recordedImages.count, 0, "nothing resident yet: nothing drawn")
    harness.loader.complete([TileKey(level: 7, column: 0, row: 0)])
    harness.step()
    XCTAssertEqual(harness.recordedImages.count, 24)
    let standIn = command(at: fineRect, in: harness)
    XCTAssertEqual(standIn?.key, TileKey(level: 7, column: 0, row: 0))
    XCTAssertEqual(standIn?.source, CGRect(x: 48, y: 32, width: 16, height: 16), "pixels 768/16, 512/16")
    XCTAssertTrue(harness.window.isAnimating, "tiles are still pending: frames keep coming")
  }

  func testTilesAppearOnTheFrameAfterTheyArrive() async {
    let harness = TiledHarness()
    harness.show(scale: 1.0 / 32)
    harness.frame()
    XCTAssertEqual(harness.recordedImages.count, 0, "made inline, but taken in only when the clock steps")
    XCTAssertTrue(harness.window.isAnimating)
    let list = harness.step()
    XCTAssertEqual(harness.recordedImages.count, 16)
    XCTAssertEqual(list.items(of: harness.tiledView).count, 16, "all sixteen tiles reach the display list")
    XCTAssertFalse(harness.window.isAnimating)
  }
}
