import Foundation
import XCTest

@testable import ViewCore

/// The scroll view against the reference cases of docs/physics.md §12, within 1 pt and one frame,
/// at 60 and 120 Hz.
@MainActor
final class ScrollViewPhysicsTests: XCTestCase {
  func testADragMovesTheContentOneToOne() async {
    let harness = ScrollHarness()
    harness.drag(by: CGPoint(x: 0, y: -100), duration: 0.5, release: false)
    XCTAssertEqual(harness.scrollView.contentOffset.y, 100, accuracy: 1e-9)
    XCTAssertTrue(harness.scrollView.isDragging)
  }

  func testAFlickComesToRestWhereTheReferenceSays() async {
    for rate in [60.0, 120.0] {
      let harness = ScrollHarness(frameRate: rate)
      // Finger moves up at 2000 pt/s: content velocity +2000 pt/s (reference case 1).
      harness.drag(by: CGPoint(x: 0, y: -100), duration: 0.05, releaseVelocity: CGPoint(x: 0, y: -2000))
      let releaseOffset = harness.scrollView.contentOffset.y
      let releaseTime = harness.time
      harness.run(for: 0.5)
      XCTAssertEqual(harness.scrollView.contentOffset.y - releaseOffset, 631.2, accuracy: 1, "x(0.5 s) at \(rate) Hz")
      let rested = harness.runUntilIdle()
      XCTAssertEqual(harness.scrollView.contentOffset.y - releaseOffset, 993.04, accuracy: 1, "rest at \(rate) Hz")
      XCTAssertEqual(rested - releaseTime, 2.650, accuracy: 1 / rate + 1e-6, "time to rest at \(rate) Hz")
    }
  }

