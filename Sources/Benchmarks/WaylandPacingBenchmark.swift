import DemoDriver
import Foundation

/// Benchmark 8: a two-finger flick on the trackpad's own path, through the project's compositor
/// (Tests/TestCompositor: headless wlroots, pixman; an output refreshing on its own clock and
/// reporting each frame's presentation with `wp_presentation`): `scroll-demo --scene image` (one
/// large picture) under an output of 1280×800, 2560×1440 and 3840×2160 at 60 Hz and 1280×800 at
/// 120 Hz. The flick is the compositor's finger-source axis stream with `axis_stop` (12 steps of
/// 8 px 10 ms apart, the fingers lifting 8 ms after the last: about 800 pt/s, a flight of about
/// 2 s and 400 pt, clear of the picture's edges at every size). From the app's trace: the
/// intervals between the times the compositor says consecutive frames were shown, from the first
/// scroll to the rest; the share of them over 20 ms; the frames shown late (a refresh after the
/// time they were computed for); the app's CPU seconds (every thread, schedstat) per second of
/// motion. The goal is GTK 4's figures on the same path; where no GTK peer ran, the
/// figures stand alone. `SCROLL_FRAME_CLOCK=swap-interval` in the environment measures the
/// demo paced by the swap interval instead (the loop before the compositor's clock), for comparison.
enum WaylandPacingBenchmark {
  struct Configuration {
    var width: Int
    var height: Int
    var hertz: Double
    var name: String { "\(width)×\(height), \(Int(hertz)) Hz" }
  }

  static let configurations = [
    Configuration(width: 1280, height: 800, hertz: 60), Configuration(width: 2560, height: 1440, hertz: 60),
    Configuration(width: 3840, height: 2160, hertz: 60), Configuration(width: 1280, height: 800, hertz: 120),
  ]
  static let flick = "stream 12 8 10 stop 8"
  /// Intervals longer than this count as a visible stutter: the measure (a choice: above
  /// one 60-Hz refresh and a fifth).
  static let stutter = 0.020
  /// Fewer GTK frames than this in a flick give no verdict (a choice of this benchmark: a flight of
  /// a second at 10 frames a second).
  static let minimumPeerFrames = 10

  /// What one flick measured.
  struct Measurement {
    var intervals: [Double]
    var frames: Int
    /// Frames shown a refresh after the time they were computed for; nil where not known (GTK).
    var late: Int?
    var cpuPerSecond: Double
    /// How far the content travelled from the first scroll to the rest (points): toolkits read the
    /// same stream differently, so the figures are read beside it.
    var distance: Double
    var mean: Double { intervals.isEmpty ? .nan : intervals.reduce(0, +) / Double(intervals.count) }
    var stutterShare: Double {
      intervals.isEmpty ? .nan : Double(intervals.filter { $0 > stutter }.count) / Double(intervals.count)
    }

