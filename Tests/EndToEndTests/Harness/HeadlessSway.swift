import DemoDriver
import Foundation

/// A real Wayland compositor for the end-to-end tests: Debian's `sway` on its headless backend,
/// with one 1280×800 output and no borders, so the demo's window is exactly the output.
///
/// sway refuses to run as root, so it runs as `nobody` (through `setpriv`) with a private runtime
/// folder of mode 700 owned by that user; the tests (root) can still reach its socket there. It
/// names its own socket `wayland-N`; `socketPath` is its absolute path, which libwayland accepts
/// as `WAYLAND_DISPLAY`.
final class HeadlessSway {
  static let swayPath = "/usr/bin/sway"
  static let setprivPath = "/usr/bin/setpriv"
  static let grimPath = "/usr/bin/grim"
  /// The output's size in pixels (and, at scale 1, the window's in points).
  static let outputSize = (width: 1280, height: 800)

  let runtimeDirectory: URL
  let socketPath: String
  private let process = Process()
  private let log: URL

  /// What is missing to start sway here, or nil.
  static var missingPrerequisite: String? {
    for path in [swayPath, setprivPath, grimPath] where !FileManager.default.isExecutableFile(atPath: path) {
      return "\(path) is not installed (scripts/install-deps.sh installs sway)"
    }
    return nil
  }

  /// Starts sway with `scale` on its output and waits (at most `timeout` s) for its socket.
  init(scale: Int = 1, timeout: TimeInterval = 20) throws {
    runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scroll-demo-sway-\(UUID().uuidString)")
    let manager = FileManager.default
    try manager.createDirectory(at: runtimeDirectory, withIntermediateDirectories: false)
    let config = runtimeDirectory.appendingPathComponent("config")
    let size = Self.outputSize
    let text = """
      output * resolution \(size.width)x\(size.height) position 0 0 scale \(scale)
      default_border none
      default_floating_border none
      focus_follows_mouse no
      """
    try text.write(to: config, atomically: true, encoding: .utf8)
    try manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: config.path)
    try manager.setAttributes(
      [.ownerAccountName: "nobody", .groupOwnerAccountName: "nogroup", .posixPermissions: 0o700],
      ofItemAtPath: runtimeDirectory.path)
    log = manager.temporaryDirectory.appendingPathComponent("scroll-demo-sway-\(UUID().uuidString).log")
    _ = manager.createFile(atPath: log.path, contents: nil)
    process.executableURL = URL(fileURLWithPath: Self.setprivPath)
    process.arguments = [
      "--reuid=nobody", "--regid=nogroup", "--clear-groups", Self.swayPath, "-c", config.path,
    ]
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": runtimeDirectory.path, "XDG_RUNTIME_DIR": runtimeDirectory.path,
      "WLR_BACKENDS": "headless", "WLR_RENDERER": "pixman", "WLR_LIBINPUT_NO_DEVICES": "1",
    ]
    let logHandle = try FileHandle(forWritingTo: log)
    process.standardOutput = logHandle
    process.standardError = logHandle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date(timeIntervalSinceNow: timeout)
    var found: String?
    while found == nil {
      found = (try? manager.contentsOfDirectory(atPath: runtimeDirectory.path))?.first { name in
        name.hasPrefix("wayland-") && !name.hasSuffix(".lock")
      }
      if found != nil { break }
      if !process.isRunning || Date() > deadline {
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? manager.removeItem(at: runtimeDirectory)
        try? manager.removeItem(at: log)
        throw DemoProcess.Failure(description: "sway made no socket within \(timeout) s; its log:\n\(output)")
      }
      // Polling the folder: sway announces its socket nowhere else that root can wait on.
      Thread.sleep(forTimeInterval: 0.02)
    }
    socketPath = runtimeDirectory.appendingPathComponent(found ?? "").path
  }

  /// The environment for a client of this compositor: its socket by absolute path, its runtime
  /// folder, and no X display (so the client cannot fall back to X11).
  var clientEnvironment: [String: String?] {
    ["WAYLAND_DISPLAY": socketPath, "XDG_RUNTIME_DIR": runtimeDirectory.path, "DISPLAY": nil, "SDL_VIDEODRIVER": nil]
  }

  /// The output's pixels as a PNG at `path`, taken by `grim` (wlroots' screencopy).
  func screenshot(to path: String) throws {
    try Self.grim(to: path, environment: clientEnvironment)
  }

  /// `grim` run with `environment` over this process's: the output of the compositor it names,
  /// as a PNG at `path`.
  static func grim(to path: String, environment extra: [String: String?]) throws {
    let grim = Process()
    grim.executableURL = URL(fileURLWithPath: grimPath)
    grim.arguments = [path]
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in extra { environment[key] = value }
    grim.environment = environment
    grim.standardInput = FileHandle.nullDevice
    try grim.run()
    grim.waitUntilExit()
    guard grim.terminationStatus == 0 else {
      throw DemoProcess.Failure(description: "grim failed (exit \(grim.terminationStatus))")
    }
  }

  private func terminateProcess() {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  /// Stops sway and removes its folder and log.
  func terminate() {
    terminateProcess()
    try? FileManager.default.removeItem(at: runtimeDirectory)
    try? FileManager.default.removeItem(at: log)
  }
}
