import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class GesturesConflictTests: XCTestCase {
  func testRecognizersAreExclusiveByDefault() async {
    let (window, inner, outer) = makeNestedPans()
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 180, at: 0.1)])
    XCTAssertEqual(inner.state, .began, "the inner view's recognizer gets the touch first")
    XCTAssertEqual(outer.state, .failed)
  }

  func testDelegateAllowsSimultaneousRecognition() async {
    let (window, inner, outer) = makeNestedPans()
    let delegate = SwitchableDelegate()
    delegate.simultaneous = true
    outer.delegate = delegate
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 180, at: 0.1)])
    XCTAssertEqual(inner.state, .began)
    XCTAssertEqual(outer.state, .began)
    window.handle(Finger.move(150, 190, at: 0.2))
    XCTAssertEqual(inner.state, .changed)
    XCTAssertEqual(outer.state, .changed)
  }

  func testShouldReceiveFalseHidesTheTouch() async {
    let (window, inner, outer) = makeNestedPans()
    let delegate = SwitchableDelegate()
    delegate.receives = false
    inner.delegate = delegate
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 180, at: 0.1)])
    XCTAssertEqual(inner.state, .possible)
    XCTAssertEqual(inner.numberOfTouches, 0)
    XCTAssertEqual(outer.state, .began)
  }

  func testRecognitionCancelsTheViewsTouches() async {
    let view = TouchLogView()
    let window = makeInputWindow(with: view)
    view.addGestureRecognizer(UIPanGestureRecognizer())
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 155, at: 0.05)])
    XCTAssertEqual(view.log, ["began", "moved"])
    window.handle([
      Finger.move(150, 170, at: 0.1), Finger.move(150, 190, at: 0.15), Finger.up(150, 190, at: 0.2),
    ])
    XCTAssertEqual(view.log, ["began", "moved", "cancelled"], "nothing after the cancellation")
  }

  func testWithoutCancelsTouchesInViewTheViewKeepsItsTouches() async {
    let view = TouchLogView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    pan.cancelsTouchesInView = false
    view.addGestureRecognizer(pan)
    window.handle([
      Finger.down(150, 150, at: 0), Finger.move(150, 170, at: 0.1), Finger.up(150, 170, at: 0.2),
    ])
    XCTAssertEqual(view.log, ["began", "moved", "ended"])
  }

  func testDelaysTouchesBeganHoldsUntilTheRecognizerFails() async {
    let view = TouchLogView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    pan.delaysTouchesBegan = true
    view.addGestureRecognizer(pan)
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 155, at: 0.05)])
    XCTAssertEqual(view.log, [])
    window.handle(Finger.up(150, 155, at: 0.1))
    XCTAssertEqual(
      view.log, ["began", "ended"], "the pan failed at the release: the held touch is delivered")
  }

  func testDelaysTouchesBeganDropsTheTouchWhenTheRecognizerWins() async {
    let view = TouchLogView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    pan.delaysTouchesBegan = true
    view.addGestureRecognizer(pan)
    window.handle([
      Finger.down(150, 150, at: 0), Finger.move(150, 180, at: 0.05), Finger.up(150, 180, at: 0.1),
    ])
    XCTAssertEqual(view.log, [])
  }

  /// With `delaysTouchesEnded` (the default), the view hears the end of the first tap only once
  /// the double tap has failed.
  func testDelaysTouchesEndedWaitsForTheDoubleTap() async {
    let view = TouchLogView()
    let window = makeInputWindow(with: view)
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    view.addGestureRecognizer(double)
    window.handle(Finger.tap(150, 150, at: 0))
    XCTAssertEqual(view.log, ["began"])
    window.advance(to: 0.5)
    XCTAssertEqual(view.log, ["began", "ended"])
  }

  func testFocusLostCancelsEverything() async {
    let view = TouchLogView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    let log = StateLog()
    log.attach(to: pan)
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    view.addGestureRecognizer(double)
    view.addGestureRecognizer(pan)
    pan.cancelsTouchesInView = false
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 190, at: 0.1)])
    window.handle(.focusLost(timestamp: 0.2))
    XCTAssertEqual(log.states, [.began, .cancelled])
    XCTAssertEqual(view.log.last, "cancelled")
    XCTAssertTrue(window.activeTouches.isEmpty)
    XCTAssertFalse(window.hasGestureInProgress)
    XCTAssertNil(window.nextInputDeadline)
  }

  func testPointerLeavingMidTapFailsTheDoubleTap() async {
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let (window, log) = makeLoggedRecognizer(double)
    window.handle(Finger.tap(150, 150, at: 0))
    window.handle(.pointerLeft(timestamp: 0.1))
    window.handle(Finger.tap(150, 150, at: 0.2))
    window.advance(to: 1)
    XCTAssertEqual(log.states, [], "the second tap started a new sequence, which timed out")
    XCTAssertFalse(window.hasGestureInProgress)
  }

  func testUnbalancedStreamsLeaveNothingTracking() async {
    let view = TouchLogView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    window.handle(Finger.up(150, 150, at: 0))
    window.handle(Finger.move(150, 150, at: 0.1, id: 7))
    window.handle(.touch(.cancel, id: 3, at: .zero, time: 0.15))
    window.handle(Finger.down(150, 150, at: 0.2))
    window.handle(Finger.down(160, 150, at: 0.3))
    window.handle(.touch(.move, at: CGPoint(x: CGFloat.nan, y: 1), time: 0.35))
    window.handle(Finger.move(160, 150, at: -5))
    window.handle(Finger.up(160, 150, at: 0.4))
    XCTAssertEqual(view.log, ["began", "cancelled", "began", "ended"])
    XCTAssertTrue(window.activeTouches.isEmpty)
    XCTAssertEqual(pan.state, .possible)
    XCTAssertFalse(window.hasGestureInProgress)
  }

  func testTouchOutsideEveryViewIsHarmless() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    window.handle([
      Finger.down(-50, 900, at: 0), Finger.move(-40, 950, at: 0.1), Finger.up(-40, 950, at: 0.2),
    ])
    XCTAssertTrue(window.activeTouches.isEmpty)
  }

  func testSingleTapAboveAControlLeavesTheControlsTapAlone() async {
    let container = UIView()
    let window = makeInputWindow(with: container)
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    container.addSubview(button)
    var pressed = 0
    button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
    let tap = UITapGestureRecognizer()
    let log = StateLog()
    log.attach(to: tap)
    container.addGestureRecognizer(tap)
    window.handle(Finger.tap(150, 140, at: 0))
    XCTAssertEqual(pressed, 1)
    XCTAssertEqual(log.states, [])
    window.handle(Finger.tap(250, 250, at: 1))
    XCTAssertEqual(log.states, [.ended], "outside the button the tap recognizes")
  }

  private func makeNestedPans() -> (UIWindow, inner: UIPanGestureRecognizer, outer: UIPanGestureRecognizer) {
    let outerView = UIView()
    let window = makeInputWindow(with: outerView)
    let innerView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    outerView.addSubview(innerView)
    let inner = UIPanGestureRecognizer()
    let outer = UIPanGestureRecognizer()
    innerView.addGestureRecognizer(inner)
    outerView.addGestureRecognizer(outer)
    return (window, inner, outer)
  }
}
