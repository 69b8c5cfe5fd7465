import CSDL2
import Foundation
import XCTest

@testable import SDLPlatform
@testable import ViewCore

/// SDL events built in memory; the translator needs no window and no SDL_Init.
@MainActor
enum SDLEvents {
  static func button(
    _ type: SDL_EventType, _ x: Int32, _ y: Int32, ms: UInt32, button: Int32 = SDL_BUTTON_LEFT,
    clicks: UInt8 = 1,
    which: UInt32 = 0
  ) -> SDL_Event {
    var event = SDL_Event()
    event.type = type.rawValue
    event.button.timestamp = ms
    event.button.x = x
    event.button.y = y
    event.button.button = UInt8(button)
    event.button.clicks = clicks
    event.button.which = which
    return event
  }

  static func motion(_ x: Int32, _ y: Int32, ms: UInt32, leftHeld: Bool = true, which: UInt32 = 0)
    -> SDL_Event
  {
    var event = SDL_Event()
    event.type = SDL_MOUSEMOTION.rawValue
    event.motion.timestamp = ms
    event.motion.x = x
    event.motion.y = y
    event.motion.state = leftHeld ? 1 : 0
    event.motion.which = which
    return event
  }

  static func wheel(
    x: Int32 = 0, y: Int32 = 0, preciseX: Float = 0, preciseY: Float = 0, ms: UInt32, flipped: Bool = false,
    at point: (Int32, Int32) = (100, 100), which: UInt32 = 0
  ) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_MOUSEWHEEL.rawValue
    event.wheel.timestamp = ms
    event.wheel.x = x
    event.wheel.y = y
    event.wheel.preciseX = preciseX
    event.wheel.preciseY = preciseY
    event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
    event.wheel.mouseX = point.0
    event.wheel.mouseY = point.1
    event.wheel.which = which
    return event
  }

  static func finger(
    _ type: SDL_EventType, finger: Int64, _ x: Float, _ y: Float, ms: UInt32, device: Int64 = 3
  ) -> SDL_Event {
    var event = SDL_Event()
    event.type = type.rawValue
    event.tfinger.timestamp = ms
    event.tfinger.touchId = device
    event.tfinger.fingerId = finger
    event.tfinger.x = x
    event.tfinger.y = y
    return event
  }

  static func key(
    _ type: SDL_EventType, _ key: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE, ms: UInt32, repeats: Bool = false
  )
    -> SDL_Event
  {
    var event = SDL_Event()
    event.type = type.rawValue
    event.key.timestamp = ms
    event.key.keysym.sym = SDL_Keycode(bitPattern: key.rawValue)
    event.key.keysym.mod = UInt16(mod.rawValue)
    event.key.repeat = repeats ? 1 : 0
    return event
  }

  static func window(_ id: SDL_WindowEventID, ms: UInt32) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_WINDOWEVENT.rawValue
    event.window.timestamp = ms
    event.window.event = UInt8(id.rawValue)
    return event
  }
}

@MainActor
final class InputTranslatorTests: XCTestCase {
  private let space = SDLCoordinateSpace(windowSize: CGSize(width: 400, height: 400))

  private func gestures(_ events: [InputEvent]) -> [InputEvent.Gesture] {
    events.compactMap { if case .gesture(let gesture) = $0 { return gesture } else { return nil } }
  }

  private func touches(_ events: [InputEvent]) -> [InputEvent.Touch] {
    events.compactMap { if case .touch(let touch) = $0 { return touch } else { return nil } }
  }

