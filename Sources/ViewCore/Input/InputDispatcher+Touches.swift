import Foundation

/// Touch events: hit-testing on touch-down, and handing each change to the recognizers.
/// Unbalanced streams are tolerated: a repeated down cancels the old touch with that id first;
/// moves and ups for unknown ids are ignored.
extension InputDispatcher {
  /// Handles touch changes that happened at one instant with one phase (both virtual pinch
  /// fingers moving, say): every recognizer receives them in one call, as UIKit delivers the
  /// touches of one event together, so a pinch never sees one finger moved without the other.
  ///
  /// Touches carry the event's own timestamp (kept non-decreasing per touch) even when the frame
  /// clock has already passed it: velocities come from when the platform saw the motion, not
  /// from when the events were read.
  func handleTouches(_ inputs: [InputEvent.Touch]) {
    let inputs = inputs.filter { $0.location.hasFiniteCoordinates }
    guard let phase = inputs.first?.phase, let stamp = inputs.first?.timestamp else { return }
    let time = stamp.isFinite ? stamp : now
    lastPointerLocation = inputs.first?.location
    var changed: [TouchRecord] = []
    for input in inputs {
      let live = records.first { $0.id == input.id && !$0.isFinished }
      switch phase {
      case .down:
        if let live { cancel(live, at: time) }
        if let record = begin(input, at: time) { changed.append(record) }
      case .move:
        if let live, move(live, to: input.location, at: time) { changed.append(live) }
      case .up, .cancel:
        if let live {
          finish(live, at: input.location, time: time, cancelled: phase == .cancel)
          changed.append(live)
        }
      }
    }
    deliverToRecognizers(changed, phase: phase, at: time)
  }

  private func begin(_ input: InputEvent.Touch, at time: TimeInterval) -> TouchRecord? {
    guard let window else { return nil }
    let hit = window.hitTest(input.location, with: nil)
    let touch = UITouch(
      phase: .began, timestamp: time, location: input.location, tapCount: max(1, input.clickCount), view: hit,
      window: window)
    let record = TouchRecord(id: input.id, touch: touch)
    records.append(record)
    record.recognizers = recognizers(for: touch)
    touch.gestureRecognizers = record.recognizers
    record.hosts = contentHosts(of: hit)
    if record.hosts.contains(where: { $0.delaysContentTouches }) {
      record.contentHoldUntil = time + ContentTouchTiming.delay
    }
    return record
  }

  /// Moves the touch; false if it did not actually move.
  private func move(_ record: TouchRecord, to location: CGPoint, at time: TimeInterval) -> Bool {
    let touch = record.touch
    touch.timestamp = max(touch.timestamp, time)
    guard location != touch.locationInWindow else {
      touch.phase = .stationary
      return false
    }
    touch.previousLocationInWindow = touch.locationInWindow
    touch.locationInWindow = location
    touch.phase = .moved
    record.movePending = true
    return true
  }

  private func finish(_ record: TouchRecord, at location: CGPoint, time: TimeInterval, cancelled: Bool) {
    let touch = record.touch
    if location != touch.locationInWindow {
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = location
    }
    touch.timestamp = max(touch.timestamp, time)
    touch.phase = cancelled ? .cancelled : .ended
    record.isFinished = true
    record.wasCancelledByInput = cancelled
  }

  /// Hands the changed touches to each recognizer that receives any of them, in one call.
  private func deliverToRecognizers(
    _ changed: [TouchRecord], phase: InputEvent.Touch.Phase, at time: TimeInterval
  ) {
    guard !changed.isEmpty else { return }
    let event = makeEvent(at: time, changed: changed)
    var order: [UIGestureRecognizer] = []
    for record in changed {
      for recognizer in record.recognizers where !order.contains(where: { $0 === recognizer }) {
        order.append(recognizer)
      }
    }
    for recognizer in order where recognizer.acceptsTouches {
      let touches = changed.filter { record in record.recognizers.contains { $0 === recognizer } }.map(
        \.touch)
      switch phase {
      case .down:
        track(recognizer)
        recognizer.receiveBegan(touches, with: event)
      case .move: recognizer.receiveMoved(touches, with: event)
      case .up: recognizer.receiveEnded(touches, with: event)
      case .cancel: recognizer.receiveCancelled(touches, with: event)
      }
    }
  }

  /// Cancels a touch in flight as if the platform had (at `time`, seconds; nil: the clock's time).
  func cancel(_ record: TouchRecord, at time: TimeInterval? = nil) {
    let time = max(record.touch.timestamp, time ?? now)
    finish(record, at: record.touch.locationInWindow, time: time, cancelled: true)
    deliverToRecognizers([record], phase: .cancel, at: time)
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
