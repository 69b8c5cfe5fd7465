import Foundation

/// The GTK 4 peer of benchmark 8 (scripts/gtk-peer/scroll-peer.c, built by scripts/bench.sh): one
/// large picture in a GtkScrolledWindow with GTK's own kinetic scrolling, flicked under the same
/// compositor with the same stream as the demo. Its frames' presentation times come from GTK's
/// frame clock (`GdkFrameTimings`, which GTK fills from `wp_presentation`).
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

  /// One small finger step with its lift-off, repeated until the picture moves (a window still
  /// mapping can miss the first), then waited for until it rests.
  private static func warmUp(_ child: LineChild, compositor: BenchCompositor) throws {
    for _ in 0..<10 {
      try compositor.send("axis vertical 1.5 finger")
      try compositor.send("stop")
      guard (try? child.lines(until: { $0.hasPrefix("scroll ") }, timeout: 2)) != nil else { continue }
      _ = try child.lines(until: { $0.hasPrefix("rest ") }, timeout: 30)
      return
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
    let child = try LineChild(executable: peer, arguments: [try imagePath()], environment: compositor.clientEnvironment)
    defer { child.terminate() }
    _ = try child.lines(until: { $0 == "ready" }, timeout: 60)
    // Scrolling to the middle ends with a rest of its own (none when it was there already).
    _ = try? child.lines(until: { $0.hasPrefix("rest ") }, timeout: 5)
    try compositor.send("move \(configuration.width / 2) \(configuration.height / 2)")
    try warmUp(child, compositor: compositor)
    try compositor.send("pause 400")
    guard let cpuStart = ProcessProbe.scheduledSeconds(of: child.pid) else {
      throw BenchmarkError.setup("cannot read /proc/\(child.pid)/task/*/schedstat")
    }
    try compositor.send(WaylandPacingBenchmark.flick)
    var seenScroll = false
    let lines = try child.lines(
      until: { line in
        if line.hasPrefix("scroll ") { seenScroll = true }
        return seenScroll && line.hasPrefix("rest ")
      }, timeout: 60)
    let cpuEnd = ProcessProbe.scheduledSeconds(of: child.pid) ?? cpuStart
    let fields = lines.map { $0.split(separator: " ").map(String.init) }
    let microseconds = 1e-6
    guard let first = fields.first(where: { $0.first == "scroll" }).flatMap({ Double($0[1]) }),
      let rest = fields.last.flatMap({ $0.count > 1 ? Double($0[1]) : nil })
    else { throw BenchmarkError.setup("the GTK peer reported no motion") }
    let frames = fields.filter { $0.first == "frame" && $0.count == 4 }.compactMap { field -> Double? in
      guard let drawn = Double(field[2]), let shown = Double(field[3]), shown > 0,
        drawn >= first - 20_000, drawn <= rest + 1000
      else { return nil }
      return shown * microseconds
    }.sorted()
    let motion = max((rest - first) * microseconds, 1e-3)
    let values = fields.filter { $0.first == "scroll" && $0.count == 3 }.compactMap { Double($0[2]) }
    return WaylandPacingBenchmark.Measurement(
      intervals: zip(frames, frames.dropFirst()).map { $1 - $0 }, frames: frames.count, late: nil,
      cpuPerSecond: (cpuEnd - cpuStart) / motion, distance: abs((values.last ?? 0) - (values.first ?? 0)))
  }
}
