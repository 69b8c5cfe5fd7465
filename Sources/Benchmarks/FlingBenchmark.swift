import DemoDriver
import Foundation

/// Benchmark 3b: the frame interval of a fling in the real demo against this machine's limit, at
/// 1280×800, 2560×1440 and 3840×2160.
///
/// The demo exposes no frame times and gets nothing added for this: while decelerating, a scroll
/// view moves once per frame and sends one `scrollViewDidScroll`, whose trace line carries the
/// frame's clock. The photo opens at scale 1 in its middle; two double taps zoom it to 2.25 (the
/// window still shows as many pixels of it, magnified), slow drags held still take it to its left
/// edge, and then a horizontal flick is driven with xdotool (press, eight moves 12 ms apart,
/// release; `flickStep` sizes the moves so the flight stops before the photo's far edge: 3.5 s
/// or more, at least 100 decelerating frames at every size down to 29 fps). The
/// `scrollViewDidScroll` lines from `scrollViewWillBeginDecelerating` to
/// `scrollViewDidEndDecelerating` give the frame intervals. The limit is `RawFlingLoop`: SDL alone
/// drawing the same photo magnified 2.25 times to the whole window (the region a window shows at
/// that zoom, linear filtering, as the demo draws it) with no clear, in a window made the same
/// way. Five rounds alternate raw and app (the order flipping each round) so that the load of the
/// machine falls on both alike; each round's pair gives a ratio of mean intervals (the time per
/// frame over the flight: the app's frames are timed on the refresh grid, the raw loop's are not,
/// so their medians would compare whole refreshes with unquantized times), and the figure is the
/// median of those ratios with their range. Goals (the issue's): the app's mean interval within
/// 1.1× the raw loop's; at 1280×800 also a median of at most 1.1 refreshes (vsync-bound), and
/// overall ≥ 55 fps with no frame longer than two refreshes there.
enum FlingBenchmark {
  static let ratioGoal = 1.1
  static let fpsGoal = 55.0
  static let slowestGoal = 2.0 / 60
  static let sizes = [(1280, 800), (2560, 1440), (3840, 2160)]

