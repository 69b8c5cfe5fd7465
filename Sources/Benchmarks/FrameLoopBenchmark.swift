import CSDL2
import Foundation
import SDLPlatform
import ViewCore

#if canImport(Glibc)
  import Glibc
#endif

/// Benchmark 3c: the library's frame loop itself, in process on the offscreen driver with the
/// software renderer (no vsync), on the real clock — what the run-loop tests check on a stepped
/// clock, measured:
///
/// - idle: passes with nothing to draw and `idleTimeout` 50 ms; this process's CPU time (user +
///   system, getrusage) as a share of the wall time (goal < 20 %: blocked, not spinning), and the
///   wall time per pass (at least the timeout);
/// - pacing: an animation of 120 frames (24 with `--quick`); the frame intervals against the
///   display interval the loop holds to without vsync (goal: the shortest ≥ 95 % of it, the median
///   under 1.5×);
/// - deadline: an idle loop (timeout 5 s) whose core has a timer 100 ms ahead, 5 times (2 with
///   `--quick`); how late the first pass after the deadline came (goal < 50 ms, worst of the trials).
enum FrameLoopBenchmark {
  static let idleTimeout = 0.05
  static let idleCPUGoal = 0.2
  static let deadlineGoal = 0.05

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    let window = try OffscreenSDL.makeWindow(size: CGSize(width: 320, height: 240))
    window.uiWindow.rootViewController = UIViewController()
    drain(window)
    _ = try window.captureFrame()
    var outcome = BenchmarkOutcome()
    outcome.note("offscreen window 320×240, \(OffscreenSDL.rendererDescription)")
    idle(window, passes: quick ? 8 : 40, into: &outcome)
    pacing(window, frames: quick ? 24 : 120, into: &outcome)
    try deadline(window, trials: quick ? 2 : 5, into: &outcome)
    return outcome
  }

  private static func idle(_ window: SDLPlatformWindow, passes: Int, into outcome: inout BenchmarkOutcome) {
    window.idleTimeout = idleTimeout
    let framesBefore = window.framesDrawn
    let wall = timed(window, passes: passes)
    let share = wall.cpu / wall.seconds
    outcome.note(
      "idle: \(passes) passes of \(Format.duration(idleTimeout)) in \(Format.duration(wall.seconds)) "
        + "(\(Format.duration(wall.seconds / Double(passes))) a pass), \(Format.duration(wall.cpu)) of CPU, "
        + "\(window.framesDrawn - framesBefore) frames drawn")
    outcome.row(
      "3 frame loop, idle", "CPU \(Format.fixed(share * 100, 2)) % of the wall time over \(passes) passes",
      goal: "< \(Int(idleCPUGoal * 100)) %",
      met: share < idleCPUGoal && wall.seconds >= Double(passes) * idleTimeout * 0.9)
  }

  private static func pacing(_ window: SDLPlatformWindow, frames: Int, into outcome: inout BenchmarkOutcome) {
    // The animation moves a view each step, so that every pass draws a frame (a step that
    // changes nothing is not drawn).
    let box = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
    box.backgroundColor = .systemBlue
    window.uiWindow.rootViewController?.view.addSubview(box)
    defer { box.removeFromSuperview() }
    let recorder = Recorder(frames: frames, moving: box)
    let framesBefore = window.framesDrawn
    window.uiWindow.addAnimator(recorder)
    window.onFrame = { [unowned window] _ in if !window.uiWindow.isAnimating { window.stop() } }
    window.run()
    window.onFrame = nil
    // The first interval starts from the last idle frame; the rest are the loop's own pacing.
    let intervals = Array(zip(recorder.times.dropFirst(), recorder.times).map { $0 - $1 }.dropFirst())
    let stats = Statistics(intervals)
    let display = window.minimumFrameInterval
    outcome.note(
      "pacing: \(recorder.times.count) steps, \(window.framesDrawn - framesBefore) frames drawn, display interval \(Format.duration(display)); intervals "
        + "shortest \(Format.duration(stats.minimum)), median \(Format.duration(stats.median)), "
        + "p95 \(Format.duration(stats.quantile(0.95))), longest \(Format.duration(stats.maximum))")
    outcome.row(
      "3 frame loop, pacing",
      "shortest interval \(Format.fixed(stats.minimum / display, 3))×, median "
        + "\(Format.fixed(stats.median / display, 3))× the display's",
      goal: "≥ 0.95×, median < 1.5×", met: stats.minimum >= display * 0.95 && stats.median < display * 1.5)
  }

  private static func deadline(_ window: SDLPlatformWindow, trials: Int, into outcome: inout BenchmarkOutcome) throws {
    window.idleTimeout = 5
    var lateness: [Double] = []
    for _ in 0..<trials {
      let deadline = window.clock.now() + 0.1
      window.nextDeadline = { deadline }
      var wokeAt: TimeInterval?
      window.onFrame = { [unowned window] time in
        if time >= deadline || time > deadline + 2 {
          wokeAt = time
          window.stop()
        }
      }
      window.run()
      guard let woke = wokeAt else { throw BenchmarkError.setup("the loop stopped without waking") }
      lateness.append(woke - deadline)
    }
    window.onFrame = nil
    window.nextDeadline = nil
    let stats = Statistics(lateness)
    outcome.note("deadline 100 ms ahead, idle timeout 5 s: late by \(stats.spread(Format.duration))")
    outcome.row(
      "3 frame loop, deadline", "woke \(Format.duration(stats.maximum)) after the deadline (worst of \(trials))",
      goal: "< \(Format.duration(deadlineGoal))", met: stats.maximum < deadlineGoal)
  }

  /// Runs `passes` loop passes; the wall time and this process's CPU time they took.
  private static func timed(_ window: SDLPlatformWindow, passes: Int) -> (seconds: Double, cpu: Double) {
    var count = 0
    window.onFrame = { [unowned window] _ in
      count += 1
      if count == passes { window.stop() }
    }
    let (wallStart, cpuStart) = (ProcessProbe.now(), cpuSeconds())
    window.run()
    let result = (ProcessProbe.now() - wallStart, cpuSeconds() - cpuStart)
    window.onFrame = nil
    return result
  }

  /// Handles whatever SDL queued while the window opened.
  private static func drain(_ window: SDLPlatformWindow) {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 { window.handle(event) }
  }

  /// User plus system CPU time of this process, in seconds.
  private static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// Records the times it is stepped with, for `frames` frames, moving `view` a point each step.
  private final class Recorder: FrameAnimating {
    var times: [TimeInterval] = []
    let frames: Int
    let view: UIView

    init(frames: Int, moving view: UIView) {
      self.frames = frames
      self.view = view
    }

    func advance(to time: TimeInterval) -> Bool {
      times.append(time)
      view.frame.origin.x = CGFloat(times.count % 200)
      return times.count < frames
    }
  }
}
