import CSDL2
import Foundation
import XCTest

@testable import SDLPlatform
@testable import ViewCore

/// Button presses, motion and releases on the display server's clock: SDL's mouse events take
/// the time of the server's stamp for the same input, so a drag read in one late burst keeps
/// the spacing it had.
@MainActor
final class PointerTimesTests: XCTestCase {
  private let space = SDLCoordinateSpace(windowSize: CGSize(width: 400, height: 400))

  private func button(_ type: SDL_EventType, _ x: Int32, _ y: Int32, ms: UInt32) -> SDL_Event {
    var event = SDL_Event()
    event.type = type.rawValue
    event.button.timestamp = ms
    event.button.x = x
    event.button.y = y
    event.button.button = UInt8(SDL_BUTTON_LEFT)
    event.button.clicks = 1
    return event
  }

  private func motion(_ x: Int32, _ y: Int32, ms: UInt32) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_MOUSEMOTION.rawValue
    event.motion.timestamp = ms
    event.motion.x = x
    event.motion.y = y
    event.motion.state = 1
    return event
  }

  private func times(_ events: [InputEvent]) -> [TimeInterval] {
    events.compactMap { if case .touch(let touch) = $0 { return touch.timestamp } else { return nil } }
  }

  func testADragReadInOneBurstKeepsTheServersSpacing() async {
    var translator = SDLInputTranslator(coordinates: space)
    // Read promptly: the press sets the clocks' offset (server 10 000 ms read at 2.000 s).
    translator.stamp(PointerStamp(.press, button: 1, x: 100, y: 300, serverTime: 10_000, server: .wayland))
    XCTAssertEqual(times(translator.translate(button(SDL_MOUSEBUTTONDOWN, 100, 300, ms: 2000))), [2.0])
    // Then three moves 10 ms apart and the release, all read at 2.200 s.
    for step in 1...3 {
      translator.stamp(
        PointerStamp(
          .motion, x: 100, y: 300 - 12 * Double(step), serverTime: 10_000 + 10 * UInt32(step), server: .wayland))
    }
    translator.stamp(PointerStamp(.release, button: 1, x: 100, y: 264, serverTime: 10_040, server: .wayland))
    let read = [
      motion(100, 288, ms: 2200), motion(100, 276, ms: 2200), motion(100, 264, ms: 2200),
      button(SDL_MOUSEBUTTONUP, 100, 264, ms: 2200),
    ].flatMap { times(translator.translate($0)) }
    for (time, expected) in zip(read, [2.01, 2.02, 2.03, 2.04]) { XCTAssertEqual(time, expected, accuracy: 1e-9) }
    XCTAssertEqual(read.count, 4)
  }

  func testAMotionSDLLeftOutIsPassedOverAndAnEventWithoutAStampKeepsSDLsTime() async {
    var translator = SDLInputTranslator(coordinates: space)
    translator.stamp(PointerStamp(.motion, x: 50.2, y: 50, serverTime: 500, server: .x11))
    translator.stamp(PointerStamp(.motion, x: 50.6, y: 50, serverTime: 508, server: .x11))
    translator.stamp(PointerStamp(.motion, x: 60, y: 50, serverTime: 516, server: .x11))
    // SDL made one event of the first two (the same whole position), then the third.
    let hover = { (events: [InputEvent]) in
      events.compactMap { if case .hover(let hover) = $0 { return hover.timestamp } else { return nil } }
    }
    XCTAssertEqual(hover(translator.translate(motion(50, 50, ms: 1000))), [1.0])
    // Read 20 ms after it happened: its own server time, not the passed-over stamp's 1.008.
    XCTAssertEqual(hover(translator.translate(motion(60, 50, ms: 1036))), [1.016])
    XCTAssertEqual(hover(translator.translate(motion(90, 50, ms: 1100))), [1.1], "no stamp: SDL's own time")
    XCTAssertEqual(translator.sdlTimedPointerEvents, 1)
  }
}
