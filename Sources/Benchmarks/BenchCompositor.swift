import Foundation

/// The project's test compositor (Tests/TestCompositor, headless wlroots, pixman) as the display
/// of a benchmark: one output of a chosen size and refresh, driven by commands on its standard
/// input (Tests/TestCompositor/README.md), each answered `ok` once its events reached the clients.
nonisolated final class BenchCompositor: @unchecked Sendable {
  private let child: LineChild
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

  /// The compositor's shown log (Tests/TestCompositor/shown_log.c): each refresh that showed new
  /// content of a client, by the client's process id.
  var shownLogPath: String { runtimeDirectory.appendingPathComponent("shown.log").path }

  /// Starts the compositor with an output of `width`×`height` points refreshing at `hertz`, and
  /// waits for its `ready` line.
  init(width: Int, height: Int, hertz: Double) throws {
    runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scroll-bench-compositor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: runtimeDirectory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    child = try LineChild(
      executable: try Self.path(),
      arguments: [
        "--size", "\(width)x\(height)", "--refresh", "\(hertz)", "--shown-log",
        runtimeDirectory.appendingPathComponent("shown.log").path,
      ],
      environment: [
        "XDG_RUNTIME_DIR": runtimeDirectory.path, "WAYLAND_DISPLAY": nil, "DISPLAY": nil,
        // Composing on the CPU, as on a machine without a GPU (headless wlroots picks it anyway).
        "WLR_RENDERER": "pixman",
      ])
    let ready = try child.nextLine(timeout: 30)
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
    child.write(command)
    let answer = try child.nextLine(timeout: timeout)
    guard answer == "ok" else { throw BenchmarkError.setup("test-compositor: \(command) → \(answer)") }
  }

  /// The times (CLOCK_MONOTONIC seconds, each a refresh's nominal time) at which the compositor
  /// showed new content of process `pid`, oldest first.
  func shownTimes(of pid: Int32) -> [Double] {
    guard let text = try? String(contentsOfFile: shownLogPath, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ")
      guard fields.count == 2, Int32(fields[0]) == pid, let nanoseconds = Double(fields[1]) else { return nil }
      return nanoseconds / 1e9
    }
  }

  /// Waits until process `pid` has shown nothing new for `quiet` seconds (its animations, a
  /// toolkit's fading scroll indicators, are over), reading the shown log; throws after `timeout`.
  func waitUntilIdle(_ pid: Int32, quiet: TimeInterval, timeout: TimeInterval) throws {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while Date() < deadline {
      let last = shownTimes(of: pid).last ?? 0
      if Self.monotonicNow() - last >= quiet { return }
      // Polls the log the compositor writes at each refresh (a tenth of the quiet time apart).
      Thread.sleep(forTimeInterval: quiet / 10)
    }
    throw BenchmarkError.setup("process \(pid) kept drawing for \(Int(timeout)) s")
  }

  /// CLOCK_MONOTONIC now, seconds: the clock of the shown log.
  static func monotonicNow() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  func terminate() {
    child.terminate()
    try? FileManager.default.removeItem(at: runtimeDirectory)
  }
}
