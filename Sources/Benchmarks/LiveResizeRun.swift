import CSDL2
import DemoScenes
import Foundation
import SDLPlatform
import ViewCore

/// Benchmark 6d's measurement, in a child process on the real display
/// (`scroll-bench resize-run --screen form|column --frames N`): a screen laid out by constraints
/// in a window made as the demo's (`SDLPlatformWindow`: accelerated renderer with vsync), first
/// scrolled 2 pt a frame for `N` frames (the same screen when nothing but the offset changes),
/// then resized every frame for `N` frames as a drag of its corner does:
/// `SDL_SetWindowSize`, the `SDL_WINDOWEVENT_SIZE_CHANGED` it posts handed to the window's own
/// `handle(_:)` (the run loop's path: the window's size synced, the `UIWindow` resized and its
/// controllers told), then the window's `step()` (layout, composite, draw, present). The corner
/// moves 4 pt left and 2 pt up a frame from 1280 × 800 to 880 × 600 and back (a brisk drag, a
/// choice of this benchmark). Each phase starts with 20 frames not measured (textures, glyphs).
///
/// Before them, SDL alone presents cleared frames at 1280 × 800 (the display's refresh interval);
/// after them, the same resizes with SDL alone clearing and presenting each frame (the limit of
/// the display path); both `rawIntervals`.
///
/// Prints one line: `live-resize display=S scroll=S resize=S raw=S resizeP95=S layout=S layoutP95=S
/// stale=N missed=N frames=N setSize=S event=S step=S scrollStep=S refresh=HZ renderer=…` — the
/// mean intervals between presents of each phase (and the 95th percentile of the resize's), the
/// median and 95th percentile of the time from the size event's handling to the end of the
/// layout it causes, the frames drawn whose layout was not that of the window's new size, the
/// resizes whose event never came, the medians of a resize frame's parts (the request, the wait
/// for its event, the step) and of a scroll frame's step, and the display's refresh rate as SDL
/// reports it (0: unknown, as under Xvfb).
enum LiveResizeRun {
  static let start = CGSize(width: 1280, height: 800)
  static let warmUp = 20

  static func runChild(_ arguments: [String]) throws {
    let screen = try ChildArguments(arguments).string("--screen")
    let frames = try ChildArguments(arguments).integer("--frames")
    let window: SDLPlatformWindow
    do {
      // The benchmark steps the window itself after each size change, so frames are paced by the
      // swap interval (vsync): on the server's clock (X11 Present, Wayland frame callbacks) a step
      // while the last frame's completion is awaited draws nothing, and the figures would count
      // passes rather than frames shown.
      window = try SDLPlatformWindow(
        title: "scroll-bench live resize", size: start, options: .init(followsCompositorClock: false))
    } catch {
      throw BenchmarkError.setup("cannot open a window of \(start): \(error)")
    }
    let controller: UIViewController
    let isLaidOut: (CGFloat) -> Bool
    switch screen {
    case "form":
      guard let scene = SceneCatalog.scene(named: "form") else { throw BenchmarkError.setup("no form scene") }
      controller = scene.makeViewController()
      isLaidOut = { formIsLaidOut(controller.view, width: $0) }
    case "column":
      let column = ColumnScreenController()
      controller = column
      isLaidOut = { column.isLaidOut(forWidth: $0) }
    default:
      throw BenchmarkError.usage("--screen is form or column, not \(screen)")
    }
    window.uiWindow.rootViewController = controller
    window.uiWindow.layoutIfNeeded()
    guard let scrollView = DemoSupport.firstScrollView(in: controller.view) else {
      throw BenchmarkError.setup("the \(screen) screen has no scroll view")
    }
    let unitsPerPoint = window.windowUnitsPerPoint

    let display = rawIntervals(window, frames: frames, resizing: false, unitsPerPoint: unitsPerPoint)
    window.uiWindow.setNeedsRedraw()

    // Scrolling: 2 pt a frame, back and forth over the first 200 pt of the content.
    var scrollTimes: [Double] = []
    var scrollSteps: [Double] = []
    for frame in 0..<(warmUp + frames) {
      let phase = frame % 200
      scrollView.contentOffset.y = CGFloat(phase < 100 ? phase : 200 - phase) * 2
      pump(window)
      let begin = ProcessProbe.now()
      window.step()
      guard frame >= warmUp else { continue }
      let end = ProcessProbe.now()
      scrollTimes.append(end)
      scrollSteps.append(end - begin)
    }
    scrollView.contentOffset = .zero

    var resizeTimes: [Double] = []
    var layoutTimes: [Double] = []
    // Where a resize frame's time goes: the request to the display server, the wait for its size
    // event, the step (composite, draw, present).
    var setSizeTimes: [Double] = []
    var eventTimes: [Double] = []
    var stepTimes: [Double] = []
    var stale = 0
    var missed = 0
    for frame in 0..<(warmUp + frames) {
      let k = CGFloat(frame % 200 < 100 ? frame % 200 : 200 - frame % 200) + 1
      let size = CGSize(width: start.width - 4 * k, height: start.height - 2 * k)
      let begin = ProcessProbe.now()
      SDL_SetWindowSize(
        window.sdlWindow, Int32(size.width * unitsPerPoint), Int32(size.height * unitsPerPoint))
      let sized = ProcessProbe.now()
      guard let layout = handleResize(window, to: size, unitsPerPoint: unitsPerPoint) else {
        missed += 1
        continue
      }
      let laidOut = ProcessProbe.now()
      window.step()
      guard frame >= warmUp else { continue }
      let end = ProcessProbe.now()
      resizeTimes.append(end)
      layoutTimes.append(layout)
      setSizeTimes.append(sized - begin)
      eventTimes.append(laidOut - sized - layout)
      stepTimes.append(end - laidOut)
      if window.uiWindow.bounds.size != size || !isLaidOut(size.width) { stale += 1 }
    }
    let raw = rawIntervals(window, frames: frames, resizing: true, unitsPerPoint: unitsPerPoint)
    let scroll = Statistics(zip(scrollTimes.dropFirst(), scrollTimes).map { $0 - $1 })
    let resize = zip(resizeTimes.dropFirst(), resizeTimes).map { $0 - $1 }
    let layout = Statistics(layoutTimes)
    var mode = SDL_DisplayMode()
    let refresh = SDL_GetWindowDisplayMode(window.sdlWindow, &mode) == 0 ? Int(mode.refresh_rate) : 0
    print(
      "live-resize display=\(mean(display)) scroll=\(mean(scroll.sorted)) resize=\(mean(resize)) raw=\(mean(raw)) resizeP95=\(Statistics(resize).quantile(0.95)) "
        + "layout=\(layout.median) layoutP95=\(layout.quantile(0.95)) stale=\(stale) missed=\(missed) "
        + "frames=\(resizeTimes.count) setSize=\(Statistics(setSizeTimes).median) "
        + "event=\(Statistics(eventTimes).median) step=\(Statistics(stepTimes).median) "
        + "scrollStep=\(Statistics(scrollSteps).median) refresh=\(refresh) renderer=\(window.rendererKind)")
  }

