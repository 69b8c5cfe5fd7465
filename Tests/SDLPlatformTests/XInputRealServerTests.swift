import Foundation
import XCTest

@testable import SDLPlatform
@testable import ViewCore

/// XInput 2 as a real server sends it, with made-up events shaped like Xwayland's: one
/// device for trackpad and wheel, an increment of 10 px, the server's own times, devices that
/// switch, appear and vanish.
@MainActor
final class XInputRealServerTests: XCTestCase {
  private let space = SDLCoordinateSpace(windowSize: CGSize(width: 400, height: 400))

  /// Xwayland's relative pointer: valuator 3, increment 1, 10 points per increment, no touch class.
  private func xwayland(_ value: Double, device: Int = 7, time: UInt32? = nil) -> XInputEvent {
    XInputEvent(
      .motion, serverTime: time, source: device, isTouchpad: false, x: 100, y: 120,
      scrolls: [.init(number: 3, value: value, increment: 1, isVertical: true, pointsPerIncrement: 10)])
  }

  private func wheels(_ events: [InputEvent]) -> [InputEvent.Wheel] {
    events.compactMap { if case .wheel(let wheel) = $0 { return wheel } else { return nil } }
  }

  func testFractionsOfAnIncrementArePreciseInTheServersPixels() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(xwayland(0), at: 1)
    let step = wheels(translator.translate(xwayland(0.15), at: 1.016))
    XCTAssertEqual(step.first?.isPrecise, true, "0.15 of an increment is no wheel notch")
    XCTAssertEqual(step.first?.delta.y ?? 0, 1.5, accuracy: 1e-9, "1.5 px of finger travel, 1.5 pt")
  }

  func testAWholeIncrementIsANotchUnlessItContinuesAPreciseStream() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(xwayland(0), at: 1)
    let notch = wheels(translator.translate(xwayland(1), at: 1.1))
    XCTAssertEqual(notch.first?.isPrecise, false)
    XCTAssertEqual(notch.first?.pointDelta.y, InputEvent.Wheel.pointsPerLine, "one wheel step, one 40-pt notch")
    _ = translator.translate(xwayland(1.25), at: 2)
    let continued = wheels(translator.translate(xwayland(2.25), at: 2.016))
    XCTAssertEqual(continued.first?.isPrecise, true, "within the latch of a fractional step: the same stream")
    XCTAssertEqual(continued.first?.delta.y, 10)
  }

  func testAResetOfOneDeviceKeepsTheOthersValues() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(xwayland(5, device: 7), at: 1)
    _ = translator.translate(xwayland(9, device: 6), at: 1)
    XCTAssertEqual(translator.translate(XInputEvent(.reset, source: 6), at: 1.1), [])
    XCTAssertEqual(translator.translate(xwayland(50, device: 6), at: 1.2), [], "device 6 starts afresh: no jump")
    XCTAssertEqual(
      wheels(translator.translate(xwayland(5.3, device: 7), at: 1.2)).first?.delta.y ?? 0, 3, accuracy: 1e-9)
  }

  func testUnpluggingThePinchingDeviceCancelsItsPinch() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(XInputEvent(.pinchBegin, source: 8, x: 200, y: 150), at: 1)
    XCTAssertEqual(translator.translate(XInputEvent(.deviceRemoved, source: 9), at: 1.1), [], "another device")
    let removed = translator.translate(XInputEvent(.deviceRemoved, source: 8), at: 1.2)
    let phases = removed.compactMap { if case .gesture(let gesture) = $0 { return gesture.phase } else { return nil } }
    XCTAssertEqual(phases, [.cancelled], "no stuck zoom")
    XCTAssertNil(translator.dragPinchCentre)
  }

  func testTheServersTimesKeepTheirSpacingWhenReadInABurst() async {
    var translator = SDLInputTranslator(coordinates: space)
    _ = translator.translate(xwayland(0, time: 90_000), at: 5.001)
    let burst = (1...3).flatMap { step in
      wheels(translator.translate(xwayland(0.15 * Double(step), time: 90_000 + UInt32(step) * 16), at: 5.3))
    }
    let times = burst.map(\.timestamp)
    XCTAssertEqual(times.count, 3)
    for (time, expected) in zip(times, [5.017, 5.033, 5.049]) { XCTAssertEqual(time, expected, accuracy: 1e-9) }
  }
}
