import Foundation

/// How a requested state change is carried out: failure requirements, the begin checks, and
/// the window's arbitration.
extension UIGestureRecognizer {
  enum RequirementStatus {
    /// Every required recognizer failed (or is not taking part in this gesture).
    case clear
    /// A required recognizer is still undecided.
    case waiting
    /// A required recognizer recognized: this one must fail.
    case blocked
  }

  func requestTransition(to next: State) {
    let current = storedState
    if current == .possible && next == .failed {
      fail()
      return
    }
    guard current.allowsTransition(to: next) else { return }
    if current == .possible {
      attemptRecognition(as: next)
      return
    }
    storedState = next
    fireTargets()
  }

  /// Leaves `.possible` for `target` (began or ended) if nothing stands in the way.
  func attemptRecognition(as target: State) {
    guard isEnabled, view != nil else {
      fail()
      return
    }
    switch requirementStatus() {
    case .blocked:
      fail()
      return
    case .waiting:
      awaitedState = target
      return
    case .clear:
      awaitedState = nil
    }
    guard passesBeginChecks() else {
      fail()
      return
    }
    storedState = target
    dispatcher?.recognizerDidRecognize(self)
    fireTargets()
  }

  /// Re-checks a waiting recognizer after another one failed or recognized.
  func reevaluateAwaitedState() {
    guard let target = awaitedState, storedState == .possible else { return }
    switch requirementStatus() {
    case .waiting: return
    case .blocked:
      fail()
    case .clear:
      attemptRecognition(as: target)
    }
  }

  func fail() {
    guard storedState == .possible else { return }
    storedState = .failed
    awaitedState = nil
    deadline = nil
    dispatcher?.recognizerDidFail(self)
  }

  /// Ends a gesture that can no longer continue (disabled, removed, or the window lost focus).
  func abandon() {
    guard storedState.isActive else { return fail() }
    storedState = .cancelled
    fireTargets()
    dispatcher?.recognizerDidFail(self)
  }

  /// Leaves the current gesture (the recognizer was disabled or detached): an active gesture is
  /// cancelled, an undecided one fails, and one the window no longer tracks is reset at once.
  func stopParticipating() {
    let involved = !touchesSinceReset.isEmpty || awaitedState != nil || deadline != nil
    if storedState.isActive || (storedState == .possible && involved) { abandon() }
    if dispatcher?.isTracking(self) != true { performReset() }
  }

  /// True while the recognizer takes part in the current gesture (it has seen touches, waits
  /// for another recognizer, or waits for a deadline).
  var isParticipating: Bool {
    isEnabled
      && (!touchesSinceReset.isEmpty || awaitedState != nil || deadline != nil || storedState != .possible)
  }

  func requirementStatus() -> RequirementStatus {
    var status = RequirementStatus.clear
    for other in currentFailureRequirements() {
      switch other.storedState {
      case .began, .changed, .ended, .cancelled:
        return .blocked
      case .possible:
        if other.isParticipating { status = .waiting }
      case .failed:
        continue
      }
    }
    return status
  }

  /// The explicit `require(toFail:)` list plus the ones subclasses and delegates ask for.
  func currentFailureRequirements() -> [UIGestureRecognizer] {
    var result = failureRequirements.compactMap(\.recognizer)
    for other in dispatcher?.recognizers ?? []
    where other !== self && !result.contains(where: { $0 === other }) {
      let required =
        shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
        || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
      if required { result.append(other) }
    }
    return result
  }

  private func passesBeginChecks() -> Bool {
    if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
    if let view, !view.gestureRecognizerShouldBegin(self) { return false }
    if let dispatcher, !dispatcher.allowsRecognition(of: self) { return false }
    return true
  }

  /// Clears the base state, then lets the subclass clear its own.
  func performReset() {
    storedState = .possible
    awaitedState = nil
    trackedTouches = []
    touchesSinceReset = []
    tookDeviceGesture = false
    deadline = nil
    reset()
  }
}
