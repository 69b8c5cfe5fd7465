import CSDL2
import Foundation

/// The window clock (SDL's ticks, which the frame clock shares its zero with) minus
/// `CLOCK_MONOTONIC`, in seconds: what places a display server's event times on the window's
/// clock from the first event on (`ServerClock`).
///
/// SDL counts its ticks from `CLOCK_MONOTONIC_RAW`, which the kernel does not slew; NTP slews
/// `CLOCK_MONOTONIC` by up to 500 ppm, so the difference drifts by up to 5 ms in 10 s. It is
/// measured again after `refreshInterval`, and kept in between, so that events of one gesture
/// map with one offset and keep their spacing exactly.
struct MonotonicOffset {
  /// How long a measurement is kept (seconds; a choice of this project: ten times a long flick,
  /// and at most 5 ms of drift between measurements).
  static let refreshInterval: TimeInterval = 10

  private var measured: (value: TimeInterval, at: TimeInterval)?

  /// The offset, measured now if the last measurement is older than `refreshInterval`.
  mutating func current() -> TimeInterval? {
    let ticks = TimeInterval(SDL_GetTicks64()) / 1000
    if let measured, ticks - measured.at < Self.refreshInterval, ticks >= measured.at { return measured.value }
    var now = timespec()
    guard clock_gettime(CLOCK_MONOTONIC, &now) == 0 else { return nil }
    // SDL's ticks are whole milliseconds: the middle of the millisecond is the best estimate.
    let value = ticks + 0.0005 - (TimeInterval(now.tv_sec) + TimeInterval(now.tv_nsec) / 1e9)
    measured = (value, ticks)
    return value
  }
}
