import Foundation
import XCTest

@testable import ViewCore

/// A tile that fails shows an error tile and one message; the rest keep working.
@MainActor
final class TilingFailureTests: XCTestCase {
  func testAFailingTileShowsAnErrorTileAndTheOthersAppear() async {
    let broken = TileKey(level: 5, column: 1, row: 2)
    let harness = TiledHarness(source: SolidTileSource(failing: [broken]))
    var reports: [(TileKey, String)] = []
    harness.tiledView.tileErrorReporter = { reports.append(($0, $1)) }
    harness.show(scale: 1.0 / 32)
    harness.frame()
    harness.step()
    XCTAssertEqual(harness.recordedImages.count, 15, "the other fifteen tiles arrived")
    let drawing = harness.tiledView.currentDrawing()
    // Level 5 tile (1, 2) covers full-resolution pixels 8192..<16384 × 16384..<24576.
    let rect = CGRect(x: 8192, y: 16384, width: 8192, height: 8192)
    XCTAssertTrue(drawing.contains(.fillRect(rect, UIColor(white: 0.85))), "a grey error tile in its place")
    let crosses = drawing.filter {
      if case .line(_, _, let color, _) = $0 { return color == UIColor(red: 0.85, green: 0.1, blue: 0.1) }
      return false
    }
    XCTAssertEqual(crosses.count, 2, "a red cross")
    XCTAssertEqual(reports.map(\.0), [broken])
    XCTAssertEqual(reports.first?.1, "simulated failure")

    // Away and back: the failed tile is not asked for again while it is resident, and never
    // reported twice.
    harness.show(scale: 1, offset: CGPoint(x: 30000, y: 30000))
    harness.frame()
    harness.step()
    harness.show(scale: 1.0 / 32)
    harness.frame()
    harness.step()
    XCTAssertEqual(reports.count, 1)
    XCTAssertFalse(harness.window.isAnimating)
  }
}
