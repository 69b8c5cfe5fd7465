import ScrollPhysics
import XCTest

/// Reference cases 11 and 12 of docs/physics.md §12 ("Case N" below).
final class ZoomTests: XCTestCase {
  /// Case 11: min 1, max 3; raw 4 / 6 / 0.5 show as 3.75 / 4.5 / 0.6667.
  func testZoomRubberBand() {
    XCTAssertEqual(ZoomRubberBand.displayedScale(forScale: 4, minimum: 1, maximum: 3), 3.75, accuracy: 1e-12)
    XCTAssertEqual(ZoomRubberBand.displayedScale(forScale: 6, minimum: 1, maximum: 3), 4.5, accuracy: 1e-12)
    XCTAssertEqual(
      ZoomRubberBand.displayedScale(forScale: 0.5, minimum: 1, maximum: 3), 0.6667, accuracy: 1e-4)
    XCTAssertEqual(ZoomRubberBand.displayedScale(forScale: 2, minimum: 1, maximum: 3), 2)
  }

  func testZoomRubberBandInverse() {
    XCTAssertEqual(ZoomRubberBand.scale(forDisplayedScale: 3.75, minimum: 1, maximum: 3), 4, accuracy: 1e-12)
    XCTAssertEqual(
      ZoomRubberBand.scale(forDisplayedScale: 2.0 / 3, minimum: 1, maximum: 3), 0.5, accuracy: 1e-12)
    let huge = ZoomRubberBand.scale(forDisplayedScale: 7, minimum: 1, maximum: 3)
    XCTAssertTrue(huge.isFinite)
    XCTAssertGreaterThan(huge, 1e6)
    let tiny = ZoomRubberBand.scale(forDisplayedScale: 0.1, minimum: 1, maximum: 3)
    XCTAssertTrue(tiny.isFinite)
    XCTAssertGreaterThanOrEqual(tiny, 0)
  }

  /// Cases 11 and 12: durations 3.75→3 0.1669 s; 1→2, 1→4, 2→1.5, 1→10: 0.3079 / 0.4 / 0.1863 / 0.4 s.
  func testZoomAnimationDurations() {
    XCTAssertEqual(ZoomTiming.animationDuration(from: 3.75, to: 3), 0.1669, accuracy: 1e-4)
    XCTAssertEqual(ZoomTiming.animationDuration(from: 1, to: 2), 0.3079, accuracy: 1e-4)
    XCTAssertEqual(ZoomTiming.animationDuration(from: 1, to: 4), 0.4, accuracy: 1e-12)
    XCTAssertEqual(ZoomTiming.animationDuration(from: 2, to: 1.5), 0.1863, accuracy: 1e-4)
    XCTAssertEqual(ZoomTiming.animationDuration(from: 1, to: 10), 0.4, accuracy: 1e-12)
    XCTAssertEqual(ZoomTiming.animationDuration(from: 2, to: 2), 0.1, accuracy: 1e-12)
  }

  /// Case 11: the 3.75 → 3 bounce is at 3.375 halfway through; ease-in-out values from the reference model.
  func testEaseInEaseOutCurve() {
    let curve = CubicBezier.easeInEaseOut
    let expected: [(Double, Double)] = [
      (0, 0), (0.1, 0.019722), (0.25, 0.129162), (0.5, 0.5), (0.75, 0.870838), (0.9, 0.980278), (1, 1),
    ]
    for (fraction, progress) in expected {
      XCTAssertEqual(curve.progress(atFraction: fraction), progress, accuracy: 1e-6)
    }
    let bounce = TimedAnimation.zoom(fromScale: 3.75, toScale: 3, startTime: 10)
    XCTAssertEqual(bounce.duration, 0.1669, accuracy: 1e-4)
    XCTAssertEqual(bounce.value(at: 10 + bounce.duration / 2), 3.375, accuracy: 1e-6)
    XCTAssertEqual(CubicBezier.linear.progress(atFraction: 0.3), 0.3, accuracy: 1e-9)
  }
}
