import CSDL2
import Foundation
import ViewCore

/// The wheel and trackpad scrolling.
///
/// Notch or precise: SDL 2.26 reports both an integer and a float amount, in notches. A mouse
/// wheel gives whole numbers (the float equals the integer); a trackpad (Wayland) gives
/// fractions. An event is a notch when both float amounts are whole numbers, unless a
/// fractional event arrived within `WheelRouting.latchInterval` (a trackpad stream passing
/// through a whole value stays precise). Notches stay in lines; precise amounts become points.
///
/// Direction: the content offset grows when the wheel turns towards the user (SDL's y < 0) and
/// when SDL's x > 0. With `SDL_MOUSEWHEEL_FLIPPED` SDL has already inverted the amounts to
/// follow the desktop's "natural scrolling" setting, and scrolling keeps them so (honouring the
/// user's choice); zooming undoes the flip, so turning the wheel away always zooms in.
/// Shift turns a vertical scroll horizontal; Ctrl zooms about the pointer (a pinch, `+WheelPinch`).
extension SDLInputTranslator {
  /// Points per precise unit: SDL's Wayland backend divides the compositor's axis value (in
  /// surface pixels) by 10 (`WAYLAND_WHEEL_AXIS_UNIT`), so one unit is 10 px of finger travel.
  public static let preciseWheelPointsPerUnit: CGFloat = 10
  /// The zoom factor per notch of Ctrl+wheel: 10 %, a choice of this project (a common image-viewer
  /// step).
  public static let zoomFactorPerNotch: CGFloat = 1.1

  mutating func mouseWheel(_ event: SDL_MouseWheelEvent) -> [InputEvent] {
    guard event.which != Self.touchMouseID, !scrollsWithXInput, !scrollsWithWayland else { return [] }
    let time = Self.seconds(event.timestamp)
    let location = coordinates.point(x: event.mouseX, y: event.mouseY)
    pointer = location
    var amountX = CGFloat(event.preciseX)
    var amountY = CGFloat(event.preciseY)
    if !amountX.isFinite || !amountY.isFinite || (amountX == 0 && amountY == 0) {
      amountX = CGFloat(event.x)
      amountY = CGFloat(event.y)
    }
    let isWhole = amountX == amountX.rounded() && amountY == amountY.rounded()
    let isNotch = isWhole && time - lastPreciseWheelTime > WheelRouting.latchInterval
    if !isNotch { lastPreciseWheelTime = time }
    let flipped = event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue

    if modifiers.contains(.control) {
      let awayFromUser = flipped ? -amountY : amountY
      guard awayFromUser != 0 else { return [] }
      return wheelZoom(notchesAway: awayFromUser, at: location, time: time)
    }
    var delta = CGPoint(x: amountX, y: -amountY)
    if modifiers.contains(.shift) && delta.x == 0 { delta = CGPoint(x: delta.y, y: 0) }
    guard delta != .zero else { return [] }
    if !isNotch {
      delta = CGPoint(
        x: delta.x * Self.preciseWheelPointsPerUnit, y: delta.y * Self.preciseWheelPointsPerUnit)
    }
    return [.wheel(.init(delta: delta, isPrecise: !isNotch, at: location, time: time, modifiers: modifiers))]
  }
}
