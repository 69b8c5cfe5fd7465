import ScrollPhysics
import XCTest

/// NaN and infinite inputs never produce NaN positions, and every simulation terminates.
final class RobustnessTests: XCTestCase {
  private let limits = OffsetLimits(minimum: 0, maximum: 2400)
  private let hostile: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -1e300]

  func testLimitsSanitiseTheirInputs() {
    let nan = OffsetLimits(minimum: .nan, maximum: .nan)
    XCTAssertEqual(nan.minimum, 0)
    XCTAssertEqual(nan.maximum, 0)
    let infinite = OffsetLimits(minimum: -.infinity, maximum: .infinity)
    XCTAssertEqual(infinite, .unbounded)
    XCTAssertEqual(limits.clamp(.nan), 0)
    XCTAssertEqual(OffsetLimits(5...9).clamp(.infinity), 9)
  }

  func testIntegratorNeverProducesNaNAndAlwaysFinishes() {
    for value in hostile {
      let cases = [
        MomentumIntegrator(position: value, velocity: 2000, limits: limits),
        MomentumIntegrator(position: 100, velocity: value, limits: limits),
        MomentumIntegrator(
          position: 100, velocity: 3000, limits: OffsetLimits(minimum: value, maximum: value)),
        MomentumIntegrator(position: 100, velocity: 3000, limits: limits, multiplier: value),
      ]
      for integrator in cases {
        let record = Trajectory.flight(integrator, hertz: 60, maximumTime: 40)
        XCTAssertNotNil(record.finishTime, "input \(value)")
        XCTAssertTrue(record.samples.allSatisfy { $0.position.isFinite }, "input \(value)")
      }
    }
  }

  func testIntegratorIgnoresBadTimestampsAndCapsDuration() {
    var integrator = MomentumIntegrator(position: 0, velocity: 2000, limits: .unbounded)
    integrator.step(to: .nan)
    integrator.step(to: -.infinity)
    integrator.step(to: -5)
    XCTAssertEqual(integrator.position, 0)
    XCTAssertFalse(integrator.isFinished)
    integrator.step(to: 1e300)
    XCTAssertTrue(integrator.isFinished)
    XCTAssertTrue(integrator.position.isFinite)
    XCTAssertEqual(integrator.position, 998.0, accuracy: 1)

    var endless = MomentumIntegrator(
      position: 0, velocity: 1e7, limits: .unbounded, rate: DecelerationRate(unsnappedRawValue: 0.999))
    endless.maximumDuration = 2
    let record = Trajectory.flight(endless, hertz: 60, maximumTime: 5)
    XCTAssertEqual(try XCTUnwrap(record.finishTime), 2, accuracy: oneFrame)

    var jumped = MomentumIntegrator(position: 10, velocity: 900, limits: limits)
    jumped.step(to: .infinity)
    XCTAssertTrue(jumped.isFinished)
    XCTAssertEqual(jumped.position, 10)
  }

  func testPagingSnapSanitisesAndTerminates() {
    for value in hostile {
      let cases = [
        PagingSnap(position: value, velocity: 500, target: 375, dimension: 375),
        PagingSnap(position: 150, velocity: value, target: 375, dimension: 375),
        PagingSnap(position: 150, velocity: 500, target: value, dimension: 375),
        PagingSnap(position: 150, velocity: 500, target: 375, dimension: value),
      ]
      for snap in cases {
        let record = Trajectory.snap(snap, hertz: 120, maximumTime: 20)
        XCTAssertNotNil(record.finishTime, "input \(value)")
        XCTAssertTrue(record.samples.allSatisfy { $0.position.isFinite }, "input \(value)")
      }
    }
    var jump = PagingSnap(position: 150, velocity: 500, target: 375, dimension: 375)
    jump.step(to: 1e300)
    XCTAssertTrue(jump.isFinished)
    XCTAssertEqual(jump.position, 375)
  }

  func testClosedFormsStayFinite() {
    for value in hostile {
      let results = [
        MomentumProjection.projectedOffset(from: value, velocity: 2000, rate: .normal),
        MomentumProjection.projectedOffset(from: 0, velocity: value, rate: .normal, multiplier: value),
        MomentumProjection.offset(after: value, from: 0, velocity: 2000, rate: .normal),
        MomentumProjection.velocity(after: value, from: value, rate: .fast),
        MomentumProjection.timeToRest(velocity: value, rate: .normal),
        MomentumProjection.retarget(from: 0, to: value, velocity: value, rate: .normal).velocity,
        RubberBand.offset(forOverscroll: value, dimension: 600),
        RubberBand.offset(forOverscroll: 50, dimension: value),
        RubberBand.overscroll(forOffset: value, dimension: 600),
        RubberBand.displayedOffset(forRawOffset: value, limits: limits, dimension: 600),
        RubberBand.rawOffset(forDisplayedOffset: value, limits: limits, dimension: value),
        PageTarget.offset(for: value, velocity: value, pageSize: 375, limits: limits),
        PageTarget.offset(for: 200, velocity: 0, pageSize: value, limits: limits, origin: value),
        PageTarget.advancing(from: value, velocity: value, pageSize: 375, limits: limits),
        ZoomRubberBand.displayedScale(forScale: value, minimum: 1, maximum: 3),
        ZoomRubberBand.scale(forDisplayedScale: value, minimum: 1, maximum: 3),
        ZoomRubberBand.displayedScale(forScale: 2, minimum: value, maximum: value),
        ZoomTiming.animationDuration(from: value, to: 2),
        CubicBezier(value, value, value, value).progress(atFraction: value),
        ContentOffsetAnimation.progress(forFraction: value),
        ScrollToTopSpring.scrollToTop.progress(at: value),
        TimedAnimation(from: value, to: 5, startTime: value, duration: value, curve: .sineSquared).value(
          at: value),
        TimedAnimation(
          from: 0, to: 100, startTime: 0, duration: ContentOffsetAnimation.duration, curve: .sineSquared
        ).value(at: value),
        ReleaseVelocity.blended(previous: value, latest: value),
        ReleaseVelocity.fastFlickMultiplier(start: value, count: 5, dragDistance: value),
        PixelRounding.round(value, scale: value),
      ]
      for (index, result) in results.enumerated() {
        XCTAssertTrue(result.isFinite, "result \(index) for input \(value)")
      }
    }
  }
}
