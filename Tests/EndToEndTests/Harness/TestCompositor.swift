import DemoDriver
import Foundation

/// The project's own Wayland compositor (Tests/TestCompositor, headless wlroots with Xwayland):
/// it injects what a trackpad sends that sway's virtual pointer cannot — pinch and hold
/// gestures, a pointer device added later or vanishing — and runs as root, so X clients need no
/// other user. Commands are answered `ok` once their events reached the clients.
final class TestCompositor {
  /// Logical size of the output (points), as the sway tests use.
  static let outputSize = (width: 1280, height: 800)

  /// The built compositor: `SCROLL_TEST_COMPOSITOR`, else where scripts/build-test-compositor.sh puts it.
  static func path(packageRoot: URL) -> String {
    if let path = ProcessInfo.processInfo.environment["SCROLL_TEST_COMPOSITOR"], !path.isEmpty { return path }
    return packageRoot.appendingPathComponent(".build/test-compositor/test-compositor").path
  }

  let runtimeDirectory: URL
  /// The output's logical size (points).
  let size: (width: Int, height: Int)
  /// The Wayland socket's absolute path.
  let socketPath: String
  /// Its Xwayland's display (`:N`), when started with one.
  let xDisplay: String?
  private let channel: LineProcess

  /// Starts the compositor with `scale`, Xwayland if `xwayland`, and a seat that has a pointer
  /// from the start unless `pointer` is false, pointer gestures unless `gestures` is false; waits
  /// for its `ready` line. The output refreshes at `refresh` hertz and is `size` points large
  /// (`outputSize` unless given).
  init(
    packageRoot: URL, xwayland: Bool, pointer: Bool = true, gestures: Bool = true, scale: Int = 1,
    refresh: Double = 60, size: (width: Int, height: Int) = TestCompositor.outputSize
  ) throws {
    let executable = Self.path(packageRoot: packageRoot)
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      throw DemoProcess.Failure(description: "\(executable) is not built (scripts/build-test-compositor.sh builds it)")
    }
    runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scroll-demo-compositor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: runtimeDirectory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    self.size = size
    var arguments = ["--size", "\(size.width)x\(size.height)", "--scale", "\(scale)", "--refresh", "\(refresh)"]
    if xwayland { arguments.append("--xwayland") }
    if !pointer { arguments.append("--no-pointer") }
    if !gestures { arguments.append("--no-gestures") }
    // wlroots and Xwayland log to standard error: kept in the runtime folder, shown if it fails.
    let log = runtimeDirectory.appendingPathComponent("compositor.log")
    channel = try LineProcess(
      name: "test-compositor", executable: executable, arguments: arguments,
      environment: ["XDG_RUNTIME_DIR": runtimeDirectory.path, "WAYLAND_DISPLAY": nil, "DISPLAY": nil], errorLog: log)
    do {
      // Xwayland's start is the slow part (a second or two on a busy machine).
      let ready = try channel.nextLine(timeout: 30)
      let fields = Dictionary(
        uniqueKeysWithValues: ready.split(separator: " ").dropFirst().compactMap { field -> (String, String)? in
          let parts = field.split(separator: "=", maxSplits: 1).map(String.init)
          return parts.count == 2 ? (parts[0], parts[1]) : nil
        })
      guard ready.hasPrefix("ready "), let socket = fields["wayland"], let display = fields["display"] else {
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        throw DemoProcess.Failure(description: "test-compositor: \(ready)\n\(output)")
      }
      socketPath = socket
      xDisplay = display == "none" ? nil : display
    } catch {
      channel.terminate()
      try? FileManager.default.removeItem(at: runtimeDirectory)
      throw error
    }
  }

  /// For a Wayland client: the socket by absolute path and no X display.
  var waylandEnvironment: [String: String?] {
    ["WAYLAND_DISPLAY": socketPath, "XDG_RUNTIME_DIR": runtimeDirectory.path, "DISPLAY": nil, "SDL_VIDEODRIVER": nil]
  }

  /// For an X client of its Xwayland: that display and no Wayland socket.
  var x11Environment: [String: String?] {
    ["DISPLAY": xDisplay, "WAYLAND_DISPLAY": nil, "XDG_RUNTIME_DIR": runtimeDirectory.path, "SDL_VIDEODRIVER": nil]
  }

  /// Sends one command (Tests/TestCompositor/README.md) and waits until its events were sent.
  func send(_ command: String, timeout: TimeInterval = 30) throws {
    try channel.send(command, timeout: timeout)
  }

  /// The commits of the app's window surface so far (the `commits` command).
  func windowCommits() throws -> Int {
    let answer = try channel.ask("commits")
    guard let count = Int(answer) else { throw DemoProcess.Failure(description: "commits: '\(answer)'") }
    return count
  }

  /// The output's pixels as a PNG at `path`, taken by grim (the compositor offers screencopy).
  func screenshot(to path: String) throws {
    try HeadlessSway.grim(to: path, environment: waylandEnvironment)
  }

  /// The clipboard's text as the compositor reads it from the client that copied (`selection`).
  func selection() throws -> String { try channel.ask("selection") }

  func terminate() {
    channel.terminate()
    try? FileManager.default.removeItem(at: runtimeDirectory)
  }
}
