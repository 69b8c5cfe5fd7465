import Foundation
import TestSupport

/// Benchmark 3b: frames per second and the slowest frame of a fling in the real demo at 1280×800.
///
/// The demo exposes no frame times and gets nothing added for this: while decelerating, a scroll
/// view moves once per frame and sends one `scrollViewDidScroll`, whose trace line carries the
/// frame's clock. So a horizontal flick is driven with xdotool (press, eight 40-px moves 12 ms
/// apart, release) and the `scrollViewDidScroll` lines from `scrollViewWillBeginDecelerating` to
/// `scrollViewDidEndDecelerating` give the frame times: fps = intervals / span, and the slowest
/// frame is the longest interval. Goals (ours; the issue sets none): ≥ 55 fps on a 60 Hz display,
/// and no frame longer than two refreshes (33.4 ms).
enum FlingBenchmark {
  static let fpsGoal = 55.0
  static let slowestGoal = 2.0 / 60

  static func run() throws -> BenchmarkOutcome {
    guard let xdotool = ProcessProbe.executable(named: "xdotool") else {
      throw BenchmarkError.setup("xdotool is not installed (scripts/install-deps.sh installs it)")
    }
    let demo = try DemoProcess(
      arguments: ["--scene", "image", "--window-size", "1280x800"], environment: OffscreenSDL.childEnvironment)
    defer { demo.terminate() }
    var index = try demo.waitFor(event: "sceneDidAppear", timeout: 30)
    usleep(1_000_000)
    index = demo.lines.count
    var flick = ["mousemove", "900", "400", "mousedown", "1"]
    for step in 1...8 { flick += ["sleep", "0.012", "mousemove", "\(900 - 40 * step)", "400"] }
    flick += ["mouseup", "1"]
    let tool = Process()
    tool.executableURL = URL(fileURLWithPath: xdotool)
    tool.arguments = flick
    tool.environment = OffscreenSDL.childEnvironment
    try tool.run()
    tool.waitUntilExit()
    guard tool.terminationStatus == 0 else { throw BenchmarkError.setup("xdotool failed (\(tool.terminationStatus))") }
    let begin = try demo.waitFor(event: "scrollViewWillBeginDecelerating", after: index, timeout: 10)
    let end = try demo.waitFor(event: "scrollViewDidEndDecelerating", after: begin, timeout: 20)
    let records = demo.records(from: begin).prefix(end - begin)
    var times: [Double] = []
    for record in records where record.event == "scrollViewDidScroll" && record.decelerating {
      if times.last != record.time { times.append(record.time) }
    }
    guard times.count > 2, let first = times.first, let last = times.last else {
      throw BenchmarkError.setup("the fling produced \(times.count) decelerating frames")
    }
    let intervals = zip(times.dropFirst(), times).map { $0 - $1 }
    let stats = Statistics(intervals)
    let fps = Double(intervals.count) / (last - first)
    let slowest = stats.maximum
    let distance = records.last.map { abs($0.offset.x - (records.first?.offset.x ?? $0.offset.x)) } ?? 0
    var outcome = BenchmarkOutcome()
    outcome.note("scroll-demo --scene image at 1280×800; \(demo.rendererLine)")
    outcome.note(
      "deceleration: \(times.count) frames over \(Format.fixed(last - first, 3)) s, "
        + "\(Format.fixed(distance, 0)) pt travelled"
    )
    outcome.note(
      "frame interval: median \(Format.duration(stats.median)), p95 \(Format.duration(stats.quantile(0.95))), "
        + "slowest \(Format.duration(slowest)); longer than 1.5× the median: "
        + "\(intervals.filter { $0 > 1.5 * stats.median }.count)")
    outcome.row(
      "3 fling, frames per second", "\(Format.fixed(fps, 1)) fps", goal: "≥ \(Int(fpsGoal)) fps", met: fps >= fpsGoal)
    outcome.row(
      "3 fling, slowest frame", Format.duration(slowest), goal: "≤ 33.4 ms (two frames)", met: slowest <= slowestGoal)
    return outcome
  }
}
