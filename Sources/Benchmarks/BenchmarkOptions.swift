import Foundation

/// The benchmarks, in table order. Each is selectable by name on the command line.
enum BenchmarkName: String, CaseIterable {
  case composition
  case instructions
  case rawSDL = "raw-sdl"
  case idle
  case idleAnimation = "idle-animation"
  case fling
  case battery
  case loop
  case input
  case pager
  case tiled
  case session
  case layout
  case selfSizingFlick = "self-sizing-flick"
  case liveResize = "live-resize"
  case grid
  case gridFling = "grid-fling"
  case pacing

  /// One line for `--list` and `--help`.
  var summary: String {
    switch self {
    case .composition: return "1. makeDisplayList time at 100…100,000 subviews, ~50 visible (wall clock)"
    case .instructions: return "1. the same in instructions, one size per process under callgrind (needs valgrind)"
    case .rawSDL:
      return "2. a 60-item scene through the library and a hand-written SDL loop (software; OpenGL needs DISPLAY)"
    case .idle: return "3. CPU of scroll-demo --scene image over 10 s at rest (needs DISPLAY)"
    case .idleAnimation:
      return "3. CPU of a 3840×2160 window at rest but for a blinking caret or a spinner (needs DISPLAY)"
    case .fling: return "3. a fling's frame interval against a raw SDL loop at 1280×800 … 3840×2160 (DISPLAY, xdotool)"
    case .battery:
      return "3. CPU seconds per second of a continuous flick at 1280×800, app ÷ raw loop (DISPLAY, xdotool)"
    case .loop: return "3. the frame loop in process: CPU while idle, frame pacing, waking for a deadline"
    case .input: return "4. frames from an SDL event to the first frame that shows it"
    case .pager: return "5. the 1,000-page pager after a tour of flicks: views, textures, RSS"
    case .tiled: return "5. the tiled image scene after a tour, if the scene exists"
    case .session: return "5. RSS growth over a ten-minute simulated session (stepped clock)"
    case .layout:
      return
        "6. Auto Layout: 1,000 constraints from scratch and one constant a frame; the column on the solver at 1k/10k/100k; each vs kiwisolver"
    case .selfSizingFlick:
      return
        "6. a flick in the demo's 10,000 self-sizing constraint cells against one in the image scene (DISPLAY, xdotool)"
    case .liveResize:
      return "6. the form and a 1,000-constraint screen resized every frame through SDL's events (needs DISPLAY)"
    case .grid:
      return "7. a 100,000-item grid: flow and compositional layouts from scratch, a batch update, a scroll frame"
    case .gridFling:
      return "7. a flick in the demo's 100,000-photo grid against one in the image scene, 1280×800 (DISPLAY, xdotool)"
    case .pacing:
      return "8. a trackpad flick on Wayland through the test compositor: frame intervals, late frames, CPU; 60/120 Hz"
    }
  }
}

/// What the command line asked for: `scroll-bench [--quick] [--markdown] [NAME…]`.
struct BenchmarkOptions {
  /// Short versions of everything, for CI: the whole run in about a minute.
  var quick = false
  /// The benchmarks to run, in table order.
  var selected: [BenchmarkName] = BenchmarkName.allCases
  /// True when the names were given explicitly (a benchmark that cannot run is then an error,
  /// not a skip).
  var isExplicit = false
  /// Print the table as Markdown with the machine, date and commit (for the README).
  var markdown = false

  static let usage = """
    usage: scroll-bench [--quick] [--markdown] [NAME…]
           scroll-bench composition-run --views N --frames F   (one callgrind measurement)

    Prints one table (benchmark, figure, goal, met?) and the raw numbers beneath it.
    Exits 0 even when a goal is missed; non-zero when a benchmark cannot run.
      --quick      short versions of everything (CI)
      --markdown   the table as Markdown, headed by the machine, date and commit (the README's)
      --list       the benchmark names
    NAME is one of these (`memory` selects pager, tiled and session):
    """

  /// Parses `arguments` (without the program name).
  /// - Throws: `BenchmarkError.usage` for an unknown option or name.
  static func parse(_ arguments: [String]) throws -> BenchmarkOptions {
    var options = BenchmarkOptions()
    var names: [BenchmarkName] = []
    for argument in arguments {
      switch argument {
      case "--quick": options.quick = true
      case "--markdown": options.markdown = true
      case "memory": names += [.pager, .tiled, .session]
      default:
        guard let name = BenchmarkName(rawValue: argument) else {
          throw BenchmarkError.usage("unknown benchmark or option '\(argument)'")
        }
        names.append(name)
      }
    }
    if !names.isEmpty {
      options.isExplicit = true
      options.selected = BenchmarkName.allCases.filter(names.contains)
    }
    return options
  }

  static var help: String {
    usage + "\n"
      + BenchmarkName.allCases.map {
        "  \($0.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0))"
          + $0.summary
      }.joined(separator: "\n")
  }
}

/// Why a benchmark could not produce its figure. Missing a goal is not an error.
enum BenchmarkError: Error, CustomStringConvertible {
  /// A bad command line.
  case usage(String)
  /// Something the benchmark needs is missing or broke (no display, no valgrind, a child died).
  case setup(String)
  /// The benchmark cannot run here and was not asked for by name (valgrind absent): not a failure.
  case skipped(String)

  var description: String {
    switch self {
    case .usage(let message), .setup(let message), .skipped(let message): return message
    }
  }
}
