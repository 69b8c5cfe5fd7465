import DemoDriver
import Foundation

/// The benchmarks' use of the shared launcher: the demo next to this executable, on the display
/// the benchmark runs on, waited for by event name with line numbers counted in trace records.
extension DemoProcess {
  /// Launches `scroll-demo --trace` with `arguments`; needs a display.
  static func launch(arguments: [String]) throws -> DemoProcess {
    let environment = ProcessInfo.processInfo.environment
    guard !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty else {
      throw BenchmarkError.setup("no DISPLAY: run under a display or Xvfb (scripts/bench.sh does)")
    }
    return try DemoProcess(
      executable: try binaryPath(), arguments: ["--trace"] + arguments,
      directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      environment: ["SDL_VIDEODRIVER": OffscreenSDL.originalVideoDriver])
  }

  /// scroll-demo from `SCROLL_DEMO_BIN`, else the one built next to this executable.
  static func binaryPath() throws -> String {
    if let path = ProcessInfo.processInfo.environment["SCROLL_DEMO_BIN"], !path.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: path) else {
        throw BenchmarkError.setup("SCROLL_DEMO_BIN=\(path) is not an executable")
      }
      return path
    }
    let sibling = URL(fileURLWithPath: ProcessProbe.executablePath).deletingLastPathComponent()
      .appendingPathComponent("scroll-demo").path
    guard FileManager.default.isExecutableFile(atPath: sibling) else {
      throw BenchmarkError.setup("scroll-demo not found: build it or set SCROLL_DEMO_BIN")
    }
    return sibling
  }

  /// Waits until a trace record with `event` appears at record `index` or later; returns the
  /// index after it, or throws a setup error (with the demo's standard error) after `timeout` s.
  @discardableResult
  func waitFor(event: String, after index: Int = 0, timeout: Double) throws -> Int {
    do {
      try waitForTrace(after: index, timeout: timeout) { $0.event == event }
    } catch {
      throw BenchmarkError.setup("scroll-demo showed no \(event): \(String(describing: error).suffix(600))")
    }
    let found = records(from: index).firstIndex { $0.event == event } ?? 0
    return index + found + 1
  }

  /// The renderer scroll-demo reported on standard error ("scroll-demo: renderer …").
  var rendererLine: String {
    standardError.split(separator: "\n").first { $0.contains("renderer") }.map(String.init) ?? "renderer not reported"
  }
}
