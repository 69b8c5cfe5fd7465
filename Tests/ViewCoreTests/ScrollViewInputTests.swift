import Foundation
import XCTest

@testable import ViewCore

/// The scroll view driven through the window's input dispatch: touches, wheel, keys, pinches.
@MainActor
final class ScrollViewInputTests: XCTestCase {
  /// Moves one finger from `start` by `translation` in `steps` events, one per frame.
  private func drag(
    _ harness: ScrollHarness, from start: CGPoint, by translation: CGPoint, steps: Int = 20, release: Bool = true
  ) {
    var time = harness.time
    harness.window.handle(.touch(.down, at: start, time: time))
    for step in 1...steps {
      time += 1 / 60
      let fraction = CGFloat(step) / CGFloat(steps)
      let point = CGPoint(x: start.x + translation.x * fraction, y: start.y + translation.y * fraction)
      harness.window.handle(.touch(.move, at: point, time: time))
      harness.window.advance(to: time)
    }
    if release {
      harness.window.handle(
        .touch(.up, at: CGPoint(x: start.x + translation.x, y: start.y + translation.y), time: time))
    }
    harness.advanceClock(to: time)
  }

  func testASlowDragMovesTheContentByTheDragDistance() async {
    let harness = ScrollHarness()
    drag(harness, from: CGPoint(x: 300, y: 500), by: CGPoint(x: 0, y: -200), steps: 60)
    XCTAssertEqual(harness.scrollView.contentOffset.y, 200, accuracy: 0.5, "no 10-pt jump from the threshold")
    harness.runUntilIdle()
    XCTAssertEqual(harness.delegate.sequence.first, "willBeginDragging")
    XCTAssertFalse(harness.scrollView.isTracking)
  }

  func testAFlickThroughTheDispatcherKeepsMoving() async {
    let harness = ScrollHarness()
    drag(harness, from: CGPoint(x: 300, y: 500), by: CGPoint(x: 0, y: -300), steps: 10)
    let released = harness.scrollView.contentOffset.y
    XCTAssertTrue(harness.scrollView.isDecelerating)
    harness.runUntilIdle()
    XCTAssertGreaterThan(harness.scrollView.contentOffset.y, released + 300)
    XCTAssertEqual(harness.delegate.sequence.last, "didEndDecelerating")
  }

  func testATapDoesNotScrollAndLeavesNothingTracking() async {
    let harness = ScrollHarness()
    harness.window.handle(.touch(.down, at: CGPoint(x: 100, y: 100), time: 0))
    XCTAssertTrue(harness.scrollView.isTracking)
    harness.window.handle(.touch(.up, at: CGPoint(x: 100, y: 100), time: 0.1))
    XCTAssertFalse(harness.scrollView.isTracking)
    XCTAssertEqual(harness.delegate.messages, [])
  }

  func testOddStreamsLeaveNothingTracking() async {
    let harness = ScrollHarness()
    harness.window.handle(.touch(.up, at: CGPoint(x: 10, y: 10), time: 0))
    harness.window.handle(.touch(.move, at: CGPoint(x: 10, y: 50), time: 0.01))
    drag(harness, from: CGPoint(x: 300, y: 300), by: CGPoint(x: 0, y: -100), release: false)
    XCTAssertTrue(harness.scrollView.isDragging)
    harness.window.handle(.focusLost(timestamp: harness.time))
    XCTAssertFalse(harness.scrollView.isDragging)
    XCTAssertFalse(harness.scrollView.isTracking)
    harness.runUntilIdle()
    XCTAssertFalse(harness.scrollView.isDecelerating)
  }

