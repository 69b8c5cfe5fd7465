import ArgumentParser
import DemoScenes
import Foundation
import UIKit

/// `scroll-demo`: opens one demo scene in a window. Each option is one property; the options
/// become the `AppConfiguration` of a UIKit app whose delegate is `DemoAppDelegate`, and
/// `UIApplicationMain` runs it (the event loop, record and replay, captures, the trace).
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
  var scale: String?

  @Option(
    help: ArgumentHelp(
      "The appearance: light or dark (default: UIKIT_APPEARANCE, else the desktop's preference); D toggles it.",
      valueName: "STYLE"))
  var appearance: String?

  @Option(help: ArgumentHelp("Where F12 saves a screenshot of the window, once it has settled.", valueName: "PATH"))
  var capture = "scroll-demo-capture.png"

  func validate() throws {
    // The same rules and messages as any app built on the UIKit module.
    do {
      _ = try scale.map(AppConfiguration.parseScale)
      _ = try videoDriver.map(AppConfiguration.parseDriver)
      _ = try appearance.map(AppConfiguration.parseAppearance)
    } catch {
      throw ValidationError(error.description)
    }
    guard listScenes || scene.map({ SceneCatalog.scene(named: $0) != nil }) ?? true else {
      throw ValidationError(
        "unknown scene '\(scene ?? "")'; valid scenes: \(SceneCatalog.names.joined(separator: ", "))")
    }
  }

  func run() throws {
    // ArgumentParser calls this on the main thread, where the UIKit types live.
    let status = MainActor.assumeIsolated { runOnMainThread() }
    if status != 0 { throw ExitCode(status) }
  }

  /// Lists the scenes, or runs the demo as a UIKit app (`DemoAppDelegate`) with these options as
  /// the application's configuration. Returns the exit status.
  @MainActor private func runOnMainThread() -> Int32 {
    if listScenes {
      for name in SceneCatalog.names { print(name) }
      return 0
    }
    let demo = scene.flatMap(SceneCatalog.scene(named:))
    var configuration = AppConfiguration()
    configuration.windowSize = CGSize(width: windowSize.width, height: windowSize.height)
    configuration.windowTitle = DemoAppDelegate.title(for: demo)
    configuration.tracesScrolling = trace
    configuration.screenshotPath = screenshot
    configuration.videoDriver = videoDriver.flatMap { try? AppConfiguration.parseDriver($0) }
    configuration.scale = scale.flatMap { try? AppConfiguration.parseScale($0) }
    configuration.appearance = appearance.flatMap { try? AppConfiguration.parseAppearance($0) }
    configuration.capturePath = capture
    configuration.recordPath = record
    configuration.replayPath = replay
    // The demo's photos: the folder the scripts name, else the built-in places (the repository's
    // Assets/ from its working directory or beside the build).
    configuration.assetFolders = ProcessInfo.processInfo.environment["SCROLL_DEMO_ASSETS"].map { [$0] } ?? []
    return UIApplicationMain(DemoAppDelegate(scene: demo, showsHUD: hud), configuration: configuration)
  }
}
