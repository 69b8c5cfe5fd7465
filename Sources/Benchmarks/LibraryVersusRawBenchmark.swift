import CSDL2
import Foundation
import SDLPlatform
import ViewCore

/// Benchmark 2: the same visible scene (40 rects, 10 images, 10 labels) drawn through the library
/// (UIWindow → display list → SDLRenderer → present) and by a hand-written SDL loop, on the same
/// SDL renderer of the same window, for the same number of frames; on SDL's software renderer and
/// on OpenGL.
///
/// The figure is time(library) / time(raw) (goal ≤ 0.9: batching and culling beat per-item calls),
/// in CPU time of this process (all threads, so llvmpipe's too): on a machine shared with others,
/// wall-clock time also counts the time this process waited for a core, which falls on whichever
/// loop was running then; the wall-clock ratio is printed beside it. Both warm up first (textures
/// made, caches hot); then they alternate in rounds, the order flipping each round, so that drift
/// in the machine's speed falls on both alike; the ratio of the totals is the figure and the
/// spread of the per-round ratios says how far to trust it. The
/// software renderer runs on the offscreen driver (see `OffscreenSDL`): no GPU driver in the figure
/// and the same on every machine. OpenGL (Mesa's llvmpipe under Xvfb) needs a display, so it runs
/// in a child process (`scroll-bench raw-sdl-run`) that prints its totals. A third loop, raw SDL
/// with the render states a naive port of the library would set, shows what those states cost.
enum LibraryVersusRawBenchmark {
  static let goal = 0.9

  /// Seconds spent by each drawer over all rounds, and the per-round ratios.
  struct Times {
    /// CPU seconds.
    var library = 0.0
    var raw = 0.0
    var withStates = 0.0
    /// Wall-clock seconds.
    var libraryWall = 0.0
    var rawWall = 0.0
    var roundRatios: [Double] = []
    var frames = 0
    var renderer = ""
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
    if let counts = try ComparisonInstructions.measure(frames: quick ? 3 : 20) {
      let ratio = counts.library / counts.raw
      outcome.note(
        "software, instructions (callgrind): library \(Format.count(Int(counts.library))) Ir, raw SDL "
          + "\(Format.count(Int(counts.raw))) Ir per frame")
      outcome.row(
        "2 library vs raw SDL, software, instructions", "Ir ratio \(Format.fixed(ratio, 3))", goal: "≤ \(goal)",
        met: ratio <= goal)
    } else {
      outcome.note("software, instructions: valgrind is not installed")
    }
    do {
      let line = try ChildRun.lastLine(
        ["raw-sdl-run", "--rounds", "\(rounds)", "--frames", "\(framesPerRound)"], prefix: "raw-sdl")
      let fields = ChildRun.fields(line)
      var opengl = Times()
      opengl.library = Double(fields["library"] ?? "") ?? .nan
      opengl.raw = Double(fields["raw"] ?? "") ?? .nan
      opengl.withStates = Double(fields["states"] ?? "") ?? .nan
      opengl.libraryWall = Double(fields["libraryWall"] ?? "") ?? .nan
      opengl.rawWall = Double(fields["rawWall"] ?? "") ?? .nan
      opengl.roundRatios = (fields["rounds"] ?? "").split(separator: ",").compactMap { Double($0) }
      opengl.frames = Int(fields["frames"] ?? "") ?? 0
      opengl.renderer = line.components(separatedBy: "renderer=").last ?? "?"
      report(opengl, name: "OpenGL", into: &outcome)
    } catch let error as BenchmarkError {
      outcome.row("2 library vs raw SDL, OpenGL", "error: \(error)", goal: "≤ \(goal)", met: nil)
      outcome.rows[outcome.rows.count - 1].isError = true
    }
    return outcome
  }

