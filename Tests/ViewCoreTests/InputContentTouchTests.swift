import Foundation
import XCTest

@testable import ViewCore

/// The scroll view's touch semantics (class reference), through a test-only view that adopts
/// `ContentTouchDelaying`.
@MainActor
final class InputContentTouchTests: XCTestCase {
  private var window: UIWindow!
  private var scroller: ContentScrollTestView!
  private var content: TouchLogView!

  override func setUp() async throws {
    scroller = ContentScrollTestView()
    window = makeInputWindow(with: scroller)
    content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    scroller.addSubview(content)
  }

  func testTouchDownIsHeld150MillisecondsThenDelivered() async {
    window.handle(Finger.down(150, 150, at: 0))
    XCTAssertEqual(content.log, [])
    XCTAssertEqual(window.nextInputDeadline ?? 0, 0.15, accuracy: 1e-12)
    XCTAssertTrue(window.isAnimating, "the deadline timer runs on the frame clock")
    window.advance(to: 0.1)
    XCTAssertEqual(content.log, [])
    window.advance(to: 0.16)
    XCTAssertEqual(content.log, ["began"])
    window.handle(Finger.up(150, 150, at: 0.3))
    XCTAssertEqual(content.log, ["began", "ended"])
  }

  func testADragWithin150MillisecondsNeverReachesTheContent() async {
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 130, at: 0.05)])
    XCTAssertEqual(scroller.panStates, [.began])
    window.advance(to: 0.5)
    window.handle([Finger.move(150, 100, at: 0.6), Finger.up(150, 100, at: 0.7)])
    XCTAssertEqual(content.log, [])
    XCTAssertEqual(scroller.panStates.last, .ended)
  }

  func testAQuickTapIsDeliveredAtTheRelease() async {
    window.handle(Finger.tap(150, 150, at: 0))
    XCTAssertEqual(content.log, ["began", "ended"])
  }

  func testAnEventAfterTheDeadlineDeliversTheHeldTouchFirst() async {
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 145, at: 0.2)])
    XCTAssertEqual(content.log, ["began", "moved"])
  }

  func testContentIsCancelledWhenThePanBeginsAfterTheDelay() async {
    window.advance(to: 0)
    window.handle(Finger.down(150, 150, at: 0))
    window.advance(to: 0.2)
    XCTAssertEqual(content.log, ["began"])
    window.handle(Finger.move(150, 120, at: 0.3))
    XCTAssertEqual(scroller.panStates, [.began])
    XCTAssertEqual(content.log, ["began", "cancelled"])
  }

  func testWithoutDelayTheContentGetsTheTouchAtOnceAndLosesItToThePan() async {
    scroller.delaysContentTouches = false
    window.handle(Finger.down(150, 150, at: 0))
    XCTAssertEqual(content.log, ["began"])
    window.handle(Finger.move(150, 120, at: 0.05))
    XCTAssertEqual(content.log, ["began", "cancelled"])
    XCTAssertEqual(scroller.panStates, [.began])
  }

  func testCanCancelContentTouchesFalseKeepsTheTouchWithTheContent() async {
    scroller.delaysContentTouches = false
    scroller.canCancelContentTouches = false
    window.handle([
      Finger.down(150, 150, at: 0), Finger.move(150, 120, at: 0.05), Finger.up(150, 120, at: 0.1),
    ])
    XCTAssertEqual(content.log, ["began", "moved", "ended"])
    XCTAssertEqual(scroller.panStates, [], "the scroll does not happen once the content tracks")
  }

  func testCanCancelContentTouchesFalseStillScrollsWhenTheContentHasNotStarted() async {
    scroller.canCancelContentTouches = false
    window.handle([Finger.down(150, 150, at: 0), Finger.move(150, 120, at: 0.05)])
    XCTAssertEqual(scroller.panStates, [.began])
    XCTAssertEqual(content.log, [])
  }

  func testTouchesShouldBeginFalseKeepsTheTouchFromTheContent() async {
    scroller.allowsContent = false
    window.handle(Finger.tap(150, 150, at: 0))
    window.advance(to: 1)
    XCTAssertEqual(content.log, [])
  }

  func testTouchesOnTheScrollingViewItselfAreNotDelayed() async {
    let bare = ContentScrollTestView()
    let bareWindow = makeInputWindow(with: bare)
    bareWindow.handle(Finger.down(250, 250, at: 0))
    XCTAssertNil(bareWindow.nextInputDeadline, "the touch is on the scrolling view, not its content")
  }
}
