import Foundation

/// Gestures the device recognised itself (`InputEvent.Gesture`): hit-tested once, at the pointer
/// where the gesture begins, and handed directly to the recognizers there that take its kind
/// (a hold goes to the scroll views there instead) — the hit view's first, then its ancestors', in the order they were added; each
/// whose begin checks pass (its delegate, its view, the window's arbitration) takes the gesture,
/// so a pinch and a rotation recognizer both follow one trackpad pinch. No touch is made up and
/// none is hit-tested on its own, so near a scroll view's edge the pinch still zooms the scroll
/// view under the pointer.
extension InputDispatcher {
  func routeGesture(_ gesture: InputEvent.Gesture) {
    if gesture.kind == .hold { return routeHold(gesture) }
    switch gesture.phase {
    case .began:
      endDeviceGesture(cancelled: true, at: gesture)
      guard let window, gesture.location.hasFiniteCoordinates else { return }
      lastPointerLocation = gesture.location
      var view = window.hitTest(gesture.location, with: nil)
      var candidates: [UIGestureRecognizer] = []
      while let current = view {
        candidates += current.attachedGestureRecognizers.filter {
          $0.isEnabled && $0.takesDeviceGesture(gesture.kind)
        }
        view = current.superview
      }
      for recognizer in candidates where recognizer.storedState == .possible {
        track(recognizer)
        recognizer.deviceGestureChanged(gesture)
        if recognizer.storedState.isActive { deviceGestureRecognizers.append(recognizer) }
      }
    case .changed:
      deviceGestureRecognizers.removeAll { !$0.storedState.isActive }
      for recognizer in deviceGestureRecognizers { recognizer.deviceGestureChanged(gesture) }
    case .ended, .cancelled:
      endDeviceGesture(cancelled: gesture.phase == .cancelled, at: gesture)
    }
  }

  /// A hold: to every scrolling view under the pointer, as a touch reaches each scroll view it
  /// lands in (a decelerating one stops, as under a finger on iOS).
  private func routeHold(_ hold: InputEvent.Gesture) {
    guard hold.location.hasFiniteCoordinates else { return }
    lastPointerLocation = hold.location
    for scrollable in scrollables(at: hold.location) { scrollable.handleHold(hold) }
  }

  /// Ends (or cancels) the device gesture in progress, if any.
  private func endDeviceGesture(cancelled: Bool, at gesture: InputEvent.Gesture) {
    let active = deviceGestureRecognizers.filter { $0.storedState.isActive }
    deviceGestureRecognizers = []
    var ending = gesture
    ending.phase = cancelled ? .cancelled : .ended
    for recognizer in active { recognizer.deviceGestureChanged(ending) }
  }
}
