import ScrollPhysics
import XCTest

/// Reference cases 1, 2 and 15 of docs/physics.md §12 ("Case N" below).
final class MomentumProjectionTests: XCTestCase {
  /// Case 1: x(0.5 s) = 631.22 (closed form), target 994.00, rest after 2.647 s.
  func testClosedFormNormalRate() {
    XCTAssertEqual(
      MomentumProjection.offset(after: 0.5, from: 0, velocity: 2000, rate: .normal), 631.22, accuracy: 0.01)
    XCTAssertEqual(
      MomentumProjection.projectedOffset(from: 0, velocity: 2000, rate: .normal), 994.00, accuracy: 0.01)
    XCTAssertEqual(MomentumProjection.timeToRest(velocity: 2000, rate: .normal), 2.647, accuracy: 0.001)
    XCTAssertEqual(
      MomentumProjection.velocity(after: 1, from: 2000, rate: .normal), 2000 * pow(0.998, 1000),
      accuracy: 1e-9)
  }

  /// Case 2: x(0.1 s) = 125.53, target 198.00, rest after 0.527 s.
  func testClosedFormFastRate() {
    XCTAssertEqual(
      MomentumProjection.offset(after: 0.1, from: 0, velocity: 2000, rate: .fast), 125.53, accuracy: 0.01)
    XCTAssertEqual(
      MomentumProjection.projectedOffset(from: 0, velocity: 2000, rate: .fast), 198.00, accuracy: 0.01)
    XCTAssertEqual(MomentumProjection.timeToRest(velocity: 2000, rate: .fast), 0.527, accuracy: 0.001)
  }

  func testProjectionIsSignedAndFloored() {
    XCTAssertEqual(
      MomentumProjection.projectedOffset(from: 1000, velocity: -2000, rate: .normal), 6.00, accuracy: 0.01)
    XCTAssertEqual(MomentumProjection.projectedOffset(from: 50, velocity: 5, rate: .normal), 50)
    XCTAssertEqual(MomentumProjection.timeToRest(velocity: 5, rate: .normal), 0)
  }

  /// Case 15: a 2000 pt/s flick with a ×2.25 multiplier targets 2236.51.
  func testProjectionWithMultiplier() {
    XCTAssertEqual(
      MomentumProjection.projectedOffset(from: 0, velocity: 2000, rate: .normal, multiplier: 2.25),
      2236.51, accuracy: 0.01)
  }

  func testProjectionIsRoundedAndClamped() {
    let limits = OffsetLimits(minimum: 0, maximum: 900)
    XCTAssertEqual(
      MomentumProjection.projectedOffset(from: 0, velocity: 2000, rate: .normal, limits: limits, scale: 2),
      900)
    XCTAssertEqual(
      MomentumProjection.projectedOffset(
        from: 0.2, velocity: 1000, rate: .normal, limits: .unbounded, scale: 2),
      494.5)
    XCTAssertEqual(PixelRounding.round(10.26, scale: 3), 10 + 1.0 / 3, accuracy: 1e-12)
    XCTAssertEqual(PixelRounding.round(10.5, scale: 1), 11)
  }

  /// Delegate moves the target ahead: velocity kept, rate exp(−(v − 0.01)/Δ); the flight lands there.
  func testRetargetAheadKeepsVelocity() throws {
    let plan = MomentumProjection.retarget(from: 0, to: 500, velocity: 2000, rate: .normal)
    XCTAssertEqual(plan.velocity, 2000)
    XCTAssertEqual(plan.rate.rawValue, exp(-1.99 / 500), accuracy: 1e-12)
    for hertz in displayRates {
      let record = fly(plan, hertz: hertz)
      XCTAssertEqual(record.finalPosition, 499.02, accuracy: 1)
      XCTAssertEqual(try XCTUnwrap(record.finishTime), 1.333, accuracy: oneFrame)
    }
  }

  /// A far target caps the rate at 0.999, so the flight stops short (at 1988.05 for 3000).
  func testRetargetFarAheadCapsTheRate() {
    let plan = MomentumProjection.retarget(from: 0, to: 3000, velocity: 2000, rate: .normal)
    XCTAssertEqual(plan.rate.rawValue, 0.999)
    for hertz in displayRates {
      XCTAssertEqual(fly(plan, hertz: hertz).finalPosition, 1988.05, accuracy: 1)
    }
  }

  /// A target behind: v = 0.01 − Δ·ln d toward it (here −410.4 pt/s), keeping the rate.
  func testRetargetBehindLaunchesBack() {
    let plan = MomentumProjection.retarget(from: 0, to: -200, velocity: 2000, rate: .normal)
    XCTAssertEqual(plan.velocity, -410.40, accuracy: 0.01)
    XCTAssertEqual(plan.rate, .normal)
    for hertz in displayRates {
      XCTAssertEqual(fly(plan, hertz: hertz).finalPosition, -199.9, accuracy: 1)
    }
  }

  /// A short way back (below 250 pt/s) uses rate 0.985 with v = 0.01 + 0.01511·Δ.
  func testRetargetShortHopUsesTheFallbackRate() {
    let plan = MomentumProjection.retarget(from: 0, to: -50, velocity: 2000, rate: .normal)
    XCTAssertEqual(plan.velocity, -765.5, accuracy: 0.01)
    XCTAssertEqual(plan.rate.rawValue, 0.985)
    for hertz in displayRates {
      XCTAssertEqual(fly(plan, hertz: hertz).finalPosition, -49.7, accuracy: 1)
    }
  }

  func testRetargetFromRestAndToTheSameOffset() {
    let plan = MomentumProjection.retarget(from: 1000, to: 400, velocity: 0, rate: .normal)
    XCTAssertEqual(plan.velocity, -1211.20, accuracy: 0.01)
    let record = Trajectory.flight(
      MomentumIntegrator(
        position: 1000, velocity: plan.velocity, limits: OffsetLimits(minimum: 0, maximum: 2400),
        rate: plan.rate), hertz: 60)
    XCTAssertEqual(record.finalPosition, 400.57, accuracy: 1)
    XCTAssertEqual(MomentumProjection.retarget(from: 7, to: 7, velocity: 900, rate: .fast).velocity, 0)
  }

  private func fly(_ plan: MomentumPlan, hertz: Double) -> Trajectory {
    Trajectory.flight(
      MomentumIntegrator(position: 0, velocity: plan.velocity, limits: .unbounded, rate: plan.rate),
      hertz: hertz)
  }
}
