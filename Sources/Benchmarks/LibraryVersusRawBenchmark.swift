import CSDL2
import Foundation
import SDLPlatform
import ViewCore

/// Benchmark 2: the same visible scene (40 rects, 10 images, 10 labels), scrolled a point a frame
/// (`ComparisonScene.offset(frame:)`), drawn through the library (UIWindow → display list →
/// SDLRenderer → present; the scene's content is a rasterized layer, so the library copies its
/// texture) and by the best simple hand-written SDL loop (`RawSDLLoop.Variant.fair`: photos scaled
/// once to their drawn size, labels rasterised once, every item drawn each frame), on the same SDL
/// renderer of the same window, for the same number of frames; on SDL's software renderer and on
/// OpenGL. Before the rounds, one frame of each at the same offset is read back and the pixels that
/// differ are counted (a note: 0 means both draw the same picture). SDL's render batching is on for
/// both (`SDLSession` sets it whenever a window is made, since SDL 2 turns it off when a driver is
/// forced, as the OpenGL child does).
///
/// The figure is time(library) / time(fair loop) (goal ≤ 0.9), in CPU time of this process (all
/// threads, so llvmpipe's too): on a machine shared with others, wall-clock time also counts the
/// time this process waited for a core, which falls on whichever loop was running then; the
/// wall-clock ratio is printed beside it, and the instruction ratio under callgrind, which that
/// load does not move (`ComparisonInstructions`; on OpenGL not in `--quick`). Each comes with its
/// spread: per round for the times, per callgrind run for the instructions. All loops warm up first
/// (textures made, caches hot); then they alternate in rounds, the order flipping each round, so
/// that drift in the machine's speed falls on all alike. The software renderer runs on the
/// offscreen driver (see `OffscreenSDL`): no GPU driver in the figure and the same on every
/// machine. OpenGL (Mesa's llvmpipe under Xvfb) needs a display, so it runs in a child process
/// (`scroll-bench raw-sdl-run`) that prints its totals. The naive loop (`.naive`, photos rescaled
/// every frame), which this benchmark used to compare with, is a labelled extra row.
enum LibraryVersusRawBenchmark {
  static let goal = 0.9

  /// Seconds spent by each drawer over all rounds, and the per-round ratios.
  struct Times {
    /// CPU seconds.
    var library = 0.0
    var raw = 0.0
    var naive = 0.0
    /// Wall-clock seconds.
    var libraryWall = 0.0
    var rawWall = 0.0
    /// Per round: library ÷ fair loop in CPU time, in wall-clock time; library ÷ naive loop in CPU time.
    var roundRatios: [Double] = []
    var wallRoundRatios: [Double] = []
    var naiveRoundRatios: [Double] = []
    var frames = 0
    var renderer = ""
    /// Pixels that differ between the library's frame and the fair loop's, scrolled alike.
    var differingPixels = 0
  }

  static func run(quick: Bool) throws -> BenchmarkOutcome {
    let rounds = quick ? 3 : 8
    let framesPerRound = quick ? 30 : 100
    let window = try OffscreenSDL.makeWindow(size: ComparisonScene.size)
    var software = try measure(window: window, rounds: rounds, framesPerRound: framesPerRound)
    software.renderer = OffscreenSDL.rendererDescription
    var outcome = BenchmarkOutcome()
    let scene = try ComparisonScene.make()
    outcome.note("scene: \(scene.rects.count) rects, \(scene.images.count) images, \(scene.labels.count) labels")
    report(software, name: "software", into: &outcome)
    reportInstructions(
      try ComparisonInstructions.measure(frames: quick ? 3 : 20, runs: quick ? 1 : 3), name: "software",
      into: &outcome)
    do {
      let line = try ChildRun.lastLine(
        ["raw-sdl-run", "--rounds", "\(rounds)", "--frames", "\(framesPerRound)"], prefix: "raw-sdl")
      var opengl = Times(fields: ChildRun.fields(line))
      opengl.renderer = line.components(separatedBy: "renderer=").last ?? "?"
      report(opengl, name: "OpenGL", into: &outcome)
    } catch let error as BenchmarkError {
      outcome.row("2 library vs fair SDL loop, OpenGL", "error: \(error)", goal: "≤ \(goal)", met: nil)
      outcome.rows[outcome.rows.count - 1].isError = true
    }
    // Under valgrind llvmpipe compiles its shaders for half a minute a process: not in the short
    // run CI makes.
    if quick {
      outcome.note("OpenGL, instructions: left out of --quick (half a minute of shader compiling a run under valgrind)")
    } else {
      do {
        reportInstructions(
          try ComparisonInstructions.measure(frames: 10, runs: 2, openGL: true), name: "OpenGL", into: &outcome)
      } catch let error as BenchmarkError {
        outcome.row(
          "2 library vs fair SDL loop, OpenGL, instructions", "error: \(error)", goal: "≤ \(goal)", met: nil)
        outcome.rows[outcome.rows.count - 1].isError = true
      }
    }
    return outcome
  }

