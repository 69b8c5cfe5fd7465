import Foundation

/// What the pinch and the rotation recognizers share: one measure of the two fingers (their
/// distance, their angle) read against a reference, so that the recognizer's value (`scale`,
/// `rotation`) can be re-based when the app sets it or a finger is replaced, with the value's rate
/// smoothed like the pan's velocity. A recognizer feeds it measures and keeps only what differs:
/// how to measure the fingers and when the change is large enough to begin.
struct TwoFingerTransform {
  /// How the value follows from the measure and the reference.
  enum Relation {
    /// value = measure / reference (the pinch's scale: 1 at rest).
    case ratio
    /// value = measure − reference (the rotation: 0 at rest).
    case difference
  }

  let relation: Relation
  /// The measure that reads as the value at rest.
  private(set) var reference: CGFloat
  /// The measure when the second finger went down, for the recognizer's threshold.
  private(set) var measureAtDown: CGFloat
  /// The latest measure.
  private(set) var measure: CGFloat
  private var tracker = VelocityTracker()

  init(_ relation: Relation) {
    self.relation = relation
    reference = relation.identity
    measureAtDown = relation.identity
    measure = relation.identity
  }

  /// The recognizer's value: the measure against the reference.
  var value: CGFloat { relation.value(of: measure, against: reference) }

  /// How far the measure has moved since the second finger went down (its units).
  var changeSinceDown: CGFloat { abs(measure - measureAtDown) }

  /// Re-bases later changes on `newValue`, without a jump in the velocity (the app applied the
  /// value to its view and starts over, e.g. at scale 1).
  mutating func setValue(_ newValue: CGFloat) {
    let old = value
    reference = relation.reference(for: newValue, at: measure)
    tracker.shift(by: CGPoint(x: newValue - old, y: 0))
  }

  /// The value's rate of change per second, as seen at `time` (seconds).
  func velocity(at time: TimeInterval) -> CGFloat { tracker.velocity(at: time).x }

  /// Two fingers are down, measuring `newMeasure` at `time`: while the gesture is active
  /// (`keepingValue`) the value carries on from where it was, otherwise it starts at rest.
  mutating func fingersDown(measuring newMeasure: CGFloat, keepingValue: Bool, at time: TimeInterval) {
    let kept = value
    measure = newMeasure
    reference = keepingValue ? relation.reference(for: kept, at: newMeasure) : newMeasure
    measureAtDown = newMeasure
    tracker.reset(at: CGPoint(x: value, y: 0), time: time)
  }

  /// The fingers moved: they now measure `newMeasure` at `time`.
  mutating func fingersMoved(measuring newMeasure: CGFloat, at time: TimeInterval) {
    measure = newMeasure
    tracker.add(CGPoint(x: value, y: 0), at: time)
  }

  /// A device gesture's phase: `began` starts at rest (no threshold: the device recognised it);
  /// `deviceMeasure`, when the device gave a usable one, is the new measure.
  mutating func followDevice(measuring deviceMeasure: CGFloat?, began: Bool, at time: TimeInterval) {
    if began {
      reference = relation.identity
      measureAtDown = relation.identity
    }
    if let deviceMeasure { measure = deviceMeasure }
    if began {
      tracker.reset(at: CGPoint(x: value, y: 0), time: time)
    } else {
      tracker.add(CGPoint(x: value, y: 0), at: time)
    }
  }
}

extension TwoFingerTransform.Relation {
  /// The measure and the value at rest.
  var identity: CGFloat {
    switch self {
    case .ratio: 1
    case .difference: 0
    }
  }

  func value(of measure: CGFloat, against reference: CGFloat) -> CGFloat {
    switch self {
    case .ratio: measure / reference
    case .difference: measure - reference
    }
  }

  /// The reference that makes `measure` read as `value` (a ratio's stays above zero).
  func reference(for value: CGFloat, at measure: CGFloat) -> CGFloat {
    switch self {
    case .ratio: max(measure / value, .leastNormalMagnitude)
    case .difference: measure - value
    }
  }
}
