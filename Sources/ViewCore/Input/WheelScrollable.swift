import Foundation

/// A view that scrolls with the wheel or a trackpad (Ctrl+wheel zooms through the pinch gesture).
/// The window sends a wheel event to the innermost conforming view under the pointer that can
/// move in the wheel's direction, so an inner scroll view at its edge hands the scroll to the
/// outer one. A stream of wheel events stays with the view it started on until it pauses for
/// `WheelRouting.latchInterval` (as browsers latch), so one flick never jumps between views.
@MainActor
package protocol WheelScrollable: UIView {
  /// True when the content can still move by `delta` (points; positive grows the offset) on an
  /// axis where `delta` is non-zero. A view that wants to rubber-band at its edge may return true.
  func canScroll(by delta: CGPoint) -> Bool
  /// True when a trackpad's precise stream that no view can scroll by `delta` should stretch this
  /// one past its edge, as a finger drag does; the default is false.
  func canRubberBand(by delta: CGPoint) -> Bool
  /// Scrolls by the event (`wheel.pointDelta` gives points).
  func handleWheel(_ wheel: InputEvent.Wheel)
  /// The trackpad's fingers lifted (after a stream sent to this view); the default does nothing.
  func handleTrackpad(_ trackpad: InputEvent.Trackpad)
  /// Fingers rest on the trackpad over this view, or lifted again (a hold gesture); the default
  /// does nothing.
  func handleHold(_ hold: InputEvent.Gesture)
}

extension WheelScrollable {
  package func canRubberBand(by delta: CGPoint) -> Bool { false }
  package func handleTrackpad(_ trackpad: InputEvent.Trackpad) {}
  package func handleHold(_ hold: InputEvent.Gesture) {}
}
