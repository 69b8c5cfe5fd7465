import Foundation
import SDLPlatform
import ViewCore

extension DesktopTools {
  /// With `--trace`, after each pass of the event loop: a `viewDidAppear` line when the controller
  /// on screen changed (the top of a navigation controller's stack, else the root controller) and
  /// nothing animates any more (a push or pop has finished sliding). Its `view` is the
  /// controller's class name; its offset and zoom are those of the controller's first scroll view
  /// (depth first), so a test knows what was pushed and how it opened.
  func traceVisibleController(at time: TimeInterval, in platform: SDLPlatformWindow, keyWindow: UIWindow?) {
    guard !platform.uiWindow.isAnimating else { return }
    guard var controller = keyWindow?.rootViewController else { return }
    while let navigation = controller as? UINavigationController, let top = navigation.topViewController {
      controller = top
    }
    guard controller !== tracedController, controller.isViewLoaded, controller.view.window != nil else { return }
    tracedController = controller
    Self.printLine(
      Self.line(
        view: String(describing: type(of: controller)), event: "viewDidAppear", at: time,
        scrollView: Self.firstScrollView(in: controller.view)))
  }

  /// With `--trace`: the pending `windowDidAppear` line (its `view` the root controller's class),
  /// once the display server has exposed the window, or at the first pass after a second
  /// without that word (a server that sends none).
  func traceWindowAppearance(in platform: SDLPlatformWindow) {
    guard let name = pendingWindowAppearance else { return }
    guard platform.hasBeenExposed || platform.clock.now() - pendingAppearanceSince > 1 else { return }
    pendingWindowAppearance = nil
    Self.printLine(Self.line(view: name, event: "windowDidAppear", at: platform.uiWindow.currentTime))
  }

  /// With `--trace`, prints a line of the app's own (the demo's `sceneDidAppear`): `view` names
  /// what it is about, the state is that of the first scroll view in `shown`, if any.
  public func traceLine(view: String, event: String, at time: TimeInterval, shown: UIView?) {
    guard configuration.tracesScrolling else { return }
    Self.printLine(Self.line(view: view, event: event, at: time, scrollView: shown.flatMap(Self.firstScrollView(in:))))
  }

  /// A trace line that is not a scroll view's message (`videoDriver`, `windowDidAppear`,
  /// `viewDidAppear`, an app's own): `view` names what it is about; the state is that of
  /// `scrollView`, if given, so the line agrees with those around it.
  package static func line(view: String, event: String, at time: TimeInterval, scrollView: UIScrollView? = nil)
    -> String
  {
    ScrollTraceRecord(
      time: time, view: view, event: event, offset: scrollView?.contentOffset ?? .zero,
      zoom: scrollView?.zoomScale ?? 1, velocity: nil, target: nil, decelerate: nil,
      tracking: scrollView?.isTracking ?? false, dragging: scrollView?.isDragging ?? false,
      decelerating: scrollView?.isDecelerating ?? false, zooming: scrollView?.isZooming ?? false
    ).json
  }

  /// With `--trace`: a `frameClock` line saying how frames are paced (its `text`), then, for each
  /// frame the display server reports on, a `frame` line: `t` the window's time as the report is
  /// taken, `frame` its number, the time its motion was computed for, when it was shown, whether late, and the refresh rate (Wayland; X11 with
  /// Present, adding the server's refresh count and its own timestamp of the refresh).
  func traceFrames(of platform: SDLPlatformWindow) {
    var start = ScrollTraceRecord(
      time: platform.clock.now(), view: "frameClock", event: "frameClockDidStart", offset: .zero, zoom: 1,
      velocity: nil, target: nil, decelerate: nil, tracking: false, dragging: false, decelerating: false,
      zooming: false)
    start.text = platform.pacingStatus
    Self.printLine(start.json)
    platform.onFramePresented = { [unowned platform] timing in
      Self.printLine(Self.frameLine(timing, at: platform.uiWindow.currentTime))
    }
  }

  /// A `frame` line for `timing`, taken at `time`: `framePresented`, or `frameDiscarded` when it
  /// was never shown.
  package static func frameLine(_ timing: FrameTimeline.Timing, at time: TimeInterval) -> String {
    var record = ScrollTraceRecord(
      time: time, view: "frame", event: timing.shownAt == nil ? "frameDiscarded" : "framePresented",
      offset: .zero, zoom: 1, velocity: nil, target: nil, decelerate: nil, tracking: false, dragging: false,
      decelerating: false, zooming: false)
    record.frame = ScrollTraceRecord.Frame(
      number: Int(clamping: timing.frame), target: timing.targetTime, shown: timing.shownAt, late: timing.isLate,
      refresh: timing.refreshInterval.map { 1 / $0 }, msc: timing.refreshNumber, reported: timing.reportedAt,
      drawn: timing.drawnAt, presented: timing.presentedAt)
    return record.json
  }

  /// The first scroll view in `view`'s tree, depth first.
  package static func firstScrollView(in view: UIView) -> UIScrollView? {
    if let scrollView = view as? UIScrollView { return scrollView }
    for subview in view.subviews {
      if let found = firstScrollView(in: subview) { return found }
    }
    return nil
  }
}
