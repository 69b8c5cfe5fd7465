import Foundation
import SDLPlatform
import ViewCore

/// The running app: its delegate, its windows and the key window. `UIApplicationMain` makes it
/// and runs the SDL event loop behind it (input translation, idle blocking, frame pacing).
///
/// The desktop shows one window: the first `makeKeyAndVisible()` opens the SDL window with that
/// `UIWindow` in it; a later different window is refused with a message (nothing is lost).
@MainActor
public final class UIApplication: UIResponder {
  /// Keys of the launch options dictionary; the desktop never passes any.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The app.
  public static let shared = UIApplication(configuration: AppConfiguration.fromProcess())

  /// The app's delegate (held strongly: the app owns it, as `UIApplicationMain` makes it).
  public var delegate: (any UIApplicationDelegate)?
  /// The windows shown with `makeKeyAndVisible()` or `makeKey()`, in that order.
  public private(set) var windows: [UIWindow] = []
  /// The window that receives key presses.
  public private(set) weak var keyWindow: UIWindow?
  /// The launch settings (window size and title, trace, screenshot) from arguments and environment.
  public let configuration: AppConfiguration
  /// The SDL window showing the key window, once one was shown.
  public private(set) var platformWindow: SDLPlatformWindow?
  private var input: SDLInputSource?
  /// The controller of the last `viewDidAppear` trace line (see `traceVisibleController`).
  weak var tracedController: UIViewController?

  init(configuration: AppConfiguration) {
    self.configuration = configuration
    super.init()
  }

  public required init?(coder: NSCoder) { nil }

  /// Shows `window` in the SDL window (opening it on first use) and makes it key. Without a
  /// display it says so in one line and exits with status 1.
  func show(_ window: UIWindow) {
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
        title: configuration.windowTitle, size: configuration.windowSize, window: window)
      platformWindow = platform
      UIImage.preferredScale = platform.uiWindow.screenScale
      input = SDLInputSource(platform: platform) { [weak window] events in window?.handle(events) }
      platform.nextDeadline = { [weak window] in window?.nextInputDeadline }
      if configuration.tracesScrolling {
        _ = window.services.scrollTrace.addObserver { record in Self.printLine(record.json) }
        platform.onFrame = { [weak self] time in self?.traceVisibleController(at: time) }
      }
    } catch {
      Self.report("error: \(error)")
      exit(1)
    }
  }

  /// Makes `window` the key window without opening anything.
  func makeKey(_ window: UIWindow) {
    if !windows.contains(where: { $0 === window }) { windows.append(window) }
    if platformWindow == nil || platformWindow?.uiWindow === window { keyWindow = window }
  }

  /// Runs the event loop until the window closes (or, with `--screenshot`, saves the settled
  /// window and returns). Returns the process's exit status.
  func runEventLoop() -> Int32 {
    guard let platformWindow else {
      Self.report(
        "error: no window was shown; create a UIWindow and call makeKeyAndVisible() in "
          + "application(_:didFinishLaunchingWithOptions:)")
      return 1
    }
    platformWindow.step()
    if configuration.tracesScrolling { Self.printLine(appearanceLine(at: platformWindow.uiWindow.currentTime)) }
    if let screenshot = configuration.screenshotPath {
      platformWindow.settle()
      do {
        try platformWindow.screenshot(to: screenshot)
      } catch {
        Self.report("error: \(error)")
        return 1
      }
      return 0
    }
    platformWindow.run()
    delegate?.applicationWillTerminate(self)
    return 0
  }

  /// The trace line that says the window is on screen, named after its root controller's class.
  private func appearanceLine(at time: TimeInterval) -> String {
    let name = keyWindow?.rootViewController.map { String(describing: type(of: $0)) } ?? "window"
    let record = ScrollTraceRecord(
      time: time, view: name, event: "windowDidAppear", offset: .zero, zoom: 1, velocity: nil, target: nil,
      decelerate: nil, tracking: false, dragging: false, decelerating: false, zooming: false)
    return record.json
  }

  /// One line on standard error, prefixed with the program's name.
  static func report(_ message: String) {
    FileHandle.standardError.write(Data("\(AppConfiguration.programName): \(message)\n".utf8))
  }

  /// One line on standard output, written at once (a test reads it while the app runs).
  static func printLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
