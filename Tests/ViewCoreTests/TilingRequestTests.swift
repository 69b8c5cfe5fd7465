import Foundation
import XCTest

@testable import ViewCore

/// Which tiles a tiled view asks for: exactly the visible ones, at the level the scale needs.
@MainActor
final class TilingRequestTests: XCTestCase {
  private let backstop = TileKey(level: 7, column: 0, row: 0)

  private func keys(_ range: TileRange) -> Set<TileKey> { Set(range.keys) }

  func testAFittedWindowAtOneThirtySecondAsksForLevelFive() async {
    let harness = TiledHarness()
    harness.show(scale: 1.0 / 32)
    harness.frame()
    let expected = TileRange(level: 5, columns: 0..<4, rows: 0..<4)
    XCTAssertEqual(harness.tiledView.visibleTiles, expected)
    XCTAssertEqual(harness.loader.requested.first, backstop, "the one-tile stand-in is asked for first")
    XCTAssertEqual(Set(harness.loader.requested), keys(expected).union([backstop]))
    XCTAssertEqual(harness.loader.requested.count, 17, "each tile once")
  }

  func testAPannedWindowAtOneEighthAsksForExactlyTheVisibleBlock() async {
    let harness = TiledHarness()
    harness.show(scale: 1.0 / 8, offset: CGPoint(x: 1000, y: 700))
    harness.frame()
    // The window shows image pixels 8000..<18240 across and 5600..<12000 down; level 3 tiles
    // span 2048 of them.
    let expected = TileRange(level: 3, columns: 3..<9, rows: 2..<6)
    XCTAssertEqual(harness.tiledView.visibleTiles, expected)
    XCTAssertEqual(Set(harness.loader.requested), keys(expected).union([backstop]))
    XCTAssertEqual(harness.loader.requested.count, 25)
  }

  func testADoubleDensityScreenAsksOneLevelFiner() async {
    let harness = TiledHarness()
    harness.window.screenScale = 2
    harness.show(scale: 1.0 / 8, offset: CGPoint(x: 1000, y: 700))
    harness.frame()
    XCTAssertEqual(harness.tiledView.visibleTiles, TileRange(level: 2, columns: 7..<18, rows: 5..<12))
  }

  func testBetweenLevelsTheCoarserSufficientLevelIsChosen() async {
    let harness = TiledHarness()
    harness.show(scale: 0.3, offset: CGPoint(x: 3000, y: 3000))
    harness.frame()
    XCTAssertEqual(harness.tiledView.visibleTiles?.level, 1, "0.5 ≥ 0.3 > 0.25")
  }

  func testAnUnchangedFrameAsksForNothingMore() async {
    let harness = TiledHarness()
    harness.show(scale: 1.0 / 8, offset: CGPoint(x: 1000, y: 700))
    harness.frame()
    harness.step()
    harness.loader.resetLog()
    harness.step()
    harness.step()
    XCTAssertEqual(harness.loader.requested, [])
    XCTAssertFalse(harness.window.isAnimating, "nothing pending: the window may sleep")
  }

  func testPanningAwayCancelsWhatIsNoLongerVisible() async {
    let harness = TiledHarness(loader: RecordingTileLoader(holds: true))
    harness.show(scale: 1.0 / 8, offset: CGPoint(x: 1000, y: 700))
    harness.frame()
    let first = keys(TileRange(level: 3, columns: 3..<9, rows: 2..<6))
    harness.show(scale: 1.0 / 8, offset: CGPoint(x: 2280, y: 700))
    harness.frame()
    // Now pixels 18240..<28480 across: columns 8..<14.
    let second = keys(TileRange(level: 3, columns: 8..<14, rows: 2..<6))
    XCTAssertEqual(Set(harness.loader.cancelled), first.subtracting(second))
    XCTAssertEqual(harness.tiledView.pendingTiles, second.union([backstop]))
    XCTAssertEqual(
      Set(harness.loader.heldKeys), second.union([backstop]), "overlapping tiles are not asked twice")
  }

  func testASmallBudgetSettlesForACoarserLevel() async {
    // 4 MB holds 16 tiles; the 24 tiles of level 3 would take more than half of it.
    let harness = TiledHarness(byteBudget: 4 << 20)
    harness.show(scale: 1.0 / 8, offset: CGPoint(x: 1000, y: 700))
    harness.frame()
    XCTAssertEqual(harness.tiledView.visibleTiles, TileRange(level: 4, columns: 1..<5, rows: 1..<3))
  }

  func testAViewOutsideTheWindowAsksForNothing() async {
    let harness = TiledHarness()
    harness.tiledView.frame.origin = CGPoint(x: 0, y: 50000)
    harness.frame()
    XCTAssertEqual(harness.loader.requested, [])
  }

  func testLeavingTheWindowCancelsEverythingPending() async {
    let harness = TiledHarness(loader: RecordingTileLoader(holds: true))
    harness.show(scale: 1.0 / 32)
    harness.frame()
    harness.tiledView.removeFromSuperview()
    XCTAssertEqual(harness.tiledView.pendingTiles, [])
    XCTAssertEqual(harness.loader.heldKeys, [])
  }
}
