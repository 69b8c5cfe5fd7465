import Foundation
import XCTest

/// The base of the end-to-end tests: they run only when `SCROLL_DEMO_E2E=1`, `SCROLL_DEMO_BIN`
/// names the built demo, an X display is set and `xdotool` exists (`scripts/test.sh` arranges
/// all of it under Xvfb); otherwise they are skipped. Every app a test launches is terminated in
/// `tearDown`, and its files live in a temporary directory that goes with it.
class EndToEndTestCase: XCTestCase {
  /// The package's root folder (the demo finds `Assets/` from its working directory).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private(set) var executable = ""
  /// This test's own scratch folder; nil until `setUp` made it (a skipped test has none, so
  /// `tearDown` never removes anything it did not create).
  private var scratch: URL?
  var directory: URL { scratch ?? URL(fileURLWithPath: "/nonexistent-scroll-demo-e2e") }
  private var sessions: [DemoSession] = []
  private var processes: [DemoProcess] = []

  override func setUpWithError() throws {
    try super.setUpWithError()
    let environment = ProcessInfo.processInfo.environment
    guard environment["SCROLL_DEMO_E2E"] == "1" else {
      throw XCTSkip("end-to-end tests run with SCROLL_DEMO_E2E=1 (scripts/test.sh)")
    }
    guard let binary = environment["SCROLL_DEMO_BIN"], FileManager.default.isExecutableFile(atPath: binary)
    else {
      throw XCTSkip("SCROLL_DEMO_BIN does not name the built scroll-demo")
    }
    guard let display = environment["DISPLAY"], !display.isEmpty else {
      throw XCTSkip("no X display (run under xvfb-run)")
    }
    guard FileManager.default.isExecutableFile(atPath: XDoTool.path) else {
      throw XCTSkip("xdotool is not installed")
    }
    executable = binary
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scroll-demo-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    scratch = folder
  }

  override func tearDown() {
    for session in sessions { session.terminate() }
    for process in processes { process.terminate() }
    sessions.removeAll()
    processes.removeAll()
    if let scratch { try? FileManager.default.removeItem(at: scratch) }
    scratch = nil
    super.tearDown()
  }

  /// Launches the demo on `scene` (the menu when nil) with `--trace`, ready for input.
  func launch(scene: String?, arguments: [String] = []) throws -> DemoSession {
    let session = try DemoSession.launch(
      executable: executable, scene: scene, arguments: arguments, packageRoot: Self.packageRoot,
      directory: directory)
    sessions.append(session)
    return session
  }

  /// Starts the demo with exactly `arguments` (no window is waited for), terminated in `tearDown`.
  func startProcess(_ arguments: [String], environment: [String: String?] = [:]) throws -> DemoProcess {
    let process = try DemoProcess(
      executable: executable, arguments: arguments, directory: Self.packageRoot, environment: environment)
    processes.append(process)
    return process
  }

  /// A path for a file of this test (removed in `tearDown`).
  func file(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }
}
