import Foundation

/// The display's refreshes as a straight line of time against the server's refresh count, fitted
/// to the last refreshes reported so that a server whose timestamps err (Xvfb times its made-up
/// refreshes with a millisecond timer, reporting each up to a millisecond early, and a busy one
/// several late now and then) still gives the refresh grid itself.
///
/// The fit is robust, a median rather than a mean: the period is the median of the slopes between
/// each report and the first at least half the reports' span of refreshes later, the phase the
/// median of where the reports put it. Until the reports span `minimumSpan` refreshes the period is the one assumed (the display
/// mode's) and only the phase is fitted. Pure data, fed with the server's (count, time) pairs on
/// the window's clock.
public nonisolated struct RefreshGrid: Sendable {
  /// How many of the last reports are fitted: ten seconds of them at 60 Hz (a choice of this
  /// project: over baselines of five seconds a millisecond of jitter moves the period by a
  /// microsecond or less, and the grid half a refresh away by a tenth of a millisecond at most).
  public static let capacity = 600
  /// The fewest refreshes the reports must span before their own period is used (a choice of this
  /// project: half a second at 60 Hz, over which a millisecond of jitter moves the period by 0.1 %).
  public static let minimumSpan: UInt64 = 30

  /// How many periods off the line a report must be to start the grid anew (a choice of this
  /// project: a busy server's refresh timer runs late by a refresh or two; another output's or a
  /// restarted count is off by far more).
  public static let resetDistance: Double = 10

  /// The period assumed until the reports give their own (seconds); nil assumes none.
  public var assumedInterval: TimeInterval?
  private var samples: [(count: UInt64, time: TimeInterval)] = []
  /// The line through the samples: the time of the last sample's count, and the period.
  private var line: (origin: UInt64, time: TimeInterval, period: TimeInterval, fitted: Bool)?

  public init(assumedInterval: TimeInterval? = nil) {
    self.assumedInterval = assumedInterval.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
  }

  /// Adds refresh number `count`, reported at `time`. A count that does not follow the last (it
  /// went back, or the time disagrees with the line by more than `resetDistance` periods: the
  /// window moved to another output, the server restarted its count) starts the grid anew.
  public mutating func add(refresh count: UInt64, at time: TimeInterval) {
    guard time.isFinite else { return }
    if let last = samples.last {
      let predicted = self.time(ofRefresh: count)
      let period = line.flatMap { $0.period > 0 ? $0.period : nil }
      if count < last.count || time < last.time
        || (predicted != nil && period != nil && abs(predicted! - time) > period! * Self.resetDistance)
      {
        samples.removeAll()
      }
    }
    let offLine = time - (self.time(ofRefresh: count) ?? time)
    samples.append((count, time))
    if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
    // Refitted with every report while there are few, then every `refitEvery` reports, or at once
    // when one is a quarter of a period off the line: between refits a refresh keeps its time, so
    // a frame is shown at the very time it was computed for.
    addedSinceFit += 1
    let period = line?.period ?? 0
    if samples.count <= Int(Self.minimumSpan) || addedSinceFit >= Self.refitEvery || period <= 0
      || abs(offLine) > period / 4
    {
      line = fit()
      addedSinceFit = 0
    }
  }

  /// How many reports a fitted line is kept for (a choice of this project: half a second at
  /// 60 Hz; each refit moves the grid by a tenth of a millisecond or so).
  public static let refitEvery = 30
  private var addedSinceFit = 0

  /// The refresh period the reports give (seconds); nil until they span `minimumSpan` refreshes.
  public var interval: TimeInterval? { line.flatMap { $0.fitted ? $0.period : nil } }

  /// When refresh `count` happens on the line; nil before any report, and, with no period assumed
  /// and none fitted yet, for any count but the last reported.
  public func time(ofRefresh count: UInt64) -> TimeInterval? {
    guard let line else { return nil }
    if line.period == 0 { return count == line.origin ? line.time : nil }
    return line.time + line.period * (Double(count) - Double(line.origin))
  }

  private func fit() -> (origin: UInt64, time: TimeInterval, period: TimeInterval, fitted: Bool)? {
    guard let first = samples.first, let last = samples.last else { return nil }
    var period = assumedInterval
    var fitted = false
    if last.count - first.count >= Self.minimumSpan {
      // Each report with the first at least half the span later: long baselines only, also when
      // the reports come in bursts (frames while something moves, none while idle).
      let half = (last.count - first.count) / 2
      var slopes: [Double] = []
      var later = 0
      for a in samples {
        while later < samples.count, samples[later].count < a.count + half { later += 1 }
        guard later < samples.count else { break }
        let b = samples[later]
        slopes.append((b.time - a.time) / Double(b.count - a.count))
      }
      if let slope = Self.median(slopes), slope > 0, slope.isFinite {
        period = slope
        fitted = true
      }
    }
    guard let period else {
      return samples.count == 1 || last.count == first.count ? (last.count, last.time, 0, false) : nil
    }
    let phases = samples.map { $0.time + period * (Double(last.count) - Double($0.count)) }
    guard let time = Self.median(phases) else { return nil }
    return (last.count, time, period, fitted)
  }

  private static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
