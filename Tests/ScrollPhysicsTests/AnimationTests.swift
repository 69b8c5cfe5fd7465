import ScrollPhysics
import XCTest

/// Reference cases 10 and 13 of docs/physics.md §12 ("Case N" below).
final class AnimationTests: XCTestCase {
  /// Case 10: 0 → 1000 over 0.3 s along sin²: 66.99 / 146.45 / 500 / 853.55 / 1000 (the animation
  /// `setContentOffset(_:animated:)` builds along each axis).
  func testContentOffsetAnimationCurve() {
    let animation = TimedAnimation(
      from: 0, to: 1000, startTime: 2, duration: ContentOffsetAnimation.duration, curve: .sineSquared)
    XCTAssertEqual(animation.duration, 0.3)
    let expected: [(Double, Double)] = [
      (0, 0), (0.05, 66.99), (0.075, 146.45), (0.15, 500), (0.225, 853.55), (0.3, 1000),
    ]
    for (elapsed, value) in expected {
      XCTAssertEqual(animation.value(at: 2 + elapsed), value, accuracy: 0.01, "t = \(elapsed)")
    }
    XCTAssertFalse(animation.isFinished(at: 2.29))
    XCTAssertTrue(animation.isFinished(at: 2.3))
  }

  func testSineSquaredCompletesAtTheLastThousandth() {
    XCTAssertEqual(ContentOffsetAnimation.progress(forFraction: 0.999), 1)
    XCTAssertLessThan(ContentOffsetAnimation.progress(forFraction: 0.998), 1)
    XCTAssertEqual(ContentOffsetAnimation.progress(elapsed: 0.15), 0.5, accuracy: 1e-12)
  }

  /// Case 13: scroll-to-top 5000 → 0: 3592.01 / 1905.29 / 393.43 / 10.78 at 0.1 / 0.2 / 0.4 / 0.8 s
  /// (the animation a tap on the status bar builds along each axis).
  func testScrollToTopSpring() {
    let spring = ScrollToTopSpring.scrollToTop
    let animation = TimedAnimation(
      from: 5000, to: 0, startTime: 0, duration: spring.settleDuration, curve: .spring(spring))
    let expected: [(Double, Double)] = [(0.1, 3592.01), (0.2, 1905.29), (0.4, 393.43), (0.8, 10.78)]
    for (time, value) in expected {
      XCTAssertEqual(animation.value(at: time), value, accuracy: 0.01, "t = \(time)")
    }
    XCTAssertEqual(animation.duration, 1.6)
    XCTAssertFalse(animation.isFinished(at: 1.59))
    XCTAssertTrue(animation.isFinished(at: 1.6))
    XCTAssertEqual(animation.value(at: 1.6), 0)
    XCTAssertEqual(animation.value(at: 1.59), 0, accuracy: 0.01)
  }

  func testSpringSettledTestAndVelocity() {
    let spring = ScrollToTopSpring.scrollToTop
    XCTAssertEqual(spring.angularFrequency, 2 * Double.pi / 0.6, accuracy: 1e-12)
    XCTAssertFalse(spring.isSettled(at: 1.5))
    XCTAssertTrue(spring.isSettled(at: 1.6))
    XCTAssertEqual(spring.progress(at: 0), 0)
    XCTAssertEqual(spring.progressVelocity(at: 0), 0)
    let step = 1e-6
    let numeric = (spring.progress(at: 0.2 + step) - spring.progress(at: 0.2 - step)) / (2 * step)
    XCTAssertEqual(spring.progressVelocity(at: 0.2), numeric, accuracy: 1e-4)
  }

  func testTimedAnimationBeforeStartAndLinearCurve() {
    let animation = TimedAnimation(from: 10, to: 20, startTime: 1, duration: 2, curve: .linear)
    XCTAssertEqual(animation.value(at: 0), 10)
    XCTAssertEqual(animation.value(at: 2), 15)
    XCTAssertEqual(animation.endTime, 3)
    let instant = TimedAnimation(from: 10, to: 20, startTime: 1, duration: 0, curve: .sineSquared)
    XCTAssertTrue(instant.isFinished(at: 1))
    XCTAssertEqual(instant.value(at: 1), 20)
  }
}
