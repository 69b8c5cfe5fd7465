import DemoDriver
import Foundation

/// Benchmark 3c: what scrolling costs a laptop's battery. CPU seconds per second of wall-clock
/// time while a 1280×800 window scrolls without pause, for the real demo and for the raw loop.
///
/// The demo (`--scene image`) is kept moving by xdotool: flicks of eight 30-px moves 12 ms apart,
/// alternately left and right, one every 0.7 s, each caught while the last is still decelerating,
/// so every frame of the measured window moves the photo. Its CPU time is that of all its
/// threads (/proc/PID/task/*/schedstat, so Mesa's llvmpipe rasteriser threads count) from just
/// before the first flick to just after the last. The raw loop (`RawFlingLoop`, SDL alone copying a
/// window-sized region of the same photo 1:1, moved every frame, vsync) measures itself the same
/// way over as many seconds. Both are vsync-bound at this size, so the ratio is the extra work a
/// frame of the app costs. Rounds alternate app and raw; the figure is the median of the per-round
/// ratios with their range. Goal ≤ 1.2.
enum BatteryBenchmark {
  static let goal = 1.2
  static let size = (width: 1280, height: 800)

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    guard let xdotool = ProcessProbe.executable(named: "xdotool") else {
      throw BenchmarkError.setup("xdotool is not installed (scripts/install-deps.sh installs it)")
    }
    let screen = try FlingBenchmark.screenSize(xdotool: xdotool)
    let rounds = quick ? 1 : 3
    let flicks = quick ? 3 : 12
    var app: [Double] = []
    var raw: [Double] = []
    var rendererLine = ""
    for round in 0..<rounds {
      for step in (round % 2 == 0 ? [0, 1] : [1, 0]) {
        if step == 0 {
          let (perSecond, line) = try scroll(xdotool: xdotool, flicks: flicks, screen: screen)
          app.append(perSecond)
          rendererLine = line
        } else {
          let frames = Int(Double(flicks) * 0.7 * 60)
          let line = try ChildRun.lastLine(
            ["raw-fling-run", "--size", "\(size.width)x\(size.height)", "--frames", "\(frames)"], prefix: "raw-fling")
          let fields = ChildRun.fields(line)
          guard let cpu = fields["cpu"].flatMap(Double.init), let wall = fields["wall"].flatMap(Double.init), wall > 0
          else { throw BenchmarkError.setup("raw-fling-run printed no CPU time: \(line)") }
          raw.append(cpu / wall)
        }
      }
    }
    let ratios = zip(app, raw).map { $0 / $1 }
    let ratio = Statistics(ratios).median
    let seconds = { (values: [Double]) in values.map { Format.fixed($0, 3) }.joined(separator: ", ") }
    var outcome = BenchmarkOutcome()
    outcome.note("\(size.width)×\(size.height), \(rounds) round(s), app and raw alternating; \(rendererLine)")
    outcome.note("scroll-demo, CPU seconds per second while flicked without pause, per round: \(seconds(app))")
    outcome.note("raw SDL loop, CPU seconds per second, per round: \(seconds(raw))")
    outcome.note("app ÷ raw per round: " + ratios.map { Format.fixed($0, 2) }.joined(separator: ", "))
    outcome.row(
      "3 battery: continuous flick at 1280×800",
      "app ÷ raw = \(Format.fixed(ratio, 2)) CPU s per s (median of \(ratios.count) rounds, "
        + "\(Statistics(ratios).spread { Format.fixed($0, 2) }); app \(Format.fixed(Statistics(app).median, 3)) vs raw "
        + "\(Format.fixed(Statistics(raw).median, 3)))", goal: "≤ \(goal)", met: ratio <= goal)
    return outcome
  }

  /// The demo's CPU seconds per second while `flicks` flicks keep it moving, and its renderer line.
  static func scroll(xdotool: String, flicks: Int, screen: (width: Int, height: Int)) throws -> (Double, String) {
    let demo = try DemoProcess.launch(arguments: ["--scene", "image", "--window-size", "\(size.width)x\(size.height)"])
    defer { demo.terminate() }
    let appeared = try demo.waitFor(event: "sceneDidAppear", timeout: 30)
    let (x, y) = (screen.width / 2, screen.height / 2)
    var script: [String] = []
    for flick in 0..<flicks {
      let direction = flick % 2 == 0 ? -1 : 1
      let start = x - direction * 120
      script += ["mousemove", "\(start)", "\(y)", "mousedown", "1"]
      for step in 1...8 { script += ["sleep", "0.012", "mousemove", "\(start + direction * 30 * step)", "\(y)"] }
      script += ["mouseup", "1", "sleep", "0.6"]
    }
    // The first flick's deceleration proves the window is up and scrolling before the clock starts.
    try FlingBenchmark.runTool(xdotool, Array(script.prefix(script.count / flicks)))
    _ = try demo.waitFor(event: "scrollViewWillBeginDecelerating", after: appeared, timeout: 10)
    guard let cpuStart = ProcessProbe.scheduledSeconds(of: demo.pid) else {
      throw BenchmarkError.setup("cannot read /proc/\(demo.pid)/task/*/schedstat")
    }
    let wallStart = ProcessProbe.now()
    try FlingBenchmark.runTool(xdotool, script)
    let wall = ProcessProbe.now() - wallStart
    guard demo.process.isRunning, let cpuEnd = ProcessProbe.scheduledSeconds(of: demo.pid) else {
      throw BenchmarkError.setup("scroll-demo exited while scrolling")
    }
    return ((cpuEnd - cpuStart) / wall, demo.rendererLine)
  }
}
