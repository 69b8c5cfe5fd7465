import Foundation

/// A display server's event times on the window's clock.
///
/// X servers (`XIDeviceEvent.time`) and Wayland compositors (`wl_pointer.axis`'s `time`, the
/// gesture events' `time`) stamp each input event in milliseconds, as a 32-bit number that wraps
/// after 49.7 days, when the event happened. SDL 2.26 stamps events when it reads them instead, so
/// an app that was busy for a frame sees a burst of events with (nearly) one time, and measures a
/// wrong speed. The server's own times keep their spacing.
///
/// The two clocks differ by an unknown offset. Each event is read some time after it happened, so
/// `readAt − serverTime` is the offset plus a delay of at least zero: the smallest such difference
/// seen is the best estimate of the offset (the event read soonest after it happened). An event
/// then maps to `serverTime + offset`, which never lies after the moment it was read.
///
/// A server time that jumps (a server restart, a wrap mis-read, a device whose clock differs) would
/// leave every later event far in the past: an event that maps more than `maximumAge` before
/// its reading starts a new estimate from itself.
///
/// That estimate needs one event read promptly. The first events after the app was stopped or
/// busy — a flick whose whole stream queued while the app did not read — would all look "read
/// soonest" in turn and map to their reading. But the display servers of a Linux desktop stamp
/// input with `CLOCK_MONOTONIC` (libinput's event times, which wlroots, Mutter, KWin and Weston
/// pass on; X.Org's and Xwayland's `GetTimeInMillis`), so the platform can say what the offset
/// is: the window clock minus `CLOCK_MONOTONIC`, measured now (`monotonicOffset`). An event whose
/// time, so mapped, lies between its reading and `maximumAge` before it is placed there from the
/// first event on; a server on another clock fails that test and falls back to the estimate.
public nonisolated struct ServerClock: Equatable, Sendable {
  /// An event mapped further than this before the moment it was read re-anchors the clock
  /// (seconds; a choice of this project: far longer than any stall of a working app's event
  /// loop, far shorter than a gesture a user would notice being measured wrongly).
  public static let maximumAge: TimeInterval = 1

  /// The server time extended past its 32-bit wrap (milliseconds).
  private var unwrapped: Int64?
  /// The latest raw server time (milliseconds), to extend the next one.
  private var lastRaw: UInt32 = 0
  /// The smallest `readAt − serverTime` seen (seconds).
  private var offset: TimeInterval?

  public init() {}

  /// A server time up to this far after its reading still counts as `CLOCK_MONOTONIC` (seconds):
  /// the window clock's and the server's milliseconds are each rounded down, and the offset is
  /// measured between two clock reads, so a prompt event can seem up to 2 ms "early".
  static let roundingSlack: TimeInterval = 0.002

  /// Takes an event into the estimate of the offset without mapping it. The app reads several
  /// events at once when it was busy; mapped one by one, the latest of such a burst would each
  /// find a smaller offset than the one before (they were read sooner after they happened) and
  /// be put at the moment of reading, all at one time. Observed together first, the whole burst
  /// maps on the offset of the soonest-read among them and keeps its spacing. (With the
  /// monotonic offset known, each event is placed on its own and this changes nothing.)
  public mutating func observe(
    serverMilliseconds milliseconds: UInt32, readAt: TimeInterval, monotonicOffset: TimeInterval? = nil
  ) {
    _ = time(ofServerMilliseconds: milliseconds, readAt: readAt, monotonicOffset: monotonicOffset)
  }

  /// The time on the window's clock (seconds) of an event the server stamped `milliseconds` and
  /// the app read at `readAt` (seconds on the window's clock). `monotonicOffset`, where the
  /// platform knows it, is the window clock minus `CLOCK_MONOTONIC` (seconds), measured near now.
  public mutating func time(
    ofServerMilliseconds milliseconds: UInt32, readAt: TimeInterval, monotonicOffset: TimeInterval? = nil
  ) -> TimeInterval {
    guard readAt.isFinite else { return readAt }
    if let monotonicOffset, monotonicOffset.isFinite {
      // The server's milliseconds are CLOCK_MONOTONIC's, cut to 32 bits: the reading's own
      // CLOCK_MONOTONIC milliseconds, cut the same way, give the event's age across a wrap.
      let readMilliseconds = Int64(((readAt - monotonicOffset) * 1000).rounded(.down))
      let age = TimeInterval(Int32(bitPattern: UInt32(truncatingIfNeeded: readMilliseconds) &- milliseconds)) / 1000
      let fraction = (readAt - monotonicOffset) * 1000 - TimeInterval(readMilliseconds)
      if age >= -Self.roundingSlack, age <= Self.maximumAge {
        // The event's time is its server time plus the offset: `readAt − age`, to the millisecond
        // rounding of the reading, never after it.
        let mapped = min(readAt, readAt - age - fraction / 1000)
        remember(milliseconds, mappedTo: mapped)
        return mapped
      }
    }
    let extended: Int64
    if let previous = unwrapped {
      // The difference as a signed 32-bit step: a wrap from 2^32 − 1 to 0 is a step of one.
      extended = previous + Int64(Int32(bitPattern: milliseconds &- lastRaw))
    } else {
      extended = Int64(milliseconds)
    }
    unwrapped = extended
    lastRaw = milliseconds
    let serverSeconds = TimeInterval(extended) / 1000
    let difference = readAt - serverSeconds
    if let current = offset, difference >= current, difference - current <= Self.maximumAge {
      return serverSeconds + current
    }
    offset = difference
    return readAt
  }

  /// Keeps the estimate in step with an event placed by the monotonic offset, so that a later
  /// event without one continues from it.
  private mutating func remember(_ milliseconds: UInt32, mappedTo time: TimeInterval) {
    let extended: Int64
    if let previous = unwrapped {
      extended = previous + Int64(Int32(bitPattern: milliseconds &- lastRaw))
    } else {
      extended = Int64(milliseconds)
    }
    unwrapped = extended
    lastRaw = milliseconds
    offset = time - TimeInterval(extended) / 1000
  }
}
