import CSDL2
import CXPresent
import Foundation
import ViewCore

/// A resizable, high-DPI SDL window with a renderer, showing a `UIWindow` sized in points.
///
/// The window owns the frame loop (`run()`): it reads the clock once per frame, steps the core
/// with `advance(to:)`, draws its display list and presents; when nothing changes it blocks.
@MainActor
public final class SDLPlatformWindow {
  /// Which renderer the window got, for the log.
  public enum RendererKind: Equatable, CustomStringConvertible {
    case accelerated(name: String, vsync: Bool)
    case software(name: String)

    public var description: String {
      switch self {
      case .accelerated(let name, let vsync):
        return "\(name) (accelerated\(vsync ? ", vsync" : ", no vsync"))"
      case .software(let name): return "\(name) (software)"
      }
    }
  }

  /// How the window is made.
  public struct Options {
    /// Accept SDL's invisible `offscreen` driver when there is no display (tests, screenshots).
    public var allowsHeadless = false
    /// Skip the accelerated renderer.
    public var forcesSoftwareRenderer = false
    public var vsync = true
    /// The display server to force; nil chooses as `VideoDriverChoice` says.
    public var videoDriver: VideoDriverChoice?
    /// Pixels per point where the display server does not scale (X11): 2 draws everything at
    /// twice the pixels, input still in points. Nil reads `GDK_SCALE` (as GTK apps do), else 1.
    /// Wayland ignores it: the compositor's output scale applies there.
    public var scale: CGFloat?
    /// Pace frames by the display server's clock (Wayland's frame callbacks, X11's Present
    /// completions) and advance the motion to each frame's predicted presentation time
    /// (`FrameTimeline`); false paces by the swap interval and advances to the time each pass
    /// begins (as where the server offers no clock).
    public var followsCompositorClock = true
    /// The appearance the window's views take; nil follows the desktop's preference
    /// (`DesktopAppearance.preferredStyle(environment:)`).
    public var appearance: UIUserInterfaceStyle?

    public init(
      allowsHeadless: Bool = false, forcesSoftwareRenderer: Bool = false, vsync: Bool = true,
      videoDriver: VideoDriverChoice? = nil, scale: CGFloat? = nil, followsCompositorClock: Bool = true,
      appearance: UIUserInterfaceStyle? = nil
    ) {
      self.appearance = appearance
      self.allowsHeadless = allowsHeadless
      self.forcesSoftwareRenderer = forcesSoftwareRenderer
      self.vsync = vsync
      self.videoDriver = videoDriver
      self.scale = scale
      self.followsCompositorClock = followsCompositorClock
    }
  }

  /// The core's window, sized in points; set its `rootViewController` to show something.
  public let uiWindow: UIWindow
  /// The `SDL_Window`.
  public let sdlWindow: OpaquePointer
  /// Draws the display list; owns the texture cache.
  public let renderer: SDLRenderer
  /// The renderer and whether it waits for vsync (it does not where the compositor's frame
  /// callbacks pace the loop).
  public private(set) var rendererKind: RendererKind
  /// The frame clock (seconds since SDL started, on the same base as event timestamps). Tests
  /// replace it with one they step by hand.
  public internal(set) var clock: FrameClock
  /// How an idle loop blocks: waits up to a timeout in milliseconds for an event, true when
  /// `event` was filled (`SDL_WaitEventTimeout`). Tests replace it to see how long the loop asked
  /// to wait, without waiting.
  var waitForEvent: (_ event: inout SDL_Event, _ milliseconds: Int32) -> Bool = { SDL_WaitEventTimeout(&$0, $1) != 0 }

