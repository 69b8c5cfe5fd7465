import Foundation

/// The GTK 4 peer of benchmark 8 (scripts/gtk-peer/scroll-peer.c, built by scripts/bench.sh): one
/// large picture in a GtkScrolledWindow with GTK's own kinetic scrolling, flicked under the same
/// compositor with the same stream as the demo, on GSK's GL renderer (llvmpipe here). Its frames
/// are read from the compositor's shown log, as the demo's are.
enum GTKPeer {
  /// The built peer: `SCROLL_GTK_PEER`, else .build/gtk-peer/scroll-peer; nil when neither exists.
  static func path() -> String? {
    let environment = ProcessInfo.processInfo.environment
    let path =
      environment["SCROLL_GTK_PEER"].flatMap { $0.isEmpty ? nil : $0 }
      ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent(".build/gtk-peer/scroll-peer").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// The demo's picture (the generated 4800×3200 landscape).
  static func imagePath() throws -> String {
    let assets =
      ProcessInfo.processInfo.environment["SCROLL_DEMO_ASSETS"].flatMap { $0.isEmpty ? nil : $0 }
      ?? FileManager.default.currentDirectoryPath + "/Assets"
    let path = assets + "/generated/landscape.jpg"
    guard FileManager.default.fileExists(atPath: path) else {
      throw BenchmarkError.setup("\(path) is missing (scripts/make-assets.sh makes it)")
    }
    return path
  }

  /// One small finger step with its lift-off 100 ms later, repeated until the picture moves (a
  /// window still mapping can miss the first), then waited for until it rests; returns where it
  /// rests (points). The lift-off comes later than the demo's warm-up's: GDK merges the scroll
  /// events that queue up while it draws, and in this benchmark's runs a step merged into the
  /// lift-off's event moved GTK 4.8 not at all, so a step and its lift-off sent together never did.
  private static func warmUp(_ child: LineChild, compositor: BenchCompositor) throws -> Double {
    for _ in 0..<10 {
      try compositor.send("stream 1 -1.5 10 stop 100")
      guard (try? child.lines(until: { $0.hasPrefix("scroll ") }, timeout: 2)) != nil else { continue }
      let rest = try child.lines(until: { $0.hasPrefix("rest ") }, timeout: 30).last ?? ""
      guard let value = rest.split(separator: " ").dropFirst(2).first.flatMap({ Double($0) }) else {
        throw BenchmarkError.setup("the GTK peer's rest line is malformed: \(rest)")
      }
      return value
    }
    throw BenchmarkError.setup("the GTK peer never received the compositor's scroll")
  }

  /// One flick of the peer under a fresh compositor of `configuration`.
  static func measure(_ configuration: WaylandPacingBenchmark.Configuration, peer: String) throws
    -> WaylandPacingBenchmark.Measurement
  {
    let compositor = try BenchCompositor(
      width: configuration.width, height: configuration.height, hertz: configuration.hertz)
    defer { compositor.terminate() }
    var environment = compositor.clientEnvironment
    // GSK's GL renderer, named rather than left to GTK's choice (4.8's default on Wayland, too).
    environment["GSK_RENDERER"] = "gl"
    let child = try LineChild(executable: peer, arguments: [try imagePath()], environment: environment)
    defer { child.terminate() }
    let ready = try child.lines(until: { $0.hasPrefix("ready ") }, timeout: 60).last ?? ""
    let renderer = ready.split(separator: " ").dropFirst(3).first.map(String.init) ?? "unknown"
    try compositor.send("move \(configuration.width / 2) \(configuration.height / 2)")
    let before = try warmUp(child, compositor: compositor)
    // A flick that GTK merged away whole (all of it queued while GTK drew one frame, then merged
    // into the lift-off's event) is sent again, up to `flickAttempts` in all, and counted.
    var lost = 0
    for _ in 0..<flickAttempts {
      // Both toolkits start the flick idle: GTK's overlay scroll indicators fade out first.
      try compositor.waitUntilIdle(child.pid, quiet: 0.5, timeout: 30)
      child.write("cpu")
      guard let cpuLine = try child.lines(until: { $0.hasPrefix("cpu ") }, timeout: 10).last,
        let cpuStart = Double(cpuLine.dropFirst(4))
      else { throw BenchmarkError.setup("the GTK peer did not tell its CPU time") }
      try compositor.send(WaylandPacingBenchmark.flick)
      guard let moved = try? child.lines(until: { $0.hasPrefix("scroll ") }, timeout: 15) else {
        lost += 1
        continue
      }
      let lines = moved + (try child.lines(until: { $0.hasPrefix("rest ") }, timeout: 120))
      var measurement = try measurement(
        of: lines, before: before, cpuStart: cpuStart, shown: compositor.shownTimes(of: child.pid),
        configuration: configuration)
      measurement.lostFlicks = lost
      measurement.renderer = renderer
      return measurement
    }
    throw BenchmarkError.setup("GTK did not move for any of \(flickAttempts) flicks (\(renderer))")
  }

  /// How many times a flick is sent when GTK does not move at all (a choice: generous to GTK,
  /// whose losing the flick is counted beside its figures).
  static let flickAttempts = 3

  /// The figures of one flick from the peer's `scroll` lines up to its `rest` line.
  private static func measurement(
    of lines: [String], before: Double, cpuStart: Double, shown: [Double],
    configuration: WaylandPacingBenchmark.Configuration
  ) throws -> WaylandPacingBenchmark.Measurement {
    let fields = lines.map { $0.split(separator: " ").compactMap { Double($0) } }
    let scrolls = zip(lines, fields).filter { $0.0.hasPrefix("scroll ") && $0.1.count == 3 }.map(\.1)
    guard let first = scrolls.first, let last = fields.last, last.count == 3 else {
      throw BenchmarkError.setup("the GTK peer reported no motion")
    }
    let microseconds = 1e-6
    let start = first[0] * microseconds
    let rest = last[0] * microseconds
    let frames = ShownFrames.during(shown, from: start, to: rest, period: 1 / configuration.hertz)
    // It starts at the bottom and the flick moves it up, toward the top (0).
    if last[1] <= 0.5 { throw BenchmarkError.setup("GTK's flick reached the picture's end (\(last[1]) pt)") }
    return WaylandPacingBenchmark.Measurement(
      intervals: zip(frames, frames.dropFirst()).map { $1 - $0 }, frames: frames.count,
      stutter: WaylandPacingBenchmark.stutterRefreshes / configuration.hertz, late: nil,
      cpuPerSecond: (last[2] - cpuStart) * microseconds / max(rest - start, 1e-3), distance: abs(last[1] - before),
      motion: max(rest - start, 1e-3))
  }
}
