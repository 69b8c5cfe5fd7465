import Foundation
import ViewCore

/// Alt-drag (or Ctrl-drag, `pinchModifiers`) as a pinch: the press begins an `InputEvent.Gesture`
/// pinch about the press point, the drag changes its scale, the release ends it; with Shift held
/// the pinch moves with the pointer at its scale (a two-finger pan). It reaches the pinch
/// recognizers under the press point as a trackpad's pinch does.
///
/// The scale: picture the second finger `dragPinchRadius` to the press point's left or above it;
/// dragging right or down by d spreads the two to `dragPinchRadius + d`, left or up brings them
/// together, so the scale is `(dragPinchRadius + d) / dragPinchRadius` with d the drag's larger
/// component (a drag of 100 pt right doubles, 50 pt left halves).
extension SDLEventTranslator {
  /// A press with a pinch modifier held: the pinch begins at `location`.
  mutating func beginDragPinch(at location: CGPoint, time: TimeInterval, in shared: inout InputContext)
    -> [InputEvent]
  {
    let pinch = DragPinch(centre: location, reference: location)
    mouse = .pinch(pinch)
    shared.pointer = location
    return [.gesture(.init(.began, at: pinch.centre, time: time))]
  }

  /// The pointer moved to `location` while the pinch is held.
  mutating func moveDragPinch(
    _ pinch: DragPinch, to location: CGPoint, time: TimeInterval, in shared: inout InputContext
  ) -> [InputEvent] {
    let previous = shared.pointer ?? location
    shared.pointer = location
    var moved = pinch
    if shared.modifiers.contains(.shift) {
      let delta = CGPoint(x: location.x - previous.x, y: location.y - previous.y)
      moved.centre = CGPoint(x: pinch.centre.x + delta.x, y: pinch.centre.y + delta.y)
      moved.reference = CGPoint(x: pinch.reference.x + delta.x, y: pinch.reference.y + delta.y)
    } else {
      let drag = CGPoint(x: location.x - pinch.reference.x, y: location.y - pinch.reference.y)
      let along = abs(drag.x) >= abs(drag.y) ? drag.x : drag.y
      let radius = SDLInputTranslator.dragPinchRadius
      let distance = max(radius + along, SDLInputTranslator.dragPinchMinimumDistance)
      moved.scale = distance / radius
    }
    mouse = .pinch(moved)
    return [.gesture(.init(.changed, at: moved.centre, scale: moved.scale, time: time))]
  }

  /// Where a pinch made with the mouse is (window points), for drawing it; nil when none is.
  var dragPinchCentre: CGPoint? {
    guard case .pinch(let pinch) = mouse else { return nil }
    return pinch.centre
  }
}
