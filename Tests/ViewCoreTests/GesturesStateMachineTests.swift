import Foundation
import XCTest

@testable import ViewCore

/// A recognizer whose state the test sets directly, as a subclass would.
@MainActor
private final class ManualRecognizer: UIGestureRecognizer {}

@MainActor
final class GesturesStateMachineTests: XCTestCase {
  func testContinuousGestureGoesThroughBeganChangedEnded() async {
    let recognizer = ManualRecognizer()
    let (window, log) = makeLoggedRecognizer(recognizer)
    recognizer.state = .began
    recognizer.state = .changed
    recognizer.state = .changed
    recognizer.state = .ended
    XCTAssertEqual(log.states, [.began, .changed, .changed, .ended])
    XCTAssertEqual(recognizer.state, .ended)
    _ = window
  }

  func testDiscreteGestureRecognizesFromPossible() async {
    let recognizer = ManualRecognizer()
    let (window, log) = makeLoggedRecognizer(recognizer)
    recognizer.state = .recognized
    XCTAssertEqual(recognizer.state, .ended)
    XCTAssertEqual(log.states, [.ended])
    _ = window
  }

  func testInvalidTransitionsAreIgnored() async {
    let view = UIView()
    let recognizer = ManualRecognizer()
    view.addGestureRecognizer(recognizer)
    recognizer.state = .changed
    XCTAssertEqual(recognizer.state, .possible, "possible → changed is not a transition")
    recognizer.state = .cancelled
    XCTAssertEqual(recognizer.state, .possible, "possible → cancelled is not a transition")
    recognizer.state = .failed
    XCTAssertEqual(recognizer.state, .failed)
    recognizer.state = .began
    XCTAssertEqual(recognizer.state, .failed, "a failed recognizer stays failed until reset")
  }

  func testFinishedStatesAcceptNothingButTheReset() async {
    for finished in [UIGestureRecognizer.State.ended, .cancelled, .failed] {
      for next in [UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed] {
        XCTAssertFalse(finished.allowsTransition(to: next), "\(finished) → \(next)")
      }
    }
    XCTAssertTrue(UIGestureRecognizer.State.began.allowsTransition(to: .cancelled))
    XCTAssertFalse(UIGestureRecognizer.State.began.allowsTransition(to: .failed))
  }

  func testActionsAreNotCalledOnFailure() async {
    let view = UIView()
    let recognizer = ManualRecognizer()
    let log = StateLog()
    log.attach(to: recognizer)
    view.addGestureRecognizer(recognizer)
    recognizer.state = .failed
    XCTAssertEqual(log.states, [])
  }

  func testUnattachedRecognizerCannotBegin() async {
    let recognizer = ManualRecognizer()
    recognizer.state = .began
    XCTAssertEqual(recognizer.state, .failed)
  }

  func testShouldBeginFalseMakesItFail() async {
    let view = UIView()
    let recognizer = ManualRecognizer()
    let delegate = SwitchableDelegate()
    delegate.shouldBegin = false
    recognizer.delegate = delegate
    view.addGestureRecognizer(recognizer)
    recognizer.state = .began
    XCTAssertEqual(recognizer.state, .failed)
  }

  func testRecognizerResetsToPossibleOnceTheFingersLift() async {
    let pan = UIPanGestureRecognizer()
    let (window, log) = makeLoggedRecognizer(pan)
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 180, at: 0.1)])
    XCTAssertEqual(pan.state, .began)
    window.handle(Finger.up(150, 180, at: 0.2))
    XCTAssertEqual(log.states, [.began, .ended])
    XCTAssertEqual(pan.state, .possible, "reset after the last finger lifted")
    XCTAssertEqual(pan.numberOfTouches, 0)
  }

  func testFailedRecognizerIgnoresTheRestOfTheSequence() async {
    let tap = UITapGestureRecognizer()
    let (window, log) = makeLoggedRecognizer(tap)
    window.handle([Finger.down(150, 150, at: 0), Finger.move(170, 150, at: 0.05)])
    XCTAssertEqual(tap.state, .failed)
    window.handle(Finger.move(150, 150, at: 0.06))
    window.handle(Finger.up(150, 150, at: 0.1))
    XCTAssertEqual(log.states, [], "moving back does not revive a failed tap")
    XCTAssertEqual(tap.state, .possible)
  }

  func testDisablingMidGestureCancels() async {
    let pan = UIPanGestureRecognizer()
    let (window, log) = makeLoggedRecognizer(pan)
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 180, at: 0.1)])
    pan.isEnabled = false
    XCTAssertEqual(log.states, [.began, .cancelled])
    window.handle([Finger.move(150, 220, at: 0.2), Finger.up(150, 220, at: 0.3)])
    XCTAssertEqual(log.states, [.began, .cancelled])
    XCTAssertTrue(window.activeTouches.isEmpty)
  }

  func testMethodReferenceTargetIsCalledWithTheConcreteType() async {
    @MainActor final class Controller {
      var taps: [CGPoint] = []
      func didTap(_ recognizer: UITapGestureRecognizer) { taps.append(recognizer.location(in: nil)) }
    }
    let controller = Controller()
    let view = UIView()
    let window = makeInputWindow(with: view)
    view.addGestureRecognizer(UITapGestureRecognizer(target: controller, action: Controller.didTap))
    window.handle(Finger.tap(120, 130, at: 0))
    XCTAssertEqual(controller.taps, [CGPoint(x: 120, y: 130)])
  }
}