  /// The child: the benchmark on an OpenGL renderer (no vsync) in a window on the real display.
  static func runChild(_ arguments: [String]) throws {
    let options = ChildArguments(arguments)
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "opengl")
    let window: SDLPlatformWindow
    do {
      window = try SDLPlatformWindow(
        title: "scroll-bench raw-sdl", size: ComparisonScene.size, options: .init(vsync: false))
    } catch {
      throw BenchmarkError.setup("cannot open an OpenGL window: \(error)")
    }
    guard case .accelerated(let name, _) = window.rendererKind, name == "opengl" else {
      throw BenchmarkError.setup("SDL gave \(window.rendererKind), not opengl")
    }
    let times = try measure(
      window: window, rounds: try options.integer("--rounds"), framesPerRound: try options.integer("--frames"))
    print(
      "raw-sdl library=\(times.library) raw=\(times.raw) states=\(times.withStates) frames=\(times.frames) "
        + "libraryWall=\(times.libraryWall) rawWall=\(times.rawWall) "
        + "rounds=\(times.roundRatios.map { String($0) }.joined(separator: ",")) renderer=\(window.rendererKind)")
  }

  static func measure(window: SDLPlatformWindow, rounds: Int, framesPerRound: Int) throws -> Times {
    let (scene, fontPath) = try ComparisonScene.install(in: window)
    let raw = try RawSDLLoop(
      scene: scene, renderer: window.renderer.renderer, fontPath: fontPath, usesLibraryStates: false)
    let withLibraryStates = try RawSDLLoop(
      scene: scene, renderer: window.renderer.renderer, fontPath: fontPath, usesLibraryStates: true)
    let drawers: [() -> Void] = [{ OffscreenSDL.drawFrame(window) }, raw.drawFrame, withLibraryStates.drawFrame]
    for draw in drawers {
      for _ in 0..<30 { draw() }
    }
    var totals = [Double](repeating: 0, count: drawers.count)
    var wallTotals = [Double](repeating: 0, count: drawers.count)
    var times = Times()
    for round in 0..<rounds {
      var roundTimes = [Double](repeating: 0, count: drawers.count)
      let order = round % 2 == 0 ? Array(drawers.indices) : drawers.indices.reversed()
      for index in order {
        let (start, cpuStart) = (ProcessProbe.now(), ProcessProbe.cpuNow())
        for _ in 0..<framesPerRound { drawers[index]() }
        roundTimes[index] = ProcessProbe.cpuNow() - cpuStart
        wallTotals[index] += ProcessProbe.now() - start
        totals[index] += roundTimes[index]
      }
      times.roundRatios.append(roundTimes[0] / roundTimes[1])
    }
    times.libraryWall = wallTotals[0]
    times.rawWall = wallTotals[1]
    times.library = totals[0]
    times.raw = totals[1]
    times.withStates = totals[2]
    times.frames = rounds * framesPerRound
    return times
  }

  static func report(_ times: Times, name: String, into outcome: inout BenchmarkOutcome) {
    let frames = Double(max(times.frames, 1))
    let ratio = times.library / times.raw
    let median = Statistics(times.roundRatios).median
    outcome.note("\(name): \(times.renderer), 1280×800, \(times.frames) frames each, with SDL_RenderPresent")
    outcome.note(
      "\(name): CPU per frame: library \(Format.duration(times.library / frames)), raw SDL "
        + "\(Format.duration(times.raw / frames)), raw SDL with naive states (all blended, tinted text, clip per "
        + "item) \(Format.duration(times.withStates / frames))")
    outcome.note(
      "\(name): wall clock per frame: library \(Format.duration(times.libraryWall / frames)), raw SDL "
        + "\(Format.duration(times.rawWall / frames)); ratio \(Format.fixed(times.libraryWall / times.rawWall, 3))")
    outcome.note(
      "\(name): ratio per round " + times.roundRatios.map { Format.fixed($0, 3) }.joined(separator: ", ")
        + "; median \(Format.fixed(median, 3))")
    outcome.row(
      "2 library vs raw SDL, \(name)",
      "CPU time ratio \(Format.fixed(ratio, 3)) (\(Format.duration(times.library / frames)) vs "
        + "\(Format.duration(times.raw / frames)) a frame; rounds "
        + "\(Statistics(times.roundRatios).spread { Format.fixed($0, 2) }))",
      goal: "≤ \(goal)", met: ratio <= goal)
  }
}
