import CSDL2
import Foundation
import TestSupport
import XCTest

@testable import SDLPlatform
@testable import ViewCore

/// Ctrl+wheel and Alt-drag make the same pinch gesture a trackpad does: a zooming scroll view
/// follows it through its pinch recognizer, about the pointer (Ctrl+wheel) or the press point
/// (Alt-drag), and a Ctrl+wheel pinch ends once the wheel has rested for the stated gap.
@MainActor
final class PointerPinchTests: XCTestCase {
  private final class Zooming: UIScrollViewDelegate {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    var events: [String] = []
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { events.append("willBegin") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
      events.append("didEnd")
    }
  }

  private let space = SDLCoordinateSpace(windowSize: CGSize(width: 400, height: 400))
  private let zooming = Zooming()

  /// A 400 × 400 window whose scroll view (at 0, 0, 400 × 400) zooms its 800 × 600 content.
  private func makeScrollView() -> (UIWindow, UIScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.addSubview(zooming.content)
    scrollView.contentSize = zooming.content.bounds.size
    scrollView.delegate = zooming
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 4
    window.addSubview(scrollView)
    return (window, scrollView)
  }

  private func gestures(_ events: [InputEvent]) -> [InputEvent.Gesture] {
    events.compactMap { if case .gesture(let gesture) = $0 { return gesture } else { return nil } }
  }

  func testCtrlWheelStepsAreOnePinchThatEndsAfterTheIdleGap() async {
    var translator = SDLInputTranslator(coordinates: space)
    translator.setModifiers(sdlKeymod: KMOD_LCTRL.rawValue)
    var steps: [InputEvent.Gesture] = []
    for ms: UInt32 in [1000, 1100, 1200] {
      steps += gestures(translator.translate(SDLEvents.wheel(y: 1, preciseY: 1, ms: ms, at: (120, 80))))
    }
    XCTAssertEqual(steps.map(\.phase), [.began, .changed, .changed, .changed], "one pinch for one turn")
    XCTAssertEqual(steps.last?.scale ?? 0, 1.331, accuracy: 1e-9, "three notches: 1.1³")
    XCTAssertEqual(translator.nextDeadline ?? 0, 1.45, accuracy: 1e-9, "the last step + 0.25 s")
    XCTAssertEqual(translator.passTime(to: 1.449), [], "the gap has not passed")
    let end = gestures(translator.passTime(to: 1.7))
    XCTAssertEqual(end.map(\.phase), [.ended])
    XCTAssertEqual(end.first?.timestamp ?? 0, 1.45, accuracy: 1e-9, "stamped when the gap passed")
    XCTAssertEqual(end.first?.scale ?? 0, 1.331, accuracy: 1e-9)
    XCTAssertNil(translator.nextDeadline)
    XCTAssertEqual(translator.passTime(to: 2), [], "ended once")
  }

