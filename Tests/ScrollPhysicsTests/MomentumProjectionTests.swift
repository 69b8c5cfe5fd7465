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

  /// Delegate moves the target ahead: velocity kept, rate Δ/(Δ + v − 0.01) per ms (the
  /// per-millisecond sum's form); the flight ends on the target exactly.
  func testRetargetAheadKeepsVelocity() throws {
    let plan = MomentumProjection.retarget(from: 0, to: 500, velocity: 2000, rate: .normal)
    XCTAssertEqual(plan.velocity, 2000)
    XCTAssertEqual(plan.rate.rawValue, 500 / 501.99, accuracy: 1e-12)
    for hertz in displayRates {
      let record = fly(plan, to: 500, hertz: hertz)
      XCTAssertEqual(record.finalPosition, 500, "exactly on the target at \(hertz) Hz")
      XCTAssertEqual(try XCTUnwrap(record.finishTime), 1.333, accuracy: 2 * oneFrame)
    }
  }

  /// A target too far for the kept velocity at 0.999 (the slowest decay): launched at 0.999 with
  /// the speed it needs, 0.01 + 3000·0.001/0.999 pt/ms, and still ends on it (UIKit stops short
  /// at 1988.05: docs/physics.md §13).
  func testRetargetFarAheadIsReachedAtTheSlowestRate() {
    let plan = MomentumProjection.retarget(from: 0, to: 3000, velocity: 2000, rate: .normal)
    XCTAssertEqual(plan.rate.rawValue, 0.999)
    XCTAssertEqual(plan.velocity, (0.01 + 3000 * 0.001 / 0.999) * 1000, accuracy: 1e-9)
    for hertz in displayRates {
      XCTAssertEqual(fly(plan, to: 3000, hertz: hertz).finalPosition, 3000)
    }
  }

  /// A target behind: v = 0.01 + |Δ|(1 − d)/d toward it (here −410.8 pt/s), keeping the rate.
  func testRetargetBehindLaunchesBack() {
    let plan = MomentumProjection.retarget(from: 0, to: -200, velocity: 2000, rate: .normal)
    XCTAssertEqual(plan.velocity, -(0.01 + 200 * 0.002 / 0.998) * 1000, accuracy: 1e-9)
    XCTAssertEqual(plan.rate, .normal)
    for hertz in displayRates {
      XCTAssertEqual(fly(plan, to: -200, hertz: hertz).finalPosition, -200)
    }
  }

  /// A short way back (below 250 pt/s) uses rate 0.985 with v = 0.01 + |Δ|·0.015/0.985.
  func testRetargetShortHopUsesTheFallbackRate() {
    let plan = MomentumProjection.retarget(from: 0, to: -50, velocity: 2000, rate: .normal)
    XCTAssertEqual(plan.velocity, -(0.01 + 50 * 0.015 / 0.985) * 1000, accuracy: 1e-9)
    XCTAssertEqual(plan.rate.rawValue, 0.985)
    for hertz in displayRates {
      XCTAssertEqual(fly(plan, to: -50, hertz: hertz).finalPosition, -50)
    }
  }

  func testRetargetFromRestAndToTheSameOffset() {
    let plan = MomentumProjection.retarget(from: 1000, to: 400, velocity: 0, rate: .normal)
    XCTAssertEqual(plan.velocity, -(0.01 + 600 * 0.002 / 0.998) * 1000, accuracy: 1e-9)
    let record = Trajectory.flight(
      MomentumIntegrator(
        position: 1000, velocity: plan.velocity, limits: OffsetLimits(minimum: 0, maximum: 2400),
        rate: plan.rate, destination: 400), hertz: 60)
    XCTAssertEqual(record.finalPosition, 400)
    XCTAssertEqual(MomentumProjection.retarget(from: 7, to: 7, velocity: 900, rate: .fast).velocity, 0)
  }

  /// A sweep: every release velocity (zero, either sign), both rates, distances from
  /// 1 to 10,000 pt either way, targets inside and outside the limits, at 60, 120 and 144 Hz —
  /// each flight ends exactly on its target, never passes it by more than 0.2 pt on the way, and
  /// comes within 0.2 pt of it before it stops (so the last step is no visible jump).
  func testEveryRetargetedFlightEndsExactlyOnItsTarget() {
    let limits = OffsetLimits(minimum: 0, maximum: 4000)
    var flights = 0
    for rate in [DecelerationRate.fast, .normal] {
      for velocity in [-6000.0, -900, -120, -5, 0, 5, 120, 900, 6000] {
        for distance in [1.0, 3, 17, 240, 1232, 5000, 10000] {
          for sign in [-1.0, 1] {
            let start = 2000.0
            let target = start + sign * distance
            let plan = MomentumProjection.retarget(from: start, to: target, velocity: velocity, rate: rate)
            for hertz in [60.0, 120, 144] {
              var flight = MomentumIntegrator(
                position: start, velocity: plan.velocity, limits: limits, rate: plan.rate, destination: target)
              var time = 0.0
              var passed = 0.0
              var before = start
              while !flight.isFinished && time < 60 {
                time += 1 / hertz
                before = flight.position
                flight.step(to: time)
                passed = max(passed, sign * (flight.position - target))
              }
              flights += 1
              let label = "\(velocity) pt/s, \(rate.rawValue), \(start) → \(target) at \(hertz) Hz"
              XCTAssertTrue(flight.isFinished, "stopped: \(label)")
              XCTAssertEqual(flight.position, target, label)
              XCTAssertLessThanOrEqual(passed, 0.2, "never far past the target: \(label)")
              XCTAssertLessThanOrEqual(abs(before - target), max(0.2, distance), "the last frame's start: \(label)")
              XCTAssertLessThanOrEqual(abs(flightEndGap(plan, start, target, hertz)), 0.2, "no jump: \(label)")
            }
          }
        }
      }
    }
    XCTAssertEqual(flights, 2 * 9 * 7 * 2 * 3)
  }

  /// How far from the target the flight stops on its own (without the destination's snap).
  private func flightEndGap(_ plan: MomentumPlan, _ start: Double, _ target: Double, _ hertz: Double) -> Double {
    var free = MomentumIntegrator(position: start, velocity: plan.velocity, limits: .unbounded, rate: plan.rate)
    var time = 0.0
    while !free.isFinished && time < 60 {
      time += 1 / hertz
      free.step(to: time)
    }
    return free.position - target
  }

  private func fly(_ plan: MomentumPlan, to destination: Double, hertz: Double) -> Trajectory {
    Trajectory.flight(
      MomentumIntegrator(
        position: 0, velocity: plan.velocity, limits: .unbounded, rate: plan.rate, destination: destination),
      hertz: hertz)
  }

  private func fly(_ plan: MomentumPlan, hertz: Double) -> Trajectory {
    Trajectory.flight(
      MomentumIntegrator(position: 0, velocity: plan.velocity, limits: .unbounded, rate: plan.rate),
      hertz: hertz)
  }
}
