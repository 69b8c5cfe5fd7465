import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class GesturesRotationTests: XCTestCase {
  /// A trackpad pinch with a turn in it, at the view's centre (window points), at `time` seconds.
  private func device(
    _ phase: InputEvent.Gesture.Phase, scale: CGFloat = 1, rotation: CGFloat = 0, at time: TimeInterval
  ) -> InputEvent {
    .gesture(.init(phase, at: CGPoint(x: 200, y: 200), scale: scale, rotation: rotation, time: time))
  }

  func testFingersTurningAQuarterClockwiseIsRotationHalfPi() async {
    let view = UIView()
    let rotation = UIRotationGestureRecognizer()
    let (window, log) = makeLoggedRecognizer(rotation, on: view)
    window.handle(TwoFingers.down())
    XCTAssertEqual(rotation.rotation, 0)
    // The right-hand finger moves below the left-hand one: clockwise on screen (y down).
    window.handle(TwoFingers.move(CGPoint(x: 200, y: 150), CGPoint(x: 200, y: 250), at: 0.5))
    XCTAssertEqual(rotation.rotation, .pi / 2, accuracy: 1e-12)
    XCTAssertEqual(rotation.location(in: view), CGPoint(x: 100, y: 100), "the centroid, in the view")
    XCTAssertEqual(log.states.first, .began)
    window.handle(TwoFingers.up(CGPoint(x: 200, y: 150), CGPoint(x: 200, y: 250), at: 0.6))
    XCTAssertEqual(log.states.last, .ended)
  }

  func testVelocityIsRadiansPerSecond() async {
    let rotation = UIRotationGestureRecognizer()
    let (window, _) = makeTwoFingerWindow(rotation)
    let c = 50 * cos(CGFloat.pi / 4)
    window.handle(TwoFingers.move(CGPoint(x: 200 - c, y: 200 - c), CGPoint(x: 200 + c, y: 200 + c), at: 0.5))
    XCTAssertEqual(rotation.rotation, .pi / 4, accuracy: 1e-12)
    XCTAssertEqual(rotation.velocity, .pi / 2, accuracy: 1e-9, "π/4 in 0.5 s")
  }

  func testATurnAcrossTheHalfTurnSeamCountsAsTheSmallStepItIs() async {
    let rotation = UIRotationGestureRecognizer()
    // The second finger left of the first: the angle between them is just under +π …
    let (window, _) = makeTwoFingerWindow(
      rotation, down: TwoFingers.down(CGPoint(x: 250, y: 200), CGPoint(x: 150, y: 190)))
    // … then just over −π: a counter-clockwise turn of about 0.2 rad, not almost a whole turn.
    window.handle(Finger.move(150, 210, at: 0.1, id: 1))
    XCTAssertEqual(rotation.rotation, -2 * atan2(10, 100), accuracy: 1e-12)
    window.handle(Finger.move(150, 260, at: 0.2, id: 1))
    XCTAssertEqual(rotation.rotation, -(atan2(10, 100) + atan2(60, 100)), accuracy: 1e-12)
  }

  func testSmallTurnStaysPossibleAndSettingTheRotationRebasesLaterChanges() async {
    let rotation = UIRotationGestureRecognizer()
    let (window, _) = makeTwoFingerWindow(
      rotation, down: TwoFingers.down(CGPoint(x: 110, y: 200), CGPoint(x: 290, y: 200)))
    // 0.05 rad moves each finger about 4.5 pt along its arc: under the 10-pt threshold.
    window.handle(Finger.move(290, 200 + 180 * tan(0.05), at: 0.1, id: 1))
    XCTAssertEqual(rotation.state, .possible)
    window.handle(Finger.move(290, 200 + 180 * tan(0.2), at: 0.2, id: 1))
    XCTAssertEqual(rotation.state, .began)
    XCTAssertEqual(rotation.rotation, 0.2, accuracy: 1e-12)
    rotation.rotation = 0
    window.handle(Finger.move(290, 200 + 180 * tan(0.5), at: 0.3, id: 1))
    XCTAssertEqual(rotation.rotation, 0.3, accuracy: 1e-12, "0.5 rad after 0.2 rad")
  }

  func testSettingTheRotationKeepsTheVelocity() async {
    let rotation = UIRotationGestureRecognizer()
    let (window, _) = makeTwoFingerWindow(rotation)
    // The second finger turns about the first: 0.2 rad in 0.1 s, then 0.1 rad more in 0.1 s.
    window.handle(Finger.move(150 + 100 * cos(0.2), 200 + 100 * sin(0.2), at: 0.1, id: 1))
    XCTAssertEqual(rotation.velocity, 2, accuracy: 1e-9, "0.2 rad in 0.1 s")
    rotation.rotation = 0
    window.handle(Finger.move(150 + 100 * cos(0.3), 200 + 100 * sin(0.3), at: 0.2, id: 1))
    XCTAssertEqual(rotation.rotation, 0.1, accuracy: 1e-12)
    // 1 rad/s blended 0.2·1 + 0.8·2 (docs/physics.md §8.1): the reset from 0.2 to 0 is no motion.
    XCTAssertEqual(rotation.velocity, 1.8, accuracy: 1e-9)
  }

  func testADeviceGesturesTurnIsTheRotationWithNoThreshold() async {
    let view = UIView()
    let rotation = UIRotationGestureRecognizer()
    let (window, log) = makeLoggedRecognizer(rotation, on: view)
    window.handle(device(.began, at: 1))
    XCTAssertEqual(rotation.state, .began, "the device already recognised the gesture")
    window.handle(device(.changed, rotation: 0.01, at: 1.01))
    XCTAssertEqual(rotation.rotation, 0.01, accuracy: 1e-12, "a turn of 0.01 rad is not held back")
    window.handle(device(.changed, rotation: .pi / 6, at: 1.1))
    XCTAssertEqual(rotation.rotation, .pi / 6, accuracy: 1e-12)
    XCTAssertEqual(rotation.velocity, 0.2 * (.pi / 6 - 0.01) / 0.09 + 0.8 * 0.01 / 0.01, accuracy: 1e-9)
    XCTAssertEqual(rotation.location(in: view), CGPoint(x: 100, y: 100))
    window.handle(device(.ended, rotation: .pi / 6, at: 1.12))
    XCTAssertEqual(log.states, [.began, .changed, .changed, .ended])
  }

  func testAPinchAndARotationShareOneDeviceGestureOnlyWhenADelegateAllowsIt() async {
    for simultaneous in [false, true] {
      let view = UIView()
      let window = makeInputWindow(with: view)
      let pinch = UIPinchGestureRecognizer()
      let rotation = UIRotationGestureRecognizer()
      let delegate = SwitchableDelegate()
      delegate.simultaneous = simultaneous
      rotation.delegate = delegate
      view.addGestureRecognizer(pinch)
      view.addGestureRecognizer(rotation)
      let pinchLog = StateLog()
      pinchLog.attach(to: pinch)
      let rotationLog = StateLog()
      rotationLog.attach(to: rotation)
      window.handle(device(.began, at: 1))
      window.handle(device(.changed, scale: 1.5, rotation: .pi / 6, at: 1.1))
      XCTAssertEqual(pinch.scale, 1.5, accuracy: 1e-12, "simultaneous: \(simultaneous)")
      if simultaneous {
        XCTAssertEqual(rotation.rotation, .pi / 6, accuracy: 1e-12)
        XCTAssertEqual(rotationLog.states, [.began, .changed])
      } else {
        XCTAssertEqual(rotationLog.states, [], "the pinch, added first, took the gesture")
        XCTAssertEqual(rotation.rotation, 0, "it failed and was reset")
      }
      window.handle(device(.ended, scale: 1.5, rotation: .pi / 6, at: 1.2))
      XCTAssertEqual(pinchLog.states, [.began, .changed, .ended])
      XCTAssertEqual(rotation.state, .possible, "reset once the gesture ended")
    }
  }

  func testTwoFingersPinchingAndTurningDriveBothWhenADelegateAllowsIt() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let pinch = UIPinchGestureRecognizer()
    let rotation = UIRotationGestureRecognizer()
    let delegate = SwitchableDelegate()
    delegate.simultaneous = true
    pinch.delegate = delegate
    view.addGestureRecognizer(pinch)
    view.addGestureRecognizer(rotation)
    window.handle(TwoFingers.down())
    // Twice as far apart and turned a quarter clockwise.
    window.handle(TwoFingers.move(CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 300), at: 0.5))
    XCTAssertEqual(pinch.scale, 2, accuracy: 1e-12)
    XCTAssertEqual(rotation.rotation, .pi / 2, accuracy: 1e-12)
    XCTAssertTrue(pinch.state.isActive)
    XCTAssertTrue(rotation.state.isActive)
  }
}
