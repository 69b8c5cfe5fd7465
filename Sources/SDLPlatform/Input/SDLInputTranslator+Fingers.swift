import CSDL2
import Foundation
import ViewCore

/// Touch-screen fingers: each SDL finger becomes a touch with its own id, so several fingers
/// (a real pinch) work at once. Positions are normalised to the window by SDL.
extension SDLInputTranslator {
  mutating func fingerDown(_ event: SDL_TouchFingerEvent) -> [InputEvent] {
    guard event.touchId != Self.mouseTouchID,
      let location = coordinates.point(normalizedX: event.x, y: event.y)
    else { return [] }
    let time = Self.seconds(event.timestamp)
    let key = ScreenFingerKey(touchID: event.touchId, fingerID: event.fingerId)
    var result: [InputEvent] = []
    if let stale = screenFingers[key] {
      result.append(touch(.cancel, stale.id, stale.location, time))
    }
    let id = nextScreenFingerID
    nextScreenFingerID = nextScreenFingerID == Int.max ? Self.firstScreenFingerID : nextScreenFingerID + 1
    screenFingers[key] = ScreenFinger(id: id, location: location)
    result.append(touch(.down, id, location, time))
    return result
  }

  mutating func fingerMotion(_ event: SDL_TouchFingerEvent) -> [InputEvent] {
    let key = ScreenFingerKey(touchID: event.touchId, fingerID: event.fingerId)
    guard var finger = screenFingers[key], let location = coordinates.point(normalizedX: event.x, y: event.y)
    else { return [] }
    finger.location = location
    screenFingers[key] = finger
    return [touch(.move, finger.id, location, Self.seconds(event.timestamp))]
  }

  mutating func fingerUp(_ event: SDL_TouchFingerEvent) -> [InputEvent] {
    let key = ScreenFingerKey(touchID: event.touchId, fingerID: event.fingerId)
    guard let finger = screenFingers.removeValue(forKey: key) else { return [] }
    let location = coordinates.point(normalizedX: event.x, y: event.y) ?? finger.location
    return [touch(.up, finger.id, location, Self.seconds(event.timestamp))]
  }
}