  func testWheelNotchesScrollAFixedStepWithTheDragMessages() async {
    let harness = ScrollHarness()
    let notch = InputEvent.Wheel(delta: CGPoint(x: 0, y: 3), isPrecise: false, at: CGPoint(x: 300, y: 300), time: 0)
    harness.window.handle(.wheel(notch))
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 3 * InputEvent.Wheel.pointsPerLine, accuracy: 0.5)
    XCTAssertEqual(
      harness.delegate.sequence,
      [
        "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
      ])
  }

  func testQuickNotchesAddUp() async {
    let harness = ScrollHarness()
    for index in 0..<3 {
      let time = harness.time + 0.03
      harness.advanceClock(to: time)
      let notch = InputEvent.Wheel(
        delta: CGPoint(x: 0, y: 1), isPrecise: false, at: CGPoint(x: 300, y: 300), time: time)
      harness.window.handle(.wheel(notch))
      XCTAssertEqual(harness.scrollView.notchTarget?.y, CGFloat(index + 1) * 40)
    }
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 120, accuracy: 0.5)
  }

  func testPreciseTrackpadDeltasApplyDirectlyThenCarryMomentum() async {
    let harness = ScrollHarness()
    var time: TimeInterval = 0
    for _ in 0..<10 {
      time += 0.01
      let event = InputEvent.Wheel(
        delta: CGPoint(x: 0, y: 15), isPrecise: true, at: CGPoint(x: 300, y: 300), time: time)
      harness.window.handle(.wheel(event))
    }
    XCTAssertEqual(harness.scrollView.contentOffset.y, 150, accuracy: 1e-9)
    XCTAssertTrue(harness.scrollView.isDragging)
    harness.advanceClock(to: time)
    harness.runUntilIdle()
    XCTAssertGreaterThan(harness.scrollView.contentOffset.y, 150 + 500, "1500 pt/s carries on after the stream stops")
    XCTAssertTrue(harness.delegate.sequence.contains("willBeginDecelerating"))
  }

  func testWheelChainsToTheOuterScrollViewAtTheInnerEdge() async {
    let harness = ScrollHarness()
    let inner = UIScrollView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    inner.contentSize = CGSize(width: 200, height: 400)
    harness.scrollView.addSubview(inner)
    let notch = { (time: TimeInterval) in
      InputEvent.Wheel(delta: CGPoint(x: 0, y: 5), isPrecise: false, at: CGPoint(x: 150, y: 150), time: time)
    }
    harness.window.handle(.wheel(notch(0)))
    harness.runUntilIdle()
    XCTAssertEqual(inner.contentOffset.y, 200, "the inner view scrolls first, to its end")
    XCTAssertEqual(harness.scrollView.contentOffset.y, 0)
    harness.window.handle(.wheel(notch(harness.time + 1)))
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 200, accuracy: 0.5, "then the outer one takes over")
  }

  /// Ctrl+wheel as the platform sends it: a pinch gesture at the pointer (one step of ×1.25),
  /// through the scroll view's pinch recognizer.
  func testCtrlWheelZoomsAboutThePointer() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 1200, height: 900))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 1200, height: 900))
    harness.scrollView.addSubview(content)
    harness.delegate.zoomView = content
    harness.scrollView.maximumZoomScale = 4
    let pointer = CGPoint(x: 200, y: 150)
    let before = content.convert(pointer, from: nil)
    harness.window.handle(.gesture(.init(.began, at: pointer, time: 0)))
    harness.window.handle(.gesture(.init(.changed, at: pointer, scale: 1.25, time: 0)))
    XCTAssertEqual(harness.scrollView.zoomScale, 1.25, accuracy: 1e-9)
    let after = content.convert(pointer, from: nil)
    XCTAssertEqual(after.x, before.x, accuracy: 1e-6)
    XCTAssertEqual(after.y, before.y, accuracy: 1e-6)
    XCTAssertTrue(harness.scrollView.isZooming)
    harness.runUntilIdle()
    XCTAssertTrue(harness.scrollView.isZooming, "the pinch lasts until the platform ends it")
    harness.window.handle(.gesture(.init(.ended, at: pointer, scale: 1.25, time: harness.time)))
    harness.runUntilIdle()
    XCTAssertFalse(harness.scrollView.isZooming)
    XCTAssertEqual(harness.scrollView.zoomScale, 1.25, accuracy: 1e-9)
    XCTAssertEqual(harness.delegate.sequence.filter { $0 != "didZoom" }, ["willBeginZooming", "didEndZooming"])
  }

  func testKeysScrollTheViewUnderThePointer() async {
    let harness = ScrollHarness()
    harness.window.handle(.hover(InputEvent.Hover(at: CGPoint(x: 300, y: 300), time: 0)))
    harness.window.handle(.key(InputEvent.Key(.down, .downArrow, time: 0)))
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 40)
    harness.window.handle(.key(InputEvent.Key(.down, .pageDown, time: harness.time)))
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 40 + 560)
    harness.window.handle(.key(InputEvent.Key(.down, .end, time: harness.time)))
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 2400)
    harness.window.handle(.key(InputEvent.Key(.down, .space, modifiers: .shift, time: harness.time)))
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 2400 - 560)
    harness.window.handle(.key(InputEvent.Key(.down, .home, time: harness.time)))
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 0)
  }

  /// An arrow key on a paging scroll view moves from the page it is on, so an offset left off the
  /// page grid (set in code here; a resize mid-animation did it in the fuzz test) still ends on a
  /// page: 990 is on page 2 (960), so Left goes to page 1.
  func testAnArrowKeyOnAPagerFromOffThePageGridEndsOnAPage() async {
    let harness = ScrollHarness(size: CGSize(width: 480, height: 480), contentSize: CGSize(width: 2400, height: 480))
    harness.scrollView.isPagingEnabled = true
    harness.scrollView.contentOffset = CGPoint(x: 990, y: 0)
    harness.window.handle(.hover(InputEvent.Hover(at: CGPoint(x: 240, y: 240), time: 0)))
    harness.window.handle(.key(InputEvent.Key(.down, .leftArrow, time: 0)))
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.x, 480, "the page before the one it was on")
    harness.scrollView.contentOffset = CGPoint(x: 1000, y: 0)
    harness.window.handle(.key(InputEvent.Key(.down, .rightArrow, time: harness.time)))
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.x, 1440, "the page after 960")
  }

  func testCrossDirectionNestingDecidesByTheFirstDirection() async {
    let harness = ScrollHarness()
    let strip = UIScrollView(frame: CGRect(x: 0, y: 200, width: 600, height: 128))
    strip.contentSize = CGSize(width: 3000, height: 128)
    harness.scrollView.addSubview(strip)
    drag(harness, from: CGPoint(x: 400, y: 260), by: CGPoint(x: -200, y: -10))
    harness.runUntilIdle()
    XCTAssertGreaterThan(strip.contentOffset.x, 150, "a horizontal drag on the strip moves the strip")
    XCTAssertEqual(harness.scrollView.contentOffset.y, 0, "and not the outer view")
    let stripOffset = strip.contentOffset.x
    drag(harness, from: CGPoint(x: 400, y: 260), by: CGPoint(x: -10, y: -200))
    harness.runUntilIdle()
    XCTAssertEqual(strip.contentOffset.x, stripOffset, "a vertical drag leaves the strip")
    XCTAssertGreaterThan(harness.scrollView.contentOffset.y, 150, "and moves the outer view")
  }

  func testAnAltDragStylePinchZoomsAboutTheCentroid() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 1200, height: 900))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 1200, height: 900))
    harness.scrollView.addSubview(content)
    harness.delegate.zoomView = content
    harness.scrollView.maximumZoomScale = 3
    var time: TimeInterval = 0
    harness.window.handle(.touch(.down, id: 0, at: CGPoint(x: 250, y: 300), time: time))
    harness.window.handle(.touch(.down, id: 1, at: CGPoint(x: 350, y: 300), time: time))
    for step in 1...20 {
      time += 1 / 60
      let half = 50 + CGFloat(step) * 2.5
      harness.window.handle(.touch(.move, id: 0, at: CGPoint(x: 300 - half, y: 300), time: time))
      harness.window.handle(.touch(.move, id: 1, at: CGPoint(x: 300 + half, y: 300), time: time))
      harness.window.advance(to: time)
    }
    XCTAssertTrue(harness.scrollView.isZooming)
    XCTAssertEqual(harness.scrollView.zoomScale, 2, accuracy: 0.05, "fingers 100 apart, then 200: ×2")
    harness.window.handle(.touch(.up, id: 0, at: CGPoint(x: 200, y: 300), time: time))
    harness.window.handle(.touch(.up, id: 1, at: CGPoint(x: 400, y: 300), time: time))
    XCTAssertFalse(harness.scrollView.isTracking)
    harness.advanceClock(to: time)
    harness.runUntilIdle()
    XCTAssertFalse(harness.scrollView.isZooming)
    XCTAssertEqual(harness.delegate.sequence.filter { $0 != "didZoom" }, ["willBeginZooming", "didEndZooming"])
  }
}
