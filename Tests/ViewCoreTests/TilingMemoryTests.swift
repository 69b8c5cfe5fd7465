import Foundation
import XCTest

@testable import ViewCore

/// Memory stays within the cache's budget however long one pans and zooms.
@MainActor
final class TilingMemoryTests: XCTestCase {
  func testTheCacheEvictsTheLeastRecentlyUsedFirst() async {
    let cache = TileCache(byteBudget: 300)
    let keys = (0..<4).map { TileKey(level: 0, column: $0, row: 0) }
    for key in keys.prefix(3) { cache.insert(.failed("x"), bytes: 100, for: key) }
    _ = cache.content(for: keys[0])
    cache.insert(.failed("x"), bytes: 100, for: keys[3])
    XCTAssertEqual(Set(cache.keys), [keys[0], keys[2], keys[3]], "the unused second entry went")
    XCTAssertEqual(cache.residentBytes, 300)
    cache.insert(.failed("x"), bytes: 301, for: keys[1])
    XCTAssertFalse(cache.contains(keys[1]), "an entry larger than the budget is not kept")
    XCTAssertEqual(cache.residentCount, 3)
    XCTAssertEqual(cache.peakBytes, 300)
  }

  /// A scripted tour of 200 positions: zoom swings between 1/128 and 1 while the window crosses
  /// the image; every position is shown for one frame and one clock step with the inline loader.
  func testAScriptedTourStaysWithinTheBudget() async {
    let harness = TiledHarness()
    let budget = UITiledImageView.defaultByteBudget
    let tileBytes = 256 * 256 * 4
    let cache = harness.tiledView.cache
    for index in 0..<200 {
      let phase = Double(index)
      let scale = CGFloat(pow(2, -3.5 - 3.5 * sin(phase * 0.11)))
      let content = 32768 * scale
      let room = CGSize(width: max(0, content - 1280), height: max(0, content - 800))
      let offset = CGPoint(
        x: room.width * CGFloat(0.5 + 0.5 * sin(phase * 0.37)),
        y: room.height * CGFloat(0.5 + 0.5 * cos(phase * 0.23)))
      harness.show(scale: scale, offset: offset)
      harness.frame()
      harness.step()
      XCTAssertLessThanOrEqual(cache.residentBytes, budget, "position \(index)")
      XCTAssertLessThanOrEqual(cache.residentCount, budget / tileBytes, "position \(index)")
      // Every visible tile is resident and drawn whole: eviction never takes what is on screen.
      guard let visible = harness.tiledView.visibleTiles else { return XCTFail("never composited") }
      let drawn = harness.recordedImages
      XCTAssertEqual(drawn.count, visible.count, "position \(index)")
      XCTAssertTrue(drawn.allSatisfy { $0.source == nil && encodedKey(of: $0.image)?.level == visible.level })
    }
    XCTAssertLessThanOrEqual(cache.peakBytes, budget)
    XCTAssertLessThanOrEqual(cache.peakCount, budget / tileBytes)
    XCTAssertGreaterThan(
      harness.loader.requested.count, 2 * budget / tileBytes,
      "the tour made far more tiles than fit: eviction ran")
    XCTAssertGreaterThan(cache.peakBytes, budget * 3 / 4, "the tour filled the cache")
  }
}