  /// The instruction row for `name`'s renderer from callgrind's counts (nil: no valgrind).
  static func reportInstructions(
    _ counts: (library: [Double], raw: [Double])?, name: String, into outcome: inout BenchmarkOutcome
  ) {
    guard let counts else { return outcome.note("\(name), instructions: valgrind is not installed") }
    let ratios = zip(counts.library, counts.raw).map { $0 / $1 }
    let ratio = Statistics(ratios).median
    let perFrame = { (values: [Double]) in Statistics(values).spread { Format.count(Int($0)) } }
    outcome.note(
      "\(name), instructions (callgrind, \(ratios.count) runs each): library \(perFrame(counts.library)) Ir, "
        + "fair SDL loop \(perFrame(counts.raw)) Ir per frame; ratio per run "
        + ratios.map { Format.fixed($0, 3) }.joined(separator: ", "))
    outcome.row(
      "2 library vs fair SDL loop, \(name), instructions",
      "Ir ratio \(Format.fixed(ratio, 3)) (runs \(Statistics(ratios).spread { Format.fixed($0, 3) }))",
      goal: "≤ \(goal)", met: ratio <= goal)
  }

  /// The child: the benchmark on an OpenGL renderer (no vsync) in a window on the real display.
  static func runChild(_ arguments: [String]) throws {
    let options = ChildArguments(arguments)
    let window = try openGLWindow(title: "scroll-bench raw-sdl")
    let times = try measure(
      window: window, rounds: try options.integer("--rounds"), framesPerRound: try options.integer("--frames"))
    print("raw-sdl \(times.fields) renderer=\(window.rendererKind)")
  }

