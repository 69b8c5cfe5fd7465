import Foundation

/// The display's clock as the compositor reports it: when frames were shown and how often the
/// output refreshes, and from that the moment the frame being drawn now will be shown.
///
/// This is what Core Animation's display link gives as `targetTimestamp`: the motion is advanced
/// to the moment the frame turns into light, not to the moment its pass began, so what is shown
/// is where the motion says it should be then. A frame that missed its refresh is made up in the
/// next one's time (the next target is the next refresh after now), never by drawing two.
///
/// Times are seconds on the window's clock (`FrameClock`). Pure data: the run loop feeds it.
public nonisolated struct FrameTimeline: Sendable {
  /// One frame's timing, for the trace and the HUD.
  public struct Timing: Equatable, Sendable {
    /// The frame's number (1 for the first drawn).
    public var frame: UInt64
    /// The time the motion was advanced to: the predicted presentation time.
    public var targetTime: TimeInterval
    /// When its pass began.
    public var drawnAt: TimeInterval
    /// When its pass's present returned; nil when not noted.
    public var presentedAt: TimeInterval? = nil
    /// When the compositor says it was shown; nil when it was discarded (a later frame replaced it
    /// before the output refreshed) or the compositor does not say.
    public var shownAt: TimeInterval?
    /// The output's refresh period the compositor gave with it (seconds); nil when unknown.
    public var refreshInterval: TimeInterval?
    /// The refresh whose completion answered it, by the server's count (X11 Present's MSC); nil
    /// where not counted.
    public var refreshNumber: UInt64? = nil
    /// The server's own timestamp of that refresh where `shownAt` is placed on the grid fitted to
    /// those timestamps (X11 Present, `RefreshGrid`); nil where `shownAt` is the timestamp itself.
    public var reportedAt: TimeInterval? = nil
    /// Shown a refresh or more after its target (more than half a refresh late: a choice of this
    /// project, so that a timestamp's rounding never counts, and a whole missed refresh always does).
    public var isLate: Bool
  }

  /// The refresh period assumed until the compositor gives one (seconds): the display mode's.
  public var nominalInterval: TimeInterval
  /// The last frame shown: when, on the window's clock, and the refresh period that came with it.
  public private(set) var lastShown: (time: TimeInterval, interval: TimeInterval?)?
  /// Frames drawn whose feedback has not come yet: number → (target, pass start).
  private var inFlight: [UInt64: (target: TimeInterval, drawnAt: TimeInterval, presentedAt: TimeInterval?)] = [:]
  /// Frames drawn and frames shown late, since the start.
  public private(set) var framesShown = 0
  public private(set) var framesLate = 0

  /// A timeline assuming `nominalInterval` seconds per refresh until the compositor says.
  public init(nominalInterval: TimeInterval) {
    self.nominalInterval = nominalInterval.isFinite && nominalInterval > 0 ? nominalInterval : 1.0 / 60
  }

  /// The refresh period in use: the compositor's last, else the nominal one.
  public var refreshInterval: TimeInterval {
    if let interval = lastShown?.interval, interval > 0 { return interval }
    return nominalInterval
  }

  /// True once the compositor has given the output's refresh period (else it is the display mode's).
  public var knowsCompositorRefresh: Bool { (lastShown?.interval ?? 0) > 0 }

  /// The refresh rate in use (hertz), rounded to a tenth: what the HUD shows.
  public var refreshRate: Double { (10 / refreshInterval).rounded() / 10 }

  /// Notes that frame `frame` (drawn, `didDraw`) was presented at `time`: when its present call
  /// returned (not when the display server got the pixels: a swap may wait for a buffer or for
  /// vsync), for the trace; `held` is how long the pass waited before presenting
  /// (`earliestPresent(forTarget:)`), left out of the pass's duration. `handedOverFrom`, for a frame
  /// whose drawing was finished before its present (a held frame), is when that present began: from
  /// then on it only handed finished pixels to the server.
  public mutating func didFinishDrawing(
    frame: UInt64, presentedAt time: TimeInterval, held: TimeInterval = 0, handedOverFrom: TimeInterval? = nil
  ) {
    guard time.isFinite, let drawn = inFlight[frame] else { return }
    inFlight[frame]?.presentedAt = time
    let duration = time - drawn.drawnAt - max(0, held)
    guard duration.isFinite, duration >= 0 else { return }
    Self.keep(duration, in: &recentDurations)
    if recentDurations.count == Self.durationsKept {
      let sorted = recentDurations.sorted()
      durationsMedian = (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    if let handedOverFrom, case let handOver = time - handedOverFrom, handOver.isFinite, handOver >= 0 {
      Self.keep(handOver, in: &recentHandOvers)
    }
  }

  /// Appends `value` to `list`, keeping the last `durationsKept`.
  private static func keep(_ value: TimeInterval, in list: inout [TimeInterval]) {
    list.append(value)
    if list.count > durationsKept { list.removeFirst() }
  }

  /// How long the last presents of finished frames took, oldest first (at most `durationsKept`):
  /// a swap's hand-over of the pixels (on Xvfb a shared-memory put of the whole window).
  public private(set) var recentHandOvers: [TimeInterval] = []

  /// How many of the last passes' durations decide whether passes outlast a refresh: a choice of
  /// this project, enough that one slow pass (a texture's first upload) does not switch the rule
  /// and few enough that a window made larger switches it within a few frames.
  public static let durationsKept = 8

  /// The durations of the last passes (from their start to their present's return, a hold left
  /// out), oldest first: at most `durationsKept`.
  public private(set) var recentDurations: [TimeInterval] = []

  /// True while the median of the last `durationsKept` passes is longer than a refresh: where the
  /// frame source allows it (X11), the next pass then begins as soon as the last has presented,
  /// instead of waiting for the refresh after it, and each frame is computed for the refresh it
  /// can make (`targetTime(now:drawingAhead:)`). Waiting for a refresh after each present of a
  /// frame that takes 1.7 refreshes shows one frame every three; drawing ahead shows one every
  /// 1.7 on average (docs/rendering.md).
  public var passesOutlastARefresh: Bool { (durationsMedian ?? 0) > refreshInterval }

  /// The median of `recentDurations` once there are `durationsKept`, taken as each is added (the
  /// loop asks `passesOutlastARefresh` at every event while it waits).
  private var durationsMedian: TimeInterval?

  /// How long a pass is expected to take while passes outlast a refresh: the median of the last
  /// three (a choice of this project: one slow pass, a layout of many rows, must not make the frames
  /// after it wait for a refresh far beyond what they need, and one fast pass must not make the next
  /// frame late).
  public var expectedDuration: TimeInterval {
    let last = recentDurations.suffix(3).sorted()
    return last.isEmpty ? 0 : last[last.count / 2]
  }

  /// When a frame whose pass begins at `now` will be shown: the first refresh after `now` on the
  /// grid of the last frame shown; one refresh after `now` before any was shown (a frame callback
  /// comes as the output refreshes, and what is drawn then is shown at the next refresh). Drawing
  /// ahead (`passesOutlastARefresh`), the first refresh after `now` plus `expectedDuration`: the
  /// one the frame can make.
  public func targetTime(now: TimeInterval, drawingAhead: Bool = false) -> TimeInterval {
    let interval = refreshInterval
    let ready = drawingAhead ? now + expectedDuration : now
    guard let shown = lastShown?.time, shown <= ready + interval else { return ready + interval }
    let elapsed = max(0, ready - shown)
    let refreshes = (elapsed / interval).rounded(.down) + 1
    return shown + refreshes * interval
  }

  /// The earliest a frame drawn ahead for `target` may be presented: so that its present returns
  /// just after the refresh before it (`holdMargin` after, less the shortest of the last hand-overs),
  /// and a frame drawn faster than expected is held and shown at its target, never a refresh early.
  /// (Holding until that refresh itself would add the hand-over to every held frame: at 3840×2160
  /// on Xvfb, where held frames' presents returned 3.5–4 ms after their hold ended, that kept every
  /// frame two refreshes apart where passes took 1.8.)
  public func earliestPresent(forTarget target: TimeInterval) -> TimeInterval {
    target - refreshInterval + Self.holdMargin - (recentHandOvers.min() ?? 0)
  }

  /// The longest a finished frame is held before its present: three refreshes (a choice of this
  /// project: a frame drawn ahead of the passes before it, such as the last of an animation whose
  /// damage is small, waits for its refresh; one held longer comes after passes far slower than a
  /// frame, where the estimate says little and input waiting longer would be felt).
  public var longestHold: TimeInterval { 3 * refreshInterval }

  /// How long after the refresh before its target a held frame is presented (seconds): a choice of
  /// this project, above the few tenths of a millisecond by which the fitted refresh grid moves
  /// and the millisecond by which a server's refresh reports can be early.
  public static let holdMargin: TimeInterval = 0.002

  /// Notes that frame `frame` was drawn in a pass beginning at `drawnAt`, for `target`.
  public mutating func didDraw(frame: UInt64, target: TimeInterval, drawnAt: TimeInterval) {
    inFlight[frame] = (target, drawnAt, nil)
    // A compositor that never answers must not make this grow: the oldest are dropped.
    if inFlight.count > 256, let oldest = inFlight.keys.min() { inFlight[oldest] = nil }
  }

  /// Takes a refresh the server reported without a frame of the app's (X11 Present's first
  /// completion): it places the grid the next frame is computed for, and counts nothing.
  public mutating func didSeeRefresh(at time: TimeInterval, refreshInterval: TimeInterval?) {
    guard time.isFinite else { return }
    let interval = refreshInterval.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    if lastShown == nil || time >= lastShown!.time { lastShown = (time, interval) }
  }

  /// Takes the compositor's word on `frame`: shown at `shownAt` (window clock) with the output's
  /// `refreshInterval` (nil unknown), or discarded (`shownAt` nil). Returns its timing, or nil for a
  /// frame not drawn here.
  /// `refreshNumber` and `reportedAt` are passed on to the timing as they are.
  public mutating func didPresent(
    frame: UInt64, shownAt: TimeInterval?, refreshInterval: TimeInterval?, refreshNumber: UInt64? = nil,
    reportedAt: TimeInterval? = nil
  ) -> Timing? {
    guard let drawn = inFlight.removeValue(forKey: frame) else { return nil }
    let interval = refreshInterval.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    var late = false
    if let shownAt, shownAt.isFinite {
      if lastShown == nil || shownAt >= lastShown!.time { lastShown = (shownAt, interval) }
      late = shownAt - drawn.target > (interval ?? nominalInterval) / 2
      framesShown += 1
      if late { framesLate += 1 }
    }
    return Timing(
      frame: frame, targetTime: drawn.target, drawnAt: drawn.drawnAt, presentedAt: drawn.presentedAt, shownAt: shownAt,
      refreshInterval: interval,
      refreshNumber: refreshNumber, reportedAt: reportedAt, isLate: late)
  }
}
