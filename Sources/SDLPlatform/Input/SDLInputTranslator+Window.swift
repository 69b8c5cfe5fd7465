import CSDL2
import Foundation
import ViewCore

/// Window events: losing keyboard focus or the pointer leaving the window cancels every finger
/// (the core then cancels recognizers and views), so nothing stays "tracking".
extension SDLInputTranslator {
  mutating func windowEvent(_ event: SDL_WindowEvent) -> [InputEvent] {
    let time = Self.seconds(event.timestamp)
    switch UInt32(event.event) {
    case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
      forgetFingers()
      modifiers = []
      return [.focusLost(timestamp: time)]
    case SDL_WINDOWEVENT_LEAVE.rawValue:
      forgetFingers()
      pointer = nil
      return [.pointerLeft(timestamp: time)]
    default:
      return []
    }
  }

  /// Drops every finger and pinch without events: the core cancels them itself on these events.
  private mutating func forgetFingers() {
    mouse = .up
    screenFingers = [:]
    wheelPinch = nil
  }
}
