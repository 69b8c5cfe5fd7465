import Foundation
import XCTest

@testable import ViewCore

/// `UIViewPropertyAnimator` on the window's clock: start, pause and scrub, resume without a jump,
/// reverse back to the start (the model returns), stop where it is, blocks added part way.
@MainActor
final class PropertyAnimatorTests: XCTestCase {
  private func windowAndView() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.advance(to: 10)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    return (window, view)
  }

  func testItRunsItsBlockWhenStartedAndEndsAtTheEnd() async {
    let (window, view) = windowAndView()
    var ended: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { ended.append($0) }
    XCTAssertEqual(view.alpha, 1, "the block waits for the start")
    XCTAssertEqual(animator.state, .inactive)
    animator.startAnimation()
    XCTAssertEqual(view.alpha, 0, "the model takes the block's values when it starts")
    XCTAssertEqual(animator.state, .active)
    XCTAssertTrue(animator.isRunning)
    window.advance(to: 10.5)
    XCTAssertEqual(view.presentedAlpha, 0.75, accuracy: 1e-9, "a quarter of the way at a quarter of the time")
    XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9)
    window.advance(to: 12)
    XCTAssertEqual(ended, [.end])
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertFalse(animator.isRunning)
    XCTAssertNil(view.presentation)
  }

  func testPausedItHoldsScrubbedItMovesAndResumedItFinishesTheRestWithoutAJump() async {
    let (window, view) = windowAndView()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 250 }
    animator.startAnimation()
    window.advance(to: 10.3)
    animator.pauseAnimation()
    let held = view.presentedTransformToSuperview.tx
    window.advance(to: 11.5)
    XCTAssertEqual(view.presentedTransformToSuperview.tx, held, "paused: the clock moves, the view does not")
    XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-9)
    animator.fractionComplete = 0.8
    XCTAssertEqual(view.presentedTransformToSuperview.tx, 160, accuracy: 1e-9, "scrubbed linearly: 0.8 × 200")
    animator.startAnimation()
    window.advance(to: 11.5 + 1.0 / 60)
    let first = view.presentedTransformToSuperview.tx
    XCTAssertGreaterThanOrEqual(first, 160, "resumed from where it was")
    XCTAssertLessThan(first, 161, "no jump in the first frame")
    window.advance(to: 11.5 + 0.1)
    XCTAssertEqual(
      view.presentedTransformToSuperview.tx, 160 + 40 * 0.5, accuracy: 1e-6, "half the rest at half its time")
    window.advance(to: 11.7)
    XCTAssertEqual(animator.state, .inactive, "the rest took 0.2 × the duration")
    XCTAssertEqual(view.presentedTransformToSuperview.tx, 200)
  }

  func testReversedItReturnsAndTheModelGoesBackToTheStart() async {
    let (window, view) = windowAndView()
    var ended: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.transform = CGAffineTransform(scaleX: 3, y: 3)
    }
    animator.addCompletion { ended.append($0) }
    animator.startAnimation()
    window.advance(to: 10.5)
    animator.isReversed = true
    window.advance(to: 10.75)
    XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9, "heading back")
    guard case .transform(let t)? = view.presentation?.values[.transform]?.value else {
      return XCTFail("not animating")
    }
    XCTAssertEqual(t.a, 1.5, accuracy: 1e-9, "a quarter of the way from 1 to 3")
    window.advance(to: 11)
    XCTAssertEqual(ended, [.start])
    XCTAssertEqual(view.transform, .identity, "finished at the start, the model is the start's")
  }

  func testStoppedItKeepsWhatIsOnScreenAndFinishesWhereAsked() async {
    let (window, view) = windowAndView()
    var ended: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { ended.append($0) }
    animator.startAnimation()
    window.advance(to: 10.25)
    animator.stopAnimation(false)
    XCTAssertEqual(animator.state, .stopped)
    XCTAssertEqual(view.alpha, 0.75, accuracy: 1e-9, "the model takes the value on screen")
    XCTAssertNil(view.presentation)
    window.advance(to: 12)
    XCTAssertEqual(ended, [], "a stopped animator waits for finishAnimation")
    animator.finishAnimation(at: .current)
    XCTAssertEqual(ended, [.current])
    XCTAssertEqual(view.alpha, 0.75, accuracy: 1e-9)
    XCTAssertEqual(animator.state, .inactive)
  }

  func testABlockAddedPartWayStartsFromTheScreenAndEndsWithTheRest() async {
    let (window, view) = windowAndView()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    window.advance(to: 10.5)
    animator.addAnimations { view.center.y = 150 }
    XCTAssertEqual(view.presentedTransformToSuperview.ty, 0, accuracy: 1e-9, "starts where it is")
    window.advance(to: 10.75)
    XCTAssertEqual(view.presentedTransformToSuperview.ty, 50, accuracy: 1e-9, "half its way at half the time left")
    window.advance(to: 11)
    XCTAssertNil(view.presentation, "both ended together")
    XCTAssertEqual(view.center.y, 150)
  }

  func testASpringAnimatorFollowsTheSpringsClosedForm() async {
    let (window, view) = windowAndView()
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { view.center.x = 150 }
    animator.startAnimation()
    window.advance(to: 10.2)
    let spring = SpringCurve(dampingRatio: 0.5, initialVelocity: 0, duration: 1)
    XCTAssertEqual(view.presentedTransformToSuperview.tx, 100 * spring.position(at: 0.2), accuracy: 1e-9)
    window.advance(to: 11)
    XCTAssertNil(view.presentation)
  }
}
