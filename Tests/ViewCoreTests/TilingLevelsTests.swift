import Foundation
import XCTest

@testable import ViewCore

/// Level-of-detail arithmetic: level sizes, the level for a scale, tile rects and coverage.
@MainActor
final class TilingLevelsTests: XCTestCase {
  let big = TileLevels(width: 32768, height: 32768, tileSize: 256)

  func testA32768ImageIn256TilesHasEightLevels() async {
    XCTAssertEqual(big.count, 8, "32768 / 2^7 = 256: level 7 is one tile")
    XCTAssertEqual(big.size(ofLevel: 5).width, 1024)
    XCTAssertEqual(big.columns(atLevel: 0), 128)
    XCTAssertEqual(big.columns(atLevel: 5), 4)
    XCTAssertEqual(big.rows(atLevel: 7), 1)
    XCTAssertEqual(big.tileBytes, 262_144)
  }

  func testTheLevelIsTheCoarsestWithEnoughResolution() async {
    XCTAssertEqual(big.level(forScale: 1), 0)
    XCTAssertEqual(big.level(forScale: 2), 0, "beyond full resolution there is nothing finer")
    XCTAssertEqual(big.level(forScale: 0.5), 1)
    XCTAssertEqual(big.level(forScale: 0.4), 1, "level 2 (0.25) would be too coarse")
    XCTAssertEqual(big.level(forScale: 1.0 / 32), 5)
    XCTAssertEqual(big.level(forScale: 0.03), 5, "1/32 = 0.03125 ≥ 0.03")
    XCTAssertEqual(big.level(forScale: 0.032), 4, "1/32 < 0.032")
    XCTAssertEqual(big.level(forScale: 0.0001), 7, "clamped to the coarsest")
    XCTAssertEqual(big.level(forScale: 0), 7)
    XCTAssertEqual(big.level(forScale: -1), 7)
    XCTAssertEqual(big.level(forScale: .nan), 7)
  }

  func testOddSizesRoundUpAndEdgeTilesAreCut() async {
    let odd = TileLevels(width: 1000, height: 700, tileSize: 256)
    XCTAssertEqual(odd.count, 3)
    XCTAssertEqual(odd.columns(atLevel: 0), 4)
    XCTAssertEqual(odd.rows(atLevel: 0), 3)
    XCTAssertEqual(odd.size(ofLevel: 2).width, 250)
    XCTAssertEqual(odd.size(ofLevel: 2).height, 175)
    let corner = odd.pixelSize(of: TileKey(level: 0, column: 3, row: 2))
    XCTAssertEqual(corner.width, 232)
    XCTAssertEqual(corner.height, 188)
    XCTAssertEqual(TileLevels(width: 0, height: -5, tileSize: 0).count, 1, "nonsense sizes become 1")
  }

  func testTileRectsShareEdgesExactlyAndCoverTheBounds() async {
    let odd = TileLevels(width: 1000, height: 700, tileSize: 256)
    let bounds = CGSize(width: 500, height: 350)
    for level in 0..<odd.count {
      var area: CGFloat = 0
      for row in 0..<odd.rows(atLevel: level) {
        for column in 0..<odd.columns(atLevel: level) {
          let rect = odd.rect(of: TileKey(level: level, column: column, row: row), inBoundsOfSize: bounds)
          area += rect.width * rect.height
          if column + 1 < odd.columns(atLevel: level) {
            let right = odd.rect(
              of: TileKey(level: level, column: column + 1, row: row), inBoundsOfSize: bounds)
            XCTAssertEqual(rect.maxX, right.minX, "no seam at level \(level)")
          } else {
            XCTAssertEqual(rect.maxX, bounds.width, "the last column ends at the edge")
          }
          if row + 1 == odd.rows(atLevel: level) { XCTAssertEqual(rect.maxY, bounds.height) }
        }
      }
      XCTAssertEqual(
        area, bounds.width * bounds.height, accuracy: 1e-6, "level \(level) covers the bounds once")
    }
  }

  func testTheRangeIsExactlyTheTilesARectTouches() async {
    let rect = CGRect(x: 8000, y: 5600, width: 10240, height: 6400)
    let bounds = CGSize(width: 32768, height: 32768)
    XCTAssertEqual(
      big.range(covering: rect, inBoundsOfSize: bounds, level: 3),
      TileRange(level: 3, columns: 3..<9, rows: 2..<6))
    let onGridLines = CGRect(x: 2048, y: 0, width: 2048, height: 2048)
    XCTAssertEqual(
      big.range(covering: onGridLines, inBoundsOfSize: bounds, level: 3),
      TileRange(level: 3, columns: 1..<2, rows: 0..<1), "a rect ending on a grid line takes no extra tile")
    let outside = CGRect(x: 40000, y: 0, width: 10, height: 10)
    XCTAssertTrue(big.range(covering: outside, inBoundsOfSize: bounds, level: 0).isEmpty)
    XCTAssertTrue(big.range(covering: .null, inBoundsOfSize: bounds, level: 0).isEmpty)
    XCTAssertEqual(
      big.range(covering: .infinite, inBoundsOfSize: bounds, level: 0),
      TileRange(level: 0, columns: 0..<128, rows: 0..<128), "an infinite rect takes the whole grid")
  }

  func testKeysFromTheCentreComeFirst() async {
    let range = TileRange(level: 0, columns: 0..<3, rows: 0..<3)
    XCTAssertEqual(range.keysFromCentre.first, TileKey(level: 0, column: 1, row: 1))
    XCTAssertEqual(Set(range.keysFromCentre), Set(range.keys))
    XCTAssertEqual(
      TileKey(level: 3, column: 13, row: 6).ancestor(levelsUp: 2), TileKey(level: 5, column: 3, row: 1))
  }
}
