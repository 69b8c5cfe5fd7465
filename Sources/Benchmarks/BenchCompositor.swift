import Foundation

/// The project's test compositor (Tests/TestCompositor, headless wlroots, pixman) as the display
/// of a benchmark: one output of a chosen size and refresh, driven by commands on its standard
/// input (Tests/TestCompositor/README.md), each answered `ok` once its events reached the clients.
nonisolated final class BenchCompositor: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let condition = NSCondition()
  private var lines: [String] = []
  private var pending = Data()
  /// The folder of its Wayland socket (XDG_RUNTIME_DIR) and the socket's absolute path.
  let runtimeDirectory: URL
  private(set) var socketPath = ""

  /// The built compositor: `SCROLL_TEST_COMPOSITOR`, else scripts/build-test-compositor.sh's output.
  static func path() throws -> String {
    let environment = ProcessInfo.processInfo.environment
    let path =
      environment["SCROLL_TEST_COMPOSITOR"].flatMap { $0.isEmpty ? nil : $0 }
      ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent(".build/test-compositor/test-compositor").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw BenchmarkError.setup("\(path) is not built (scripts/build-test-compositor.sh builds it)")
    }
    return path
  }

  /// Starts the compositor with an output of `width`×`height` points refreshing at `hertz`, and
  /// waits for its `ready` line.
  init(width: Int, height: Int, hertz: Double) throws {
    runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scroll-bench-compositor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: runtimeDirectory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    process.executableURL = URL(fileURLWithPath: try Self.path())
    process.arguments = ["--size", "\(width)x\(height)", "--refresh", "\(hertz)"]
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
    environment["WAYLAND_DISPLAY"] = nil
    environment["DISPLAY"] = nil
    process.environment = environment
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      if data.isEmpty { handle.readabilityHandler = nil }
      self?.receive(data)
    }
    let ready = try nextLine(timeout: 30)
    guard ready.hasPrefix("ready "), let field = ready.split(separator: " ").first(where: { $0.hasPrefix("wayland=") })
    else {
      terminate()
      throw BenchmarkError.setup("test-compositor did not start: \(ready)")
    }
    socketPath = String(field.dropFirst("wayland=".count))
  }

  /// For a Wayland client of this compositor: its socket by absolute path, no X display.
  var clientEnvironment: [String: String?] {
    [
      "WAYLAND_DISPLAY": socketPath, "XDG_RUNTIME_DIR": runtimeDirectory.path, "DISPLAY": nil,
      "SDL_VIDEODRIVER": "wayland", "GDK_BACKEND": "wayland",
    ]
  }

  /// Sends one command and waits for its answer; throws on `error: …` or after `timeout`.
  func send(_ command: String, timeout: TimeInterval = 30) throws {
    input.fileHandleForWriting.write(Data((command + "\n").utf8))
    let answer = try nextLine(timeout: timeout)
    guard answer == "ok" else { throw BenchmarkError.setup("test-compositor: \(command) → \(answer)") }
  }

  func terminate() {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: runtimeDirectory)
  }

  private func receive(_ data: Data) {
    condition.lock()
    pending.append(data)
    while let newline = pending.firstIndex(of: 0x0A) {
      lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
      pending.removeSubrange(pending.startIndex...newline)
    }
    condition.broadcast()
    condition.unlock()
  }

  private func nextLine(timeout: TimeInterval) throws -> String {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while lines.isEmpty {
      guard process.isRunning, condition.wait(until: deadline) else {
        throw BenchmarkError.setup("test-compositor said nothing within \(timeout) s")
      }
    }
    return lines.removeFirst()
  }
}
