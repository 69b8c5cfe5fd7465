import Foundation
import XCTest

@testable import SDLPlatform
@testable import ViewCore

/// Wayland's pointer as the compositor describes it, with made-up events: the axis
/// source decides precise or notched, `axis_stop` lifts the fingers, wheel steps count in
/// 120ths, the compositor's times keep their spacing, a pinch is a pinch gesture,
/// a hold catches, and a vanished device ends whatever it was doing.
@MainActor
final class WaylandTranslatorTests: XCTestCase {
  private let space = SDLCoordinateSpace(windowSize: CGSize(width: 400, height: 400))

  private func axis(
    _ pixels: Double, source: WaylandPointerEvent.Source? = .finger, steps120: Int = 0, stops: Bool = false,
    time: UInt32 = 1000, readAt: TimeInterval = 1
  ) -> WaylandPointerEvent {
    WaylandPointerEvent(
      .axis, serverTime: time, readAt: readAt, x: 100, y: 120, deltaY: pixels, source: source, steps120Y: steps120,
      stops: stops)
  }

  private func wheels(_ events: [InputEvent]) -> [InputEvent.Wheel] {
    events.compactMap { if case .wheel(let wheel) = $0 { return wheel } else { return nil } }
  }

  private func trackpadPhases(_ events: [InputEvent]) -> [InputEvent.Trackpad.Phase] {
    events.compactMap { if case .trackpad(let trackpad) = $0 { return trackpad.phase } else { return nil } }
  }

  private func touches(_ events: [InputEvent]) -> [InputEvent.Touch] {
    events.compactMap { if case .touch(let touch) = $0 { return touch } else { return nil } }
  }

  func testAFingerStreamInTenPixelStepsIsPreciseNotNotches() async {
    var translator = SDLInputTranslator(coordinates: space)
    var total = CGPoint.zero
    for step in 0..<24 {
      let wheel = wheels(translator.translate(axis(10, time: 1000 + UInt32(step) * 16)))
      XCTAssertEqual(wheel.count, 1)
      XCTAssertEqual(wheel.first?.isPrecise, true, "source finger: precise, whatever the value")
      XCTAssertEqual(wheel.first?.endsWithLiftOff, true, "a finger source promises axis_stop")
      total.y += wheel.first?.pointDelta.y ?? 0
    }
    XCTAssertEqual(total.y, 240, "24 × 10 px move 240 pt, not 24 notches (960 pt)")
  }

