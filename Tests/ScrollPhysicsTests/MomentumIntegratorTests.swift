import ScrollPhysics
import XCTest

/// Reference cases 1–4, 6 and 7 (docs/physics.md §12), stepped at 60 Hz and 120 Hz.
final class MomentumIntegratorTests: XCTestCase {
  private let limits = OffsetLimits(minimum: 0, maximum: 2400)

  private func flight(_ position: Double, _ velocity: Double, rate: DecelerationRate = .normal, hertz: Double)
    -> Trajectory
  {
    Trajectory.flight(
      MomentumIntegrator(position: position, velocity: velocity, limits: limits, rate: rate), hertz: hertz)
  }

  /// Case 1: 2000 pt/s at the normal rate rests at 993.04 at 2.65 s; x(0.5 s) = 631.2.
  func testFreeFlickNormalRate() throws {
    for hertz in displayRates + [144] {
      let record = flight(0, 2000, hertz: hertz)
      XCTAssertEqual(record.position(at: 0.5), 631.2, accuracy: 1, "\(hertz) Hz")
      XCTAssertEqual(record.position(at: 1.0), 863.15, accuracy: 1, "\(hertz) Hz")
      XCTAssertEqual(record.finalPosition, 993.04, accuracy: 1, "\(hertz) Hz")
      XCTAssertEqual(try XCTUnwrap(record.finishTime), 2.65, accuracy: oneFrame, "\(hertz) Hz")
      XCTAssertEqual(record.maximumOvershoot, 0)
    }
  }

  /// Case 2: the fast rate rests at 197.04 at 0.533 s; x(0.1 s) ≈ 125.1–125.4.
  func testFreeFlickFastRate() throws {
    for hertz in displayRates {
      let record = flight(0, 2000, rate: .fast, hertz: hertz)
      XCTAssertEqual(record.position(at: 0.1), 125.14, accuracy: 1, "\(hertz) Hz")
      XCTAssertEqual(record.finalPosition, 197.04, accuracy: 1, "\(hertz) Hz")
      XCTAssertEqual(try XCTUnwrap(record.finishTime), 0.533, accuracy: oneFrame, "\(hertz) Hz")
    }
  }

  /// Case 3: 3000 pt/s from 2000 overshoots 73.52 at 0.250 s, x(0.5) = 2417.44, rests at 0.90 s.
  func testFlickIntoTheEdge() throws {
    for hertz in displayRates + [144] {
      let record = flight(2000, 3000, hertz: hertz)
      XCTAssertEqual(record.maximumOvershoot, 73.52, accuracy: 1, "\(hertz) Hz")
      XCTAssertEqual(record.timeOfMaximumOvershoot, 0.250, accuracy: oneFrame, "\(hertz) Hz")
      XCTAssertEqual(record.position(at: 0.5), 2417.44, accuracy: 1, "\(hertz) Hz")
      XCTAssertEqual(record.finalPosition, 2400)
      XCTAssertEqual(try XCTUnwrap(record.finishTime), 0.90, accuracy: oneFrame, "\(hertz) Hz")
    }
  }

  /// Case 4: a gentle 1000 pt/s hit from 2350 overshoots 30.05 at 0.150 s and rests at 0.7167 s.
  func testGentleEdgeHit() throws {
    for hertz in displayRates {
      let record = flight(2350, 1000, hertz: hertz)
      XCTAssertEqual(record.maximumOvershoot, 30.05, accuracy: 1, "\(hertz) Hz")
      XCTAssertEqual(record.timeOfMaximumOvershoot, 0.150, accuracy: oneFrame, "\(hertz) Hz")
      XCTAssertEqual(record.position(at: 0.5), 2403.04, accuracy: 1, "\(hertz) Hz")
      XCTAssertEqual(record.finalPosition, 2400)
      XCTAssertEqual(try XCTUnwrap(record.finishTime), 43.0 / 60, accuracy: oneFrame, "\(hertz) Hz")
    }
  }

  /// Case 6: released at rest 100 pt past the top: −36.8 at 0.1 s, −13.54 at 0.2 s, settles at 0.533 s.
  func testReleaseOverscrolledAtRest() throws {
    for hertz in displayRates + [144] {
      let record = flight(-100, 0, hertz: hertz)
      XCTAssertEqual(record.position(at: 0.1), -36.8, accuracy: 1, "\(hertz) Hz")
      XCTAssertEqual(record.position(at: 0.2), -13.54, accuracy: 1, "\(hertz) Hz")
      XCTAssertEqual(record.finalPosition, 0)
      XCTAssertEqual(try XCTUnwrap(record.finishTime), 0.533, accuracy: oneFrame, "\(hertz) Hz")
    }
  }