  func testLeftButtonIsFingerZeroInSecondsAndPoints() async {
    var translator = SDLInputTranslator(coordinates: space)
    let down = translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, 10, 20, ms: 1500, clicks: 2))
    XCTAssertEqual(down, [.touch(.down, id: 0, at: CGPoint(x: 10, y: 20), time: 1.5, clickCount: 2)])
    let move = translator.translate(SDLEvents.motion(15, 25, ms: 1516))
    XCTAssertEqual(move, [.touch(.move, id: 0, at: CGPoint(x: 15, y: 25), time: 1.516)])
    let up = translator.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, 15, 25, ms: 1600))
    XCTAssertEqual(up, [.touch(.up, id: 0, at: CGPoint(x: 15, y: 25), time: 1.6)])
    XCTAssertFalse(translator.isPressing)
  }

  func testCoordinatesUnderATwoTimesDrawable() async {
    let hiDPI = SDLCoordinateSpace(
      windowSize: CGSize(width: 640, height: 400), drawableSize: CGSize(width: 1280, height: 800),
      pixelsPerPoint: 2)
    XCTAssertEqual(hiDPI.point(x: 100, y: 50), CGPoint(x: 100, y: 50), "Wayland: window units are points")
    let x11 = SDLCoordinateSpace(
      windowSize: CGSize(width: 1280, height: 800), drawableSize: CGSize(width: 1280, height: 800),
      pixelsPerPoint: 2)
    var translator = SDLInputTranslator(coordinates: x11)
    let down = translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, 200, 100, ms: 0))
    XCTAssertEqual(touches(down).first?.location, CGPoint(x: 100, y: 50), "X11: window units are pixels")
    XCTAssertEqual(x11.sizeInPoints, CGSize(width: 640, height: 400))
    let degenerate = SDLCoordinateSpace(windowSize: .zero, drawableSize: .zero, pixelsPerPoint: 0)
    XCTAssertEqual(degenerate.pointsPerWindowUnit, 1)
  }

  func testAltDragIsAPinchGestureAboutThePressPoint() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(SDLEvents.key(SDL_KEYDOWN, SDLK_LALT, mod: KMOD_LALT, ms: 0))
    XCTAssertEqual(translator.modifiers, .alternate)
    let down = translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, 150, 200, ms: 100))
    XCTAssertEqual(down, [.gesture(.init(.began, at: CGPoint(x: 150, y: 200), time: 0.1))], "no touches")
    XCTAssertEqual(translator.dragPinchCentre, CGPoint(x: 150, y: 200))
    let left = gestures(translator.translate(SDLEvents.motion(100, 210, ms: 200)))
    XCTAssertEqual(left.map(\.scale), [0.5], "50 pt left: the fingers 100 → 50 pt apart")
    XCTAssertEqual(left.map(\.location), [CGPoint(x: 150, y: 200)], "about the press point")
    let right = gestures(translator.translate(SDLEvents.motion(250, 200, ms: 250)))
    XCTAssertEqual(right.map(\.scale), [2], "100 pt right: 100 → 200 pt apart")
    let up = gestures(translator.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, 250, 200, ms: 300)))
    XCTAssertEqual(up, [.init(.ended, at: CGPoint(x: 150, y: 200), scale: 2, time: 0.3)])
    XCTAssertNil(translator.dragPinchCentre)
  }

  /// The translated Alt-drag, fed to a window, is a pinch of scale 2 through the view's recognizer.
  func testAltDragPinchesAViewToScaleTwo() async {
    let probe = PinchProbe(viewFrame: CGRect(x: 100, y: 100, width: 200, height: 200))
    var translator = SDLInputTranslator(coordinates: space)
    translator.setModifiers(sdlKeymod: KMOD_LALT.rawValue)
    for event in [
      SDLEvents.button(SDL_MOUSEBUTTONDOWN, 150, 200, ms: 0), SDLEvents.motion(200, 200, ms: 50),
      SDLEvents.motion(250, 200, ms: 100), SDLEvents.button(SDL_MOUSEBUTTONUP, 250, 200, ms: 150),
    ] {
      probe.window.handle(translator.translate(event))
    }
    XCTAssertEqual(probe.scales, [1, 1.5, 2, 2], "began, two changes, ended")
  }

  func testShiftAltDragMovesThePinchAtItsScale() async {
    var translator = SDLInputTranslator(coordinates: space)
    translator.setModifiers(sdlKeymod: KMOD_LALT.rawValue)
    _ = translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, 150, 200, ms: 0))
    _ = translator.translate(SDLEvents.motion(200, 200, ms: 20))
    translator.setModifiers(sdlKeymod: KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue)
    let moved = gestures(translator.translate(SDLEvents.motion(200, 240, ms: 50)))
    XCTAssertEqual(moved, [.init(.changed, at: CGPoint(x: 150, y: 240), scale: 1.5, time: 0.05)])
  }

  func testCtrlDragIsTheSecondPinchModifier() async {
    var translator = SDLInputTranslator(coordinates: space)
    translator.setModifiers(sdlKeymod: KMOD_RCTRL.rawValue)
    let down = translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, 100, 150, ms: 0))
    XCTAssertEqual(down, [.gesture(.init(.began, at: CGPoint(x: 100, y: 150), time: 0))])
  }

  func testWheelNotchesAreLinesAndPreciseDeltasArePoints() async {
    var translator = SDLInputTranslator(coordinates: space)
    let notch = translator.translate(SDLEvents.wheel(y: -1, preciseY: -1, ms: 1000))
    XCTAssertEqual(
      notch,
      [.wheel(.init(delta: CGPoint(x: 0, y: 1), isPrecise: false, at: CGPoint(x: 100, y: 100), time: 1))])
    let precise = translator.translate(SDLEvents.wheel(y: 0, preciseY: 0.25, ms: 2000))
    XCTAssertEqual(
      precise,
      [.wheel(.init(delta: CGPoint(x: 0, y: -2.5), isPrecise: true, at: CGPoint(x: 100, y: 100), time: 2))])
    let whole = translator.translate(SDLEvents.wheel(y: 1, preciseY: 1, ms: 2100))
    XCTAssertEqual(
      whole.first.map(wheelDelta), CGPoint(x: 0, y: -10), "a whole value inside a trackpad stream")
    let later = translator.translate(SDLEvents.wheel(y: 1, preciseY: 1, ms: 3000))
    XCTAssertEqual(later.first.map(wheelDelta), CGPoint(x: 0, y: -1), "a notch again after the stream paused")
    let oldDriver = translator.translate(SDLEvents.wheel(x: 2, ms: 4000))
    XCTAssertEqual(oldDriver.first.map(wheelDelta), CGPoint(x: 2, y: 0), "no precise values: the integers")
  }

  func testFlippedShiftAndCtrlWheel() async {
    var translator = SDLInputTranslator(coordinates: space)
    let flipped = translator.translate(SDLEvents.wheel(y: 1, preciseY: 1, ms: 0, flipped: true))
    XCTAssertEqual(flipped.first.map(wheelDelta), CGPoint(x: 0, y: -1), "natural scrolling is kept")
    translator.setModifiers(sdlKeymod: KMOD_LSHIFT.rawValue)
    let shifted = translator.translate(SDLEvents.wheel(y: -1, preciseY: -1, ms: 1000))
    XCTAssertEqual(shifted.first.map(wheelDelta), CGPoint(x: 1, y: 0), "Shift scrolls horizontally")
    translator.setModifiers(sdlKeymod: KMOD_LCTRL.rawValue)
    let zoom = translator.translate(SDLEvents.wheel(y: 1, preciseY: 1, ms: 2000, at: (30, 40)))
    XCTAssertEqual(
      zoom,
      [
        .gesture(.init(.began, at: CGPoint(x: 30, y: 40), time: 2)),
        .gesture(.init(.changed, at: CGPoint(x: 30, y: 40), scale: 1.1, time: 2)),
      ])
    let zoomFlipped = gestures(translator.translate(SDLEvents.wheel(y: -1, preciseY: -1, ms: 3000, flipped: true)))
    XCTAssertEqual(zoomFlipped.map(\.phase), [.ended, .began, .changed], "a new turn after the rest")
    XCTAssertEqual(zoomFlipped.last?.scale ?? 0, 1.1, accuracy: 1e-9, "zooming undoes the flip")
  }

  func testTouchScreenFingersAreSeparateTouches() async {
    var translator = SDLInputTranslator(coordinates: space)
    let first = touches(translator.translate(SDLEvents.finger(SDL_FINGERDOWN, finger: 7, 0.25, 0.5, ms: 0)))
    let second = touches(translator.translate(SDLEvents.finger(SDL_FINGERDOWN, finger: 8, 0.75, 0.5, ms: 5)))
    XCTAssertEqual(first.first?.location, CGPoint(x: 100, y: 200))
    XCTAssertEqual(second.first?.location, CGPoint(x: 300, y: 200))
    let ids = [first.first?.id, second.first?.id].compactMap { $0 }
    XCTAssertEqual(Set(ids).count, 2)
    XCTAssertTrue(ids.allSatisfy { $0 >= SDLInputTranslator.firstScreenFingerID })
    let move = touches(translator.translate(SDLEvents.finger(SDL_FINGERMOTION, finger: 8, 1, 0.5, ms: 10)))
    XCTAssertEqual(move.first?.id, second.first?.id)
    XCTAssertEqual(move.first?.location, CGPoint(x: 400, y: 200))
    XCTAssertEqual(
      touches(translator.translate(SDLEvents.finger(SDL_FINGERUP, finger: 7, 0.25, 0.5, ms: 20))).first?
        .phase, .up)
    XCTAssertEqual(translator.translate(SDLEvents.finger(SDL_FINGERMOTION, finger: 99, 0.5, 0.5, ms: 30)), [])
    XCTAssertEqual(translator.translate(SDLEvents.finger(SDL_FINGERUP, finger: 7, 0.25, 0.5, ms: 40)), [])
    XCTAssertEqual(translator.translate(SDLEvents.finger(SDL_FINGERDOWN, finger: 1, .nan, 0.5, ms: 50)), [])
  }

  func testSynthesisedEventsAreNotDeliveredTwice() async {
    var translator = SDLInputTranslator(coordinates: space)
    XCTAssertEqual(
      translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, 5, 5, ms: 0, which: UInt32.max)), [])
    XCTAssertEqual(translator.translate(SDLEvents.motion(6, 6, ms: 1, which: UInt32.max)), [])
    XCTAssertEqual(translator.translate(SDLEvents.wheel(y: 1, preciseY: 1, ms: 2, which: UInt32.max)), [])
    XCTAssertEqual(
      translator.translate(SDLEvents.finger(SDL_FINGERDOWN, finger: 0, 0.5, 0.5, ms: 3, device: -1)), [])
  }

  func testUnbalancedMouseStreamsLeaveNoFingerDown() async {
    var translator = SDLInputTranslator(coordinates: space)
    XCTAssertEqual(
      translator.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, 5, 5, ms: 0)), [], "up with no down")
    let early = translator.translate(SDLEvents.motion(6, 6, ms: 1))
    XCTAssertEqual(early, [.hover(.init(at: CGPoint(x: 6, y: 6), time: 0.001))], "motion before any down")
    XCTAssertEqual(
      translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, 5, 5, ms: 2, button: SDL_BUTTON_RIGHT)),
      [.secondaryClick(.init(at: CGPoint(x: 5, y: 5), time: 0.002))], "the right button asks for a menu, no finger")
    _ = translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, 5, 5, ms: 3))
    let again = touches(translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, 7, 7, ms: 4)))
    XCTAssertEqual(again.map(\.phase), [.cancel, .down], "a second press cancels the first")
    XCTAssertEqual(
      translator.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, 7, 7, ms: 5, button: SDL_BUTTON_RIGHT)), [])
    let released = touches(translator.translate(SDLEvents.motion(9, 9, ms: 6, leftHeld: false)))
    XCTAssertEqual(released.map(\.phase), [.cancel], "the release was lost: the press is cancelled")
    XCTAssertFalse(translator.isPressing)
    XCTAssertEqual(translator.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, 9, 9, ms: 7)), [])
  }

  /// A button-up with no down, fed through to a window, leaves nothing tracking.
  func testOddStreamsThroughTheWindowLeaveNothingTracking() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let pan = UIPanGestureRecognizer()
    window.addGestureRecognizer(pan)
    var translator = SDLInputTranslator(coordinates: space)
    for event in [
      SDLEvents.button(SDL_MOUSEBUTTONUP, 5, 5, ms: 0), SDLEvents.button(SDL_MOUSEBUTTONDOWN, 5, 5, ms: 10),
      SDLEvents.motion(50, 50, ms: 20), SDLEvents.window(SDL_WINDOWEVENT_LEAVE, ms: 30),
      SDLEvents.motion(60, 60, ms: 40), SDLEvents.button(SDL_MOUSEBUTTONUP, 60, 60, ms: 50),
    ] {
      window.handle(translator.translate(event))
    }
    XCTAssertTrue(window.activeTouches.isEmpty)
    XCTAssertFalse(window.hasGestureInProgress)
    XCTAssertEqual(pan.state, .possible)
  }

  func testFocusLostForgetsFingersAndModifiers() async {
    var translator = SDLInputTranslator(coordinates: space)
    translator.setModifiers(sdlKeymod: KMOD_LALT.rawValue)
    _ = translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, 5, 5, ms: 0))
    _ = translator.translate(SDLEvents.finger(SDL_FINGERDOWN, finger: 1, 0.5, 0.5, ms: 1))
    XCTAssertEqual(
      translator.translate(SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST, ms: 2000)), [.focusLost(timestamp: 2)]
    )
    XCTAssertFalse(translator.isPressing)
    XCTAssertEqual(translator.modifiers, [])
    XCTAssertEqual(translator.translate(SDLEvents.finger(SDL_FINGERUP, finger: 1, 0.5, 0.5, ms: 2001)), [])
    XCTAssertEqual(translator.translate(SDLEvents.window(SDL_WINDOWEVENT_MOVED, ms: 2002)), [])
  }

  func testKeysAndModifiers() async {
    var translator = SDLInputTranslator(coordinates: space)
    XCTAssertEqual(translator.translate(SDLEvents.key(SDL_KEYDOWN, SDLK_LSHIFT, mod: KMOD_LSHIFT, ms: 0)), [])
    XCTAssertEqual(translator.modifiers, .shift)
    XCTAssertEqual(
      translator.translate(SDLEvents.key(SDL_KEYDOWN, SDLK_SPACE, mod: KMOD_LSHIFT, ms: 100)),
      [.key(.init(.down, .space, modifiers: .shift, time: 0.1))])
    XCTAssertEqual(
      translator.translate(SDLEvents.key(SDL_KEYDOWN, SDLK_PAGEDOWN, ms: 200, repeats: true)),
      [.key(.init(.down, .pageDown, isRepeat: true, time: 0.2))])
    let keys: [(SDL_KeyCode, KeyCode)] = [
      (SDLK_UP, .upArrow), (SDLK_HOME, .home), (SDLK_END, .end), (SDLK_RETURN, .returnOrEnter),
      (SDLK_ESCAPE, .escape), (SDLK_a, .character("a")), (SDLK_7, .character("7")), (SDLK_F5, .function(5)),
    ]
    for (sdl, expected) in keys {
      XCTAssertEqual(
        translator.translate(SDLEvents.key(SDL_KEYUP, sdl, ms: 300)), [.key(.init(.up, expected, time: 0.3))])
    }
    XCTAssertEqual(
      translator.translate(SDLEvents.key(SDL_KEYDOWN, SDLK_VOLUMEUP, ms: 400)), [], "unknown keys")
  }

  private func wheelDelta(_ event: InputEvent) -> CGPoint? {
    if case .wheel(let wheel) = event { return wheel.delta }
    return nil
  }
}
