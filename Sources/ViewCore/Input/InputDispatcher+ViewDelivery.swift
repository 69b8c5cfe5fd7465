import Foundation

/// What the hit views hear, decided in one place from each touch's record: a `touchesBegan` is
/// held while a `delaysTouchesBegan` recognizer is undecided or a content-delaying ancestor's
/// timer runs; a `touchesEnded` is held while a `delaysTouchesEnded` recognizer is undecided;
/// a suppressed touch gets `touchesCancelled` if the view had heard of it, otherwise nothing;
/// so does a touch the platform cancelled. Cancellations go first, so a finger id reused after a
/// lost release reads as "old touch cancelled, new touch began".
extension InputDispatcher {
  private struct Batch {
    var cancelledByRecognition: [TouchRecord] = []
    var began: [TouchRecord] = []
    var moved: [TouchRecord] = []
    var ended: [TouchRecord] = []
    var cancelledByInput: [TouchRecord] = []

    var isEmpty: Bool {
      cancelledByRecognition.isEmpty && began.isEmpty && moved.isEmpty && ended.isEmpty
        && cancelledByInput.isEmpty
    }
  }

  /// Delivers everything that is no longer held; repeats while deliveries change the picture, at
  /// most 8 times (a choice of this project: a guard against views that keep changing it).
  func deliverToViews() {
    for _ in 0..<8 {
      let batch = collectDeliveries()
      if batch.isEmpty { return }
      let event = makeEvent(changed: batch.cancelledByRecognition + batch.ended + batch.cancelledByInput)
      let cancelled = batch.cancelledByRecognition + batch.cancelledByInput
      send(cancelled, event: event) { $0.touchesCancelled($1, with: $2) }
      send(batch.began, event: event) { $0.touchesBegan($1, with: $2) }
      send(batch.moved, event: event) { $0.touchesMoved($1, with: $2) }
      send(batch.ended, event: event) { $0.touchesEnded($1, with: $2) }
    }
  }

  private func collectDeliveries() -> Batch {
    var batch = Batch()
    for record in records where !record.endDelivered {
      guard record.touch.view != nil else {
        record.endDelivered = record.isFinished
        continue
      }
      if record.isSuppressed {
        if record.beganDelivered { batch.cancelledByRecognition.append(record) }
        record.endDelivered = true
        continue
      }
      if !record.beganDelivered {
        if record.wasCancelledByInput {
          record.endDelivered = true
          continue
        }
        if isBeganHeld(record) { continue }
        guard contentAllowsBegin(record) else {
          record.isSuppressed = true
          record.endDelivered = true
          continue
        }
        record.beganDelivered = true
        batch.began.append(record)
      }
      if record.movePending && !record.isFinished { batch.moved.append(record) }
      record.movePending = false
      guard record.isFinished else { continue }
      if record.wasCancelledByInput {
        batch.cancelledByInput.append(record)
      } else if isEndHeld(record) {
        continue
      } else {
        batch.ended.append(record)
      }
      record.endDelivered = true
    }
    return batch
  }

  /// Hands touches to their views, one call per view and phase, in the order the views first appear.
  private func send(
    _ records: [TouchRecord], event: UIEvent, _ deliver: (UIView, Set<UITouch>, UIEvent) -> Void
  ) {
    var order: [ObjectIdentifier] = []
    var groups: [ObjectIdentifier: (view: UIView, touches: Set<UITouch>)] = [:]
    for record in records {
      guard let view = record.touch.view else { continue }
      let key = ObjectIdentifier(view)
      if groups[key] == nil {
        order.append(key)
        groups[key] = (view, [])
      }
      groups[key]?.touches.insert(record.touch)
    }
    for key in order {
      guard let group = groups[key] else { continue }
      deliver(group.view, group.touches, event)
    }
  }

  private func isBeganHeld(_ record: TouchRecord) -> Bool {
    if !record.isFinished, let until = record.contentHoldUntil, now < until { return true }
    return record.recognizers.contains { recognizer in
      recognizer.delaysTouchesBegan && isUndecided(recognizer, about: record.touch)
    }
  }

  private func isEndHeld(_ record: TouchRecord) -> Bool {
    record.recognizers.contains { recognizer in
      recognizer.delaysTouchesEnded && isUndecided(recognizer, about: record.touch)
    }
  }

  /// True while `recognizer` saw `touch` and has neither failed nor recognized.
  private func isUndecided(_ recognizer: UIGestureRecognizer, about touch: UITouch) -> Bool {
    recognizer.isEnabled && recognizer.storedState == .possible
      && recognizer.touchesSinceReset.contains(touch)
  }

  /// Asks each content-delaying ancestor, innermost first, whether the content may have the touch.
  private func contentAllowsBegin(_ record: TouchRecord) -> Bool {
    guard let view = record.touch.view, !record.hosts.isEmpty else { return true }
    let event = makeEvent()
    return record.hosts.allSatisfy { $0.touchesShouldBegin([record.touch], with: event, in: view) }
  }
}