  /// Called with every SDL event before the window handles it (the input translator goes here).
  public var onEvent: ((SDL_Event) -> Void)?
  /// Called when the window gains or loses the keyboard focus, is minimised or restored (the
  /// application turns these into its scene's activation states).
  public var onActivityChange: ((WindowActivity) -> Void)?
  /// Called once per loop pass with the frame time, after `advance(to:)` and before drawing.
  public var onFrame: ((TimeInterval) -> Void)?
  /// Called when the display server says when a frame was shown (or that it was discarded): the
  /// time it was computed for, the time it was shown, and whether it was late. Wayland, and X11
  /// with the Present extension.
  public var onFramePresented: ((FrameTimeline.Timing) -> Void)?
  /// The display's clock: the refresh in use and the predicted presentation time of each frame.
  public internal(set) var timeline: FrameTimeline
  /// On X11 with OpenGL, where the server's GLX copies part of the back buffer to the window
  /// (`GLX_MESA_copy_sub_buffer`): a frame whose damage is small is drawn and presented alone,
  /// without a swap (docs/rendering.md). Nil elsewhere: frames are swapped whole.
  var subBuffer: OpaquePointer?
  /// On Wayland where OpenGL runs on the CPU: the canvas SDL's software renderer draws into and
  /// the shared memory its changed pixels are handed over in (`WaylandSharedMemoryTarget`).
  private(set) var sharedMemory: WaylandSharedMemoryTarget?
  /// `glFinish` of SDL's OpenGL context, where the renderer is OpenGL: a frame held before its
  /// present (drawing ahead on X11) is rasterised first. Nil on other renderers.
  var finishGL: (@convention(c) () -> Void)?
  /// How a frame with small damage is presented, for the log: alone (the software renderer's
  /// surface, or OpenGL's sub-buffer copy on X11) or with the whole window (a swap).
  public var smallDamagePresentation: String {
    if sharedMemory != nil { return "small changes drawn and presented alone (wl_shm, wl_surface.damage_buffer)" }
    if keepsPixelsBetweenFrames { return "small changes drawn and presented alone (the window's surface)" }
    if subBuffer != nil { return "small changes drawn and presented alone (GLX_MESA_copy_sub_buffer)" }
    return "every change presents the whole window (a swap)"
  }
  /// The display server's clock: the compositor's frame callbacks and presentation feedback
  /// (Wayland), Present's completions (X11), or nil: then frames are paced by the swap interval
  /// and advanced to the time each pass begins.
  var frameSource: (any FrameSource)?
  /// True when the compositor's frame callbacks pace the loop and frames are computed for their
  /// predicted presentation time; false paces by the swap interval (feedback, if any, only timed).
  var pacesByCompositor = false
  /// How frames are paced, for the log: the compositor's clock or the swap interval, and why.
  public private(set) var pacingStatus: String
  /// Whose clock gives the refresh in use, for the HUD: "compositor" (Wayland's presentation
  /// feedback) or "Present" (X11's completions) once the server has given its period, "display
  /// mode until Present says" (or the compositor) before, "swap interval" where the server has no
  /// clock to give.
  public var refreshSource: String {
    guard let frameSource else { return "swap interval" }
    return timeline.knowsCompositorRefresh ? frameSource.clockName : "display mode until \(frameSource.clockName) says"
  }
  /// The number of the last frame presented (the frame callbacks and feedback carry it).
  var frameNumber: UInt64 = 0
  /// The frame-clock time of the core's next timer (such as an idle scroll-indicator fade), if
  /// any; an idle loop wakes for it instead of waiting out `idleTimeout`.
  public var nextDeadline: (() -> TimeInterval?)?
  /// The longest an idle loop blocks before stepping the core anyway, in seconds.
  public var idleTimeout: TimeInterval = 0.5
  /// The shortest time between frames when the renderer does not block on vsync, in seconds.
  public var minimumFrameInterval: TimeInterval
  public internal(set) var isRunning = false
  /// The main dispatch queue and run loop, served between passes while `run()` runs.
  var mainQueue: MainQueueService?
  /// Frames drawn and presented so far.
  public internal(set) var framesDrawn = 0
  /// True once the display server has exposed the window (X11 and Wayland send it when the
  /// window first shows): input sent to it before then may not reach it.
  public internal(set) var hasBeenExposed = false
  var lastFrameTime: TimeInterval = -.infinity
  /// Whether the last pass that wanted a frame presented one (and so, on the compositor's clock,
  /// asked for a frame callback).
  var lastPassPresented = true
  var lastPassTime: TimeInterval = -.infinity
  private let sdlRenderer: OpaquePointer
  /// SDL window units per point: the `scale` option (or `GDK_SCALE`) on a display server that
  /// does not scale windows itself; 1 on Wayland, where SDL's units are already points.
  public let windowUnitsPerPoint: CGFloat

