import Foundation

/// Conflicts between recognizers, as UIKit resolves them: recognizers that share a touch are
/// exclusive unless a delegate allows them to recognize simultaneously; the first to recognize
/// makes the undecided others fail; a content-delaying view's scroll recognizers also answer to
/// `canCancelContentTouches` and `touchesShouldCancel(in:)`.
extension InputDispatcher {
  /// Whether `recognizer` may leave `.possible` now.
  func allowsRecognition(of recognizer: UIGestureRecognizer) -> Bool {
    for other in recognizers where other !== recognizer && other.storedState.isActive {
      if competes(recognizer, other), other.canPrevent(recognizer), recognizer.canBePrevented(by: other) {
        return false
      }
    }
    for record in contentRecords(scrolledBy: recognizer) where record.beganDelivered && !record.endDelivered {
      for host in record.hosts where isScrollRecognizer(recognizer, of: host) {
        guard host.canCancelContentTouches, let view = record.touch.view, host.touchesShouldCancel(in: view)
        else {
          return false
        }
      }
    }
    return true
  }

  /// `recognizer` just began or recognized: undecided competitors fail, and the touches it took
  /// are cancelled in their views.
  func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
    for other in recognizers where other !== recognizer && other.storedState == .possible {
      if competes(recognizer, other), recognizer.canPrevent(other), other.canBePrevented(by: recognizer) {
        other.fail()
      }
    }
    for record in records where recognizer.touchesSinceReset.contains(record.touch) {
      let scrollsContent = record.hosts.contains { isScrollRecognizer(recognizer, of: $0) }
      if recognizer.cancelsTouchesInView || scrollsContent { record.isSuppressed = true }
    }
    resolveRequirements()
  }

  func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
    resolveRequirements()
  }

  /// True when the two share a touch (or both took the device's gesture: a trackpad pinch is one
  /// gesture, as two fingers are) and neither delegate lets them recognize together.
  func competes(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
    let shareDeviceGesture = first.tookDeviceGesture && second.tookDeviceGesture
    guard shareDeviceGesture || !first.touchesSinceReset.isDisjoint(with: second.touchesSinceReset) else {
      return false
    }
    let allowed =
      first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
      || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    return !allowed
  }

  /// Once every finger is up, finished recognizers (and undecided ones with nothing left to wait
  /// for) return to `.possible`. Returns true if any was reset.
  func resetIdleRecognizers() -> Bool {
    guard !records.contains(where: { !$0.isFinished }) else { return false }
    let idle = recognizers.filter { recognizer in
      recognizer.storedState.isFinished
        || (recognizer.storedState == .possible && recognizer.awaitedState == nil
          && recognizer.deadline == nil)
    }
    guard !idle.isEmpty else { return false }
    recognizers.removeAll { candidate in idle.contains { $0 === candidate } }
    for recognizer in idle { recognizer.performReset() }
    resolveRequirements()
    return true
  }

  /// Fails or cancels every gesture and cancels every touch (focus lost, pointer left the window).
  func cancelEverything() {
    for recognizer in recognizers where recognizer.awaitedState != nil { recognizer.fail() }
    for record in records where !record.isFinished { cancel(record) }
    for recognizer in recognizers where recognizer.storedState == .possible || recognizer.storedState.isActive {
      recognizer.abandon()
    }
  }

  private func isScrollRecognizer(_ recognizer: UIGestureRecognizer, of host: ContentTouchDelaying) -> Bool {
    host.panGestureRecognizer === recognizer || host.pinchGestureRecognizer === recognizer
  }

  private func contentRecords(scrolledBy recognizer: UIGestureRecognizer) -> [TouchRecord] {
    records.filter { record in
      recognizer.touchesSinceReset.contains(record.touch)
        && record.hosts.contains { isScrollRecognizer(recognizer, of: $0) }
    }
  }
}
