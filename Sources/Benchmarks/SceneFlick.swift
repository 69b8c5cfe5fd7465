import DemoDriver
import Foundation

/// An upward flick in a fresh `scroll-demo --scene NAME` at 1280×800, driven with xdotool as a
/// person's would be (press, eight moves upward 12 ms apart, release), measured by the scene's
/// scroll view's own trace: while decelerating, a scroll view moves once a frame and sends one
/// `scrollViewDidScroll`, whose line carries the frame's clock. The intervals between those
/// lines, from `scrollViewWillBeginDecelerating` to `scrollViewDidEndDecelerating`, are the
/// flight's frame intervals (as benchmark 3 reads them).
struct SceneFlick {
  static let size = (width: 1280, height: 800)

  /// The scene's name on the command line.
  var scene: String
  /// The scroll view's `accessibilityIdentifier`, the `view` of its trace lines.
  var view: String
  /// Where the press lands, in points below the window's top (inside the scroll view, with room
  /// above it for the moves).
  var pressY: Int
  /// Each of the eight moves, in pixels: 12 ms apart, m px a move is m / 12 pt/ms at release.
  var move: Int

  /// The intervals between the flight's frames, in seconds.
  func intervals(xdotool: String, screen: (width: Int, height: Int)) throws -> [Double] {
    let demo = try DemoProcess.launch(arguments: [
      "--scene", scene, "--window-size", "\(Self.size.width)x\(Self.size.height)",
    ])
    defer { demo.terminate() }
    var index = try demo.waitFor(event: "sceneDidAppear", timeout: 30)
    usleep(1_000_000)
    index = demo.recordCount
    // The window is centred on the screen.
    let x = screen.width / 2
    let y = (screen.height - Self.size.height) / 2 + pressY
    var flick = ["mousemove", "\(x)", "\(y)", "mousedown", "1"]
    for step in 1...8 { flick += ["sleep", "0.012", "mousemove", "\(x)", "\(y - move * step)"] }
    flick += ["mouseup", "1"]
    var begin: Int?
    // A release that comes at rest (xdotool descheduled before it) starts no flight: tried again.
    for _ in 0..<3 where begin == nil {
      try FlingBenchmark.runTool(xdotool, flick)
      begin = try? demo.waitFor(event: "scrollViewWillBeginDecelerating", after: index, timeout: 5)
      index = demo.recordCount
    }
    guard let begin else { throw BenchmarkError.setup("three flicks in \(scene) started no deceleration") }
    let end = try demo.waitFor(event: "scrollViewDidEndDecelerating", after: begin, timeout: 30)
    var times: [Double] = []
    for record in demo.records(from: begin).prefix(end - begin)
    where record.view == view && record.event == "scrollViewDidScroll" && record.decelerating {
      if times.last != record.time { times.append(record.time) }
    }
    guard times.count > 2 else {
      throw BenchmarkError.setup("the flick in \(scene) produced \(times.count) decelerating frames")
    }
    return zip(times.dropFirst(), times).map { $0 - $1 }
  }
}
