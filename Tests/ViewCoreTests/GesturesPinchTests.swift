import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class GesturesPinchTests: XCTestCase {
  func testFingersTwiceAsFarApartIsScaleTwo() async {
    let view = UIView()
    let pinch = UIPinchGestureRecognizer()
    let (window, log) = makeLoggedRecognizer(pinch, on: view)
    window.handle(TwoFingers.down())
    XCTAssertEqual(pinch.scale, 1)
    window.handle(TwoFingers.move(CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200), at: 0.5))
    XCTAssertEqual(pinch.scale, 2, accuracy: 1e-12)
    XCTAssertEqual(pinch.location(in: nil), CGPoint(x: 200, y: 200), "the centroid")
    XCTAssertEqual(pinch.location(in: view), CGPoint(x: 100, y: 100))
    XCTAssertEqual(log.states.first, .began)
    window.handle(TwoFingers.up(CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200), at: 0.6))
    XCTAssertEqual(log.states.last, .ended)
  }

  func testVelocityIsScalePerSecond() async {
    let pinch = UIPinchGestureRecognizer()
    let (window, _) = makeTwoFingerWindow(pinch)
    window.handle(TwoFingers.move(CGPoint(x: 125, y: 200), CGPoint(x: 275, y: 200), at: 0.5))
    XCTAssertEqual(pinch.scale, 1.5, accuracy: 1e-12)
    XCTAssertEqual(pinch.velocity, 1.0, accuracy: 1e-9, "0.5 in 0.5 s")
  }

  func testSettingTheScaleRebasesLaterChanges() async {
    let pinch = UIPinchGestureRecognizer()
    let (window, _) = makeTwoFingerWindow(pinch)
    window.handle(TwoFingers.move(CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200), at: 0.1))
    pinch.scale = 1
    window.handle(Finger.move(400, 200, at: 0.2, id: 1))
    XCTAssertEqual(pinch.scale, 1.5, accuracy: 1e-12, "300 apart after 200 apart")
  }

  func testSettingTheScaleKeepsTheVelocity() async {
    let pinch = UIPinchGestureRecognizer()
    let (window, _) = makeTwoFingerWindow(pinch)
    window.handle(TwoFingers.move(CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200), at: 0.1))
    XCTAssertEqual(pinch.velocity, 10, accuracy: 1e-9, "1 to 2 in 0.1 s")
    pinch.scale = 1
    window.handle(Finger.move(400, 200, at: 0.2, id: 1))
    // 1 to 1.5 in 0.1 s is 5 a second, blended 0.2·5 + 0.8·10 (docs/physics.md §8.1): the reset
    // from 2 to 1 is no motion.
    XCTAssertEqual(pinch.velocity, 9, accuracy: 1e-9)
  }

  func testSmallChangeStaysPossibleAndLiftingFails() async {
    let pinch = UIPinchGestureRecognizer()
    let (window, _) = makeTwoFingerWindow(pinch)
    window.handle(Finger.move(146, 200, at: 0.1, id: 0))
    XCTAssertEqual(pinch.state, .possible)
    window.handle(Finger.up(146, 200, at: 0.2, id: 0))
    window.handle(Finger.up(250, 200, at: 0.3, id: 1))
    XCTAssertEqual(pinch.state, .possible, "failed, then reset")
  }
}
