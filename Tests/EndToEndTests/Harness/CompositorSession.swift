import Foundation
import TestSupport

/// The demo on the project's own compositor, as a Wayland client or as an X client of
/// the compositor's Xwayland, checked through its `--trace`.
final class CompositorSession: TracedSession {
  enum Display: String {
    case wayland
    case x11
  }

  let compositor: TestCompositor
  let app: DemoProcess
  let display: Display

  /// Starts the compositor (with Xwayland for `.x11`; with a pointer from the start unless
  /// `pointerAtStart` is false), the demo on `scene` with `--trace`, waits for the scene's first
  /// frame, and, when there is a pointer and `warmsUp`, puts it at the output's centre and makes
  /// sure the window has its focus (`warmUp` of `scrollView`, the scroll view at the centre, by
  /// default the scene's own). Without `warmsUp` the app has had no input yet. The output
  /// refreshes at `refresh` hertz and is `size` points large.
  init(
    executable: String, scene: String, scrollView: String? = nil, display: Display, pointerAtStart: Bool = true,
    gestures: Bool = true, warmsUp: Bool = true, arguments: [String] = [], refresh: Double = 60,
    size: (width: Int, height: Int) = TestCompositor.outputSize, packageRoot: URL
  ) throws {
    self.display = display
    compositor = try TestCompositor(
      packageRoot: packageRoot, xwayland: display == .x11, pointer: pointerAtStart, gestures: gestures,
      refresh: refresh, size: size)
    do {
      app = try DemoProcess(
        executable: executable, arguments: ["--trace", "--scene", scene] + arguments, directory: packageRoot,
        environment: display == .x11 ? compositor.x11Environment : compositor.waylandEnvironment)
    } catch {
      compositor.terminate()
      throw error
    }
    do {
      try app.waitForTrace { $0.event == "sceneDidAppear" && $0.view == scene }
      if pointerAtStart && warmsUp { try warmUp(scrollView ?? scene) }
    } catch {
      app.terminate()
      compositor.terminate()
      throw error
    }
  }

  /// Sends a compositor command (Tests/TestCompositor/README.md).
  func send(_ command: String) throws { try compositor.send(command) }

  /// Puts the pointer at the output's centre and scrolls one small finger step with its lift-off
  /// until the scene's view drags (`TracedSession.warmUp`).
  func warmUp(_ scene: String) throws {
    try send("move \(compositor.size.width / 2) \(compositor.size.height / 2)")
    try warmUp(scene) {
      try send("axis vertical 1.5 finger")
      try send("stop")
    }
  }

  func terminate() {
    app.terminate()
    compositor.terminate()
  }
}