  func testAFastDecelerationRateStopsSooner() async {
    let harness = ScrollHarness()
    harness.scrollView.decelerationRate = .fast
    harness.drag(by: CGPoint(x: 0, y: -100), duration: 0.05, releaseVelocity: CGPoint(x: 0, y: -2000))
    let releaseOffset = harness.scrollView.contentOffset.y
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y - releaseOffset, 197.04, accuracy: 1)
  }

  func testCustomRatesSnapAsIOSDoes() async {
    let scrollView = UIScrollView()
    scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.9972)
    XCTAssertEqual(scrollView.decelerationRate, .normal)
    scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.993)
    XCTAssertEqual(scrollView.decelerationRate, .fast)
  }

  func testAFlickIntoTheEdgeOvershootsAndBouncesBack() async {
    for rate in [60.0, 120.0] {
      // Reference case 3: from 2000 at 3000 pt/s, max offset 2400, 600-pt bounds.
      let harness = ScrollHarness(frameRate: rate)
      harness.scrollView.contentOffset = CGPoint(x: 0, y: 2100)
      harness.drag(by: CGPoint(x: 0, y: 100), duration: 0.05, releaseVelocity: CGPoint(x: 0, y: -3000))
      XCTAssertEqual(harness.scrollView.contentOffset.y, 2000, accuracy: 1e-9)
      var peak: CGFloat = 0
      var peakTime: TimeInterval = 0
      let start = harness.time
      while harness.time - start < 2 {
        harness.step()
        if harness.scrollView.contentOffset.y > peak {
          peak = harness.scrollView.contentOffset.y
          peakTime = harness.time - start
        }
        if !harness.scrollView.isDecelerating { break }
      }
      XCTAssertEqual(peak - 2400, 73.52, accuracy: 1, "overshoot at \(rate) Hz")
      XCTAssertEqual(peakTime, 0.250, accuracy: 1 / rate + 1e-6)
      XCTAssertEqual(harness.time - start, 0.900, accuracy: 1 / rate + 1e-6, "rest at \(rate) Hz")
      XCTAssertEqual(harness.scrollView.contentOffset.y, 2400)
    }
  }

  func testDraggingPastTheTopRubberBandsByTheFormula() async {
    let harness = ScrollHarness()
    harness.drag(by: CGPoint(x: 0, y: 200), duration: 0.5, release: false)
    // Reference case 5: 200 pt of raw overscroll on a 600-pt view shows 92.96 pt.
    XCTAssertEqual(harness.scrollView.contentOffset.y, -92.96, accuracy: 0.01)
    harness.scrollView.bounces = false
    harness.drag(by: CGPoint(x: 0, y: 200), duration: 0.5, release: false)
    XCTAssertEqual(harness.scrollView.contentOffset.y, 0, "no bounce: a hard stop")
  }

  func testAStillReleasePastTheTopReturnsOnTheReferenceCurve() async {
    for rate in [60.0, 120.0] {
      let harness = ScrollHarness(frameRate: rate)
      // Drag until the content shows 100 pt past the top, then hold still and release.
      let raw: CGFloat = 600 / 0.55 * (1 / (1 - 100.0 / 600) - 1)
      harness.drag(by: CGPoint(x: 0, y: raw), duration: 0.5, releaseVelocity: .zero)
      XCTAssertEqual(harness.scrollView.contentOffset.y, -100, accuracy: 1e-6)
      let start = harness.time
      harness.run(for: 0.1)
      XCTAssertEqual(harness.scrollView.contentOffset.y, -36.8, accuracy: 1, "x(0.1 s) at \(rate) Hz")
      let rested = harness.runUntilIdle()
      XCTAssertEqual(rested - start, 0.533, accuracy: 1 / rate + 1e-6)
      XCTAssertEqual(harness.scrollView.contentOffset.y, 0)
    }
  }

  func testNoMomentumBelow250PointsPerSecond() async {
    let harness = ScrollHarness()
    harness.drag(by: CGPoint(x: 0, y: -100), duration: 0.5, releaseVelocity: CGPoint(x: 0, y: -240))
    XCTAssertFalse(harness.scrollView.isDecelerating)
    XCTAssertEqual(harness.delegate.willDecelerate, [false])
    XCTAssertEqual(harness.scrollView.contentOffset.y, 100)
  }

  func testATouchDuringDecelerationCatchesTheContentWhereItIs() async {
    let harness = ScrollHarness()
    harness.drag(by: CGPoint(x: 0, y: -100), duration: 0.05, releaseVelocity: CGPoint(x: 0, y: -2000))
    harness.run(for: 0.3)
    let caught = harness.scrollView.contentOffset
    harness.scrollView.touchDidBegin(at: harness.time)
    XCTAssertFalse(harness.scrollView.isDecelerating)
    XCTAssertTrue(harness.scrollView.isTracking)
    harness.run(for: 0.5)
    XCTAssertEqual(harness.scrollView.contentOffset, caught, "no jump and no further motion")
  }

  func testCatchingABounceContinuesTheDragWithoutAJump() async {
    let harness = ScrollHarness()
    harness.drag(by: CGPoint(x: 0, y: 300), duration: 0.3, releaseVelocity: .zero)
    harness.run(for: 0.05)
    let caught = harness.scrollView.contentOffset.y
    XCTAssertLessThan(caught, 0)
    harness.drag(by: CGPoint(x: 0, y: 1), duration: 1 / 60, release: false)
    XCTAssertEqual(harness.scrollView.contentOffset.y, caught, accuracy: 1, "the inverse rubber band seeds the drag")
  }

  func testTheDelegateCanMoveTheTarget() async {
    let harness = ScrollHarness()
    harness.delegate.overrideTarget = CGPoint(x: 0, y: 500)
    harness.drag(by: CGPoint(x: 0, y: -100), duration: 0.05, releaseVelocity: CGPoint(x: 0, y: -2000))
    XCTAssertEqual(harness.delegate.targets.first?.y ?? 0, 1094, accuracy: 1, "projected: 100 + 994")
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 500, accuracy: 1)
  }

  func testDirectionalLockKeepsAClearlyVerticalDragVertical() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 3000, height: 3000))
    harness.scrollView.isDirectionalLockEnabled = true
    harness.drag(by: CGPoint(x: -20, y: -100), duration: 0.2, release: false)
    XCTAssertEqual(harness.scrollView.contentOffset, CGPoint(x: 0, y: 100))
    let diagonal = ScrollHarness(contentSize: CGSize(width: 3000, height: 3000))
    diagonal.scrollView.isDirectionalLockEnabled = true
    diagonal.drag(by: CGPoint(x: -80, y: -100), duration: 0.2, release: false)
    XCTAssertEqual(diagonal.scrollView.contentOffset, CGPoint(x: 80, y: 100), "a diagonal drag stays free")
  }
}