  func testLettingGoOfCtrlEndsTheWheelPinchAtOnce() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(SDLEvents.key(SDL_KEYDOWN, SDLK_LCTRL, mod: KMOD_LCTRL, ms: 0))
    _ = translator.translate(SDLEvents.wheel(y: 1, preciseY: 1, ms: 100, at: (120, 80)))
    let released = gestures(translator.translate(SDLEvents.key(SDL_KEYUP, SDLK_LCTRL, mod: KMOD_NONE, ms: 150)))
    XCTAssertEqual(released.map(\.phase), [.ended])
    XCTAssertEqual(released.first?.timestamp ?? 0, 0.15, accuracy: 1e-9)
  }

  /// Two notches at (120, 80) through the window: the scroll view zooms ×1.21 about the pointer,
  /// through its pinch recognizer (`isZooming` until the end the gap brings), and ends.
  func testCtrlWheelZoomsAScrollViewAboutThePointer() async {
    let (window, scrollView) = makeScrollView()
    var translator = SDLInputTranslator(coordinates: space)
    translator.setModifiers(sdlKeymod: KMOD_LCTRL.rawValue)
    let pointer = CGPoint(x: 120, y: 80)
    let before = zooming.content.convert(pointer, from: nil)
    window.handle(translator.translate(SDLEvents.wheel(y: 1, preciseY: 1, ms: 1000, at: (120, 80))))
    window.handle(translator.translate(SDLEvents.wheel(y: 1, preciseY: 1, ms: 1050, at: (120, 80))))
    XCTAssertEqual(scrollView.zoomScale, 1.21, accuracy: 1e-9, "two notches: 1.1²")
    XCTAssertTrue(scrollView.isZooming, "a pinch in progress")
    XCTAssertEqual(scrollView.pinchGestureRecognizer?.state, .changed, "through the pinch recognizer")
    let after = zooming.content.convert(pointer, from: nil)
    XCTAssertEqual(after.x, before.x, accuracy: 1e-6, "the content point under the pointer stays (x)")
    XCTAssertEqual(after.y, before.y, accuracy: 1e-6, "the content point under the pointer stays (y)")
    window.handle(translator.passTime(to: 1.4))
    window.advanceUntilIdle(from: 1.4)
    XCTAssertFalse(scrollView.isZooming)
    XCTAssertEqual(zooming.events, ["willBegin", "didEnd"])
    XCTAssertEqual(scrollView.zoomScale, 1.21, accuracy: 1e-9)
  }

  /// An Alt-drag pressed at (300, 200) and dragged 100 pt right: ×2 about the press point.
  func testAltDragZoomsAScrollViewAboutThePressPoint() async {
    let (window, scrollView) = makeScrollView()
    var translator = SDLInputTranslator(coordinates: space)
    translator.setModifiers(sdlKeymod: KMOD_LALT.rawValue)
    let press = CGPoint(x: 300, y: 200)
    let before = zooming.content.convert(press, from: nil)
    window.handle(translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, 300, 200, ms: 0)))
    for (step, x) in [325, 350, 375, 400].enumerated() {
      window.handle(translator.translate(SDLEvents.motion(Int32(x), 200, ms: UInt32(20 * (step + 1)))))
    }
    XCTAssertEqual(scrollView.zoomScale, 2, accuracy: 1e-9, "100 pt right: ×2")
    let after = zooming.content.convert(press, from: nil)
    XCTAssertEqual(after.x, before.x, accuracy: 1e-6, "the content point under the press stays (x)")
    XCTAssertEqual(after.y, before.y, accuracy: 1e-6, "the content point under the press stays (y)")
    XCTAssertEqual(window.activeTouches.count, 0, "no touches were made up")
    window.handle(translator.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, 400, 200, ms: 100)))
    window.advanceUntilIdle(from: 0.1)
    XCTAssertEqual(zooming.events, ["willBegin", "didEnd"])
  }
}

/// The sources share what they share: one translator per source, one context between them.
@MainActor
final class SharedInputContextTests: XCTestCase {
  private let space = SDLCoordinateSpace(windowSize: CGSize(width: 400, height: 400))

  private func gestures(_ events: [InputEvent]) -> [InputEvent.Gesture] {
    events.compactMap { if case .gesture(let gesture) = $0 { return gesture } else { return nil } }
  }

  /// Ctrl held through SDL's keys, a wheel notch through SDL and a valuator step through XInput 2
  /// at the same place 0.1 s later: one pinch (begun once) of 1.1 × 1.1, and a Wayland frame with
  /// the same Ctrl continues it too.
  func testCtrlWheelStepsFromEverySourceMakeOnePinch() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(SDLEvents.key(SDL_KEYDOWN, SDLK_LCTRL, mod: KMOD_LCTRL, ms: 0))
    var steps = gestures(translator.translate(SDLEvents.wheel(y: 1, preciseY: 1, ms: 1000, at: (100, 120))))
    let valuator = { (value: Double) in
      XInputEvent(
        .motion, source: 11, isTouchpad: false, x: 100, y: 120,
        scrolls: [.init(number: 3, value: value, increment: 15, isVertical: true)])
    }
    _ = translator.translate(valuator(30), at: 1.05)
    steps += gestures(translator.translate(valuator(15), at: 1.1))
    steps += gestures(translator.translate(WaylandPointerEvent(.axis, readAt: 1.15, x: 100, y: 120, deltaY: -10)))
    XCTAssertEqual(steps.map(\.phase), [.began, .changed, .changed, .changed], "one pinch: \(steps)")
    XCTAssertEqual(steps.last?.scale ?? 0, 1.331, accuracy: 1e-9, "three steps of ×1.1 from three sources")
  }
}
