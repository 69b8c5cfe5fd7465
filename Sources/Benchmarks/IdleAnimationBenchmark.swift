import CSDL2
import Foundation
import SDLPlatform
import ViewCore

#if canImport(Glibc)
  import Glibc
#endif

/// Benchmark 3: a window at rest but for a blinking caret, or a spinning
/// `UIActivityIndicatorView`, at 3840×2160 costs at most 2 % of a core (the issue's goal): the
/// loop steps the blinker and the spinner at the display's pace, but only their changes (two a
/// second for the caret, twelve for the spinner) composite and draw, and only what they damage.
///
/// Each case runs in a child process (`scroll-bench idle-animation-run --what caret|spinner
/// --seconds S [--software]`) on the real display: a window of 3840×2160 points made as the demo
/// makes its window (the accelerated renderer with vsync, or SDL's software renderer), its real
/// run loop (`run()`) for 1 s to settle, then for S seconds measured by the process's own rusage
/// (user + system CPU of all its threads, llvmpipe's included) over the wall clock. It prints
/// `idle-animation cpu=S wall=S frames=N renderer=…`.
enum IdleAnimationBenchmark {
  static let goal = 2.0
  static let size = CGSize(width: 3840, height: 2160)

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    var outcome = BenchmarkOutcome()
    let seconds = quick ? 2 : 6
    for what in ["caret", "spinner"] {
      for software in [false, true] {
        let name =
          "3 idle with a \(what == "caret" ? "blinking caret" : "spinning indicator") at 3840×2160, "
          + (software ? "software renderer" : "accelerated renderer")
        do {
          var arguments = ["idle-animation-run", "--what", what, "--seconds", "\(seconds)"]
          if software { arguments.append("--software") }
          let line = try ChildRun.lastLine(arguments, prefix: "idle-animation")
          let fields = ChildRun.fields(line)
          let cpu = Double(fields["cpu"] ?? "") ?? .nan
          let wall = Double(fields["wall"] ?? "") ?? .nan
          let percent = cpu / wall * 100
          outcome.note("\(name): \(line)")
          outcome.row(
            name,
            "\(Format.fixed(percent, 2)) % of a core (\(fields["frames"] ?? "?") frames drawn in "
              + "\(Format.fixed(wall, 1)) s; rusage)", goal: "≤ \(Int(goal)) %", met: percent <= goal)
        } catch let error as BenchmarkError {
          outcome.row(name, "error: \(error)", goal: "≤ \(Int(goal)) %", met: nil)
          outcome.rows[outcome.rows.count - 1].isError = true
        }
      }
    }
    return outcome
  }

  /// The child: one case on the real display, measured by its own rusage.
  static func runChild(_ arguments: [String]) throws {
    let options = ChildArguments(arguments)
    let what = try options.string("--what")
    let seconds = Double(try options.integer("--seconds"))
    let software = arguments.contains("--software")
    // The software renderer's frames go to the display server as they are: without this SDL
    // would back the window's surface with an OpenGL texture, uploading and presenting all of it
    // for every damaged rect.
    if software { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
    let window: SDLPlatformWindow
    do {
      window = try SDLPlatformWindow(
        title: "scroll-bench idle", size: size,
        options: .init(forcesSoftwareRenderer: software))
    } catch {
      throw BenchmarkError.setup("cannot open a window of \(size): \(error)")
    }
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    window.uiWindow.rootViewController = controller
    let label = UILabel(frame: CGRect(x: 40, y: 40, width: 600, height: 30))
    label.text = "Nothing moves here but the \(what)"
    controller.view.addSubview(label)
    let field = UITextField(frame: CGRect(x: 40, y: 100, width: 400, height: 34))
    field.borderStyle = .roundedRect
    field.text = "A field being edited"
    controller.view.addSubview(field)
    switch what {
    case "caret":
      guard field.becomeFirstResponder() else { throw BenchmarkError.setup("the field did not take the focus") }
    case "spinner":
      let spinner = UIActivityIndicatorView(style: .large)
      spinner.center = CGPoint(x: size.width / 2, y: size.height / 2)
      controller.view.addSubview(spinner)
      spinner.startAnimating()
    default:
      throw BenchmarkError.setup("--what is caret or spinner, not \(what)")
    }
    runLoop(window, for: 1)
    let frames = window.framesDrawn
    let (wallStart, cpuStart) = (ProcessProbe.now(), rusageSeconds())
    runLoop(window, for: seconds)
    let (wall, cpu) = (ProcessProbe.now() - wallStart, rusageSeconds() - cpuStart)
    print(
      "idle-animation cpu=\(cpu) wall=\(wall) frames=\(window.framesDrawn - frames) renderer=\(window.rendererKind)")
  }

  /// Runs the window's own loop until `seconds` have passed on the wall clock.
  private static func runLoop(_ window: SDLPlatformWindow, for seconds: Double) {
    let end = ProcessProbe.now() + seconds
    window.idleTimeout = 0.1
    window.onFrame = { _ in if ProcessProbe.now() >= end { window.stop() } }
    window.run()
    window.onFrame = nil
  }

  /// User plus system CPU seconds of this process, all threads (getrusage).
  private static func rusageSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
