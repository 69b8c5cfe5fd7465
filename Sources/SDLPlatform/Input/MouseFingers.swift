import Foundation

/// What the left mouse button stands for while it is down, with positions in points.
enum MouseFingers: Equatable {
  case up
  /// One finger (id 0).
  case single(CGPoint)
  /// A pinch made with a modifier held (Alt-drag, `SDLEventTranslator+DragPinch`).
  case pinch(DragPinch)
}

/// A pinch made by dragging with a pinch modifier: about `centre` (the press point, moved along
/// by a Shift-drag), with a scale from how far the pointer has gone from `reference`.
struct DragPinch: Equatable {
  /// Where the pinch is (window points): the press point, moved by Shift-drags.
  var centre: CGPoint
  /// The point the scale is measured from: the press point, moved by Shift-drags so that a pan
  /// keeps the scale.
  var reference: CGPoint
  /// The pinch's scale (1 at the press).
  var scale: CGFloat = 1
}

/// A pinch made of Ctrl+wheel steps (`InputContext+WheelPinch`): where it is, its scale
/// so far, and the time of its latest step (seconds), from which its end is due.
struct WheelPinch: Equatable {
  var centre: CGPoint
  var scale: CGFloat = 1
  var lastStep: TimeInterval
}
