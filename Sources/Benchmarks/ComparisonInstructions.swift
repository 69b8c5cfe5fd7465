import CSDL2
import Foundation
import SDLPlatform
import ViewCore

/// Benchmark 2 on the software renderer in instructions: the load of a shared machine moves the
/// wall clock of both loops, but not what they execute. Each loop runs in its own process under
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect=*countedComparisonFrame*`, so
/// only its frames count (SDL's pixel work included), after the same warm-up as the wall-clock
/// figure. The library and the fair loop alternate for `runs` runs each; the ratio Ir(library) /
/// Ir(fair loop) per frame of each pair is printed beside the time ratio.
enum ComparisonInstructions {
  /// Ir per frame of the library and of the fair loop, one per run, or nil without valgrind.
  static func measure(frames: Int, runs: Int) throws -> (library: [Double], raw: [Double])? {
    guard let valgrind = ProcessProbe.executable(named: "valgrind") else { return nil }
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
        ], prefix: "counted", executable: valgrind)
      guard let text = try? String(contentsOf: output, encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }),
        let total = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
      else { throw BenchmarkError.setup("no instruction total in callgrind's output for \(drawer)") }
      perFrame[drawer, default: []].append(total / Double(frames))
    }
    return (perFrame["library", default: []], perFrame["raw", default: []])
  }

  /// The child: `scroll-bench raw-sdl-count --drawer library|raw --frames N` (raw: the fair loop).
  static func runChild(_ arguments: [String]) throws {
    let options = ChildArguments(arguments)
    let drawer = try options.string("--drawer")
    let frames = try options.integer("--frames")
    let window = try OffscreenSDL.makeWindow(size: ComparisonScene.size)
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
