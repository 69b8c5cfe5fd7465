import CSDL2
import Foundation
import ViewCore

/// The wheel and trackpad scrolling.
///
/// Notch or precise: SDL 2.26 reports both an integer and a float amount, in notches. A mouse
/// wheel gives whole numbers (the float equals the integer); a trackpad (Wayland) gives
/// fractions. An event is a notch when both float amounts are whole numbers, unless it continues
/// a precise stream (`InputContext.isPreciseWheelStep`, the rule every source shares). Notches
/// stay in lines; precise amounts become points.
///
/// Direction: the content offset grows when the wheel turns towards the user (SDL's y < 0) and
/// when SDL's x > 0. With `SDL_MOUSEWHEEL_FLIPPED` SDL has already inverted the amounts to
/// follow the desktop's "natural scrolling" setting, and scrolling keeps them so (honouring the
/// user's choice); zooming undoes the flip, so turning the wheel away always zooms in.
/// Shift and Ctrl then as for every source (`InputContext.wheelStep`): Shift turns a vertical
/// scroll horizontal, Ctrl zooms about the pointer (a pinch, `InputContext+WheelPinch`).
extension SDLEventTranslator {
  mutating func mouseWheel(_ event: SDL_MouseWheelEvent, in shared: inout InputContext) -> [InputEvent] {
    guard event.which != Self.touchMouseID, !scrollsWithXInput, !scrollsWithWayland else { return [] }
    let time = Self.seconds(event.timestamp)
    let location = shared.coordinates.point(x: event.mouseX, y: event.mouseY)
    shared.pointer = location
    var amountX = CGFloat(event.preciseX)
    var amountY = CGFloat(event.preciseY)
    if !amountX.isFinite || !amountY.isFinite || (amountX == 0 && amountY == 0) {
      amountX = CGFloat(event.x)
      amountY = CGFloat(event.y)
    }
    let isWhole = amountX == amountX.rounded() && amountY == amountY.rounded()
    let isNotch = !shared.isPreciseWheelStep(isWhole: isWhole, time: time)
    let flipped = event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
    let awayFromUser = flipped ? -amountY : amountY
    let perUnit = isNotch ? 1 : SDLInputTranslator.preciseWheelPointsPerUnit
    return shared.wheelStep(
      CGPoint(x: amountX * perUnit, y: -amountY * perUnit), zoomNotchesAway: awayFromUser, isPrecise: !isNotch,
      at: location, time: time)
  }
}
