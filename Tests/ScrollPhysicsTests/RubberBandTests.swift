import ScrollPhysics
import XCTest

/// Reference case 5 of docs/physics.md §12.
final class RubberBandTests: XCTestCase {
  /// Reference case 5: d = 600, raw overscroll 50/200/600/1200.
  func testDisplayedOverscrollMatchesReference() {
    let expected: [(Double, Double)] = [(50, 26.29), (200, 92.96), (600, 212.90), (1200, 314.29)]
    for (raw, shown) in expected {
      XCTAssertEqual(RubberBand.offset(forOverscroll: raw, dimension: 600), shown, accuracy: 0.01)
      XCTAssertEqual(RubberBand.offset(forOverscroll: -raw, dimension: 600), -shown, accuracy: 0.01)
    }
  }

  /// The reference model's self-check at d = 960 (docs/physics.md §2).
  func testGrantPaulTable() {
    XCTAssertEqual(RubberBand.offset(forOverscroll: 100, dimension: 960), 52.02, accuracy: 0.01)
    XCTAssertEqual(RubberBand.offset(forOverscroll: 400, dimension: 960), 178.98, accuracy: 0.01)
  }

  func testInverseRoundTrips() {
    XCTAssertEqual(RubberBand.overscroll(forOffset: 92.96, dimension: 600), 200, accuracy: 0.01)
    let shown = RubberBand.offset(forOverscroll: 321, dimension: 600)
    XCTAssertEqual(RubberBand.overscroll(forOffset: shown, dimension: 600), 321, accuracy: 1e-9)
    XCTAssertEqual(RubberBand.overscroll(forOffset: -shown, dimension: 600), -321, accuracy: 1e-9)
  }

  func testZeroDimensionPassesThrough() {
    XCTAssertEqual(RubberBand.offset(forOverscroll: 42, dimension: 0), 42)
    XCTAssertEqual(RubberBand.overscroll(forOffset: 42, dimension: 0), 42)
  }

  func testDisplayedOffsetAppliesOnlyPastTheLimits() {
    let limits = OffsetLimits(minimum: 0, maximum: 2400)
    XCTAssertEqual(RubberBand.displayedOffset(forRawOffset: 1000, limits: limits, dimension: 600), 1000)
    XCTAssertEqual(
      RubberBand.displayedOffset(forRawOffset: 2600, limits: limits, dimension: 600), 2492.96, accuracy: 0.01)
    XCTAssertEqual(
      RubberBand.displayedOffset(forRawOffset: -50, limits: limits, dimension: 600), -26.29, accuracy: 0.01)
    XCTAssertEqual(
      RubberBand.rawOffset(forDisplayedOffset: 2492.96, limits: limits, dimension: 600), 2600, accuracy: 0.01)
    XCTAssertEqual(
      RubberBand.rawOffset(forDisplayedOffset: -26.29, limits: limits, dimension: 600), -50, accuracy: 0.01)
  }

  func testMaximumBelowMinimumPinsToMinimum() {
    let limits = OffsetLimits(minimum: 0, maximum: -300)
    XCTAssertEqual(limits.maximum, 0)
    XCTAssertEqual(
      RubberBand.displayedOffset(forRawOffset: 50, limits: limits, dimension: 600), 26.29, accuracy: 0.01)
  }
}
