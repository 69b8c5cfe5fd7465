import Foundation

/// Touch events: hit-testing on touch-down, and handing each change to the recognizers.
/// Unbalanced streams are tolerated: a repeated down cancels the old touch with that id first;
/// moves and ups for unknown ids are ignored.
extension InputDispatcher {
  func handleTouch(_ input: InputEvent.Touch) {
    guard input.location.hasFiniteCoordinates else { return }
    lastPointerLocation = input.location
    let live = records.first { $0.id == input.id && !$0.isFinished }
    switch input.phase {
    case .down:
      if let live { cancel(live) }
      begin(input)
    case .move:
      guard let live else { return }
      move(live, to: input.location)
    case .up:
      guard let live else { return }
      finish(live, at: input.location, cancelled: false)
    case .cancel:
      guard let live else { return }
      finish(live, at: input.location, cancelled: true)
    }
  }

  private func begin(_ input: InputEvent.Touch) {
    guard let window else { return }
    let hit = window.hitTest(input.location, with: nil)
    let touch = UITouch(
      phase: .began, timestamp: now, location: input.location, tapCount: max(1, input.clickCount), view: hit,
      window: window)
    let record = TouchRecord(id: input.id, touch: touch)
    records.append(record)
    record.recognizers = recognizers(for: touch)
    touch.gestureRecognizers = record.recognizers
    record.hosts = contentHosts(of: hit)
    if record.hosts.contains(where: { $0.delaysContentTouches }) {
      record.contentHoldUntil = now + ContentTouchTiming.delay
    }
    let event = makeEvent()
    for recognizer in record.recognizers where recognizer.acceptsTouches {
      track(recognizer)
      recognizer.receiveBegan([touch], with: event)
    }
  }

  private func move(_ record: TouchRecord, to location: CGPoint) {
    let touch = record.touch
    touch.previousLocationInWindow = touch.locationInWindow
    touch.locationInWindow = location
    touch.timestamp = now
    touch.phase = location == touch.previousLocationInWindow ? .stationary : .moved
    guard touch.phase == .moved else { return }
    record.movePending = true
    let event = makeEvent()
    for recognizer in record.recognizers where recognizer.acceptsTouches {
      recognizer.receiveMoved([touch], with: event)
    }
  }

  private func finish(_ record: TouchRecord, at location: CGPoint, cancelled: Bool) {
    let touch = record.touch
    if location != touch.locationInWindow {
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = location
    }
    touch.timestamp = now
    touch.phase = cancelled ? .cancelled : .ended
    let event = makeEvent()
    record.isFinished = true
    record.wasCancelledByInput = cancelled
    for recognizer in record.recognizers where recognizer.acceptsTouches {
      if cancelled {
        recognizer.receiveCancelled([touch], with: event)
      } else {
        recognizer.receiveEnded([touch], with: event)
      }
    }
  }

  /// Cancels a touch in flight as if the platform had.
  func cancel(_ record: TouchRecord) {
    finish(record, at: record.touch.locationInWindow, cancelled: true)
  }

  /// The recognizers a new touch reaches: those of the hit view and its ancestors that are
  /// enabled, not finished with an earlier touch, and not turned away by their delegate. As in
  /// iOS 6 and later, a single-tap recognizer above an enabled control leaves the control's taps alone.
  private func recognizers(for touch: UITouch) -> [UIGestureRecognizer] {
    var result: [UIGestureRecognizer] = []
    var view = touch.view
    while let current = view {
      for recognizer in current.attachedGestureRecognizers {
        guard recognizer.isEnabled, !recognizer.storedState.isFinished, recognizer.awaitedState == nil else {
          continue
        }
        if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
        if leavesTapToControl(recognizer, touch: touch) { continue }
        result.append(recognizer)
      }
      view = current.superview
    }
    return result
  }

  private func leavesTapToControl(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
    guard let control = touch.view as? UIControl, control.isEnabled, recognizer.view !== control,
      let tap = recognizer as? UITapGestureRecognizer
    else { return false }
    return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
  }

  /// The content-delaying strict ancestors of `view`, innermost first.
  private func contentHosts(of view: UIView?) -> [ContentTouchDelaying] {
    var result: [ContentTouchDelaying] = []
    var ancestor = view?.superview
    while let current = ancestor {
      if let host = current as? ContentTouchDelaying { result.append(host) }
      ancestor = current.superview
    }
    return result
  }
}
