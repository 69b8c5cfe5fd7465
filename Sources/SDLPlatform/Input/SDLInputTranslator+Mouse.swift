import CSDL2
import Foundation
import ViewCore

/// The left mouse button as one finger, or as the two virtual pinch fingers; the right button's
/// press as a request for a context menu.
extension SDLInputTranslator {
  mutating func mouseButtonDown(_ event: SDL_MouseButtonEvent) -> [InputEvent] {
    guard event.which != Self.touchMouseID else { return [] }
    let time = mouseTime(
      .press, button: Int(event.button), x: event.x, y: event.y, sdlMilliseconds: event.timestamp)
    if event.button == UInt8(SDL_BUTTON_RIGHT) {
      let location = coordinates.point(x: event.x, y: event.y)
      return [.secondaryClick(.init(at: location, time: time, modifiers: modifiers))]
    }
    guard event.button == UInt8(SDL_BUTTON_LEFT) else { return [] }
    let location = coordinates.point(x: event.x, y: event.y)
    var result = cancelTrackpadPinch(at: time) + cancelMouse(at: time)
    pointer = location
    let clicks = max(1, Int(event.clicks))
    if modifiers.isDisjoint(with: Self.pinchModifiers) {
      mouse = .single(location)
      result.append(touch(.down, Self.mouseFingerID, location, time, clicks: clicks))
    } else {
      let second = mirrored(location)
      mouse = .pair(location, second)
      result.append(touch(.down, Self.mouseFingerID, location, time, clicks: clicks))
      result.append(touch(.down, Self.mirroredFingerID, second, time, clicks: clicks))
    }
    return result
  }

  mutating func mouseMotion(_ event: SDL_MouseMotionEvent) -> [InputEvent] {
    guard event.which != Self.touchMouseID else { return [] }
    let time = mouseTime(.motion, x: event.x, y: event.y, sdlMilliseconds: event.timestamp)
    let location = coordinates.point(x: event.x, y: event.y)
    let leftHeld = event.state & 1 != 0  // SDL_BUTTON_LMASK
    if case .up = mouse {
      pointer = location
      return [.hover(.init(at: location, time: time, modifiers: modifiers))]
    }
    guard leftHeld else {
      let result = cancelMouse(at: time)
      pointer = location
      return result + [.hover(.init(at: location, time: time, modifiers: modifiers))]
    }
    return moveMouse(to: location, at: time)
  }

  mutating func mouseButtonUp(_ event: SDL_MouseButtonEvent) -> [InputEvent] {
    guard event.which != Self.touchMouseID else { return [] }
    let time = mouseTime(
      .release, button: Int(event.button), x: event.x, y: event.y, sdlMilliseconds: event.timestamp)
    guard event.button == UInt8(SDL_BUTTON_LEFT) else { return [] }
    let location = coordinates.point(x: event.x, y: event.y)
    if case .up = mouse { return [] }
    var result = location == pointer ? [] : moveMouse(to: location, at: time)
    switch mouse {
    case .up:
      break
    case .single(let point):
      result.append(touch(.up, Self.mouseFingerID, point, time))
    case .pair(let first, let second):
      result.append(touch(.up, Self.mouseFingerID, first, time))
      result.append(touch(.up, Self.mirroredFingerID, second, time))
    }
    mouse = .up
    return result
  }

  /// Moves the finger (or the pair: mirrored, or together with Shift) to follow the pointer.
  private mutating func moveMouse(to location: CGPoint, at time: TimeInterval) -> [InputEvent] {
    let previous = pointer ?? location
    pointer = location
    switch mouse {
    case .up:
      return []
    case .single:
      mouse = .single(location)
      return [touch(.move, Self.mouseFingerID, location, time)]
    case .pair(let first, let second):
      let delta = CGPoint(x: location.x - previous.x, y: location.y - previous.y)
      let together = modifiers.contains(.shift)
      let movedFirst = CGPoint(x: first.x + delta.x, y: first.y + delta.y)
      let movedSecond =
        together
        ? CGPoint(x: second.x + delta.x, y: second.y + delta.y)
        : CGPoint(x: second.x - delta.x, y: second.y - delta.y)
      mouse = .pair(movedFirst, movedSecond)
      return [
        touch(.move, Self.mouseFingerID, movedFirst, time),
        touch(.move, Self.mirroredFingerID, movedSecond, time),
      ]
    }
  }

  /// Cancels the mouse's fingers, if any are down.
  mutating func cancelMouse(at time: TimeInterval) -> [InputEvent] {
    defer { mouse = .up }
    switch mouse {
    case .up:
      return []
    case .single(let point):
      return [touch(.cancel, Self.mouseFingerID, point, time)]
    case .pair(let first, let second):
      return [
        touch(.cancel, Self.mouseFingerID, first, time), touch(.cancel, Self.mirroredFingerID, second, time),
      ]
    }
  }

  func touch(
    _ phase: InputEvent.Touch.Phase, _ id: Int, _ location: CGPoint, _ time: TimeInterval, clicks: Int = 1
  ) -> InputEvent {
    .touch(.init(phase, id: id, at: location, time: time, clickCount: clicks, modifiers: modifiers))
  }
}