    var summary: String {
      "mean \(Format.duration(mean)), \(Format.fixed(stutterShare * 100, 0)) % > 20 ms, "
        + (late.map { "\($0) late of \(frames)" } ?? "\(frames) frames")
        + ", CPU \(Format.fixed(cpuPerSecond, 2)) s/s, "
        + "\(Format.fixed(distance, 0)) pt"
    }
  }

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    var outcome = BenchmarkOutcome()
    let peer = GTKPeer.path()
    if peer == nil { outcome.note("no GTK 4 peer (scripts/bench.sh builds it where libgtk-4-dev installs)") }
    for configuration in quick ? [configurations[0]] : configurations {
      let app = try measureApp(configuration)
      outcome.note(
        "\(configuration.name), this project: \(app.summary); intervals (ms) "
          + app.intervals.map { Format.fixed($0 * 1000, 1) }.joined(separator: " "))
      guard let peer else {
        outcome.row(
          "8 flick on the compositor's clock, \(configuration.name) (Wayland)", app.summary,
          goal: "≤ GTK 4's mean, > 20 ms share and CPU (GTK peer not run)", met: nil)
        continue
      }
      let gtk: Measurement
      do {
        gtk = try GTKPeer.measure(configuration, peer: peer)
      } catch {
        outcome.note("\(configuration.name), GTK 4: not measured: \(error)")
        outcome.row(
          "8 flick on the compositor's clock, \(configuration.name) (Wayland)",
          "this project \(app.summary) | GTK 4 not measured (see below)", goal: "≤ GTK 4's mean, > 20 ms share and CPU",
          met: nil)
        continue
      }
      outcome.note(
        "\(configuration.name), GTK 4: \(gtk.summary); intervals (ms) "
          + gtk.intervals.map { Format.fixed($0 * 1000, 1) }.joined(separator: " "))
      // Too few GTK frames (its flick read as a short scroll, or its frames without presentation
      // times) leave nothing to compare: no verdict then.
      let met =
        gtk.frames < minimumPeerFrames
        ? nil
        : app.mean <= gtk.mean && app.stutterShare <= gtk.stutterShare && app.cpuPerSecond <= gtk.cpuPerSecond
      outcome.row(
        "8 flick on the compositor's clock, \(configuration.name) (Wayland)",
        "this project \(app.summary) | GTK 4 \(gtk.summary)", goal: "≤ GTK 4's mean, > 20 ms share and CPU",
        met: met)
    }
    return outcome
  }

  /// One flick of `scroll-demo --scene image` under a fresh compositor of `configuration`.
  static func measureApp(_ configuration: Configuration) throws -> Measurement {
    let compositor = try BenchCompositor(
      width: configuration.width, height: configuration.height, hertz: configuration.hertz)
    defer { compositor.terminate() }
    let demo = try DemoProcess(
      executable: try DemoProcess.binaryPath(), arguments: ["--trace", "--scene", "image"],
      directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      environment: compositor.clientEnvironment)
    defer { demo.terminate() }
    try demo.waitFor(event: "sceneDidAppear", timeout: 60)
    try warmUp(compositor, demo: demo, width: configuration.width, height: configuration.height)
    let mark = demo.recordCount
    guard let cpuStart = ProcessProbe.scheduledSeconds(of: demo.pid) else {
      throw BenchmarkError.setup("cannot read /proc/\(demo.pid)/task/*/schedstat")
    }
    try compositor.send(flick)
    let rest = try demo.waitForTrace(after: mark, timeout: 30) {
      $0.view == "image" && $0.event == "scrollViewDidEndDecelerating"
    }
    let cpuEnd = ProcessProbe.scheduledSeconds(of: demo.pid) ?? cpuStart
    // The frame computed for the rest is reported once the compositor has shown it.
    try demo.waitForTrace(after: mark, timeout: 10) { $0.view == "frame" && $0.time >= rest.time - 1e-4 }
    let records = demo.records(from: mark)
    guard let start = records.first(where: { $0.view == "image" && $0.event == "scrollViewDidScroll" }) else {
      throw BenchmarkError.setup("the flick moved nothing")
    }
    let frames = records.filter {
      $0.event == "framePresented" && $0.frame?.shown != nil && $0.time >= start.time - 1e-4
        && $0.time <= rest.time + 1e-4
    }
    let shown = frames.compactMap(\.frame?.shown).sorted()
    let motion = max(rest.time - start.time, 1e-3)
    return Measurement(
      intervals: zip(shown, shown.dropFirst()).map { $1 - $0 }, frames: frames.count,
      late: frames.filter { $0.frame?.late == true }.count, cpuPerSecond: (cpuEnd - cpuStart) / motion,
      distance: abs(rest.offset.y - start.offset.y))
  }

  /// Puts the pointer in the middle and scrolls one small finger step with its lift-off until the
  /// picture drags: a window still mapping can miss the very first event.
  private static func warmUp(_ compositor: BenchCompositor, demo: DemoProcess, width: Int, height: Int) throws {
    try compositor.send("move \(width / 2) \(height / 2)")
    for _ in 0..<10 {
      let mark = demo.recordCount
      try compositor.send("axis vertical 1.5 finger")
      try compositor.send("stop")
      let dragged = try? demo.waitForTrace(after: mark, timeout: 1) {
        $0.view == "image" && $0.event == "scrollViewDidEndDragging"
      }
      if dragged != nil {
        // Clear of the warm-up's stream before the flick (the wheel router's latch, 350 ms).
        try compositor.send("pause 400")
        return
      }
    }
    throw BenchmarkError.setup("the demo never received the compositor's scroll")
  }
}
