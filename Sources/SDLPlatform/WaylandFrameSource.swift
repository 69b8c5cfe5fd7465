import CSDL2
import CWaylandInput
import Foundation

/// The compositor's clock on Wayland: a `wl_surface.frame` callback asked for with each frame
/// presented (the loop draws the next one when it arrives), and the `wp_presentation` feedback
/// saying when each frame was shown and the output's refresh (see `wayland_frames.h`).
@MainActor
final class WaylandFrameSource: FrameSource {
  private let bridge: OpaquePointer
  /// The SDL event type the bridge wakes the loop with.
  let wakeType: UInt32
  /// What the compositor offers, for the log.
  let status: String
  let clockName = "compositor"
  let drawsAheadWhenSlow = false
  /// The window clock minus the presentation clock (seconds), measured against `clock`.
  private var offset: (value: TimeInterval, at: TimeInterval)?
  private let clock: FrameClock

  /// The bridge on `window`'s surface, or nil (with why in `failure`) off Wayland.
  init?(window: OpaquePointer, clock: FrameClock, failure: inout String?) {
    let wakeType = SDL_RegisterEvents(1)
    guard wakeType != UInt32.max else {
      failure = "Wayland: no SDL event type left for frame callbacks; paced by the swap interval"
      return nil
    }
    var message = [CChar](repeating: 0, count: 256)
    let opened = wayland_frames_open(UnsafeMutableRawPointer(window), wakeType, &message, message.count)
    let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let opened else {
      failure = text
      return nil
    }
    bridge = opened
    self.wakeType = wakeType
    self.clock = clock
    status = text
  }

  isolated deinit {
    wayland_frames_close(bridge)
  }

  func passWillDraw() {}

  /// Asks for the frame callback and feedback of the next commit (just before presenting `frame`).
  func willPresent(_ frame: UInt64) {
    wayland_frames_request(bridge, frame)
  }

  func didPresent(_ frame: UInt64, at time: TimeInterval) {}

  /// Asks again for the awaited frame callback with an empty commit (see `wayland_frames_nudge`).
  func nudge() {
    wayland_frames_nudge(bridge)
  }

  /// True from a request until the compositor's frame callback for it arrives.
  var isWaiting: Bool { wayland_frames_waiting(bridge) != 0 }

  /// The feedback that arrived since the last call, oldest first; clears the wake-up.
  func takeFeedback() -> [FrameFeedback] {
    wayland_frames_woken(bridge)
    var taken: [FrameFeedback] = []
    var raw = WaylandFrameFeedback()
    while wayland_frames_next(bridge, &raw) != 0 {
      guard raw.presented != 0, let offset = currentOffset() else {
        taken.append(FrameFeedback(frame: raw.frame, shownAt: nil, refreshInterval: nil))
        continue
      }
      let shown = TimeInterval(raw.seconds) + TimeInterval(raw.nanoseconds) / 1e9 + offset
      let refresh = raw.refresh_ns > 0 ? TimeInterval(raw.refresh_ns) / 1e9 : nil
      taken.append(FrameFeedback(frame: raw.frame, shownAt: shown, refreshInterval: refresh))
    }
    return taken
  }

  /// The window clock minus the presentation clock, read back to back (both to the nanosecond);
  /// measured again every `MonotonicOffset.refreshInterval`, kept in between so that the frames
  /// of one motion are placed with one offset.
  private func currentOffset() -> TimeInterval? {
    let id = wayland_frames_clock(bridge)
    guard id >= 0 else { return nil }
    let now = clock.now()
    if let offset, now - offset.at < MonotonicOffset.refreshInterval, now >= offset.at { return offset.value }
    var time = timespec()
    guard clock_gettime(clockid_t(id), &time) == 0 else { return nil }
    let after = clock.now()
    let value = (now + after) / 2 - (TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9)
    offset = (value, now)
    return value
  }
}