  /// The window units per point for `driver`: Wayland scales by itself; elsewhere the asked-for
  /// scale, else `GDK_SCALE` when it is a whole number from 1 to 4, else 1.
  static func windowUnitsPerPoint(driver: String?, scale: CGFloat?, environment: [String: String]) -> CGFloat {
    if driver == "wayland" { return 1 }
    if let scale, scale.isFinite, scale >= 1 { return min(scale, 4) }
    if let text = environment["GDK_SCALE"], let value = Int(text), (1...4).contains(value) { return CGFloat(value) }
    return 1
  }

  /// Opens a window of `size` points titled `title`, showing `window` (a new `UIWindow` when nil;
  /// an app's own `UIWindow` is resized to the window it gets).
  /// - Throws: `SDLPlatformError.noDisplay`, `.windowCreation`, `.rendererCreation`, `.fontsMissing`.
  public init(title: String, size: CGSize, window existing: UIWindow? = nil, options: Options = Options()) throws {
    let fonts = try SDLSession.sharedFonts()
    try SDLSession.startVideo(allowsHeadless: options.allowsHeadless, driver: options.videoDriver)
    let unitsPerPoint = SDLPlatformWindow.windowUnitsPerPoint(
      driver: SDLSession.currentDriver, scale: options.scale, environment: ProcessInfo.processInfo.environment)
    let pointWidth = min(max(size.width.isFinite ? size.width : 1280, 1), 16384 / unitsPerPoint)
    let pointHeight = min(max(size.height.isFinite ? size.height : 800, 1), 16384 / unitsPerPoint)
    let width = Int32(pointWidth * unitsPerPoint)
    let height = Int32(pointHeight * unitsPerPoint)
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
    let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
    guard let window = SDL_CreateWindow(title, centered, centered, width, height, flags) else {
      throw SDLPlatformError.windowCreation(reason: SDLPlatformError.lastSDLError)
    }
    guard var (sdlRenderer, kind) = SDLPlatformWindow.makeRenderer(for: window, options: options) else {
      let reason = SDLPlatformError.lastSDLError
      SDL_DestroyWindow(window)
      throw SDLPlatformError.rendererCreation(reason: reason)
    }
    if let software = SDLPlatformWindow.sharedMemoryRenderer(for: window, replacing: sdlRenderer, kind: kind) {
      (sdlRenderer, kind, sharedMemory) = (software.renderer, software.kind, software.target)
    }
    sdlWindow = window
    windowUnitsPerPoint = unitsPerPoint
    self.sdlRenderer = sdlRenderer
    rendererKind = kind
    renderer = SDLRenderer(renderer: sdlRenderer, fonts: fonts)
    clock = FrameClock()
    let bounds = CGRect(x: 0, y: 0, width: pointWidth.rounded(), height: pointHeight.rounded())
    uiWindow = existing ?? UIWindow(frame: bounds)
    if uiWindow.bounds.size != bounds.size { uiWindow.resize(to: bounds.size) }
    uiWindow.services.textMeasurer = SDLTextMeasurer(fonts: fonts)
    uiWindow.services.textInput = SDLTextInputHost(unitsPerPoint: unitsPerPoint)
    uiWindow.services.pasteboard = SDLPasteboardHost()
    uiWindow.systemUserInterfaceStyle =
      options.appearance ?? DesktopAppearance.preferredStyle(environment: ProcessInfo.processInfo.environment)
    minimumFrameInterval = SDLPlatformWindow.frameInterval(of: window)
    timeline = FrameTimeline(nominalInterval: minimumFrameInterval / 0.9)
    pacingStatus = "swap interval"
    let driver = SDLSession.currentDriver
    if driver == "wayland" || driver == "x11" {
      // `SCROLL_FRAME_CLOCK=swap-interval` paces a run by the swap interval instead, its frames still
      // timed by the server (to measure one against the other).
      let environment = ProcessInfo.processInfo.environment
      pacesByCompositor = options.followsCompositorClock && environment["SCROLL_FRAME_CLOCK"] != "swap-interval"
      var failure: String?
      if driver == "wayland" {
        frameSource = WaylandFrameSource(window: window, clock: clock, failure: &failure)
      } else {
        frameSource = X11PresentFrameSource(
          window: window, clock: clock, nominalInterval: timeline.nominalInterval, failure: &failure)
      }
      if let frameSource, pacesByCompositor {
        // The frame callbacks pace the loop; a renderer waiting on its own callback would only
        // stall it. X11's completions come at the refresh a vsync'd swap waits for, so the swap
        // keeps its vsync there (without it, a real display would tear).
        if driver == "wayland", SDL_RenderSetVSync(sdlRenderer, 0) == 0, case .accelerated(let name, _) = kind {
          rendererKind = .accelerated(name: name, vsync: false)
        }
        pacingStatus = frameSource.status
      } else {
        pacingStatus =
          frameSource.map { "swap interval (\($0.status) for timing only)" }
          ?? failure.map { "swap interval (\($0))" } ?? "swap interval"
      }
      if frameSource == nil, let failure, driver == "x11" {
        // Said once, where a person looks: the HUD says "(swap interval)" from then on.
        Diagnostics.report(
          "frames are paced by the swap interval: \(failure)", from: "SDLPlatformWindow", once: "no Present")
      }
    }
    if driver == "x11", case .accelerated(let name, _) = rendererKind, name == "opengl" {
      subBuffer = x11_sub_buffer_open(UnsafeMutableRawPointer(window))
    }
    if case .accelerated(let name, _) = rendererKind, name == "opengl", let finish = SDL_GL_GetProcAddress("glFinish") {
      finishGL = unsafeBitCast(finish, to: (@convention(c) () -> Void).self)
    }
    // X11's probe completion, if any: the first frame is computed for the server's next refresh.
    takeFrameFeedback()
    syncSize()
  }