  /// SDL alone on the same window, each frame only cleared to grey and presented (no layout, no
  /// drawing of the library's): with `resizing`, resized the same way and presented once its size
  /// event has come (the limit of the display path); without, at its size (the display's refresh
  /// interval, where the renderer waits for vsync). Returns the intervals between presents.
  private static func rawIntervals(
    _ window: SDLPlatformWindow, frames: Int, resizing: Bool, unitsPerPoint: CGFloat
  ) -> [Double] {
    let renderer = window.renderer.renderer
    var times: [Double] = []
    var event = SDL_Event()
    for frame in 0..<(warmUp + frames) {
      let k = Int32(frame % 200 < 100 ? frame % 200 : 200 - frame % 200) + 1
      let size = (
        Int32(Double(start.width - CGFloat(4 * k)) * unitsPerPoint),
        Int32(Double(start.height - CGFloat(2 * k)) * unitsPerPoint)
      )
      if resizing { SDL_SetWindowSize(window.sdlWindow, size.0, size.1) }
      let deadline = ProcessProbe.now() + 1
      var resized = !resizing
      while !resized, ProcessProbe.now() < deadline {
        guard SDL_WaitEventTimeout(&event, 10) != 0 else { continue }
        let changed = UInt32(event.window.event)
        resized =
          event.type == SDL_WINDOWEVENT.rawValue && changed == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue
          && (event.window.data1, event.window.data2) == size
      }
      SDL_SetRenderDrawColor(renderer, 240, 240, 240, 255)
      SDL_RenderClear(renderer)
      SDL_RenderPresent(renderer)
      if frame >= warmUp { times.append(ProcessProbe.now()) }
    }
    return zip(times.dropFirst(), times).map { $0 - $1 }
  }

  /// Hands the window every queued event until the one saying it is `size` has been handled, then
  /// lays out; returns the seconds from that event's handling to the end of the layout, or nil
  /// when no such event came within a second.
  private static func handleResize(_ window: SDLPlatformWindow, to size: CGSize, unitsPerPoint: CGFloat) -> Double? {
    let expected = (Int32(size.width * unitsPerPoint), Int32(size.height * unitsPerPoint))
    let deadline = ProcessProbe.now() + 1
    var event = SDL_Event()
    var begin: Double?
    while begin == nil, ProcessProbe.now() < deadline {
      guard SDL_WaitEventTimeout(&event, 10) != 0 else { continue }
      let changed = UInt32(event.window.event)
      if event.type == SDL_WINDOWEVENT.rawValue,
        changed == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue || changed == SDL_WINDOWEVENT_RESIZED.rawValue,
        (event.window.data1, event.window.data2) == expected
      {
        begin = ProcessProbe.now()
      }
      window.handle(event)
    }
    guard let begin else { return nil }
    window.uiWindow.layoutIfNeeded()
    return ProcessProbe.now() - begin
  }

  /// Hands the window whatever events are queued.
  private static func pump(_ window: SDLPlatformWindow) {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 { window.handle(event) }
  }

  /// True when the form's scroll view spans `width` and its stack, and every row in it, spans the
  /// scroll view less the form's insets.
  private static func formIsLaidOut(_ view: UIView, width: CGFloat) -> Bool {
    guard let scrollView = DemoSupport.firstScrollView(in: view),
      let stack = scrollView.subviews.first(where: { $0 is UIStackView }) as? UIStackView
    else { return false }
    // The form's stack is 20 pt in from each side (FormSceneController.inset).
    let inner = width - 2 * 20
    return scrollView.frame.width == width && stack.frame.width == inner
      && stack.arrangedSubviews.allSatisfy { $0.isHidden || $0.frame.width == inner }
  }

  private static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count)
  }
}

/// What the benchmarks look up in a scene's views.
enum DemoSupport {
  /// The first scroll view in `view`'s tree, depth first.
  static func firstScrollView(in view: UIView) -> UIScrollView? {
    if let scrollView = view as? UIScrollView { return scrollView }
    for subview in view.subviews {
      if let found = firstScrollView(in: subview) { return found }
    }
    return nil
  }
}