  func testAxisStopLiftsTheFingersOfAStreamOnce() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(axis(3, time: 1000))
    let stop = translator.translate(axis(0, stops: true, time: 1008, readAt: 1.1))
    XCTAssertEqual(trackpadPhases(stop), [.fingersLifted])
    XCTAssertEqual(wheels(stop), [], "a stop frame carries no scroll")
    XCTAssertEqual(trackpadPhases(translator.translate(axis(0, stops: true, time: 1010))), [], "lifted once")
  }

  func testWheelStepsAreNotchesCountedInOneHundredTwentieths() async {
    var translator = SDLInputTranslator(coordinates: space)
    let click = wheels(translator.translate(axis(15, source: .wheel, steps120: 120)))
    XCTAssertEqual(click.first?.isPrecise, false)
    XCTAssertEqual(click.first?.pointDelta.y, InputEvent.Wheel.pointsPerLine, "one step is one 40-pt notch")
    XCTAssertEqual(click.first?.endsWithLiftOff, false)
    let quarter = wheels(translator.translate(axis(3.75, source: .wheel, steps120: 30)))
    XCTAssertEqual(quarter.first?.pointDelta.y, 10, "a high-resolution wheel's 30/120 is a quarter notch")
    let unnamed = wheels(translator.translate(axis(15, source: nil, steps120: 120)))
    XCTAssertEqual(unnamed.first?.isPrecise, false, "no source but steps: a wheel")
    let smooth = wheels(translator.translate(axis(2.5, source: nil)))
    XCTAssertEqual(smooth.first?.isPrecise, true, "no source, no steps: precise")
  }

  func testTheCompositorsTimesKeepTheirSpacingWhenReadInABurst() async {
    var translator = SDLInputTranslator(coordinates: space)
    // The first event read 2 ms after it happened; then a stalled app reads four at once.
    _ = translator.translate(axis(3, time: 5000, readAt: 10.002))
    let burst = (1...4).flatMap { step in
      wheels(translator.translate(axis(3, time: 5000 + UInt32(step) * 16, readAt: 10.2)))
    }
    XCTAssertEqual(burst.map(\.timestamp), [10.018, 10.034, 10.05, 10.066].map { $0 }, accuracy: 1e-9)
  }

  private func gestures(_ events: [InputEvent]) -> [InputEvent.Gesture] {
    events.compactMap { if case .gesture(let gesture) = $0 { return gesture } else { return nil } }
  }

  func testAPinchIsAPinchGestureWithItsScaleAndRotation() async {
    var translator = SDLInputTranslator(coordinates: space)
    let begin = gestures(
      translator.translate(WaylandPointerEvent(.pinchBegin, serverTime: 10, readAt: 1, x: 200, y: 150)))
    XCTAssertEqual(begin.map(\.phase), [.began])
    XCTAssertEqual(begin.first?.location, CGPoint(x: 200, y: 150))
    let update = gestures(
      translator.translate(
        WaylandPointerEvent(.pinchUpdate, serverTime: 20, readAt: 1.01, deltaX: 4, scale: 2, rotation: -45)))
    XCTAssertEqual(update.first?.location, CGPoint(x: 204, y: 150))
    XCTAssertEqual(update.first?.scale, 2)
    XCTAssertEqual(update.first?.rotation ?? 0, -.pi / 4, accuracy: 1e-9)
    XCTAssertEqual(update.first?.timestamp ?? 0, 1.01, accuracy: 1e-9, "the compositor's time")
    let end = gestures(
      translator.translate(WaylandPointerEvent(.pinchEnd(cancelled: false), serverTime: 30, readAt: 1.02)))
    XCTAssertEqual(end.map(\.phase), [.ended])
  }

  func testAVanishedDeviceEndsTheStreamThePinchAndTheHold() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(axis(3))
    _ = translator.translate(WaylandPointerEvent(.holdBegin, serverTime: 1001, readAt: 1))
    _ = translator.translate(WaylandPointerEvent(.pinchBegin, serverTime: 1002, readAt: 1, x: 200, y: 150))
    let gone = translator.translate(WaylandPointerEvent(.pointerGone, readAt: 1.05))
    XCTAssertEqual(trackpadPhases(gone), [.fingersLifted])
    XCTAssertEqual(gestures(gone).map(\.kind), [.pinch, .hold], "no stuck zoom, no stuck hold")
    XCTAssertEqual(gestures(gone).map(\.phase), [.cancelled, .cancelled])
    XCTAssertEqual(translator.translate(WaylandPointerEvent(.leave, readAt: 1.1)), [], "nothing left to end")
  }

  func testHoldIsAHoldGestureThatEndsOrIsCancelled() async {
    var translator = SDLInputTranslator(coordinates: space)
    let began = gestures(translator.translate(WaylandPointerEvent(.holdBegin, serverTime: 1, readAt: 1, x: 50, y: 60)))
    XCTAssertEqual(began.map(\.kind), [.hold])
    XCTAssertEqual(began.map(\.phase), [.began])
    XCTAssertEqual(began.map(\.location), [CGPoint(x: 50, y: 60)])
    let cancelled = gestures(
      translator.translate(WaylandPointerEvent(.holdEnd(cancelled: true), serverTime: 2, readAt: 1)))
    XCTAssertEqual(cancelled.map(\.phase), [.cancelled])
    XCTAssertEqual(translator.translate(WaylandPointerEvent(.holdEnd(cancelled: false), serverTime: 3, readAt: 1)), [])
  }

  /// A three-finger swipe: the pointer where it began, the fingers' travel summed, the
  /// compositor's times; leaving the window cancels one in progress.
  func testASwipeIsASwipeGestureWithItsTravel() async {
    var translator = SDLInputTranslator(coordinates: space)
    let began = gestures(
      translator.translate(WaylandPointerEvent(.swipeBegin, serverTime: 1000, readAt: 1, x: 200, y: 150)))
    XCTAssertEqual(began, [.init(.began, .swipe, at: CGPoint(x: 200, y: 150), time: 1)])
    _ = translator.translate(WaylandPointerEvent(.swipeUpdate, serverTime: 1010, readAt: 1.01, deltaX: -30, deltaY: 4))
    let changed = gestures(
      translator.translate(WaylandPointerEvent(.swipeUpdate, serverTime: 1020, readAt: 1.02, deltaX: -20, deltaY: 1)))
    XCTAssertEqual(changed.first?.translation, CGPoint(x: -50, y: 5), "travel since the begin")
    XCTAssertEqual(changed.first?.location, CGPoint(x: 200, y: 150), "a swipe does not move the pointer")
    XCTAssertEqual(changed.first?.timestamp ?? 0, 1.02, accuracy: 1e-9, "the compositor's spacing")
    let left = gestures(translator.translate(WaylandPointerEvent(.leave, readAt: 1.05)))
    XCTAssertEqual(left.map(\.phase), [.cancelled])
    XCTAssertEqual(
      translator.translate(WaylandPointerEvent(.swipeEnd(cancelled: false), serverTime: 1030, readAt: 1.06)), [])
  }

  func testCtrlAndAFingerStreamZoomAboutThePointer() async {
    var translator = SDLInputTranslator(coordinates: space)
    translator.modifiers = [.control]
    let events = translator.translate(axis(-10))
    guard case .gesture(let pinch)? = events.last else { return XCTFail("\(events)") }
    XCTAssertEqual(events.count, 2, "a pinch begins, then changes: \(events)")
    XCTAssertEqual(pinch.scale, 1.1, accuracy: 1e-9, "10 px away from the user: one 10 % step in")
    XCTAssertEqual(pinch.location, CGPoint(x: 100, y: 120))
  }
}

private func XCTAssertEqual(
  _ actual: [TimeInterval], _ expected: [TimeInterval], accuracy: TimeInterval, file: StaticString = #filePath,
  line: UInt = #line
) {
  XCTAssertEqual(actual.count, expected.count, "\(actual)", file: file, line: line)
  for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: accuracy, "\(actual)", file: file, line: line) }
}
