import DemoDriver
import Foundation

/// Benchmark 3a: the real demo at rest costs (almost) nothing, because its loop blocks in
/// `SDL_WaitEventTimeout` instead of drawing frames nobody needs.
///
/// `scroll-demo --scene image` is launched on the current display; once its trace shows
/// `sceneDidAppear` and the scroll indicator's fade has had 1.5 s to finish, its CPU time
/// (utime + stime from /proc/PID/stat) is read over 10 s (2 s with `--quick`), and so is the
/// nanosecond CPU time of all its threads from /proc/PID/task/*/schedstat. The figure is CPU time
/// as a percentage of one core (goal < 1 %), from schedstat where the kernel provides it: stat
/// counts in 10 ms ticks charged to whichever process a tick lands on, so one stray tick in the
/// 2-s quick window already reads 0.5 %.
enum IdleBenchmark {
  static let goal = 1.0
  static let settle = 1.5

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    let duration = quick ? 2.0 : 10.0
    let demo = try DemoProcess.launch(arguments: ["--scene", "image"])
    defer { demo.terminate() }
    let appeared = try demo.waitFor(event: "sceneDidAppear", timeout: 30)
    usleep(UInt32(settle * 1e6))
    let linesBefore = demo.recordCount
    guard let cpuStart = ProcessProbe.cpuSeconds(of: demo.pid) else {
      throw BenchmarkError.setup("cannot read /proc/\(demo.pid)/stat")
    }
    let scheduledStart = ProcessProbe.scheduledSeconds(of: demo.pid)
    let wallStart = ProcessProbe.now()
    usleep(UInt32(duration * 1e6))
    let wall = ProcessProbe.now() - wallStart
    guard demo.process.isRunning, let cpuEnd = ProcessProbe.cpuSeconds(of: demo.pid) else {
      throw BenchmarkError.setup("scroll-demo exited while idle")
    }
    let scheduledEnd = ProcessProbe.scheduledSeconds(of: demo.pid)
    let statPercent = (cpuEnd - cpuStart) / wall * 100
    var percent = statPercent
    var source = "/proc/PID/stat"
    if let start = scheduledStart, let end = scheduledEnd {
      percent = (end - start) / wall * 100
      source = "schedstat"
    }
    var outcome = BenchmarkOutcome()
    outcome.note("scroll-demo --scene image; \(demo.rendererLine)")
    outcome.note(
      "trace lines before the measurement: \(appeared) up to sceneDidAppear, \(linesBefore) after \(settle) s of rest; "
        + "during it: \(demo.recordCount - linesBefore)")
    outcome.note(
      "utime+stime (/proc/PID/stat, 10 ms ticks): \(Format.fixed(cpuEnd - cpuStart, 3)) s of CPU in "
        + "\(Format.fixed(wall, 2)) s = \(Format.fixed(statPercent, 3)) %")
    if let start = scheduledStart, let end = scheduledEnd {
      outcome.note(
        "schedstat (ns, all threads): \(Format.fixed(end - start, 4)) s of CPU = \(Format.fixed(percent, 3)) %")
    }
    outcome.row(
      "3 idle CPU, scroll-demo at rest",
      "\(Format.fixed(percent, 2)) % of one core over \(Int(duration)) s (\(source))",
      goal: "< \(Int(goal)) %", met: percent < goal)
    return outcome
  }
}
