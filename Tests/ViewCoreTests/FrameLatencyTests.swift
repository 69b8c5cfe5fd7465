import Foundation
import XCTest

@testable import ViewCore

/// What the frame-latency benchmark found: an input is reflected in the very next frame, and a
/// frame's layout pass costs what changed, not what exists.
@MainActor
final class FrameLatencyTests: XCTestCase {
  func testAWheelNotchMovesTheContentInTheVeryNextFrameEvenWithinAMillisecond() async {
    let harness = ScrollHarness()
    let notch = InputEvent.Wheel(delta: CGPoint(x: 0, y: 3), isPrecise: false, at: CGPoint(x: 300, y: 300), time: 5)
    harness.window.handle(.wheel(notch))
    harness.window.advance(to: 5.0004)
    XCTAssertGreaterThan(harness.scrollView.contentOffset.y, 1, "moved in the first frame after the event")
  }

  func testAKeyScrollAnimatesFromTheKeysOwnTimeAfterAnIdleSpell() async {
    let harness = ScrollHarness()
    harness.window.advance(to: 1)
    harness.window.handle(.hover(InputEvent.Hover(at: CGPoint(x: 300, y: 300), time: 1)))
    // Half a second idle (no frames), then a key; the next frame comes one frame later.
    harness.window.handle(.key(InputEvent.Key(.down, .downArrow, time: 1.5)))
    harness.window.advance(to: 1.5 + 1.0 / 60)
    let offset = harness.scrollView.contentOffset.y
    XCTAssertGreaterThan(offset, 0)
    XCTAssertLessThan(offset, 40, "still animating, not jumped to the end")
  }

  func testALonePreciseWheelEventCarriesNoMomentum() async {
    let harness = ScrollHarness()
    let event = InputEvent.Wheel(delta: CGPoint(x: 0, y: 25), isPrecise: true, at: CGPoint(x: 300, y: 300), time: 0)
    harness.window.handle(.wheel(event))
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 25, accuracy: 1e-9)
  }

  /// The layout pass skips clean subtrees (a flag marks the path to a view that asked); it must
  /// still reach a view that asked however deep it is.
  func testLayoutReachesEveryViewThatAskedAndNoOther() async {
    final class Counting: UIView {
      static var layouts = 0
      override func layoutSubviews() { Counting.layouts += 1 }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let rows = (0..<1000).map { Counting(frame: CGRect(x: 0, y: CGFloat($0) * 20, width: 400, height: 20)) }
    rows.forEach(window.addSubview)
    _ = window.makeDisplayList()
    Counting.layouts = 0
    _ = window.makeDisplayList()
    XCTAssertEqual(Counting.layouts, 0, "nothing changed, nothing laid out")
    rows[500].setNeedsLayout()
    _ = window.makeDisplayList()
    XCTAssertEqual(Counting.layouts, 1, "only the view that asked")
    let deep = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    rows[3].addSubview(deep)
    _ = window.makeDisplayList()
    Counting.layouts = 0
    deep.setNeedsLayout()
    _ = window.makeDisplayList()
    XCTAssertEqual(Counting.layouts, 1, "a grandchild of the window is reached")
  }
}