  /// A window of the comparison scene's size on SDL's OpenGL renderer, without vsync, on the
  /// real display.
  static func openGLWindow(title: String) throws -> SDLPlatformWindow {
    // Forcing the driver turns SDL 2's batching off unless it is asked for (SDLSession asks).
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "opengl")
    let window: SDLPlatformWindow
    do {
      window = try SDLPlatformWindow(title: title, size: ComparisonScene.size, options: .init(vsync: false))
    } catch {
      throw BenchmarkError.setup("cannot open an OpenGL window: \(error)")
    }
    guard case .accelerated(let name, _) = window.rendererKind, name == "opengl" else {
      throw BenchmarkError.setup("SDL gave \(window.rendererKind), not opengl")
    }
    return window
  }

  static func measure(window: SDLPlatformWindow, rounds: Int, framesPerRound: Int) throws -> Times {
    guard SDL_GetHintBoolean(SDL_HINT_RENDER_BATCHING, SDL_FALSE) == SDL_TRUE else {
      throw BenchmarkError.setup("SDL's render batching is off: both loops must run with it on")
    }
    let (scene, fontPath) = try ComparisonScene.install(in: window)
    let fair = try RawSDLLoop(scene: scene, renderer: window.renderer.renderer, fontPath: fontPath, variant: .fair)
    let naive = try RawSDLLoop(scene: scene, renderer: window.renderer.renderer, fontPath: fontPath, variant: .naive)
    let drawers = [ComparisonDrawer.library(window), .raw(fair), .raw(naive)].map { drawer in { drawer.drawFrame() } }
    for draw in drawers {
      for _ in 0..<30 { draw() }
    }
    let differing = try differingPixels(window: window, fair: fair, offset: ComparisonScene.offset(frame: 17))
    var totals = [Double](repeating: 0, count: drawers.count)
    var wallTotals = [Double](repeating: 0, count: drawers.count)
    var times = Times()
    for round in 0..<rounds {
      var roundTimes = [Double](repeating: 0, count: drawers.count)
      var roundWalls = [Double](repeating: 0, count: drawers.count)
      let order = round % 2 == 0 ? Array(drawers.indices) : drawers.indices.reversed()
      for index in order {
        let (start, cpuStart) = (ProcessProbe.now(), ProcessProbe.cpuNow())
        for _ in 0..<framesPerRound { drawers[index]() }
        roundTimes[index] = ProcessProbe.cpuNow() - cpuStart
        roundWalls[index] = ProcessProbe.now() - start
        wallTotals[index] += roundWalls[index]
        totals[index] += roundTimes[index]
      }
      times.roundRatios.append(roundTimes[0] / roundTimes[1])
      times.wallRoundRatios.append(roundWalls[0] / roundWalls[1])
      times.naiveRoundRatios.append(roundTimes[0] / roundTimes[2])
    }
    times.libraryWall = wallTotals[0]
    times.rawWall = wallTotals[1]
    times.library = totals[0]
    times.raw = totals[1]
    times.naive = totals[2]
    times.frames = rounds * framesPerRound
    times.differingPixels = differing
    return times
  }

  /// How many pixels differ between the library's frame and the fair loop's with the scene
  /// scrolled by `offset` (each drawn without presenting, then read back).
  static func differingPixels(window: SDLPlatformWindow, fair: RawSDLLoop, offset: Int) throws -> Int {
    window.uiWindow.rootViewController?.view.bounds.origin.y = CGFloat(offset)
    window.renderer.draw(window.uiWindow.makeDisplayList())
    let library = try PixelBuffer(readingFrom: window.renderer.renderer)
    fair.drawFrame(offset: Int32(offset), presents: false)
    let raw = try PixelBuffer(readingFrom: window.renderer.renderer)
    SDL_RenderPresent(window.renderer.renderer)
    guard library.width == raw.width, library.height == raw.height else { return library.pixels.count }
    return zip(library.pixels, raw.pixels).filter { $0 != $1 }.count
  }

  static func report(_ times: Times, name: String, into outcome: inout BenchmarkOutcome) {
    let frames = Double(max(times.frames, 1))
    let ratio = times.library / times.raw
    let wallRatio = times.libraryWall / times.rawWall
    let perRound = { (ratios: [Double]) in ratios.map { Format.fixed($0, 3) }.joined(separator: ", ") }
    let spread = { (ratios: [Double]) in Statistics(ratios).spread { Format.fixed($0, 2) } }
    outcome.note(
      "\(name): \(times.renderer), SDL render batching on, 1280×800, \(times.frames) frames each, with "
        + "SDL_RenderPresent")
    outcome.note(
      "\(name): CPU per frame: library \(Format.duration(times.library / frames)), fair SDL loop "
        + "\(Format.duration(times.raw / frames)), naive SDL loop (photos rescaled every frame) "
        + "\(Format.duration(times.naive / frames))")
    outcome.note("\(name): CPU ratio per round \(perRound(times.roundRatios))")
    outcome.note(
      "\(name): pixels that differ between the library's frame and the fair loop's, scrolled alike: "
        + "\(times.differingPixels)")
    outcome.note(
      "\(name): wall clock per frame: library \(Format.duration(times.libraryWall / frames)), fair SDL loop "
        + "\(Format.duration(times.rawWall / frames)); ratio \(Format.fixed(wallRatio, 3)), per round "
        + perRound(times.wallRoundRatios))
    outcome.row(
      "2 library vs fair SDL loop, \(name)",
      "CPU time ratio \(Format.fixed(ratio, 3)) (\(Format.duration(times.library / frames)) vs "
        + "\(Format.duration(times.raw / frames)) a frame; rounds \(spread(times.roundRatios))); wall clock "
        + "\(Format.fixed(wallRatio, 3)) (rounds \(spread(times.wallRoundRatios)))",
      goal: "≤ \(goal)", met: ratio <= goal)
    outcome.row(
      "2 (extra) library vs naive SDL loop, \(name)",
      "CPU time ratio \(Format.fixed(times.library / times.naive, 3)) (rounds \(spread(times.naiveRoundRatios))); "
        + "the loop rescales the full-size photos every frame", goal: "–", met: nil)
  }
}

extension LibraryVersusRawBenchmark.Times {
  /// What the OpenGL child prints, `key=value` separated by spaces.
  var fields: String {
    let list = { (values: [Double]) in values.map { String($0) }.joined(separator: ",") }
    return "library=\(library) raw=\(raw) naive=\(naive) frames=\(frames) libraryWall=\(libraryWall) "
      + "rawWall=\(rawWall) rounds=\(list(roundRatios)) wallRounds=\(list(wallRoundRatios)) "
      + "naiveRounds=\(list(naiveRoundRatios)) differing=\(differingPixels)"
  }

  /// The times a child printed as `fields`.
  init(fields: [String: String]) {
    let number = { (key: String) in Double(fields[key] ?? "") ?? .nan }
    let list = { (key: String) in (fields[key] ?? "").split(separator: ",").compactMap { Double($0) } }
    self.init(
      library: number("library"), raw: number("raw"), naive: number("naive"), libraryWall: number("libraryWall"),
      rawWall: number("rawWall"), roundRatios: list("rounds"), wallRoundRatios: list("wallRounds"),
      naiveRoundRatios: list("naiveRounds"), frames: Int(fields["frames"] ?? "") ?? 0,
      differingPixels: Int(fields["differing"] ?? "") ?? -1)
  }
}
