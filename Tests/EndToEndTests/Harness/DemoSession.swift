import Foundation
import TestSupport

/// A running demo with its window found and its first scene on screen: the process, the X input
/// for its window and where F12 saves screenshots.
final class DemoSession {
  let app: DemoProcess
  let tool: XDoTool
  let capturePath: String
  private var captures = 0

  init(app: DemoProcess, tool: XDoTool, capturePath: String) {
    self.app = app
    self.tool = tool
    self.capturePath = capturePath
  }

  /// Launches `executable` with `--trace`, F12 captures into `directory`, and `arguments`; waits
  /// for `sceneDidAppear` of `scene` (the menu when nil) and then for its window, and focuses the
  /// window so that keys reach it.
  ///
  /// The app's own readiness line comes first, so that `xdotool` connects to the X server only
  /// once the app is connected: a client that connects and leaves while the app starts can make
  /// Xvfb reset and drop the app's connection (the app retries, but the harness need not provoke it).
  static func launch(
    executable: String, scene: String?, arguments: [String] = [], packageRoot: URL, directory: URL
  ) throws -> DemoSession {
    let capturePath = directory.appendingPathComponent("capture.png").path
    var all = ["--trace", "--window-size", "1280x800", "--capture", capturePath]
    if let scene { all += ["--scene", scene] }
    let app = try DemoProcess(executable: executable, arguments: all + arguments, directory: packageRoot)
    do {
      try app.waitForTrace { $0.event == "sceneDidAppear" && $0.view == (scene ?? "menu") }
      let tool = try XDoTool.findWindow(pid: app.pid)
      try tool.focus()
      return DemoSession(app: app, tool: tool, capturePath: capturePath)
    } catch {
      app.terminate()
      throw error
    }
  }

  /// A screenshot of the window as it is after every input sent so far (F12, then the PNG).
  func screenshot() throws -> Screenshot {
    captures += 1
    let path = capturePath.replacingOccurrences(of: ".png", with: "-\(captures).png")
    let saved = "saved a screenshot to \(capturePath)"
    let before = app.standardError.components(separatedBy: saved).count - 1
    try tool.key("F12")
    try app.waitForStandardError(containing: saved, count: before + 1)
    try FileManager.default.moveItem(atPath: capturePath, toPath: path)
    return try Screenshot(path: path)
  }

  /// Takes screenshots until one satisfies `condition` (for changes the trace does not report,
  /// such as a view's colour); throws with the last one's path on timeout.
  @discardableResult
  func waitForScreenshot(timeout: TimeInterval = 10, until condition: (Screenshot) -> Bool) throws
    -> Screenshot
  {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while true {
      let shot = try screenshot()
      if condition(shot) { return shot }
      if Date() > deadline {
        throw DemoProcess.Failure(
          description: "no screenshot met the condition within \(timeout) s; last: \(shot.path)")
      }
    }
  }

  /// Waits for the trace record after `mark` that satisfies `predicate`.
  @discardableResult
  func waitForTrace(
    after mark: Int = 0, timeout: TimeInterval = 15, where predicate: (TraceRecord) -> Bool
  ) throws -> TraceRecord {
    try app.waitForTrace(after: mark, timeout: timeout, where: predicate)
  }

  /// Waits for scroll view `view`'s next `event` (a delegate message's name) after `mark`.
  @discardableResult
  func waitFor(_ event: String, of view: String, after mark: Int, timeout: TimeInterval = 15) throws
    -> TraceRecord
  {
    try app.waitForTrace(after: mark, timeout: timeout) { $0.view == view && $0.event == event }
  }

  /// The number of trace records so far, to wait for what comes after it.
  var mark: Int { app.recordCount }

  /// The scroll view records of `view` after `mark` (not the app's `sceneDidAppear` lines).
  func records(of view: String, after mark: Int) -> [TraceRecord] {
    app.records(from: mark).filter { $0.view == view && $0.event != "sceneDidAppear" }
  }

  /// The latest record of scroll view `view`: its current state.
  func state(of view: String) throws -> TraceRecord {
    guard let record = records(of: view, after: 0).last else {
      throw DemoProcess.Failure(description: "no trace record of '\(view)' yet")
    }
    return record
  }

  /// Ends the app and returns its exit status.
  @discardableResult
  func terminate() -> Int32? { app.terminate() }
}
