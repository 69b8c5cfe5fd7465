import CSDL2
import Foundation
import ViewCore

/// The left mouse button as one finger, or with a pinch modifier as a pinch (`+DragPinch`); the
/// right button's press as a request for a context menu.
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
    var result = cancelTrackpadPinch(at: time) + endWheelPinch(at: time) + cancelMouse(at: time)
    guard modifiers.isDisjoint(with: Self.pinchModifiers) else {
      return result + beginDragPinch(at: location, time: time)
    }
    pointer = location
    mouse = .single(location)
    result.append(touch(.down, Self.mouseFingerID, location, time, clicks: max(1, Int(event.clicks))))
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
    case .pinch(let pinch):
      result.append(.gesture(.init(.ended, at: pinch.centre, scale: pinch.scale, time: time)))
    }
    mouse = .up
    return result
  }

  /// Moves the finger (or the pinch) to follow the pointer.
  private mutating func moveMouse(to location: CGPoint, at time: TimeInterval) -> [InputEvent] {
    switch mouse {
    case .up:
      pointer = location
      return []
    case .single:
      pointer = location
      mouse = .single(location)
      return [touch(.move, Self.mouseFingerID, location, time)]
    case .pinch(let pinch):
      return moveDragPinch(pinch, to: location, time: time)
    }
  }

  /// Cancels the mouse's finger or pinch, if one is down.
  mutating func cancelMouse(at time: TimeInterval) -> [InputEvent] {
    defer { mouse = .up }
    switch mouse {
    case .up:
      return []
    case .single(let point):
      return [touch(.cancel, Self.mouseFingerID, point, time)]
    case .pinch(let pinch):
      return [.gesture(.init(.cancelled, at: pinch.centre, scale: pinch.scale, time: time))]
    }
  }

  func touch(
    _ phase: InputEvent.Touch.Phase, _ id: Int, _ location: CGPoint, _ time: TimeInterval, clicks: Int = 1
  ) -> InputEvent {
    .touch(.init(phase, id: id, at: location, time: time, clickCount: clicks, modifiers: modifiers))
  }
}
