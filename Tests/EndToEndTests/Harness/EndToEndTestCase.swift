import DemoDriver
import Foundation
import XCTest

/// The base of the end-to-end tests: they run only when `SCROLL_DEMO_E2E=1` and are skipped
/// otherwise. Once asked for, they need `SCROLL_DEMO_BIN` naming the built demo, an X display and
/// `xdotool` (`scripts/test.sh` arranges all of it under Xvfb); a missing one fails every test
/// rather than skipping it, so a broken CI set-up cannot pass by running nothing. Every app a test
/// launches is terminated in `tearDown`, and its files live in a temporary directory that goes
/// with it.
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
  private var waylandSessions: [WaylandSession] = []
  private var compositorSessions: [CompositorSession] = []

  /// What the end-to-end tests lack to run, or nil: the built demo (`SCROLL_DEMO_BIN`), an X
  /// display and xdotool.
  private static var missingPrerequisite: String? {
    let environment = ProcessInfo.processInfo.environment
    guard let binary = environment["SCROLL_DEMO_BIN"], FileManager.default.isExecutableFile(atPath: binary) else {
      return "SCROLL_DEMO_BIN does not name the built scroll-demo"
    }
    guard let display = environment["DISPLAY"], !display.isEmpty else {
      return "no X display (run under xvfb-run)"
    }
    guard FileManager.default.isExecutableFile(atPath: XDoTool.path) else {
      return "xdotool is not installed at \(XDoTool.path)"
    }
    return nil
  }

  private static var isRequested: Bool { ProcessInfo.processInfo.environment["SCROLL_DEMO_E2E"] == "1" }

  /// Asked for but unable to run, the test fails without running. (Throwing from `setUp` would
  /// fail it too, but XCTest would also count it as skipped.)
  override func invokeTest() {
    if Self.isRequested, let missing = Self.missingPrerequisite {
      XCTFail("SCROLL_DEMO_E2E=1, but \(missing)")
      return
    }
    super.invokeTest()
  }

  override func setUpWithError() throws {
    try super.setUpWithError()
    guard Self.isRequested else {
      throw XCTSkip("end-to-end tests run with SCROLL_DEMO_E2E=1 (scripts/test.sh)")
    }
    executable = ProcessInfo.processInfo.environment["SCROLL_DEMO_BIN"] ?? ""
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scroll-demo-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    scratch = folder
  }

  override func tearDown() {
    for session in sessions { session.terminate() }
    for process in processes { process.terminate() }
    for session in waylandSessions { session.terminate() }
    waylandSessions.removeAll()
    for session in compositorSessions { session.terminate() }
    compositorSessions.removeAll()
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

  /// Launches the demo on `scene` under a headless sway with one virtual pointer.
  func launchOnWayland(scene: String, scale: Int = 1, arguments: [String] = []) throws -> WaylandSession {
    let session = try WaylandSession(
      executable: executable, scene: scene, scale: scale, arguments: arguments, packageRoot: Self.packageRoot)
    waylandSessions.append(session)
    return session
  }

  /// Starts the project's own compositor and the demo on it, on `display` (see `CompositorSession`).
  func launchOnCompositor(
    scene: String, scrollView: String? = nil, display: CompositorSession.Display, pointerAtStart: Bool = true,
    gestures: Bool = true, warmsUp: Bool = true, arguments: [String] = [], refresh: Double = 60,
    size: (width: Int, height: Int) = TestCompositor.outputSize
  ) throws -> CompositorSession {
    let session = try CompositorSession(
      executable: executable, scene: scene, scrollView: scrollView, display: display, pointerAtStart: pointerAtStart,
      gestures: gestures, warmsUp: warmsUp, arguments: arguments, refresh: refresh, size: size,
      packageRoot: Self.packageRoot)
    compositorSessions.append(session)
    return session
  }

  /// Launches the UIKit app `name` built beside the demo (an example such as `tutorial-004`) with
  /// `--trace` and `arguments` in this test's scratch folder (so only its own resource bundle holds
  /// its images), waits for its `windowDidAppear` line naming `rootController` and its window,
  /// and focuses it. With `visibleController`, also waits for the `viewDidAppear` line naming the
  /// controller on screen (the top of a navigation controller's stack).
  func launchApp(
    _ name: String, arguments: [String], rootController: String, visibleController: String? = nil
  ) throws -> DemoSession {
    let path = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(name).path
    return try launchApp(
      atPath: path, arguments: arguments, rootController: rootController, visibleController: visibleController)
  }

  /// Launches the UIKit app at `path` as `launchApp(_:arguments:rootController:visibleController:)` does.
  func launchApp(
    atPath path: String, arguments: [String], rootController: String, visibleController: String? = nil
  ) throws -> DemoSession {
    let app = try DemoProcess(
      executable: path, arguments: ["--trace"] + arguments, directory: directory,
      environment: ["SCROLL_DEMO_ASSETS": nil])
    processes.append(app)
    try app.waitForTrace { $0.event == "windowDidAppear" && $0.view == rootController }
    if let visibleController {
      try app.waitForTrace { $0.event == "viewDidAppear" && $0.view == visibleController }
    }
    let tool = try XDoTool.findWindow(pid: app.pid, title: URL(fileURLWithPath: path).lastPathComponent)
    try tool.focus()
    let session = DemoSession(app: app, tool: tool, capturePath: file("capture.png"))
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
