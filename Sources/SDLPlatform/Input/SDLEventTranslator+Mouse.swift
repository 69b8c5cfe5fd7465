import CSDL2
import Foundation
import ViewCore

/// The left mouse button as one finger, or with a pinch modifier as a pinch (`+DragPinch`); the
/// right button's press as a request for a context menu.
extension SDLEventTranslator {
  mutating func mouseButtonDown(_ event: SDL_MouseButtonEvent, in shared: inout InputContext) -> [InputEvent] {
    guard event.which != Self.touchMouseID else { return [] }
    let time = mouseTime(
      .press, button: Int(event.button), x: event.x, y: event.y, sdlMilliseconds: event.timestamp, in: &shared)
    if event.button == UInt8(SDL_BUTTON_RIGHT) {
      let location = shared.coordinates.point(x: event.x, y: event.y)
      return [.secondaryClick(.init(at: location, time: time, modifiers: shared.modifiers))]
    }
    guard event.button == UInt8(SDL_BUTTON_LEFT) else { return [] }
    let location = shared.coordinates.point(x: event.x, y: event.y)
    var result =
      shared.cancelTrackpadGestures(at: time) + shared.endWheelPinch(at: time) + cancelMouse(at: time, in: shared)
    guard shared.modifiers.isDisjoint(with: SDLInputTranslator.pinchModifiers) else {
      return result + beginDragPinch(at: location, time: time, in: &shared)
    }
    shared.pointer = location
    mouse = .single(location)
    result.append(
      touch(.down, location, time, clicks: max(1, Int(event.clicks)), modifiers: shared.modifiers))
    return result
  }

  mutating func mouseMotion(_ event: SDL_MouseMotionEvent, in shared: inout InputContext) -> [InputEvent] {
    guard event.which != Self.touchMouseID else { return [] }
    let time = mouseTime(.motion, x: event.x, y: event.y, sdlMilliseconds: event.timestamp, in: &shared)
    let location = shared.coordinates.point(x: event.x, y: event.y)
    let leftHeld = event.state & 1 != 0  // SDL_BUTTON_LMASK
    if case .up = mouse {
      shared.pointer = location
      return [.hover(.init(at: location, time: time, modifiers: shared.modifiers))]
    }
    guard leftHeld else {
      let result = cancelMouse(at: time, in: shared)
      shared.pointer = location
      return result + [.hover(.init(at: location, time: time, modifiers: shared.modifiers))]
    }
    return moveMouse(to: location, at: time, in: &shared)
  }

  mutating func mouseButtonUp(_ event: SDL_MouseButtonEvent, in shared: inout InputContext) -> [InputEvent] {
    guard event.which != Self.touchMouseID else { return [] }
    let time = mouseTime(
      .release, button: Int(event.button), x: event.x, y: event.y, sdlMilliseconds: event.timestamp, in: &shared)
    guard event.button == UInt8(SDL_BUTTON_LEFT) else { return [] }
    let location = shared.coordinates.point(x: event.x, y: event.y)
    if case .up = mouse { return [] }
    var result = location == shared.pointer ? [] : moveMouse(to: location, at: time, in: &shared)
    switch mouse {
    case .up:
      break
    case .single(let point):
      result.append(touch(.up, point, time, modifiers: shared.modifiers))
    case .pinch(let pinch):
      result.append(.gesture(.init(.ended, at: pinch.centre, scale: pinch.scale, time: time)))
    }
    mouse = .up
    return result
  }

  /// Moves the finger (or the pinch) to follow the pointer.
  private mutating func moveMouse(to location: CGPoint, at time: TimeInterval, in shared: inout InputContext)
    -> [InputEvent]
  {
    switch mouse {
    case .up:
      shared.pointer = location
      return []
    case .single:
      shared.pointer = location
      mouse = .single(location)
      return [touch(.move, location, time, modifiers: shared.modifiers)]
    case .pinch(let pinch):
      return moveDragPinch(pinch, to: location, time: time, in: &shared)
    }
  }

  /// Cancels the mouse's finger or pinch, if one is down.
  mutating func cancelMouse(at time: TimeInterval, in shared: InputContext) -> [InputEvent] {
    defer { mouse = .up }
    switch mouse {
    case .up:
      return []
    case .single(let point):
      return [touch(.cancel, point, time, modifiers: shared.modifiers)]
    case .pinch(let pinch):
      return [.gesture(.init(.cancelled, at: pinch.centre, scale: pinch.scale, time: time))]
    }
  }

  /// A touch of `id` (the mouse's, unless said).
  func touch(
    _ phase: InputEvent.Touch.Phase, id: Int = SDLInputTranslator.mouseFingerID, _ location: CGPoint,
    _ time: TimeInterval, clicks: Int = 1, modifiers: UIKeyModifierFlags
  ) -> InputEvent {
    .touch(.init(phase, id: id, at: location, time: time, clickCount: clicks, modifiers: modifiers))
  }
}
