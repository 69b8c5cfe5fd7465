import CSDL2
import CXInput
import Foundation
import XCTest

@testable import SDLPlatform
@testable import ViewCore

/// XInput 2 on X11 with synthesised events: scroll valuators become precise (touchpad)
/// or notched (wheel) scrolling, the server's emulated wheel buttons do not scroll again, Ctrl
/// zooms (a pinch gesture), a pinch is a pinch gesture, and a server's BadValue at the gesture
/// selection is trapped.
@MainActor
final class XInputTranslatorTests: XCTestCase {
  private let space = SDLCoordinateSpace(windowSize: CGSize(width: 400, height: 400))

  private func vertical(_ value: Double, device: Int = 11, touchpad: Bool = true) -> XInputEvent {
    XInputEvent(
      .motion, source: device, isTouchpad: touchpad, x: 100, y: 120,
      scrolls: [.init(number: 3, value: value, increment: 15, isVertical: true)])
  }

  private func wheels(_ events: [InputEvent]) -> [InputEvent.Wheel] {
    events.compactMap { if case .wheel(let wheel) = $0 { return wheel } else { return nil } }
  }

  private func touches(_ events: [InputEvent]) -> [InputEvent.Touch] {
    events.compactMap { if case .touch(let touch) = $0 { return touch } else { return nil } }
  }

  func testTouchpadValuatorChangesArePreciseDeltasInPoints() async {
    var translator = SDLInputTranslator(coordinates: space)
    XCTAssertEqual(translator.translate(vertical(300), at: 1), [], "the first value only sets where it stands")
    let down = wheels(translator.translate(vertical(307.5), at: 1.01))
    XCTAssertEqual(down.count, 1)
    XCTAssertEqual(down.first?.isPrecise, true)
    XCTAssertEqual(down.first?.delta, CGPoint(x: 0, y: 7.5), "7.5 units of increment 15: 7.5 pt")
    XCTAssertEqual(down.first?.location, CGPoint(x: 100, y: 120))
    XCTAssertEqual(down.first?.timestamp, 1.01)
    let up = wheels(translator.translate(vertical(302), at: 1.02))
    XCTAssertEqual(up.first?.delta, CGPoint(x: 0, y: -5.5))
    let horizontal = XInputEvent(
      .motion, source: 11, x: 100, y: 120,
      scrolls: [.init(number: 2, value: 50, increment: 15, isVertical: false)])
    XCTAssertEqual(translator.translate(horizontal, at: 1.03), [])
    var moved = horizontal
    moved.scrolls[0].value = 80
    XCTAssertEqual(wheels(translator.translate(moved, at: 1.04)).first?.delta, CGPoint(x: 30, y: 0))
  }

