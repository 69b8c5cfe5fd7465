import CSDL2
import Foundation

/// SDL events as the platform would deliver them for one window, for `SDL_PushEvent`
/// (which stamps them with the current `SDL_GetTicks()`).
struct SDLEventFactory {
  let windowID: UInt32

  /// A wheel turn; a fractional `notches` is what a trackpad sends (precise scrolling).
  func wheel(notches: Float, x: Int32, y: Int32) -> SDL_Event {
    var event = SDL_Event()
    event.wheel.type = SDL_MOUSEWHEEL.rawValue
    event.wheel.windowID = windowID
    event.wheel.y = Int32(notches)
    event.wheel.preciseY = notches
    event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
    event.wheel.mouseX = x
    event.wheel.mouseY = y
    return event
  }

  func keyDown(_ symbol: SDL_KeyCode, _ scancode: SDL_Scancode) -> SDL_Event {
    var event = SDL_Event()
    event.key.type = SDL_KEYDOWN.rawValue
    event.key.windowID = windowID
    event.key.state = UInt8(SDL_PRESSED)
    event.key.keysym.sym = SDL_Keycode(symbol.rawValue)
    event.key.keysym.scancode = scancode
    return event
  }

  /// The left button going down or up.
  func button(_ type: SDL_EventType, x: Int32, y: Int32) -> SDL_Event {
    var event = SDL_Event()
    event.button.type = type.rawValue
    event.button.windowID = windowID
    event.button.button = UInt8(SDL_BUTTON_LEFT)
    event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
    event.button.clicks = 1
    event.button.x = x
    event.button.y = y
    return event
  }

  /// The pointer moving to (x, y) with no button held (it says which view keys go to).
  func hover(to x: Int32, _ y: Int32) -> SDL_Event {
    var event = SDL_Event()
    event.motion.type = SDL_MOUSEMOTION.rawValue
    event.motion.windowID = windowID
    event.motion.x = x
    event.motion.y = y
    return event
  }

  /// The pointer moving to (x, y) with the left button held.
  func drag(to x: Int32, _ y: Int32, by delta: (x: Int32, y: Int32)) -> SDL_Event {
    var event = SDL_Event()
    event.motion.type = SDL_MOUSEMOTION.rawValue
    event.motion.windowID = windowID
    event.motion.state = 1 << (UInt32(SDL_BUTTON_LEFT) - 1)
    event.motion.x = x
    event.motion.y = y
    event.motion.xrel = delta.x
    event.motion.yrel = delta.y
    return event
  }
}