  struct AppFling {
    var intervals: [Double]
    var fps: Double
    var distance: Double
    var rendererLine: String
  }

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    guard let xdotool = ProcessProbe.executable(named: "xdotool") else {
      throw BenchmarkError.setup("xdotool is not installed (scripts/install-deps.sh installs it)")
    }
    let screen = try screenSize(xdotool: xdotool)
    let rounds = quick ? 1 : 5
    let rawFrames = quick ? 40 : 150
    var outcome = BenchmarkOutcome()
    outcome.note("screen \(screen.width)x\(screen.height); \(rounds) round(s) per size, raw and app alternating")
    for (width, height) in sizes {
      let label = "\(width)×\(height)"
      guard width <= screen.width, height <= screen.height else {
        outcome.note("\(label): skipped, the screen is smaller (scripts/bench.sh runs Xvfb at 3840x2160)")
        continue
      }
      var app: [Double] = []
      var rawMedians: [Double] = []
      var appMedians: [Double] = []
      var rawMeans: [Double] = []
      var appMeans: [Double] = []
      var last: AppFling?
      var frameCounts: [Int] = []
      var rendererRaw = ""
      for round in 0..<rounds {
        for step in (round % 2 == 0 ? [0, 1] : [1, 0]) {
          if step == 0 {
            let line = try ChildRun.lastLine(
              [
                "raw-fling-run", "--size", "\(width)x\(height)", "--frames", "\(rawFrames)", "--zoom",
                "\(zoom)",
              ], prefix: "raw-fling")
            let fields = ChildRun.fields(line)
            guard let median = fields["median"].flatMap(Double.init), let mean = fields["mean"].flatMap(Double.init)
            else {
              throw BenchmarkError.setup("raw-fling-run printed no median or mean: \(line)")
            }
            rawMedians.append(median)
            rawMeans.append(mean)
            rendererRaw = line.components(separatedBy: "renderer=").last ?? ""
          } else {
            let fling = try flick(xdotool: xdotool, width: width, height: height, screen: screen)
            app += fling.intervals
            appMedians.append(Statistics(fling.intervals).median)
            appMeans.append(Statistics(fling.intervals).mean)
            frameCounts.append(fling.intervals.count + 1)
            last = fling
          }
        }
      }
      guard let last else { continue }
      // Each round's pair, measured back to back, gives one ratio; their median is the figure, so
      // a burst of load from elsewhere moves one pair, not the result.
      // Of mean intervals (the time per frame over the flight): the app's frames are timed on the
      // display's refresh grid, the raw loop's by its presents, and a median of whole refreshes
      // (33.3 ms for frames that take 28) set against a median of unquantized intervals would count
      // the grid, not the work.
      let pairRatios = zip(appMeans, rawMeans).map { $0 / $1 }
      let ratio = Statistics(pairRatios).median
      let rawMean = Statistics(rawMeans).median
      let appMean = Statistics(appMeans).median
      let appStats = Statistics(app)
      outcome.note(
        "\(label) raw SDL loop (\(rendererRaw)): median interval per round "
          + rawMedians.map { Format.duration($0) }.joined(separator: ", ") + "; mean per round "
          + rawMeans.map { Format.duration($0) }.joined(separator: ", "))
      outcome.note(
        "\(label) scroll-demo --scene image (\(last.rendererLine)): median per round "
          + appMedians.map { Format.duration($0) }.joined(separator: ", ") + "; mean per round "
          + appMeans.map { Format.duration($0) }.joined(separator: ", ")
          + "; decelerating frames per round " + frameCounts.map { "\($0)" }.joined(separator: ", ")
          + "; all \(app.count) intervals: p95 \(Format.duration(appStats.quantile(0.95))), slowest "
          + "\(Format.duration(appStats.maximum)); last fling \(Format.fixed(last.distance, 0)) pt at "
          + "\(Format.fixed(last.fps, 1)) fps")
      outcome.note(
        "\(label) app ÷ raw per round: " + pairRatios.map { Format.fixed($0, 2) }.joined(separator: ", ")
          + "; best round each (mean): app \(Format.duration(appMeans.min() ?? .nan)), raw "
          + "\(Format.duration(rawMeans.min() ?? .nan))")
      let figure =
        "app ÷ raw = \(Format.fixed(ratio, 2)) (median of \(pairRatios.count) rounds, "
        + "\(Statistics(pairRatios).spread { Format.fixed($0, 2) }); mean interval app \(Format.duration(appMean)) vs raw "
        + "\(Format.duration(rawMean)), ≥ \(frameCounts.min() ?? 0) frames a round)"
      if width == 1280 {
        let refresh = 1.0 / 60
        let vsyncBound = appStats.median <= ratioGoal * refresh
        outcome.row(
          "3 fling at \(label), OpenGL under Xvfb", figure, goal: "≤ \(ratioGoal) × raw, vsync-bound",
          met: ratio <= ratioGoal && vsyncBound)
        let fps = 1 / appStats.median
        outcome.row(
          "3 fling at \(label), frames per second",
          "\(Format.fixed(fps, 1)) fps, slowest "
            + Format.duration(appStats.maximum), goal: "≥ \(Int(fpsGoal)) fps, ≤ 33.4 ms",
          met: fps >= fpsGoal && appStats.maximum <= slowestGoal)
      } else {
        outcome.row(
          "3 fling at \(label), OpenGL under Xvfb", figure, goal: "≤ \(ratioGoal) × raw", met: ratio <= ratioGoal)
      }
    }
    return outcome
  }

  /// Runs xdotool with `arguments` and waits for it.
  static func runTool(_ xdotool: String, _ arguments: [String]) throws {
    let tool = Process()
    tool.executableURL = URL(fileURLWithPath: xdotool)
    tool.arguments = arguments
    tool.environment = OffscreenSDL.childEnvironment
    try tool.run()
    tool.waitUntilExit()
    guard tool.terminationStatus == 0 else { throw BenchmarkError.setup("xdotool failed (\(tool.terminationStatus))") }
  }

  /// The X screen's size from `xdotool getdisplaygeometry`.
  static func screenSize(xdotool: String) throws -> (width: Int, height: Int) {
    let tool = Process()
    tool.executableURL = URL(fileURLWithPath: xdotool)
    tool.arguments = ["getdisplaygeometry"]
    tool.environment = OffscreenSDL.childEnvironment
    let pipe = Pipe()
    tool.standardOutput = pipe
    try tool.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    tool.waitUntilExit()
    let parts = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard tool.terminationStatus == 0, parts.count == 2 else {
      throw BenchmarkError.setup("xdotool getdisplaygeometry failed: \(text)")
    }
    return (parts[0], parts[1])
  }

  /// The zoom of the photo while it flies (two double taps, ×1.5 each).
  static let zoom = 2.25
  /// The width of the demo's photo zoomed to `zoom`, in points (4,800 at scale 1).
  static let zoomedPhotoWidth = 4800.0 * zoom

  /// The length of each of the flick's eight moves (12 ms apart), in pixels: short enough for a
  /// flight of three quarters of `travel`, the points between the photo's near and far edges. A
  /// flight of speed v (pt/ms) at `.normal` covers v × 0.998 / 0.002 ≈ 499 v pt and lasts
  /// ln(v / 0.01) / 0.002 ms (docs/physics.md §1); a move of m px every 12 ms is m / 12 pt/ms, so a
  /// flight covers about 41.6 m pt. At 1280×800 (9,520 pt of travel) that is 171-px moves and a
  /// 3.6-s flight, at 3840×2160 (6,960 pt) 125-px moves and 3.5 s: 100 frames or more down to
  /// 29 fps. Flying into the edge instead would end the flight early in a bounce; at scale 1 the
  /// photo leaves 960 pt at 3840×2160, a flight of 2.6 s at most (78 frames at 30 fps).
  static func flickStep(travel: Double) -> Int {
    max(8, Int(0.75 * travel / 41.6))
  }

  /// One flick in a fresh demo of `width`×`height` (centred on the screen, as SDL places it).
  static func flick(xdotool: String, width: Int, height: Int, screen: (width: Int, height: Int)) throws
    -> AppFling
  {
    let demo = try DemoProcess.launch(arguments: ["--scene", "image", "--window-size", "\(width)x\(height)"])
    defer { demo.terminate() }
    var index = try demo.waitFor(event: "sceneDidAppear", timeout: 30)
    usleep(1_000_000)
    index = demo.recordCount
    let (x, y) = (screen.width / 2 + 160, screen.height / 2)
    // Zoomed in to 2.25 (two double taps, ×1.5 each), the photo is 10,800 pt wide: room for a
    // flight of 3.5 s or more at every size (100 frames even at 30 fps).
    for _ in 0..<2 {
      try runTool(xdotool, ["mousemove", "\(x)", "\(y)", "click", "--repeat", "2", "--delay", "60", "1"])
      index = try demo.waitFor(event: "scrollViewDidEndZooming", after: index, timeout: 10)
    }
    // To the photo's left edge: two drags, the second past it, held still and released (it
    // bounces back to 0).
    // Each starts just inside the window's left edge; the pointer may leave the window after
    // the press (the button holds it).
    let left = (screen.width - width) / 2 + 40
    for drag in 0..<2 {
      var toEdge = ["mousemove", "\(left)", "\(y)", "mousedown", "1"]
      for step in 1...10 { toEdge += ["sleep", "0.02", "mousemove", "\(left + 300 * step)", "\(y)"] }
      toEdge += ["sleep", "0.3", "mouseup", "1"]
      try runTool(xdotool, toEdge)
      let end = drag == 0 ? "scrollViewDidEndDragging" : "scrollViewDidEndDecelerating"
      index = try demo.waitFor(event: end, after: index, timeout: 10)
    }
    let move = flickStep(travel: zoomedPhotoWidth - Double(width))
    var flick = ["mousemove", "\(x)", "\(y)", "mousedown", "1"]
    for step in 1...8 { flick += ["sleep", "0.012", "mousemove", "\(x - move * step)", "\(y)"] }
    flick += ["mouseup", "1"]
    // On a loaded machine xdotool can be descheduled between its last move and the release, which
    // then comes at rest and starts no deceleration: such a flick is tried again, up to 3 times.
    var begin: Int?
    for _ in 0..<3 where begin == nil {
      try runTool(xdotool, flick)
      begin = try? demo.waitFor(event: "scrollViewWillBeginDecelerating", after: index, timeout: 5)
      index = demo.recordCount
    }
    guard let begin else { throw BenchmarkError.setup("three flicks at \(width)x\(height) started no deceleration") }
    let end = try demo.waitFor(event: "scrollViewDidEndDecelerating", after: begin, timeout: 30)
    let records = demo.records(from: begin).prefix(end - begin)
    var times: [Double] = []
    for record in records where record.event == "scrollViewDidScroll" && record.decelerating {
      if times.last != record.time { times.append(record.time) }
    }
    guard times.count > 2, let first = times.first, let last = times.last else {
      throw BenchmarkError.setup("the fling at \(width)x\(height) produced \(times.count) decelerating frames")
    }
    let intervals = zip(times.dropFirst(), times).map { $0 - $1 }
    let distance = records.last.map { abs($0.offset.x - (records.first?.offset.x ?? $0.offset.x)) } ?? 0
    return AppFling(
      intervals: intervals, fps: Double(intervals.count) / (last - first), distance: distance,
      rendererLine: demo.rendererLine)
  }
}
