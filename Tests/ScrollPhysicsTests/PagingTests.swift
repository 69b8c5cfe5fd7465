import ScrollPhysics
import XCTest

/// Reference cases 8 and 9 of docs/physics.md §12 ("Case N" below).
final class PagingTests: XCTestCase {
  private let limits = OffsetLimits(minimum: 0, maximum: 1500)

  private func target(_ offset: Double, _ velocity: Double) -> Double {
    PageTarget.offset(for: offset, velocity: velocity, pageSize: 375, limits: limits)
  }

  /// Case 8: 375 pt pages, max 1500.
  func testPageTargetTable() {
    XCTAssertEqual(target(150, 500), 375)
    XCTAssertEqual(target(150, 200), 0)
    XCTAssertEqual(target(200, 0), 375)
    XCTAssertEqual(target(200, -400), 0)
    XCTAssertEqual(target(1400, 1000), 1500)
  }

  func testLastBoundaryRoundsUpAndResultsAreClamped() {
    let short = OffsetLimits(minimum: 0, maximum: 1200)
    XCTAssertEqual(PageTarget.offset(for: 1210, velocity: 0, pageSize: 375, limits: short), 1200)
    XCTAssertEqual(PageTarget.offset(for: 1190, velocity: 0, pageSize: 375, limits: short), 1125)
    XCTAssertEqual(PageTarget.offset(for: 1420, velocity: -100, pageSize: 375, limits: limits), 1500)
    XCTAssertEqual(PageTarget.offset(for: 750, velocity: 5000, pageSize: 375, limits: limits), 750)
    XCTAssertEqual(PageTarget.offset(for: -40, velocity: -900, pageSize: 375, limits: limits), 0)
  }

  func testSpacingAndOriginSetTheStride() {
    let wide = OffsetLimits(minimum: 0, maximum: 4000)
    XCTAssertEqual(
      PageTarget.offset(for: 100, velocity: 400, pageSize: 375, limits: wide, origin: 20, spacing: 25), 420)
    XCTAssertEqual(
      PageTarget.offset(for: 260, velocity: 0, pageSize: 375, limits: wide, origin: 20, spacing: 25), 420)
    XCTAssertEqual(
      PageTarget.offset(for: 200, velocity: 0, pageSize: 375, limits: wide, origin: 20, spacing: 25), 20)
  }

  func testFlickDuringSnapAdvancesOneMoreStride() {
    XCTAssertEqual(PageTarget.advancing(from: 375, velocity: 800, pageSize: 375, limits: limits), 750)
    XCTAssertEqual(PageTarget.advancing(from: 375, velocity: -800, pageSize: 375, limits: limits), 0)
    XCTAssertEqual(PageTarget.advancing(from: 375, velocity: 200, pageSize: 375, limits: limits), 375)
    XCTAssertEqual(PageTarget.advancing(from: 1500, velocity: 800, pageSize: 375, limits: limits), 1500)
  }

  func testSpringConstants() {
    let phone = PagingSnap.springConstants(dimension: 320)
    XCTAssertEqual(phone.pull, 0.0003, accuracy: 1e-9)
    XCTAssertEqual(phone.friction, 0.970, accuracy: 1e-6)
    let page = PagingSnap.springConstants(dimension: 375)
    XCTAssertEqual(page.pull, 0.000290, accuracy: 1e-6)
    XCTAssertEqual(page.friction, 0.97055, accuracy: 1e-5)
    XCTAssertEqual(PagingSnap.springConstants(dimension: 5000).pull, 0.00017, accuracy: 1e-6)
  }

  /// Case 9 with UIKit's whole-millisecond loop (fractions dropped), exactly as the reference model runs it.
  func testSnapMatchesReferenceWithWholeMillisecondFrames() throws {
    let expected: [(hertz: Double, done: Double, doneB: Double)] = [
      (60, 0.350, 0.367), (120, 0.342, 0.358),
    ]
    for row in expected {
      var snapA = PagingSnap(position: 150, velocity: 500, target: 375, dimension: 375)
      snapA.carriesFractionalMilliseconds = false
      let recordA = Trajectory.snap(snapA, hertz: row.hertz)
      XCTAssertEqual(recordA.position(at: 0.1), 277.16, accuracy: 1, "\(row.hertz) Hz")
      XCTAssertEqual(recordA.position(at: 0.2), 353.87, accuracy: 1, "\(row.hertz) Hz")
      XCTAssertLessThan(recordA.maximumOvershoot, 0.2, "\(row.hertz) Hz")
      XCTAssertEqual(try XCTUnwrap(recordA.finishTime), row.done, accuracy: 1e-3, "\(row.hertz) Hz")
      XCTAssertEqual(recordA.finalPosition, 375)
      var snapB = PagingSnap(position: 200, velocity: 0, target: 375, dimension: 375)
      snapB.carriesFractionalMilliseconds = false
      let recordB = Trajectory.snap(snapB, hertz: row.hertz)
      XCTAssertEqual(recordB.position(at: 0.1), 290.96, accuracy: 1, "\(row.hertz) Hz")
      XCTAssertEqual(try XCTUnwrap(recordB.finishTime), row.doneB, accuracy: 1e-3, "\(row.hertz) Hz")
    }
  }

  /// Case 9 with fractional milliseconds carried (the default): 60 Hz and 120 Hz agree, and the
  /// reference's values are reached within one frame of the reference's times.
  func testSnapCarriesFractionalMilliseconds() throws {
    for (hertz, doneB) in zip(displayRates, [0.350, 0.342]) {
      let recordA = Trajectory.snap(
        PagingSnap(position: 150, velocity: 500, target: 375, dimension: 375), hertz: hertz)
      XCTAssertEqual(recordA.position(at: 0.1), 282.13, accuracy: 0.01, "\(hertz) Hz")
      XCTAssertEqual(recordA.position(at: 0.2), 356.94, accuracy: 0.01, "\(hertz) Hz")
      XCTAssertLessThanOrEqual(recordA.position(at: 0.1 - oneFrame), 277.16)
      XCTAssertEqual(try XCTUnwrap(recordA.finishTime), 0.350, accuracy: oneFrame, "\(hertz) Hz")
      XCTAssertLessThan(recordA.maximumOvershoot, 0.2)
      let recordB = Trajectory.snap(
        PagingSnap(position: 200, velocity: 0, target: 375, dimension: 375), hertz: hertz)
      XCTAssertEqual(recordB.position(at: 0.1), 295.03, accuracy: 0.01, "\(hertz) Hz")
      XCTAssertEqual(try XCTUnwrap(recordB.finishTime), doneB, accuracy: 1e-3, "\(hertz) Hz")
    }
  }

  func testRetargetingMidSnapHeadsForTheNewPage() {
    var snap = PagingSnap(position: 150, velocity: 500, target: 375, dimension: 375)
    snap.step(to: 0.1)
    snap.target = PageTarget.advancing(from: snap.target, velocity: 900, pageSize: 375, limits: limits)
    var time = 0.1
    while !snap.isFinished && time < 5 {
      time += 1.0 / 60
      snap.step(to: time)
    }
    XCTAssertTrue(snap.isFinished)
    XCTAssertEqual(snap.position, 750)
  }
}