  func testAWheelDeviceScrollsInNotches() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(vertical(0, device: 12, touchpad: false), at: 0)
    let notch = wheels(translator.translate(vertical(15, device: 12, touchpad: false), at: 0.1))
    XCTAssertEqual(notch.first?.isPrecise, false)
    XCTAssertEqual(notch.first?.delta, CGPoint(x: 0, y: 1), "one increment is one notch (40 pt)")
  }

  /// Xwayland reports a trackpad through a device that is not a touchpad, and a finger step of
  /// exactly one increment is whole: after one fractional step the stream stays precise for as
  /// long as it keeps coming within the latch interval, however long that is, as SDL's own wheel
  /// events do (the rule is `InputContext.isPreciseWheelStep`, shared by both).
  func testAWholeStepsStreamStaysPreciseForAsLongAsItContinues() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(vertical(0, device: 12, touchpad: false), at: 0)
    XCTAssertEqual(
      wheels(translator.translate(vertical(7.5, device: 12, touchpad: false), at: 0.1)).first?.isPrecise, true)
    var value = 7.5
    for step in 1...6 {
      value += 15
      let wheel = wheels(
        translator.translate(vertical(value, device: 12, touchpad: false), at: 0.1 + 0.1 * Double(step)))
      XCTAssertEqual(wheel.first?.isPrecise, true, "whole step \(step), \(0.1 * Double(step)) s after the fraction")
      XCTAssertEqual(wheel.first?.delta, CGPoint(x: 0, y: 15), "one increment of a finger is 15 pt, not a notch")
    }
    let later = wheels(translator.translate(vertical(value + 15, device: 12, touchpad: false), at: 1.5))
    XCTAssertEqual(later.first?.isPrecise, false, "a whole step after a pause longer than the latch is a notch")
  }

  func testAResetOrAnotherDeviceNeverScrollsByTheJump() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(vertical(100), at: 0)
    XCTAssertEqual(translator.translate(XInputEvent(.reset), at: 0.1), [])
    XCTAssertEqual(translator.translate(vertical(5000), at: 0.2), [], "after a reset the value is new ground")
    XCTAssertEqual(translator.translate(vertical(9000, device: 13), at: 0.3), [], "another device starts afresh")
    XCTAssertEqual(wheels(translator.translate(vertical(5003), at: 0.4)).first?.delta, CGPoint(x: 0, y: 3))
  }

  func testTheFirstEventMovesFromTheValueReadFromTheDevice() async {
    var translator = SDLInputTranslator(coordinates: space)
    XCTAssertEqual(translator.translate(XInputEvent(.entered), at: 0), [])
    var first = vertical(307.5)
    first.scrolls[0].previous = 300
    let moved = wheels(translator.translate(first, at: 0.1))
    XCTAssertEqual(moved.first?.delta, CGPoint(x: 0, y: 7.5), "from the device's 300, not only setting the reference")
    XCTAssertEqual(wheels(translator.translate(vertical(310), at: 0.11)).first?.delta, CGPoint(x: 0, y: 2.5))
  }

  func testTheServersEmulatedWheelButtonsDoNotScrollAgain() async {
    var translator = SDLInputTranslator(coordinates: space)
    var wheel = SDL_Event()
    wheel.type = SDL_MOUSEWHEEL.rawValue
    wheel.wheel.y = -1
    wheel.wheel.preciseY = -1
    wheel.wheel.timestamp = 500
    XCTAssertEqual(wheels(translator.translate(wheel)).count, 1, "without scroll valuators: SDL's notches")
    translator.scrollsWithXInput = true
    wheel.wheel.timestamp = 1500
    XCTAssertEqual(translator.translate(wheel), [], "with scroll valuators the emulated button 5 is ignored")
    _ = translator.translate(vertical(0), at: 1.5)
    XCTAssertEqual(wheels(translator.translate(vertical(15), at: 1.51)).first?.delta, CGPoint(x: 0, y: 15))
  }

  func testCtrlAndValuatorsArePinchStepsAboutThePointer() async {
    var translator = SDLInputTranslator(coordinates: space)
    translator.setModifiers(sdlKeymod: KMOD_LCTRL.rawValue)
    _ = translator.translate(vertical(30), at: 0)
    let events = gestures(translator.translate(vertical(15), at: 0.1))
    XCTAssertEqual(events.map(\.phase), [.began, .changed], "the first step begins a pinch: \(events)")
    XCTAssertEqual(events.last?.scale ?? 0, 1.1, accuracy: 1e-9, "one increment away from the user: ×1.1")
    XCTAssertEqual(events.last?.location, CGPoint(x: 100, y: 120))
  }

  private func gestures(_ events: [InputEvent]) -> [InputEvent.Gesture] {
    events.compactMap { if case .gesture(let gesture) = $0 { return gesture } else { return nil } }
  }

  func testAPinchIsAPinchGestureAtThePointer() async {
    var translator = SDLInputTranslator(coordinates: space)
    let begin = gestures(translator.translate(XInputEvent(.pinchBegin, x: 200, y: 150), at: 1))
    XCTAssertEqual(begin, [InputEvent.Gesture(.began, at: CGPoint(x: 200, y: 150), scale: 1, time: 1)])
    let update = gestures(
      translator.translate(
        XInputEvent(.pinchUpdate, x: 200, y: 150, scale: 1.5, deltaX: 10, deltaY: -4, rotation: 90), at: 1.02))
    XCTAssertEqual(update.map(\.phase), [.changed])
    XCTAssertEqual(update.first?.location, CGPoint(x: 210, y: 146))
    XCTAssertEqual(update.first?.scale, 1.5)
    XCTAssertEqual(update.first?.rotation ?? 0, .pi / 2, accuracy: 1e-9, "90° clockwise")
    XCTAssertTrue(touches(begin.map { .gesture($0) } + update.map { .gesture($0) }).isEmpty, "no made-up fingers")
    let end = gestures(translator.translate(XInputEvent(.pinchEnd(cancelled: false)), at: 1.05))
    XCTAssertEqual(end.map(\.phase), [.ended])
    XCTAssertEqual(translator.translate(XInputEvent(.pinchUpdate, scale: 3), at: 1.06), [], "no pinch, no gesture")
  }

  func testACancelledPinchOrAMousePressCancelsThePinch() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(XInputEvent(.pinchBegin, x: 200, y: 150), at: 0)
    let cancelled = gestures(translator.translate(XInputEvent(.pinchEnd(cancelled: true)), at: 0.1))
    XCTAssertEqual(cancelled.map(\.phase), [.cancelled])
    _ = translator.translate(XInputEvent(.pinchBegin, x: 200, y: 150), at: 0.2)
    var press = SDL_Event()
    press.type = SDL_MOUSEBUTTONDOWN.rawValue
    press.button.button = UInt8(SDL_BUTTON_LEFT)
    press.button.x = 10
    press.button.y = 10
    press.button.timestamp = 300
    let pressed = translator.translate(press)
    XCTAssertEqual(gestures(pressed).map(\.phase), [.cancelled], "the pinch goes before the press")
    XCTAssertEqual(touches(pressed).map(\.phase), [.down])
  }

  /// An XI 2.4 swipe: where it began, the fingers' deltas summed, the server's times; unplugging
  /// the device making it cancels it, another device's unplugging does not.
  func testASwipeIsASwipeGestureAndItsDevicesUnpluggingCancelsIt() async {
    var translator = SDLInputTranslator(coordinates: space)
    let begin = gestures(translator.translate(XInputEvent(.swipeBegin, source: 8, x: 200, y: 150), at: 1))
    XCTAssertEqual(begin, [.init(.began, .swipe, at: CGPoint(x: 200, y: 150), time: 1)])
    _ = translator.translate(XInputEvent(.swipeUpdate, source: 8, x: 200, y: 150, deltaX: 12, deltaY: -3), at: 1.01)
    let update = gestures(
      translator.translate(XInputEvent(.swipeUpdate, source: 8, x: 200, y: 150, deltaX: 8, deltaY: -1), at: 1.02))
    XCTAssertEqual(update.first?.translation, CGPoint(x: 20, y: -4))
    XCTAssertEqual(update.first?.kind, .swipe)
    XCTAssertEqual(translator.translate(XInputEvent(.deviceRemoved, source: 9), at: 1.03), [], "another device")
    let removed = gestures(translator.translate(XInputEvent(.deviceRemoved, source: 8), at: 1.04))
    XCTAssertEqual(removed.map(\.phase), [.cancelled])
    XCTAssertEqual(translator.translate(XInputEvent(.swipeEnd(cancelled: false), source: 8), at: 1.05), [])
  }

  /// A trackpad pinch to 2× through a window: the view's pinch recognizer sees scale 2.
  func testAPinchOfScaleTwoPinchesAViewToTwo() async {
    let probe = PinchProbe(viewFrame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let window = probe.window
    var translator = SDLInputTranslator(coordinates: space)
    window.handle(translator.translate(XInputEvent(.pinchBegin, x: 200, y: 200), at: 0))
    for step in 1...10 {
      let scale = 1 + Double(step) / 10
      window.handle(
        translator.translate(XInputEvent(.pinchUpdate, x: 200, y: 200, scale: scale), at: 0.02 * Double(step)))
    }
    window.handle(translator.translate(XInputEvent(.pinchEnd(cancelled: false)), at: 0.25))
    XCTAssertEqual(probe.scales.last ?? 0, 2, accuracy: 1e-9)
  }

  /// A server that refuses the gesture selection answers BadValue, as any server does for event
  /// types it does not know: the error is trapped, the call reports its code and the process goes
  /// on. (This machine's Xvfb knows XI 2.4 and accepts the gesture types themselves.)
  func testABadValueAtTheGestureSelectionIsTrapped() async throws {
    guard !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty else {
      throw XCTSkip("needs an X display (scripts/test.sh runs the tests under Xvfb)")
    }
    var message = [CChar](repeating: 0, count: 256)
    let refused = xinput_bridge_probe_gesture_selection(1, &message, message.count)
    XCTAssertEqual(refused, 2, "BadValue, trapped: \(text(message))")
    let gestures = xinput_bridge_probe_gesture_selection(0, &message, message.count)
    XCTAssertTrue(gestures == 0 || gestures == 2, "accepted, or refused and trapped: \(text(message))")
  }

  private func text(_ message: [CChar]) -> String {
    String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
