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

  @Option(help: "The scene to open (see --list-scenes).")
  var scene = "compositing"

  @Flag(help: "Print the scene names, one per line, and exit.")
  var listScenes = false

  @Option(
    help: ArgumentHelp("The window size in points, as WxH (e.g. 1280x800).", valueName: "WxH"),
    transform: { try WindowSize.parse($0) })
  var windowSize = WindowSize(width: 1280, height: 800)

  @Option(
    help: ArgumentHelp("Render one frame, save the window's pixels as a PNG and exit.", valueName: "PATH"))
  var screenshot: String?

  func validate() throws {
    guard listScenes || SceneCatalog.scene(named: scene) != nil else {
      throw ValidationError(
        "unknown scene '\(scene)'; valid scenes: \(SceneCatalog.names.joined(separator: ", "))")
    }
  }

  func run() throws {
    if listScenes {
      for name in SceneCatalog.names { print(name) }
      return
    }
    guard let demo = SceneCatalog.scene(named: scene) else { throw ExitCode.validationFailure }
    let window: SDLPlatformWindow
    do {
      window = try SDLPlatformWindow(
        title: "Scroll Demo — \(demo.title)",
        size: CGSize(width: windowSize.width, height: windowSize.height))
    } catch {
      throw fail("\(error)")
    }
    report("renderer \(window.rendererKind)")
    window.uiWindow.rootViewController = demo.makeViewController()
    configure(window)
    if let screenshot {
      do { try window.screenshot(to: screenshot) } catch { throw fail("\(error)") }
      return
    }
    window.run()
  }

  /// Where options attach to the open window (its `onEvent`/`onFrame` hooks, overlays) before
  /// the first frame; an option is its property above plus its lines here.
  private func configure(_ window: SDLPlatformWindow) {}

  private func report(_ message: String) {
    FileHandle.standardError.write(Data("scroll-demo: \(message)\n".utf8))
  }

  /// Reports `message` as one line and returns the exit code for a run-time failure.
  private func fail(_ message: String) -> ExitCode {
    report("error: \(message)")
    return .failure
  }
}
