import CSDL2
import CXPresent
import Foundation

/// The display's clock on X11: as a pass begins to draw, a Present completion asked for at the
/// window's next refresh (the loop draws the next frame when it comes, unless it draws ahead:
/// `drawsAheadWhenSlow`, docs/rendering.md). The frame drawn in that
/// pass is shown at that refresh if its pixels reached the server before it, else at the first
/// refresh after they did; the server's refresh counts and times, fitted over the last refreshes
/// (`RefreshGrid`), give the refreshes' times and the display's period (see `x11_present.h`).
@MainActor
final class X11PresentFrameSource: FrameSource {
  /// How long the probe at the start waits for the server's first completion (milliseconds): a
  /// choice of this project, fifteen refreshes at 60 Hz, so a server that answers at all answers
  /// in time, and one that does not costs a quarter of a second once.
  static let probeTimeout: Int32 = 250

  private let bridge: OpaquePointer
  let wakeType: UInt32
  let status: String
  let clockName = "Present"
  let drawsAheadWhenSlow = true
  private let clock: FrameClock
  private var grid: RefreshGrid
  /// The window clock minus CLOCK_MONOTONIC (the clock of Present's UST), measured against `clock`.
  private var offset: (value: TimeInterval, at: TimeInterval)?
  /// The number of the last completion asked for (the completion carries it back; 0 is the probe's).
  private var serial: UInt32 = 0
  /// The completion asked for by the pass now drawing, until its frame is presented.
  private var drawing: UInt32?
  /// Frames presented whose completion has not come: serial → (frame, when its present returned:
  /// its pixels had reached the server by then).
  private var presented: [UInt32: (frame: UInt64, at: TimeInterval)] = [:]

  /// The source on `window`'s X window, or nil (with why in `failure`) off X11, on a server without
  /// Present, or one that gave no completion within `probeTimeout`. `nominalInterval` (the
  /// display mode's period) places the refreshes until the server's reports give their own.
  init?(window: OpaquePointer, clock: FrameClock, nominalInterval: TimeInterval, failure: inout String?) {
    let wakeType = SDL_RegisterEvents(1)
    guard wakeType != UInt32.max else {
      failure = "X11: no SDL event type left for Present's completions"
      return nil
    }
    var message = [CChar](repeating: 0, count: 256)
    let opened = x11_present_open(UnsafeMutableRawPointer(window), wakeType, Self.probeTimeout, &message, message.count)
    let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let opened else {
      failure = text
      return nil
    }
    bridge = opened
    self.wakeType = wakeType
    self.clock = clock
    grid = RefreshGrid(assumedInterval: nominalInterval)
    status = text
  }

  isolated deinit {
    x11_present_close(bridge)
  }

  func passWillDraw() {
    serial = serial == UInt32.max ? 1 : serial + 1
    drawing = serial
    x11_present_request(bridge, UInt64(serial))
  }

  func willPresent(_ frame: UInt64) {}

  func didPresent(_ frame: UInt64, at time: TimeInterval) {
    guard let drawing else { return }
    self.drawing = nil
    presented[drawing] = (frame, time)
    // The refresh asked for came while drawing: this frame is shown at a later one, and the next
    // waits for it (drawn now, it would replace this one before it was shown).
    if !isWaiting { requestRefresh() }
    // A server that stops answering must not make this grow: the oldest are dropped.
    if presented.count > 256, let oldest = presented.min(by: { $0.value.frame < $1.value.frame })?.key {
      presented[oldest] = nil
    }
  }

  /// Asks for a completion at the next refresh for no frame: the loop waits for it.
  private func requestRefresh() {
    serial = serial == UInt32.max ? 1 : serial + 1
    x11_present_request(bridge, UInt64(serial))
  }

  /// Asks again: a completion at the next refresh, for the frame (if any) still awaited.
  func nudge() {
    let awaited = drawing ?? serial
    serial = serial == UInt32.max ? 1 : serial + 1
    if let frame = presented.removeValue(forKey: awaited) { presented[serial] = frame }
    if drawing != nil { drawing = serial }
    x11_present_request(bridge, UInt64(serial))
  }

  var isWaiting: Bool { x11_present_waiting(bridge) != 0 }

  func takeFeedback() -> [FrameFeedback] {
    x11_present_woken(bridge)
    var taken: [FrameFeedback] = []
    var raw = X11PresentCompletion()
    while x11_present_next(bridge, &raw) != 0 {
      let frame = presented.removeValue(forKey: UInt32(truncatingIfNeeded: raw.frame))
      guard let offset = currentOffset() else {
        if let frame { taken.append(FrameFeedback(frame: frame.frame, shownAt: nil, refreshInterval: nil)) }
        continue
      }
      let reported = TimeInterval(raw.ust) / 1e6 + offset
      grid.add(refresh: raw.msc, at: reported)
      let refresh = grid.time(ofRefresh: raw.msc) ?? reported
      var shown = refresh
      if let frame, frame.at > refresh {
        // Its pixels came after the refresh the completion was asked for: shown at the first after,
        // which the next frame waits for (a completion the server sent late, after the present,
        // was not there for `didPresent` to see).
        let interval = grid.interval ?? 0
        shown = interval > 0 ? refresh + ((frame.at - refresh) / interval).rounded(.up) * interval : frame.at
        if !isWaiting, shown > clock.now() { requestRefresh() }
      }
      taken.append(
        FrameFeedback(
          frame: frame?.frame ?? 0, shownAt: shown, refreshInterval: grid.interval, refreshNumber: raw.msc,
          reportedAt: reported))
    }
    return taken
  }

  /// The window clock minus CLOCK_MONOTONIC, read back to back; measured again every
  /// `MonotonicOffset.refreshInterval`, kept in between so that one motion's frames share it.
  private func currentOffset() -> TimeInterval? {
    let now = clock.now()
    if let offset, now - offset.at < MonotonicOffset.refreshInterval, now >= offset.at { return offset.value }
    var time = timespec()
    guard clock_gettime(CLOCK_MONOTONIC, &time) == 0 else { return nil }
    let after = clock.now()
    let value = (now + after) / 2 - (TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9)
    offset = (value, now)
    return value
  }
}
