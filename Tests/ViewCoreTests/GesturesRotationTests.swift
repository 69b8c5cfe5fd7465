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
    window.handle([Finger.down(150, 200, at: 0, id: 0), Finger.down(250, 200, at: 0, id: 1)])
    XCTAssertEqual(rotation.rotation, 0)
    // The right-hand finger moves below the left-hand one: clockwise on screen (y down).
    window.handle([Finger.move(200, 150, at: 0.5, id: 0), Finger.move(200, 250, at: 0.5, id: 1)])
    XCTAssertEqual(rotation.rotation, .pi / 2, accuracy: 1e-12)
    XCTAssertEqual(rotation.location(in: view), CGPoint(x: 100, y: 100), "the centroid, in the view")
    XCTAssertEqual(log.states.first, .began)
    window.handle([Finger.up(200, 150, at: 0.6, id: 0), Finger.up(200, 250, at: 0.6, id: 1)])
    XCTAssertEqual(log.states.last, .ended)
  }

  func testVelocityIsRadiansPerSecond() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let rotation = UIRotationGestureRecognizer()
    view.addGestureRecognizer(rotation)
    window.handle([Finger.down(150, 200, at: 0, id: 0), Finger.down(250, 200, at: 0, id: 1)])
    let c = 50 * cos(CGFloat.pi / 4)
    window.handle([Finger.move(200 - c, 200 - c, at: 0.5, id: 0), Finger.move(200 + c, 200 + c, at: 0.5, id: 1)])
    XCTAssertEqual(rotation.rotation, .pi / 4, accuracy: 1e-12)
    XCTAssertEqual(rotation.velocity, .pi / 2, accuracy: 1e-9, "π/4 in 0.5 s")
  }

  func testATurnAcrossTheHalfTurnSeamCountsAsTheSmallStepItIs() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let rotation = UIRotationGestureRecognizer()
    view.addGestureRecognizer(rotation)
    // The second finger left of the first: the angle between them is just under +π …
    window.handle([Finger.down(250, 200, at: 0, id: 0), Finger.down(150, 190, at: 0, id: 1)])
    // … then just over −π: a counter-clockwise turn of about 0.2 rad, not almost a whole turn.
    window.handle(Finger.move(150, 210, at: 0.1, id: 1))
    XCTAssertEqual(rotation.rotation, -2 * atan2(10, 100), accuracy: 1e-12)
    window.handle(Finger.move(150, 260, at: 0.2, id: 1))
    XCTAssertEqual(rotation.rotation, -(atan2(10, 100) + atan2(60, 100)), accuracy: 1e-12)
  }

  func testSmallTurnStaysPossibleAndSettingTheRotationRebasesLaterChanges() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let rotation = UIRotationGestureRecognizer()
    view.addGestureRecognizer(rotation)
    window.handle([Finger.down(110, 200, at: 0, id: 0), Finger.down(290, 200, at: 0, id: 1)])
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
    window.handle([Finger.down(150, 200, at: 0, id: 0), Finger.down(250, 200, at: 0, id: 1)])
    // Twice as far apart and turned a quarter clockwise.
    window.handle([Finger.move(200, 100, at: 0.5, id: 0), Finger.move(200, 300, at: 0.5, id: 1)])
    XCTAssertEqual(pinch.scale, 2, accuracy: 1e-12)
    XCTAssertEqual(rotation.rotation, .pi / 2, accuracy: 1e-12)
    XCTAssertTrue(pinch.state.isActive)
    XCTAssertTrue(rotation.state.isActive)
  }
}
