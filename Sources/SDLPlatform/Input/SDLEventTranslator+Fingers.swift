import CSDL2
import Foundation
import ViewCore

/// Touch-screen fingers: each SDL finger becomes a touch with its own id, so several fingers
/// (a real pinch) work at once. Positions are normalised to the window by SDL.
extension SDLEventTranslator {
  mutating func fingerDown(_ event: SDL_TouchFingerEvent, in shared: InputContext) -> [InputEvent] {
    guard event.touchId != Self.mouseTouchID,
      let location = shared.coordinates.point(normalizedX: event.x, y: event.y)
    else { return [] }
    let time = Self.seconds(event.timestamp)
    let key = ScreenFingerKey(touchID: event.touchId, fingerID: event.fingerId)
    var result: [InputEvent] = []
    if let stale = screenFingers[key] {
      result.append(touch(.cancel, id: stale.id, stale.location, time, modifiers: shared.modifiers))
    }
    let id = nextScreenFingerID
    nextScreenFingerID =
      nextScreenFingerID == Int.max ? SDLInputTranslator.firstScreenFingerID : nextScreenFingerID + 1
    screenFingers[key] = ScreenFinger(id: id, location: location)
    result.append(touch(.down, id: id, location, time, modifiers: shared.modifiers))
    return result
  }

  mutating func fingerMotion(_ event: SDL_TouchFingerEvent, in shared: InputContext) -> [InputEvent] {
    let key = ScreenFingerKey(touchID: event.touchId, fingerID: event.fingerId)
    guard var finger = screenFingers[key], let location = shared.coordinates.point(normalizedX: event.x, y: event.y)
    else { return [] }
    finger.location = location
    screenFingers[key] = finger
    return [touch(.move, id: finger.id, location, Self.seconds(event.timestamp), modifiers: shared.modifiers)]
  }

  mutating func fingerUp(_ event: SDL_TouchFingerEvent, in shared: InputContext) -> [InputEvent] {
    let key = ScreenFingerKey(touchID: event.touchId, fingerID: event.fingerId)
    guard let finger = screenFingers.removeValue(forKey: key) else { return [] }
    let location = shared.coordinates.point(normalizedX: event.x, y: event.y) ?? finger.location
    return [touch(.up, id: finger.id, location, Self.seconds(event.timestamp), modifiers: shared.modifiers)]
  }
}
