import CSDL2
import Foundation
import TestSupport
import XCTest

@testable import SDLPlatform
@testable import ViewCore

/// Random SDL events (mouse, wheel with odd precise values, fingers from unknown devices, keys,
/// window events) through the translator into a window of nested, zooming and paging scroll
/// views, with a stepped clock: nothing crashes, and once input stops everything comes to rest
/// inside its limits. Seeded, so a failure replays. `FUZZ_EVENTS` scales it.
@MainActor
final class TranslatorFuzzTests: XCTestCase {
  private final class Zooming: UIScrollViewDelegate {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 900, height: 900))
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
  }

  func testRandomSDLEventsLeaveEveryScrollViewAtRest() async {
    let count = Int(ProcessInfo.processInfo.environment["FUZZ_EVENTS"] ?? "") ?? 50_000
    var random = SeededGenerator(seed: 0xF022)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
    let outer = UIScrollView(frame: window.bounds)
    outer.contentSize = CGSize(width: 640, height: 4000)
    let pager = UIScrollView(frame: CGRect(x: 0, y: 100, width: 640, height: 200))
    pager.isPagingEnabled = true
    pager.contentSize = CGSize(width: 640 * 5, height: 200)
    let zooming = Zooming()
    let zoomer = UIScrollView(frame: CGRect(x: 100, y: 350, width: 400, height: 300))
    zoomer.addSubview(zooming.content)
    zoomer.contentSize = zooming.content.bounds.size
    zoomer.delegate = zooming
    zoomer.minimumZoomScale = 0.5
    zoomer.maximumZoomScale = 3
    [pager, zoomer].forEach(outer.addSubview)
    window.addSubview(outer)
    var translator = SDLInputTranslator(coordinates: SDLCoordinateSpace(windowSize: window.bounds.size))
    var milliseconds: UInt32 = 1000
    for _ in 0..<count {
      milliseconds += UInt32.random(in: 0...20, using: &random)
      let event = Self.randomEvent(ms: milliseconds, using: &random)
      window.handle(translator.translate(event))
      if Bool.random(using: &random) {
        // As the platform's loop: what ended with time passing (a Ctrl+wheel pinch), then a frame.
        window.handle(translator.passTime(to: TimeInterval(milliseconds) / 1000))
        window.advance(to: TimeInterval(milliseconds) / 1000)
      }
    }
    var end = SDL_Event()
    end.type = SDL_WINDOWEVENT.rawValue
    end.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
    end.window.timestamp = milliseconds
    window.handle(translator.translate(end))
    window.advanceUntilIdle(from: TimeInterval(milliseconds) / 1000)
    XCTAssertFalse(window.isAnimating)
    for (name, scrollView) in [("outer", outer), ("pager", pager), ("zoomer", zoomer)] {
      XCTAssertEqual(scrollView.restingProblems, [], name)
    }
  }

  private static func randomEvent(ms: UInt32, using random: inout SeededGenerator) -> SDL_Event {
    var event = SDL_Event()
    let x = Int32.random(in: -100...800, using: &random)
    let y = Int32.random(in: -100...600, using: &random)
    switch Int.random(in: 0..<12, using: &random) {
    case 0, 1:
      event.type = (Bool.random(using: &random) ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
      event.button.timestamp = ms
      event.button.x = x
      event.button.y = y
      event.button.button = UInt8.random(in: 1...3, using: &random)
      event.button.clicks = UInt8.random(in: 0...4, using: &random)
      event.button.which = Bool.random(using: &random) ? 0 : UInt32.max
    case 2, 3, 4:
      event.type = SDL_MOUSEMOTION.rawValue
      event.motion.timestamp = ms
      event.motion.x = x
      event.motion.y = y
      event.motion.state = UInt32.random(in: 0...7, using: &random)
    case 5:
      event.type = SDL_MOUSEWHEEL.rawValue
      event.wheel.timestamp = ms
      let odd: [Float] = [0, 1, -1, 0.25, -3.5, 120, .nan, .infinity]
      event.wheel.preciseX = odd[Int.random(in: 0..<odd.count, using: &random)]
      event.wheel.preciseY = odd[Int.random(in: 0..<odd.count, using: &random)]
      event.wheel.y = Int32(event.wheel.preciseY.isFinite ? event.wheel.preciseY : 0)
      event.wheel.mouseX = x
      event.wheel.mouseY = y
    case 6, 7, 8:
      let types = [SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP]
      event.type = types[Int.random(in: 0..<3, using: &random)].rawValue
      event.tfinger.timestamp = ms
      event.tfinger.touchId = Int64.random(in: 0...2, using: &random)
      event.tfinger.fingerId = Int64.random(in: 0...3, using: &random)
      event.tfinger.x = Float.random(in: -0.2...1.2, using: &random)
      event.tfinger.y = Float.random(in: -0.2...1.2, using: &random)
    case 9, 10:
      event.type = (Bool.random(using: &random) ? SDL_KEYDOWN : SDL_KEYUP).rawValue
      event.key.timestamp = ms
      let keys: [SDL_KeyCode] = [
        SDLK_UP, SDLK_DOWN, SDLK_PAGEDOWN, SDLK_HOME, SDLK_END, SDLK_SPACE, SDLK_LALT, SDLK_LCTRL, SDLK_LSHIFT, SDLK_a,
      ]
      event.key.keysym.sym = Int32(keys[Int.random(in: 0..<keys.count, using: &random)].rawValue)
      let modifiers: [SDL_Keymod] = [KMOD_NONE, KMOD_LALT, KMOD_LCTRL, KMOD_LSHIFT]
      event.key.keysym.mod = UInt16(modifiers[Int.random(in: 0..<modifiers.count, using: &random)].rawValue)
    default:
      event.type = SDL_WINDOWEVENT.rawValue
      event.window.timestamp = ms
      let kinds = [SDL_WINDOWEVENT_LEAVE, SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_ENTER, SDL_WINDOWEVENT_EXPOSED]
      event.window.event = UInt8(kinds[Int.random(in: 0..<kinds.count, using: &random)].rawValue)
    }
    return event
  }
}
