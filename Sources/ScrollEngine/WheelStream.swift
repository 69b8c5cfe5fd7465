import Foundation

/// A trackpad's precise stream, applied as a drag: how far the fingers have moved and how fast.
///
/// The speed is the distance moved over a recent time window, not the gap between two events:
/// SDL stamps an event when it takes it from the display connection, so events that queued while
/// the app drew a frame arrive in a burst with (nearly) the same time, and a two-event speed
/// would see 1.5 pt in 1 ms as 1500 pt/s. Over the window, a burst only moves distance from one
/// moment to the next, and a duplicated or late event adds one step's distance to the window's.
package struct WheelStream: Sendable {
  /// One event's effect: the stream's translation after it, at its (never decreasing) time.
  struct Sample: Sendable {
    var time: TimeInterval
    var translation: CGPoint
  }

  /// The span the speed is measured over: 100 ms (seconds; a choice of this project: six 60 Hz
  /// frames, so a burst of events queued behind one or two slow frames is averaged with the
  /// steady events around it, yet short enough to follow a finger slowing before it lifts).
  package static let velocityWindow: TimeInterval = 0.1
  /// The least time a speed is measured over: 50 ms (seconds; a choice of this project: the
  /// first events of a stream, or a burst, have almost no time between them, and distance over
  /// almost no time would be a huge, meaningless speed).
  package static let minimumVelocitySpan: TimeInterval = 0.05

  /// The finger-equivalent translation of the stream so far (points).
  package private(set) var translation: CGPoint = .zero
  /// The time of the latest event (seconds); an event stamped earlier counts at this time.
  package private(set) var lastEventTime: TimeInterval
  /// The finger-equivalent velocity at the latest event (pt/s).
  package private(set) var velocity: CGPoint = .zero
  /// The events inside the window, after the newest one older than it (the window's start). The
  /// stream's first event starts the window: its own distance was covered over an unknown time.
  private var samples: [Sample] = []

  /// True when the device says when the fingers lift (`InputEvent.Wheel.endsWithLiftOff`).
  package let endsWithLiftOff: Bool

  package init(startingAt time: TimeInterval, endsWithLiftOff: Bool = false) {
    lastEventTime = time
    self.endsWithLiftOff = endsWithLiftOff
  }

  /// The velocity when the fingers lift at `time` (pt/s): the latest one, unless the fingers
  /// rested still for `WheelTiming.streamIdleTimeout` before lifting — then zero, as a finger
  /// held still before its release on iOS does not fling.
  package func velocity(atLiftOff time: TimeInterval) -> CGPoint {
    time - lastEventTime >= WheelTiming.streamIdleTimeout ? .zero : velocity
  }

  /// Adds one event's finger movement (points) at `time` (seconds) and updates the velocity.
  package mutating func add(_ delta: CGPoint, at time: TimeInterval) {
    let time = time.isFinite ? max(time, lastEventTime) : lastEventTime
    translation.x += delta.x
    translation.y += delta.y
    lastEventTime = time
    samples.append(Sample(time: time, translation: translation))
    let windowStart = time - Self.velocityWindow
    while samples.count > 1, samples[1].time <= windowStart { samples.removeFirst() }
    let anchor = samples[0]
    let span = max(time - anchor.time, Self.minimumVelocitySpan)
    velocity = CGPoint(
      x: (translation.x - anchor.translation.x) / span, y: (translation.y - anchor.translation.y) / span)
  }
}

/// How long a wheel stream may pause before it counts as ended.
package enum WheelTiming {
  /// The lift-off of a trackpad stream: SDL 2.26 drops the compositor's "fingers lifted" event
  /// (Wayland's `axis_stop`; X11 has none), so a stream that pauses this long has ended, and its
  /// momentum starts at the pause's end (seconds; a choice of this project: longer than the gap
  /// between a trackpad's events, 7–16 ms, plus two 60 Hz frames in which a busy app reads no
  /// events and then gets them in a burst; short enough that the flight follows without a
  /// visible stall. A slower stream that pauses longer only ends and restarts as a new drag).
  package static let streamIdleTimeout: TimeInterval = 0.08
  /// A stream whose device promised a lift-off event (`InputEvent.Wheel.endsWithLiftOff`) waits
  /// for it, but not forever: a lost one (a compositor that drops it) ends the drag after this
  /// long without events (seconds; a choice of this project: longer than any pause of fingers
  /// that still mean to scroll, short enough that a lost event does not hold the drag for good).
  package static let liftOffTimeout: TimeInterval = 2
}
