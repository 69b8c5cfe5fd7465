import ArgumentParser
import DemoScenes
import Foundation
import SDLPlatform
import ViewCore

/// `scroll-demo`: opens one demo scene in a window. Each option is one property; the work is
/// done by `SDLPlatformWindow`, whose `run()` is the frame loop.
@main
struct ScrollDemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scroll-demo",
    abstract: "UIScrollView re-implemented on SDL2: opens a demo scene in a window.",
    discussion:
      "Without a display, run it under Xvfb (xvfb-run scroll-demo) or set SDL_VIDEODRIVER=offscreen.")

  @Option(help: "The scene to open (see --list-scenes); without it the app opens on the menu.")
  var scene: String?

  @Flag(help: "Print the scene names, one per line, and exit.")
  var listScenes = false

  @Option(
    help: ArgumentHelp("The window size in points, as WxH (e.g. 1280x800).", valueName: "WxH"),
    transform: { try WindowSize.parse($0) })
  var windowSize = WindowSize(width: 1280, height: 800)

  @Option(
    help: ArgumentHelp(
      "Open, let everything settle (at most 5 s), save the window's pixels as a PNG and exit.", valueName: "PATH"))
  var screenshot: String?

  @Flag(help: "Print every scroll view's delegate messages and state changes as JSON lines on standard output.")
  var trace = false

  @Flag(help: "Start with the HUD (H or F1 toggles it).")
  var hud = false

  @Option(help: ArgumentHelp("Record the input events with their times to a file (JSON lines).", valueName: "FILE"))
  var record: String?

  @Option(
    help: ArgumentHelp(
      "Replay a recording with a stepped clock, then exit (with --screenshot, ending in a PNG).", valueName: "FILE"))
  var replay: String?

  @Option(
    help: ArgumentHelp(
      "The display server: wayland or x11 (default: Wayland when WAYLAND_DISPLAY is set, else X11).",
      valueName: "DRIVER"))
  var videoDriver: String?

  @Option(
    help: ArgumentHelp(
      "Pixels per point on X11, 1 to 4 (default: GDK_SCALE, else 1); Wayland uses the output's scale.",
      valueName: "N"))
  var scale: Double?

  @Option(help: ArgumentHelp("Where F12 saves a screenshot of the window, once it has settled.", valueName: "PATH"))
  var capture = "scroll-demo-capture.png"

  func validate() throws {
    if let scale, !(scale.isFinite && scale >= 1 && scale <= 4) {
      throw ValidationError("--scale must be from 1 to 4, got \(scale)")
    }
    if let videoDriver, VideoDriverChoice(rawValue: videoDriver) == nil {
      throw ValidationError(
        "unknown video driver '\(videoDriver)'; valid drivers: "
          + VideoDriverChoice.allCases.map(\.rawValue).joined(separator: ", "))
    }
    guard listScenes || scene.map({ SceneCatalog.scene(named: $0) != nil }) ?? true else {
      throw ValidationError(
        "unknown scene '\(scene ?? "")'; valid scenes: \(SceneCatalog.names.joined(separator: ", "))")
    }
  }

  func run() throws {
    // ArgumentParser calls this on the main thread, where the UIKit types live.
    try MainActor.assumeIsolated { try runOnMainThread() }
  }

  @MainActor private func runOnMainThread() throws {
    if listScenes {
      for name in SceneCatalog.names { print(name) }
      return
    }
    let replayRecording = try replay.map { path in try Self.loadRecording(path) }
    let demo = scene.flatMap(SceneCatalog.scene(named:))
    let window: SDLPlatformWindow
    do {
      window = try SDLPlatformWindow(
        title: "Scroll Demo — \(demo?.title ?? "Menu")",
        size: CGSize(width: windowSize.width, height: windowSize.height),
        options: .init(
          videoDriver: videoDriver.flatMap(VideoDriverChoice.init(rawValue:)), scale: scale.map { CGFloat($0) }))
    } catch {
      throw fail("\(error)")
    }
    report("renderer \(window.rendererKind)")
    let driver = SDLSession.currentDriver ?? "none"
    if trace { DemoTrace.videoDriverDidOpen(driver, at: window.clock.now()) }
    if SDLSession.displayAttempts > 1, let display = SDLSession.connectedDisplay {
      report("reached \(display) on attempt \(SDLSession.displayAttempts) (the earlier ones did not reach it)")
    }
    let app = DemoApp(
      platform: window, trace: trace ? DemoTrace.start(on: window.uiWindow) : nil,
      recordTo: record.map { URL(fileURLWithPath: $0) },
      captureTo: URL(fileURLWithPath: capture))
    app.root.hud.display = "\(driver), \(Self.formatScale(window.uiWindow.screenScale))× pixels per point"
    if let status = app.xinputStatus { report(status) }
    if hud { app.root.toggleHUD() }
    if let demo { app.root.open(demo, animated: false) }
    if let replayRecording {
      Replayer(app: app).play(replayRecording)
    } else if screenshot == nil {
      window.run()
      app.finish()
    }
    if let screenshot {
      if replayRecording == nil { window.settle() }
      do { try window.screenshot(to: screenshot) } catch { throw fail("\(error)") }
    }
  }

  /// "1", "2", "1.5": a scale without needless decimals.
  static func formatScale(_ scale: CGFloat) -> String {
    scale == scale.rounded() ? String(Int(scale)) : String(format: "%.2g", Double(scale))
  }

  /// A recording, or a clear message with the line number and exit code 2.
  static func loadRecording(_ path: String) throws -> InputRecording {
    do {
      return try InputRecording(contentsOf: URL(fileURLWithPath: path))
    } catch {
      FileHandle.standardError.write(Data("scroll-demo: error: cannot replay \(path): \(error)\n".utf8))
      throw ExitCode(2)
    }
  }

  private func report(_ message: String) {
    FileHandle.standardError.write(Data("scroll-demo: \(message)\n".utf8))
  }

  /// Reports `message` as one line and returns the exit code for a run-time failure.
  private func fail(_ message: String) -> ExitCode {
    report("error: \(message)")
    return .failure
  }
}
