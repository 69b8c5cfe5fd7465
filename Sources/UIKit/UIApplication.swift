import Foundation
import SDLPlatform
import ViewCore

/// The running app: its delegate, its windows and the key window. `UIApplicationMain` makes it
/// and runs the SDL event loop behind it (input translation, idle blocking, frame pacing).
///
/// The desktop shows one window: the first `makeKeyAndVisible()` opens the SDL window with that
/// `UIWindow` in it; a later different window is refused with a message (nothing is lost).
///
/// Desktop additions (none exists on iOS): `configuration` (how the app was launched),
/// `platformWindow` (the SDL window, for its title), `tools` (the trace, record and replay,
/// captures, frame and input observers: `DesktopTools`), and `show(_:)`/`makeKey(_:)`, which
/// `UIWindow`'s `makeKeyAndVisible()` and `makeKey()` call (as `UIWindow.host`, the view core's
/// hook for whatever shows windows).
@MainActor
public final class UIApplication: UIResponder, UIWindowHosting {
  /// Keys of the launch options dictionary; the desktop never passes any.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  private static var current: UIApplication?

  /// The app. Made on first use from the process's arguments and environment, unless
  /// `UIApplicationMain(_:configuration:)` made it first with a configuration of its own.
  public static var shared: UIApplication {
    if let current { return current }
    return make(configuration: AppConfiguration.fromProcess())
  }

  /// Makes the app with `configuration` (once; a second call returns the first app).
  static func make(configuration: AppConfiguration) -> UIApplication {
    if let current { return current }
    let application = UIApplication(configuration: configuration)
    current = application
    UIWindow.host = application
    return application
  }

  /// `UIScreen.main.bounds`, for the view core (a controller's view starts with it).
  public var screenBounds: CGRect { UIScreen.main.bounds }
  /// The window's pixels per point once it is open (1 before).
  public var screenScale: CGFloat { platformWindow?.uiWindow.screenScale ?? 1 }
  public var assetFolders: [String] { configuration.assetFolders }
  /// `UIView.setAnimationsEnabled(_:)`.
  public var animationsEnabled = true

  /// The app's delegate (held strongly: the app owns it, as `UIApplicationMain` makes it).
  public var delegate: (any UIApplicationDelegate)?
  /// The scene the app's window belongs to, when the app has a scene delegate.
  var connectedScene: UIScene?
  /// The connected scenes: the one scene of an app with a scene delegate, else none.
  public var connectedScenes: [UIScene] { connectedScene.map { [$0] } ?? [] }
  /// The windows shown with `makeKeyAndVisible()` or `makeKey()`, in that order.
  public private(set) var windows: [UIWindow] = []
  /// The window that receives key presses.
  public private(set) weak var keyWindow: UIWindow?
  /// The launch settings (window size and title, trace, screenshot …) from arguments and
  /// environment, or from the app (`UIApplicationMain(_:configuration:)`).
  public let configuration: AppConfiguration
  /// The SDL window showing the key window, once one was shown.
  public private(set) var platformWindow: SDLPlatformWindow?
  var input: SDLInputSource?
  /// The desktop tooling (`--trace`, `--record`/`--replay`, `--capture`, `--screenshot`, frame and
  /// input observers): its one entry.
  public let tools: DesktopTools

  init(configuration: AppConfiguration) {
    self.configuration = configuration
    tools = DesktopTools(configuration: configuration)
    super.init()
  }

  public required init?(coder: NSCoder) { nil }

  /// Shows `window` in the SDL window (opening it on first use) and makes it key. Without a
  /// display it says so in one line and exits with status 1.
  public func show(_ window: UIWindow) {
    if !windows.contains(where: { $0 === window }) { windows.append(window) }
    window.isHidden = false
    if let platformWindow, platformWindow.uiWindow !== window {
      Self.report("only one window can be shown on the desktop; the later window is not shown")
      return
    }
    keyWindow = window
    guard platformWindow == nil else { return }
    do {
      let platform = try SDLPlatformWindow(
        title: configuration.windowTitle, size: configuration.windowSize, window: window,
        options: .init(
          videoDriver: configuration.videoDriver, scale: configuration.scale, appearance: configuration.appearance))
      open(platform)
    } catch {
      Self.report("error: \(error)")
      exit(1)
    }
  }

  /// Connects a freshly opened SDL window: input, deadlines, the trace and the frame hook.
  private func open(_ platform: SDLPlatformWindow) {
    platformWindow = platform
    let window = platform.uiWindow
    let input = SDLInputSource(platform: platform) { [weak self] events in self?.handle(events) }
    self.input = input
    tools.windowDidOpen(platform, input: input)
    // The core's timers and the translator's (a Ctrl+wheel pinch ends when the wheel rests).
    platform.nextDeadline = { [weak window, weak input] in
      [window?.nextInputDeadline, input?.nextDeadline].compactMap { $0 }.min()
    }
    platform.onFrame = { [weak self, weak input] time in
      input?.passTime(to: time)
      self?.frameWillDraw(at: time)
    }
    platform.onActivityChange = { [weak self] activity in self?.windowActivityChanged(activity) }
  }

  /// Makes `window` the key window without opening anything.
  public func makeKey(_ window: UIWindow) {
    if !windows.contains(where: { $0 === window }) { windows.append(window) }
    if platformWindow == nil || platformWindow?.uiWindow === window { keyWindow = window }
  }

  /// Before each drawn frame: the tools' turn (trace, observers, a pending capture).
  func frameWillDraw(at time: TimeInterval) {
    guard let platformWindow else { return }
    tools.frameWillDraw(at: time, in: platformWindow, keyWindow: keyWindow)
  }

  /// Core events from the SDL window, through the tools (F12, recording) to the key window's
  /// dispatch, then to the tools' input observers.
  func handle(_ events: [InputEvent]) {
    guard let platformWindow else { return }
    let forwarded = tools.inputWillReachWindow(events, in: platformWindow)
    platformWindow.uiWindow.handle(forwarded)
    tools.inputDidReachWindow(forwarded)
  }

  /// Runs the event loop until the window closes and returns the process's exit status (the
  /// tools may replay a recording or take a screenshot instead).
  func runEventLoop(replaying replay: InputRecording? = nil) -> Int32 {
    guard let platformWindow else {
      Self.report(
        "error: no window was shown; create a UIWindow and call makeKeyAndVisible() in "
          + "application(_:didFinishLaunchingWithOptions:)")
      return 1
    }
    if let status = tools.run(platformWindow, replaying: replay, keyWindow: keyWindow) { return status }
    disconnectScene()
    delegate?.applicationWillTerminate(self)
    return 0
  }

  /// One line on standard error, prefixed with the program's name.
  public static func report(_ message: String) {
    Diagnostics.report(message, from: AppConfiguration.programName)
  }
}
