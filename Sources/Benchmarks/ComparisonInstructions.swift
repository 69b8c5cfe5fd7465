import CSDL2
import Foundation
import SDLPlatform
import ViewCore

/// Benchmark 2 in instructions: the load of a shared machine moves the wall clock of both loops,
/// but not what they execute. Each loop runs in its own process under
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect=*countedComparisonFrame*`, so
/// only its frames count (SDL's pixel work included), after the same warm-up as the wall-clock
/// figure. The library and the fair loop alternate for `runs` runs each; the ratio Ir(library) /
/// Ir(fair loop) per frame of each pair is printed beside the time ratio. On SDL's software
/// renderer (offscreen), and on OpenGL (Mesa's llvmpipe, on the display) with llvmpipe told to
/// rasterise on the drawing thread (`LP_NUM_THREADS=0`), so that its pixel work falls inside the
/// counted frames too (callgrind counts a thread only inside the toggled function).
enum ComparisonInstructions {
  /// Ir per frame of the library and of the fair loop, one per run, or nil without valgrind.
  static func measure(frames: Int, runs: Int, openGL: Bool = false) throws -> (library: [Double], raw: [Double])? {
    guard let valgrind = ProcessProbe.executable(named: "valgrind") else { return nil }
    var environment = OffscreenSDL.childEnvironment
    if openGL { environment["LP_NUM_THREADS"] = "0" }
    var perFrame: [String: [Double]] = [:]
    for drawer in (0..<runs).flatMap({ $0 % 2 == 0 ? ["library", "raw"] : ["raw", "library"] }) {
      let output = FileManager.default.temporaryDirectory.appendingPathComponent(
        "scroll-bench-\(getpid())-\(drawer).callgrind")
      defer { try? FileManager.default.removeItem(at: output) }
      _ = try ChildRun.lastLine(
        [
          "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=*countedComparisonFrame*",
          "--callgrind-out-file=\(output.path)", ProcessProbe.executablePath, "raw-sdl-count", "--drawer", drawer,
          "--frames", "\(frames)",
        ] + (openGL ? ["--opengl"] : []), prefix: "counted", environment: environment, executable: valgrind)
      guard let text = try? String(contentsOf: output, encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }),
        let total = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
      else { throw BenchmarkError.setup("no instruction total in callgrind's output for \(drawer)") }
      perFrame[drawer, default: []].append(total / Double(frames))
    }
    return (perFrame["library", default: []], perFrame["raw", default: []])
  }

  /// The child: `scroll-bench raw-sdl-count --drawer library|raw --frames N [--opengl]` (raw: the
  /// fair loop; `--opengl`: in an OpenGL window on the display instead of the software renderer).
  static func runChild(_ arguments: [String]) throws {
    let options = ChildArguments(arguments)
    let drawer = try options.string("--drawer")
    let frames = try options.integer("--frames")
    let window =
      options.arguments.contains("--opengl")
      ? try LibraryVersusRawBenchmark.openGLWindow(title: "scroll-bench raw-sdl-count")
      : try OffscreenSDL.makeWindow(size: ComparisonScene.size)
    let (scene, fontPath) = try ComparisonScene.install(in: window)
    let raw = try RawSDLLoop(
      scene: scene, renderer: window.renderer.renderer, fontPath: fontPath, variant: .fair)
    let scrolled = drawer == "library" ? ComparisonDrawer.library(window) : .raw(raw)
    let draw = { scrolled.drawFrame() }
    for _ in 0..<5 { draw() }
    for _ in 0..<frames { countedComparisonFrame(draw) }
    print("counted \(frames) frames of \(drawer)")
  }
}

/// One frame of either loop; callgrind counts only inside this function.
@inline(never)
func countedComparisonFrame(_ draw: () -> Void) {
  draw()
}
