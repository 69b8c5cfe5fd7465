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
      try compositor.send("stream 1 1.5 10 stop 100")
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
    let range = ready.split(separator: " ").dropFirst().compactMap { Double($0) }
    try compositor.send("move \(configuration.width / 2) \(configuration.height / 2)")
    let before = try warmUp(child, compositor: compositor)
    // Both toolkits start the flick idle: GTK's overlay scroll indicators fade out first.
    try compositor.waitUntilIdle(child.pid, quiet: 0.5, timeout: 30)
    child.write("cpu")
    guard let cpuLine = try child.lines(until: { $0.hasPrefix("cpu ") }, timeout: 10).last,
      let cpuStart = Double(cpuLine.dropFirst(4))
    else { throw BenchmarkError.setup("the GTK peer did not tell its CPU time") }
    try compositor.send(WaylandPacingBenchmark.flick)
    var seenScroll = false
    let lines = try child.lines(
      until: { line in
        if line.hasPrefix("scroll ") { seenScroll = true }
        return seenScroll && line.hasPrefix("rest ")
      }, timeout: 120)
    let fields = lines.map { $0.split(separator: " ").compactMap { Double($0) } }
    let scrolls = zip(lines, fields).filter { $0.0.hasPrefix("scroll ") && $0.1.count == 3 }.map(\.1)
    guard let first = scrolls.first, let last = fields.last, last.count == 3 else {
      throw BenchmarkError.setup("the GTK peer reported no motion")
    }
    let microseconds = 1e-6
    let start = first[0] * microseconds
    let rest = last[0] * microseconds
    let shown = ShownFrames.during(
      compositor.shownTimes(of: child.pid), from: start, to: rest, period: 1 / configuration.hertz)
    let distance = abs(last[1] - before)
    let atEdge = range.count == 2 && last[1] >= range[0] - range[1] - 0.5
    if atEdge { throw BenchmarkError.setup("GTK's flick reached the picture's end (\(last[1]) pt)") }
    return WaylandPacingBenchmark.Measurement(
      intervals: zip(shown, shown.dropFirst()).map { $1 - $0 }, frames: shown.count,
      stutter: WaylandPacingBenchmark.stutterRefreshes / configuration.hertz, late: nil,
      cpuPerSecond: (last[2] - cpuStart) * microseconds / max(rest - start, 1e-3), distance: distance,
      motion: max(rest - start, 1e-3))
  }
}
