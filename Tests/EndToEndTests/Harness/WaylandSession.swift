import Foundation
import TestSupport

/// The demo on a headless sway, driven by one virtual pointer for the whole session,
/// and checked through its `--trace`.
final class WaylandSession: TracedSession {
  let sway: HeadlessSway
  let pointer: VirtualPointerClient
  let app: DemoProcess

  /// Starts sway (output `scale`), the demo on `scene` with `--trace` and `arguments`, waits for
  /// the scene's first frame, then starts the virtual pointer and puts it at the output's centre.
  init(executable: String, scene: String, scale: Int = 1, arguments: [String] = [], packageRoot: URL) throws {
    if let missing = HeadlessSway.missingPrerequisite { throw DemoProcess.Failure(description: missing) }
    let client = VirtualPointerClient.path(besideDemo: executable)
    guard FileManager.default.isExecutableFile(atPath: client) else {
      throw DemoProcess.Failure(description: "\(client) is not built (swift build --build-tests builds it)")
    }
    sway = try HeadlessSway(scale: scale)
    do {
      app = try DemoProcess(
        executable: executable, arguments: ["--trace", "--scene", scene] + arguments, directory: packageRoot,
        environment: sway.clientEnvironment)
    } catch {
      sway.terminate()
      throw error
    }
    do {
      try app.waitForTrace { $0.event == "sceneDidAppear" && $0.view == scene }
      pointer = try VirtualPointerClient(executable: client, environment: sway.clientEnvironment)
      try pointer.move(to: HeadlessSway.outputSize.width / 2, HeadlessSway.outputSize.height / 2)
      try warmUp(scene)
    } catch {
      app.terminate()
      sway.terminate()
      throw error
    }
  }

  /// One small two-finger scroll step and its lift-off until the scene's view drags (`warmUp`).
  private func warmUp(_ scene: String) throws {
    try warmUp(scene) {
      try pointer.send("scroll 1.5")
      try pointer.send("stop")
    }
  }

  func terminate() {
    pointer.terminate()
    app.terminate()
    sway.terminate()
  }
}