  isolated deinit {
    if let subBuffer { x11_sub_buffer_close(subBuffer) }
    frameSource = nil
    renderer.discardTextures()
    SDL_DestroyRenderer(sdlRenderer)
    sharedMemory = nil
    SDL_DestroyWindow(sdlWindow)
  }

  /// The window's title.
  public var title: String {
    get { String(cString: SDL_GetWindowTitle(sdlWindow)) }
    set { SDL_SetWindowTitle(sdlWindow, newValue) }
  }

  /// Whether what was drawn stays in the render target after a present, so a frame may redraw
  /// only its damage: true for SDL's software renderer (it draws into the window's surface, which
  /// SDL keeps); false for OpenGL and the other accelerated renderers, whose back buffer holds
  /// undefined pixels after a swap and whose age SDL 2 does not tell (docs/rendering.md).
  public var keepsPixelsBetweenFrames: Bool {
    if case .software = rendererKind { return true }
    return false
  }

  /// False while minimised or hidden: nothing is drawn then, and the loop blocks.
  public var isVisible: Bool {
    let hidden = SDL_WINDOW_MINIMIZED.rawValue | SDL_WINDOW_HIDDEN.rawValue
    return SDL_GetWindowFlags(sdlWindow) & hidden == 0
  }

  /// Matches the `UIWindow` to the window's size in points and its pixels-per-point.
  func syncSize() {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(sdlWindow, &width, &height)
    // A minimised window may report 0×0; keep the last layout until it comes back.
    guard width > 0, height > 0 else { return }
    let points = CGSize(
      width: CGFloat(width) / windowUnitsPerPoint, height: CGFloat(height) / windowUnitsPerPoint)
    if uiWindow.bounds.size != points { uiWindow.resize(to: points) }
    var pixelWidth: Int32 = 0
    var pixelHeight: Int32 = 0
    if let sharedMemory {
      // The canvas follows the window's pixels (SDL gives them with the compositor's scale).
      SDL_GetWindowSizeInPixels(sdlWindow, &pixelWidth, &pixelHeight)
      sharedMemory.canvas.fit(width: pixelWidth, height: pixelHeight, renderer: sdlRenderer)
    }
    SDL_GetRendererOutputSize(sdlRenderer, &pixelWidth, &pixelHeight)
    let scale = pixelWidth > 0 ? CGFloat(pixelWidth) / points.width : 1
    if uiWindow.screenScale != scale { uiWindow.screenScale = scale }
  }

