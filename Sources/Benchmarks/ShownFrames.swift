import Foundation

/// The pacing benchmark's one ruler: the compositor's shown log (`BenchCompositor.shownTimes`),
/// the refreshes that showed new content of a client, read the same way for the demo and for its
/// GTK peer.
enum ShownFrames {
  /// The shown times that belong to a motion from `start` to `rest` (CLOCK_MONOTONIC seconds): from
  /// the first shown at or after `start` up to `rest`, and then the first shown after `rest` (the
  /// frame that shows the last position) if it came within twice the median interval so far (at
  /// least `period`): a last step too small to change a pixel may be drawn as no new content at
  /// all, and the next thing shown is then whatever comes later (GTK's scroll indicators fading,
  /// a second on). Both ends allow `slack` (a millisecond, a choice: a frame computed for a
  /// refresh's time is shown at that very time, which rounding may put a hair earlier).
  static func during(_ shown: [Double], from start: Double, to rest: Double, period: Double, slack: Double = 0.001)
    -> [Double]
  {
    var frames: [Double] = []
    for time in shown.sorted() where time >= start - slack {
      guard time >= rest - slack else {
        frames.append(time)
        continue
      }
      let intervals = zip(frames, frames.dropFirst()).map { $1 - $0 }.sorted()
      let median = intervals.isEmpty ? period : intervals[intervals.count / 2]
      if let last = frames.last, time - last > 2 * max(median, period) { break }
      frames.append(time)
      break
    }
    return frames
  }

  /// The offset from the demo's window clock to CLOCK_MONOTONIC: the demo's trace says when the
  /// compositor showed each of its frames (`presented` times from `wp_presentation`, on the window
  /// clock); the same refreshes are in the shown log. The offset that lays most of `traced` on log
  /// entries (within `tolerance`: the caller's choice, a quarter of a refresh, wide enough for the
  /// demo's clock offset to drift a little during a flick and narrow enough to tell refreshes
  /// apart) is the one; nil when fewer than nine in ten of them land (the two records disagree).
  static func offset(traced: [Double], logged: [Double], tolerance: Double) -> Double? {
    let logged = logged.sorted()
    guard let anchor = traced.max(), !logged.isEmpty else { return nil }
    func lands(_ time: Double) -> Bool {
      var low = 0
      var high = logged.count
      while low < high {
        let middle = (low + high) / 2
        if logged[middle] < time - tolerance { low = middle + 1 } else { high = middle }
      }
      return low < logged.count && abs(logged[low] - time) <= tolerance
    }
    var best: (offset: Double, count: Int)?
    for candidate in logged.map({ $0 - anchor }) {
      let count = traced.filter { lands($0 + candidate) }.count
      if count > (best?.count ?? 0) { best = (candidate, count) }
    }
    guard let best, best.count * 10 >= traced.count * 9 else { return nil }
    return best.offset
  }
}
