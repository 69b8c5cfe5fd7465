import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class GesturesTapTests: XCTestCase {
  func testSingleTapRecognizesOnRelease() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let tap = UITapGestureRecognizer()
    var locations: [CGPoint] = []
    tap.addTarget(nil) { locations.append($0.location(in: view)) }
    view.addGestureRecognizer(tap)
    window.handle(Finger.down(150, 160, at: 0))
    XCTAssertEqual(locations, [])
    window.handle(Finger.up(150, 160, at: 0.08))
    XCTAssertEqual(locations, [CGPoint(x: 50, y: 60)])
  }

  func testMovingMoreThanTenPointsIsNotATap() async {
    let tap = UITapGestureRecognizer()
    let (window, log) = makeLoggedRecognizer(tap)
    window.handle([
      Finger.down(150, 150, at: 0), Finger.move(159, 150, at: 0.02), Finger.up(159, 150, at: 0.05),
    ])
    XCTAssertEqual(log.states, [.ended], "9 pt is still a tap")
    window.handle([
      Finger.down(150, 150, at: 1), Finger.move(161, 150, at: 1.02), Finger.up(161, 150, at: 1.05),
    ])
    XCTAssertEqual(log.states, [.ended], "11 pt is not")
  }

  func testLongPressIsNotATap() async {
    let tap = UITapGestureRecognizer()
    let (window, log) = makeLoggedRecognizer(tap)
    window.handle(Finger.down(150, 150, at: 0))
    window.advance(to: 0.8)
    XCTAssertEqual(tap.state, .failed, "a press longer than 0.75 s")
    window.handle(Finger.up(150, 150, at: 0.9))
    XCTAssertEqual(log.states, [])
  }

  /// The single tap waits for the double tap to fail: it fires 0.35 s after the release.
  func testSingleTapWaitsForTheDoubleTapToFail() async {
    let (window, single, double) = makeTapPair()
    window.handle(Finger.tap(150, 150, at: 0))
    XCTAssertEqual(single.states, [], "undecided at release")
    window.advance(to: 0.3)
    XCTAssertEqual(single.states, [])
    XCTAssertEqual(window.nextInputDeadline ?? 0, 0.40, accuracy: 1e-9)
    window.advance(to: 0.41)
    XCTAssertEqual(single.states, [.ended])
    XCTAssertEqual(double.states, [])
    XCTAssertNil(window.nextInputDeadline)
  }

  func testDoubleTapWinsAndTheSingleTapFails() async {
    let (window, single, double) = makeTapPair()
    window.handle(Finger.tap(150, 150, at: 0) + Finger.tap(152, 151, at: 0.2))
    XCTAssertEqual(double.states, [.ended])
    window.advance(to: 2)
    XCTAssertEqual(single.states, [])
  }

  func testTapsTooFarApartInTimeAreTwoSingleTaps() async {
    let (window, single, double) = makeTapPair()
    window.handle(Finger.tap(150, 150, at: 0))
    window.handle(Finger.tap(150, 150, at: 0.5))
    window.advance(to: 1.0)
    XCTAssertEqual(single.states, [.ended, .ended])
    XCTAssertEqual(double.states, [])
  }

  func testTripleTap() async {
    let triple = UITapGestureRecognizer()
    triple.numberOfTapsRequired = 3
    let (window, log) = makeLoggedRecognizer(triple)
    window.handle(Finger.tap(150, 150, at: 0) + Finger.tap(150, 150, at: 0.2) + Finger.tap(150, 150, at: 0.4))
    XCTAssertEqual(log.states, [.ended])
  }

  func testTwoFingerTapNeedsBothFingers() async {
    let tap = UITapGestureRecognizer()
    tap.numberOfTouchesRequired = 2
    let (window, log) = makeLoggedRecognizer(tap)
    window.handle(Finger.tap(150, 150, at: 0))
    XCTAssertEqual(log.states, [])
    window.handle([
      Finger.down(140, 150, at: 1, id: 0), Finger.down(180, 150, at: 1.01, id: 1),
      Finger.up(140, 150, at: 1.1, id: 0), Finger.up(180, 150, at: 1.11, id: 1),
    ])
    XCTAssertEqual(log.states, [.ended])
    XCTAssertEqual(tap.numberOfTouches, 0)
  }

  private func makeTapPair() -> (UIWindow, single: StateLog, double: StateLog) {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    let singleLog = StateLog()
    let doubleLog = StateLog()
    singleLog.attach(to: single)
    doubleLog.attach(to: double)
    return (window, singleLog, doubleLog)
  }
}