  private static func makeRenderer(for window: OpaquePointer, options: Options)
    -> (OpaquePointer, RendererKind)?
  {
    if !options.forcesSoftwareRenderer {
      let vsync = options.vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
      if let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsync) {
        let info = rendererInfo(renderer)
        let hasVsync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        return (renderer, .accelerated(name: String(cString: info.name), vsync: hasVsync))
      }
    }
    guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else { return nil }
    return (renderer, .software(name: String(cString: rendererInfo(renderer).name)))
  }

  /// On Wayland, where `renderer` is OpenGL rasterised on the CPU: SDL's software renderer on a
  /// canvas presented in shared memory instead (`WaylandSharedMemoryTarget`), `renderer` destroyed.
  /// Nil keeps `renderer`: elsewhere, on a GPU, with `SCROLL_WAYLAND_PRESENT=opengl`, or where the
  /// target cannot be made (said once).
  private static func sharedMemoryRenderer(
    for window: OpaquePointer, replacing renderer: OpaquePointer, kind: RendererKind
  ) -> (renderer: OpaquePointer, kind: RendererKind, target: WaylandSharedMemoryTarget)? {
    guard SDLSession.currentDriver == "wayland", case .accelerated(let name, _) = kind, name.hasPrefix("opengl"),
      ProcessInfo.processInfo.environment["SCROLL_WAYLAND_PRESENT"] != "opengl",
      let glRenderer = WaylandSharedMemoryTarget.currentGLRenderer(),
      WaylandSharedMemoryTarget.isSoftwareRasteriser(glRenderer)
    else { return nil }
    var failure: String?
    guard let target = WaylandSharedMemoryTarget(window: window, failure: &failure),
      let software = SDL_CreateSoftwareRenderer(target.canvas.surface)
    else {
      Diagnostics.report(
        "OpenGL here is \(glRenderer) and it stays: \(failure ?? SDLPlatformError.lastSDLError)",
        from: "SDLPlatformWindow", once: "wl_shm")
      return nil
    }
    SDL_DestroyRenderer(renderer)
    return (software, .software(name: "software into wl_shm; OpenGL here is \(glRenderer)"), target)
  }

  private static func rendererInfo(_ renderer: OpaquePointer) -> SDL_RendererInfo {
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    return info
  }

  /// 90 % of the display's refresh period: below what vsync already paces, so it only holds
  /// back a renderer that does not wait for vsync (software, or a virtual display) from spinning.
  private static func frameInterval(of window: OpaquePointer) -> TimeInterval {
    var mode = SDL_DisplayMode()
    let refresh =
      SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0 ? mode.refresh_rate : 60
    return 0.9 / Double(refresh)
  }
}
