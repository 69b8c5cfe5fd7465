import Foundation
import XCTest

@testable import ViewCore

/// A pan that only begins for mostly horizontal drags, as a horizontal scroller's would.
@MainActor
private final class HorizontalPan: UIPanGestureRecognizer {
  override func canBegin(withTranslation translation: CGPoint) -> Bool {
    abs(translation.x) > abs(translation.y)
  }
}

@MainActor
final class GesturesPanTests: XCTestCase {
  func testNinePointsIsStillPossibleElevenBegins() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    window.handle([Finger.down(150, 150, at: 0), Finger.move(159, 150, at: 0.05)])
    XCTAssertEqual(pan.state, .possible)
    window.handle(Finger.move(161, 150, at: 0.1))
    XCTAssertEqual(pan.state, .began)
    XCTAssertEqual(pan.translation(in: view), CGPoint(x: 11, y: 0), "counted from the touch-down")
    window.handle(Finger.move(170, 140, at: 0.15))
    XCTAssertEqual(pan.state, .changed)
    XCTAssertEqual(pan.translation(in: view), CGPoint(x: 20, y: -10))
  }

  func testFiftyPointsInOneSecondIsFiftyPointsPerSecond() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 200, at: 1)])
    XCTAssertEqual(pan.velocity(in: view).y, 50, accuracy: 1e-9)
    XCTAssertEqual(pan.velocity(in: view).x, 0, accuracy: 1e-9)
  }

  func testSteadySamplesAt60HzGiveTheSteadySpeed() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    window.handle(Finger.down(120, 150, at: 0))
    for frame in 1...30 {
      window.handle(Finger.move(120 + CGFloat(frame) * 5, 150, at: Double(frame) / 60))
    }
    XCTAssertEqual(pan.velocity(in: nil).x, 300, accuracy: 1e-6)
  }

  /// Each new sample counts 0.2 and the previous estimate 0.8 (docs/physics.md §8.1).
  func testVelocityBlendsTwentyPercentOfTheNewSample() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    window.handle([Finger.down(110, 150, at: 0), Finger.move(120, 150, at: 0.1)])
    XCTAssertEqual(pan.velocity(in: nil).x, 100, accuracy: 1e-9)
    window.handle(Finger.move(140, 150, at: 0.2))
    XCTAssertEqual(pan.velocity(in: nil).x, 0.2 * 200 + 0.8 * 100, accuracy: 1e-9)
  }

  /// A 1000 Hz mouse moving 0.5 px per ms reports 0 and 1 px steps; blending 8 ms spans gives
  /// the true 500 pt/s instead of a value jumping between the steps.
  func testAThousandHertzMouseGivesASteadyVelocity() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    window.handle(Finger.down(110, 150, at: 0))
    for millisecond in 1...200 {
      let x = 110 + (CGFloat(millisecond) * 0.5).rounded(.down)
      window.handle(Finger.move(x, 150, at: Double(millisecond) / 1000))
    }
    XCTAssertEqual(pan.velocity(in: nil).x, 500, accuracy: 1e-6)
  }

  /// Events read after the clock has moved on (a later event, or a frame) keep their own times.
  func testEventsReadLateKeepTheirOwnTimes() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    window.handle(.hover(.init(at: CGPoint(x: 5, y: 5), time: 1.0)))
    window.handle([
      Finger.down(150, 150, at: 0.9), Finger.move(150, 175, at: 0.95), Finger.move(150, 200, at: 1.0),
    ])
    XCTAssertEqual(pan.velocity(in: nil).y, 500, accuracy: 1e-9)
  }

  func testRestingBeforeLiftingGivesNoVelocity() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    var releaseVelocity: CGPoint?
    pan.addTarget(nil) { recognizer in
      if recognizer.state == .ended {
        releaseVelocity = (recognizer as? UIPanGestureRecognizer)?.velocity(in: nil)
      }
    }
    view.addGestureRecognizer(pan)
    window.handle([
      Finger.down(150, 150, at: 0), Finger.move(150, 200, at: 0.1), Finger.up(150, 200, at: 0.6),
    ])
    XCTAssertEqual(releaseVelocity, .zero)
  }

  func testTranslationAndVelocityInAScaledView() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    window.handle([Finger.down(200, 200, at: 0), Finger.move(200, 240, at: 0.5)])
    XCTAssertEqual(pan.translation(in: view), CGPoint(x: 0, y: 20), "40 window points are 20 in a 2× view")
    XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 40))
    XCTAssertEqual(pan.velocity(in: view).y, 40, accuracy: 1e-9)
  }

  func testSetTranslationRebases() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 180, at: 0.1)])
    pan.setTranslation(.zero, in: view)
    window.handle(Finger.move(155, 185, at: 0.2))
    XCTAssertEqual(pan.translation(in: view), CGPoint(x: 5, y: 5))
  }

  func testSubclassFailsEarlyForTheWrongDirectionAndTheParentPans() async {
    let outer = UIView()
    let window = makeInputWindow(with: outer)
    let inner = UIView(frame: CGRect(x: 0, y: 50, width: 200, height: 100))
    outer.addSubview(inner)
    let horizontal = HorizontalPan()
    inner.addGestureRecognizer(horizontal)
    let vertical = UIPanGestureRecognizer()
    outer.addGestureRecognizer(vertical)
    let innerLog = StateLog()
    innerLog.attach(to: horizontal)
    window.handle([Finger.down(150, 200, at: 0), Finger.move(152, 220, at: 0.1)])
    XCTAssertEqual(horizontal.state, .failed)
    XCTAssertEqual(vertical.state, .began)
    XCTAssertEqual(innerLog.states, [])
  }

  func testMinimumOfTwoTouches() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    view.addGestureRecognizer(pan)
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 190, at: 0.1)])
    XCTAssertEqual(pan.state, .possible)
    window.handle([Finger.down(170, 190, at: 0.15, id: 1), Finger.move(150, 210, at: 0.2)])
    XCTAssertEqual(pan.state, .began, "the centroid moved 10 pt with two fingers down")
    XCTAssertEqual(pan.numberOfTouches, 2)
  }

  func testAddingAFingerKeepsTheTranslationContinuous() async {
    let view = UIView()
    let window = makeInputWindow(with: view)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 180, at: 0.1)])
    window.handle(Finger.down(250, 180, at: 0.15, id: 1))
    XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 30))
    window.handle([Finger.move(150, 190, at: 0.2), Finger.move(250, 190, at: 0.2, id: 1)])
    XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 40))
  }
}
