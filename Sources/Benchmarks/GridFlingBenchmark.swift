import Foundation

/// Benchmark 7b: the frame interval of a flick in the demo's 100,000-photo grid
/// (`scroll-demo --scene collection`, 1280×800: eight 155-pt columns, 12,667 lines in 334
/// sections of 300, cells reused from a screenful) against a flick in the image scene at the same window size, the benchmark 3
/// fling (`FlingBenchmark.flick`). The grid's flick is driven with xdotool on the grid — press,
/// eight moves of 50 px upward 12 ms apart, release: about 4 pt/ms, a flight of about 3 s and
/// 2,000 pt (docs/physics.md §1), far from either end — and its `scrollViewDidScroll` lines from
/// `scrollViewWillBeginDecelerating` to `scrollViewDidEndDecelerating` give the intervals, as
/// benchmark 3 reads them. Rounds alternate the two scenes (the order flipping each round); each
/// round's pair gives a ratio of median intervals and the figure is their median with the range.
/// The goal is the issue's: the grid draws at the image scene's interval (within 1.1×).
enum GridFlingBenchmark {
  static let ratioGoal = 1.1
  static let size = (width: 1280, height: 800)

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    guard let xdotool = ProcessProbe.executable(named: "xdotool") else {
      throw BenchmarkError.setup("xdotool is not installed (scripts/install-deps.sh installs it)")
    }
    let screen = try FlingBenchmark.screenSize(xdotool: xdotool)
    guard size.width <= screen.width, size.height <= screen.height else {
      throw BenchmarkError.setup("the screen (\(screen.width)x\(screen.height)) is smaller than 1280x800")
    }
    let rounds = quick ? 1 : 5
    var gridMedians: [Double] = []
    var imageMedians: [Double] = []
    var gridIntervals: [Double] = []
    var gridFrames: [Int] = []
    for round in 0..<rounds {
      for step in (round % 2 == 0 ? [0, 1] : [1, 0]) {
        if step == 0 {
          let fling = try flickGrid(xdotool: xdotool, screen: screen)
          gridMedians.append(Statistics(fling).median)
          gridIntervals += fling
          gridFrames.append(fling.count + 1)
        } else {
          let fling = try FlingBenchmark.flick(
            xdotool: xdotool, width: size.width, height: size.height, screen: screen)
          imageMedians.append(Statistics(fling.intervals).median)
        }
      }
    }
    let ratios = zip(gridMedians, imageMedians).map { $0 / $1 }
    let ratio = Statistics(ratios).median
    let grid = Statistics(gridIntervals)
    var outcome = BenchmarkOutcome()
    outcome.note(
      "grid flick, median interval per round " + gridMedians.map { Format.duration($0) }.joined(separator: ", ")
        + "; decelerating frames per round " + gridFrames.map { "\($0)" }.joined(separator: ", ")
        + "; all \(gridIntervals.count) intervals: p95 \(Format.duration(grid.quantile(0.95))), slowest "
        + Format.duration(grid.maximum))
    outcome.note(
      "image flick, median interval per round " + imageMedians.map { Format.duration($0) }.joined(separator: ", "))
    outcome.note("grid ÷ image per round: " + ratios.map { Format.fixed($0, 2) }.joined(separator: ", "))
    outcome.row(
      "7 grid of 100,000 in the demo, a flick at 1280×800",
      "grid ÷ image scene = \(Format.fixed(ratio, 2)) (median of \(ratios.count) rounds, "
        + "\(Statistics(ratios).spread { Format.fixed($0, 2) }); grid \(Format.duration(grid.median)) a frame, "
        + "≥ \(gridFrames.min() ?? 0) frames a round)",
      goal: "≤ \(ratioGoal) × the image scene's interval", met: ratio <= ratioGoal)
    return outcome
  }

  /// One upward flick on the grid of a fresh `scroll-demo --scene collection`; the intervals
  /// between its decelerating frames, in seconds. The grid fills the window from y 286 (under the
  /// bar and the carousel): the press is 400 pt below the grid's top; moves of 50 px.
  static func flickGrid(xdotool: String, screen: (width: Int, height: Int)) throws -> [Double] {
    try SceneFlick(scene: "collection", view: "grid", pressY: 286 + 400, move: 50)
      .intervals(xdotool: xdotool, screen: screen)
  }
}
