import Foundation
import ViewCore

/// `--trace`: every scroll view's delegate messages and state changes as JSON lines on standard
/// output, plus a `sceneDidAppear` line (view = the scene's name) whenever a scene opens, so a
/// test knows when to start. Nothing else goes to standard output while tracing.
@MainActor
struct DemoTrace {
  /// Starts printing `window`'s scroll trace.
  static func start(on window: UIWindow) -> DemoTrace {
    window.services.scrollTrace.addObserver { record in DemoTrace.printLine(record.json) }
    return DemoTrace()
  }

  /// The scene's line, with the state of its first scroll view (depth first) at that moment, so
  /// that it agrees with the lines around it.
  func sceneDidAppear(_ name: String, root: UIView?, at time: TimeInterval) {
    let scrollView = root.flatMap(Self.firstScrollView(in:))
    let record = ScrollTraceRecord(
      time: time, view: name, event: "sceneDidAppear", offset: scrollView?.contentOffset ?? .zero,
      zoom: scrollView?.zoomScale ?? 1, velocity: nil, target: nil, decelerate: nil,
      tracking: scrollView?.isTracking ?? false, dragging: scrollView?.isDragging ?? false,
      decelerating: scrollView?.isDecelerating ?? false, zooming: scrollView?.isZooming ?? false)
    Self.printLine(record.json)
  }

  /// The first line: the display server the window opened on, as the `view` of a `videoDriver`
  /// line (`wayland`, `x11`; `offscreen` in tests), so a reader knows which one ran.
  static func videoDriverDidOpen(_ driver: String, at time: TimeInterval) {
    let record = ScrollTraceRecord(
      time: time, view: driver, event: "videoDriver", offset: .zero, zoom: 1, velocity: nil, target: nil,
      decelerate: nil, tracking: false, dragging: false, decelerating: false, zooming: false)
    printLine(record.json)
  }

  /// One line on standard output, written at once (a test reads it while the app runs).
  private static func printLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  private static func firstScrollView(in view: UIView) -> UIScrollView? {
    if let scrollView = view as? UIScrollView { return scrollView }
    for subview in view.subviews {
      if let found = firstScrollView(in: subview) { return found }
    }
    return nil
  }
}