  /// Case 7 at 60 Hz: an inward 1500 pt/s flick from −100 carries back into the content.
  func testInwardFlickFromOverscroll60Hz() throws {
    let record = flight(-100, 1500, hertz: 60)
    XCTAssertEqual(record.position(at: 0.1), 15.55, accuracy: 1)
    XCTAssertEqual(record.position(at: 0.3), 103.43, accuracy: 1)
    XCTAssertEqual(record.finalPosition, 277.05, accuracy: 1)
    XCTAssertEqual(try XCTUnwrap(record.finishTime), 2.100, accuracy: oneFrame)
  }

  /// Case 7 at 120 Hz, against the reference model's own 120 Hz run: the frame on which the view re-enters
  /// the content decides how long the 0.99/ms bounce damping acts, so UIKit's model itself lands
  /// about 23 pt further at 120 Hz than at 60 Hz.
  func testInwardFlickFromOverscroll120Hz() throws {
    let record = flight(-100, 1500, hertz: 120)
    XCTAssertEqual(record.position(at: 0.1), 16.86, accuracy: 1)
    XCTAssertEqual(record.position(at: 0.3), 112.08, accuracy: 1)
    XCTAssertEqual(record.finalPosition, 300.54, accuracy: 1)
    XCTAssertEqual(try XCTUnwrap(record.finishTime), 2.133, accuracy: oneFrame)
  }

  /// The reference model's self-check: with no edges in reach, 60 Hz and 120 Hz agree at 0.5 s.
  func testFreeDecelerationIsFrameRateIndependent() {
    let unbounded = OffsetLimits.unbounded
    let slow = Trajectory.flight(
      MomentumIntegrator(position: 0, velocity: 2000, limits: unbounded), hertz: 60)
    let quick = Trajectory.flight(
      MomentumIntegrator(position: 0, velocity: 2000, limits: unbounded), hertz: 120)
    XCTAssertEqual(slow.position(at: 0.5), quick.position(at: 0.5), accuracy: 0.1)
    XCTAssertEqual(slow.finalPosition, quick.finalPosition, accuracy: 0.1)
  }

  /// With min == max (content shorter than the view) a flick bounces out and back to the minimum.
  /// Values come from the reference model with the edge-start frame fixed (docs/physics.md §4).
  func testFlickWithEqualLimitsBouncesBack() throws {
    for hertz in displayRates {
      let pinned = MomentumIntegrator(
        position: 0, velocity: 2000, limits: OffsetLimits(minimum: 0, maximum: 0))
      let record = Trajectory.flight(pinned, hertz: hertz)
      XCTAssertEqual(record.maximumOvershoot, 66.65, accuracy: 1, "\(hertz) Hz")
      XCTAssertEqual(record.timeOfMaximumOvershoot, 0.083, accuracy: oneFrame, "\(hertz) Hz")
      XCTAssertEqual(record.finalPosition, 0)
      XCTAssertEqual(try XCTUnwrap(record.finishTime), 0.75, accuracy: oneFrame, "\(hertz) Hz")
    }
  }

  /// Limits may shrink mid-flight: the view then bounces back to the new maximum.
  func testLimitsCanChangeBetweenSteps() throws {
    let integrator = MomentumIntegrator(position: 0, velocity: 2000, limits: limits)
    let record = Trajectory.flight(integrator, hertz: 60) { time, flight in
      if time > 0.2 { flight.limits = OffsetLimits(minimum: 0, maximum: 100) }
    }
    XCTAssertEqual(record.finalPosition, 100)
    XCTAssertLessThan(try XCTUnwrap(record.finishTime), 2)
  }

  func testSubMillisecondFramesAreFoldedIntoTheNext() {
    var integrator = MomentumIntegrator(position: 0, velocity: 2000, limits: limits)
    integrator.step(to: 0.0005)
    XCTAssertEqual(integrator.position, 0)
    XCTAssertEqual(integrator.lastTime, 0)
    integrator.advance(by: 0.0005)
    XCTAssertGreaterThan(integrator.position, 1.9)
    XCTAssertEqual(integrator.lastTime, 0.001, accuracy: 1e-12)
  }

  func testRepeatedFlickMultiplierScalesTheFlight() {
    for hertz in displayRates {
      let boosted = MomentumIntegrator(
        position: 0, velocity: 2000, limits: .unbounded, multiplier: 2.25)
      XCTAssertEqual(Trajectory.flight(boosted, hertz: hertz).finalPosition, 2234.34, accuracy: 1)
    }
  }

  func testVelocityIsReportedInPointsPerSecond() {
    var integrator = MomentumIntegrator(position: 0, velocity: 2000, limits: limits)
    XCTAssertEqual(integrator.velocity, 2000, accuracy: 1e-9)
    XCTAssertEqual(integrator.velocityPerMillisecond, 2, accuracy: 1e-12)
    integrator.step(to: 1.0 / 60)
    XCTAssertEqual(integrator.velocity, 2000 * pow(0.998, 1000.0 / 60), accuracy: 0.5)
  }
}
