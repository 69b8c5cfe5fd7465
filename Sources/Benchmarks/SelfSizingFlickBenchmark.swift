import Foundation

/// Benchmark 6c: a flick through the demo's 10,000 self-sizing rows whose cells are laid out by
/// constraints (`scroll-demo --scene inbox`, 1280×800: an avatar and three labels a cell, each row
/// measured through `systemLayoutSizeFitting` as it comes on screen) against a flick in the image
/// scene at the same window size (`FlingBenchmark.flick`), in the same run. The inbox's flick is
/// pressed 640 pt below the window's top (the list starts under the 64-pt status and navigation bars) with moves of 75 px,
/// about 6 pt/ms at release: a flight of about 3,000 pt and 3 s (docs/physics.md §1), some 30 rows
/// measured while it flies, far from either end. Rounds alternate the two scenes (the order
/// flipping each round) so that the machine's load falls on both alike; each round's pair gives a
/// ratio of mean intervals (a slow measuring frame counts in a mean, where a median would hide
/// it), and the figure is their median with the range. The goal is the issue's: the self-sizing
/// list keeps the image scene's frame interval (within 1.1×).
enum SelfSizingFlickBenchmark {
  static let ratioGoal = 1.1
  static let inbox = SceneFlick(scene: "inbox", view: "inbox", pressY: 640, move: 75)

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    guard let xdotool = ProcessProbe.executable(named: "xdotool") else {
      throw BenchmarkError.setup("xdotool is not installed (scripts/install-deps.sh installs it)")
    }
    let screen = try FlingBenchmark.screenSize(xdotool: xdotool)
    let size = SceneFlick.size
    guard size.width <= screen.width, size.height <= screen.height else {
      throw BenchmarkError.setup("the screen (\(screen.width)x\(screen.height)) is smaller than 1280x800")
    }
    let rounds = quick ? 1 : 5
    var listMeans: [Double] = []
    var imageMeans: [Double] = []
    var listIntervals: [Double] = []
    var imageIntervals: [Double] = []
    var listFrames: [Int] = []
    for round in 0..<rounds {
      for step in (round % 2 == 0 ? [0, 1] : [1, 0]) {
        if step == 0 {
          let fling = try inbox.intervals(xdotool: xdotool, screen: screen)
          listMeans.append(mean(fling))
          listIntervals += fling
          listFrames.append(fling.count + 1)
        } else {
          let fling = try FlingBenchmark.flick(
            xdotool: xdotool, width: size.width, height: size.height, screen: screen)
          imageMeans.append(mean(fling.intervals))
          imageIntervals += fling.intervals
        }
      }
    }
    let ratios = zip(listMeans, imageMeans).map { $0 / $1 }
    let ratio = Statistics(ratios).median
    let list = Statistics(listIntervals)
    let image = Statistics(imageIntervals)
    var outcome = BenchmarkOutcome()
    outcome.note(
      "self-sizing list flick, mean interval per round " + listMeans.map { Format.duration($0) }.joined(separator: ", ")
        + "; decelerating frames per round " + listFrames.map { "\($0)" }.joined(separator: ", ")
        + "; all \(listIntervals.count) intervals: median \(Format.duration(list.median)), p95 "
        + "\(Format.duration(list.quantile(0.95))), slowest \(Format.duration(list.maximum))")
    outcome.note(
      "image flick, mean interval per round " + imageMeans.map { Format.duration($0) }.joined(separator: ", ")
        + "; all \(imageIntervals.count) intervals: median \(Format.duration(image.median)), p95 "
        + "\(Format.duration(image.quantile(0.95))), slowest \(Format.duration(image.maximum))")
    outcome.note("list ÷ image per round: " + ratios.map { Format.fixed($0, 2) }.joined(separator: ", "))
    outcome.row(
      "6 self-sizing list of 10,000 constraint cells in the demo, a flick at 1280×800",
      "list ÷ image scene = \(Format.fixed(ratio, 2)) (median of \(ratios.count) rounds, "
        + "\(Statistics(ratios).spread { Format.fixed($0, 2) }); mean interval list "
        + "\(Format.duration(mean(listIntervals))) vs image \(Format.duration(mean(imageIntervals))), "
        + "≥ \(listFrames.min() ?? 0) frames a round)",
      goal: "≤ \(ratioGoal) × the image scene's mean interval", met: ratio <= ratioGoal)
    return outcome
  }

  private static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count)
  }
}
