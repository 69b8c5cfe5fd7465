import Foundation

/// The direct entry for gestures the device recognised itself (`InputEvent.Gesture`): the
/// window calls `deviceGestureChanged(_:)` (declared with the class, so subclasses override it)
/// for each phase, with no touches; these are what subclasses share.
extension UIGestureRecognizer {
  /// Records where and when a device gesture is, for `location(in:)` and `lastTouchTime`.
  func noteDeviceGesture(_ gesture: InputEvent.Gesture) {
    tookDeviceGesture = true
    if gesture.location.hasFiniteCoordinates { lastLocationInWindow = gesture.location }
    lastTouchTime = max(lastTouchTime, gesture.timestamp)
  }

  /// Moves the recognizer through the device gesture's phase: began, changed, ended, cancelled.
  func followDeviceGesture(_ phase: InputEvent.Gesture.Phase) {
    switch phase {
    case .began: state = .began
    case .changed: state = .changed
    case .ended: state = .ended
    case .cancelled: state = storedState.isActive ? .cancelled : .failed
    }
  }
}
