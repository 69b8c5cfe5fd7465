import CSDL2
import Foundation
import ViewCore

/// Window events: losing keyboard focus or the pointer leaving the window cancels every finger
/// (the core then cancels recognizers and views), so nothing stays "tracking".
extension SDLEventTranslator {
  mutating func windowEvent(_ event: SDL_WindowEvent, in shared: inout InputContext) -> [InputEvent] {
    let time = Self.seconds(event.timestamp)
    switch UInt32(event.event) {
    case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
      forgetFingers(in: &shared)
      shared.modifiers = []
      return [.focusLost(timestamp: time)]
    case SDL_WINDOWEVENT_LEAVE.rawValue:
      forgetFingers(in: &shared)
      shared.pointer = nil
      return [.pointerLeft(timestamp: time)]
    default:
      return []
    }
  }

  /// Drops every finger and pinch without events: the core cancels them itself on these events.
  private mutating func forgetFingers(in shared: inout InputContext) {
    mouse = .up
    screenFingers = [:]
    shared.wheelPinch = nil
  }
}
