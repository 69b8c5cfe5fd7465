import Foundation
import Synchronization
import TestSupport

/// The real demo, `scroll-demo --trace`, launched on the current display; its standard output is
/// collected line by line on a background thread so the benchmark can wait for trace events.
nonisolated final class DemoProcess: Sendable {
  let process = Process()
  /// The lines read so far from standard output and standard error (reader threads append).
  private let output = Mutex<(collected: [String], errorLines: [String])>(([], []))

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

  /// Launches `scroll-demo --trace` with `arguments`; needs a display.
  init(arguments: [String], environment: [String: String]) throws {
    guard !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty else {
      throw BenchmarkError.setup("no DISPLAY: run under a display or Xvfb (scripts/bench.sh does)")
    }
    process.executableURL = URL(fileURLWithPath: try Self.binaryPath())
    process.arguments = ["--trace"] + arguments
    process.environment = environment
    let outputPipe = Pipe()
    let errorOutput = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorOutput
    try process.run()
    Self.read(outputPipe) { [self] line in output.withLock { $0.collected.append(line) } }
    Self.read(errorOutput) { [self] line in output.withLock { $0.errorLines.append(line) } }
  }

  /// Reads `pipe` on a background thread until EOF, handing over each complete line.
  private static func read(_ pipe: Pipe, line: @escaping @Sendable (String) -> Void) {
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread {
      var pending = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        pending.append(chunk)
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
          pending.removeSubrange(pending.startIndex...newline)
        }
      }
    }
  }

  deinit { terminate() }

  var pid: Int32 { process.processIdentifier }

  /// The trace lines so far.
  var lines: [String] { output.withLock { $0.collected } }

  /// The trace records from line `index` on.
  func records(from index: Int = 0) -> [TraceRecord] {
    lines.dropFirst(index).compactMap(TraceRecord.init(line:))
  }

  /// Waits until a trace record with `event` appears at or after line `index`; returns the line
  /// number after it, or throws a setup error (with the demo's standard error) after `timeout` s.
  @discardableResult
  func waitFor(event: String, after index: Int = 0, timeout: Double) throws -> Int {
    let deadline = ProcessProbe.now() + timeout
    while ProcessProbe.now() < deadline {
      let all = lines
      if let found = all.indices.dropFirst(index).first(where: { TraceRecord(line: all[$0])?.event == event }) {
        return found + 1
      }
      guard process.isRunning else { break }
      usleep(20_000)
    }
    let stderr = output.withLock { $0.errorLines.joined(separator: "\n") }
    throw BenchmarkError.setup(
      "scroll-demo showed no \(event) within \(Int(timeout)) s"
        + (process.isRunning ? "" : " (it exited with \(process.terminationStatus))") + ": \(stderr.suffix(400))")
  }

  /// The renderer scroll-demo reported on standard error ("scroll-demo: renderer …").
  var rendererLine: String {
    output.withLock { $0.errorLines.first { $0.contains("renderer") } } ?? "renderer not reported"
  }

  /// Asks the demo to quit (SIGTERM becomes SDL_QUIT) and waits for it, killing it after 5 s.
  func terminate() {
    guard process.isRunning else { return }
    process.terminate()
    let deadline = ProcessProbe.now() + 5
    while process.isRunning, ProcessProbe.now() < deadline { usleep(20_000) }
    if process.isRunning { kill(pid, SIGKILL) }
    process.waitUntilExit()
  }
}
