import Foundation
import ViewCore

/// `--trace`: every scroll view's delegate messages and state changes as JSON lines on standard
/// output, plus a `sceneDidAppear` line (view = the scene's name) whenever a scene opens, so a
/// test knows when to start. Nothing else goes to standard output while tracing.
enum DemoTrace {
  nonisolated(unsafe) private(set) static var isEnabled = false

  static func enable() {
    isEnabled = true
    setvbuf(stdout, nil, _IOLBF, 0)
    ScrollTrace.addObserver { record in print(record.json) }
  }

  static func sceneDidAppear(_ name: String, at time: TimeInterval) {
    guard isEnabled else { return }
    let record = ScrollTraceRecord(
      time: time, view: name, event: "sceneDidAppear", offset: .zero, zoom: 1, velocity: nil, target: nil,
      decelerate: nil, tracking: false, dragging: false, decelerating: false, zooming: false)
    print(record.json)
  }
}
