// The desktop tooling every app gets (trace, record and replay, captures, screenshots, frame and
// input observers), apart from the application itself; its one entry is `UIApplication.shared.tools`.
import Foundation
import SDLPlatform
import ViewCore

/// The desktop tooling every app gets, none of which exists on iOS — the one entry is
/// `UIApplication.shared.tools`:
/// - `--trace`: every scroll view's messages as JSON lines, plus the app's own lines (`traceLine`);
/// - `--record` / `--replay`: the input events of a run, written and played back on a stepped clock;
/// - `--capture`: F12 saves the settled window; `--screenshot`: open, settle, save, exit;
/// - frame and input observers, the virtual pinch fingers and the input status, for a HUD.
/// The application calls its hooks at fixed points of the event loop: the window opened, a batch
/// of input, a frame about to be drawn, the loop's run.
@MainActor
public final class DesktopTools {
  let configuration: AppConfiguration
  /// The events of this run, when `--record` asked for them.
  var recording: InputRecording?
  /// F12 asked for a capture at this time; it is saved once the window has settled.
  var captureRequestTime: TimeInterval?
  var frameObservers: [(TimeInterval) -> Void] = []
  var inputObservers: [([InputEvent]) -> Void] = []
  /// The controller of the last `viewDidAppear` trace line (see `traceVisibleController`).
  weak var tracedController: UIViewController?
  /// The `windowDidAppear` line waiting for the window to be exposed (its root controller's
  /// name), and since when (the window's clock).
  var pendingWindowAppearance: String?
  var pendingAppearanceSince: TimeInterval = 0
  /// The input source of the open window (for the virtual fingers and the input status).
  weak var input: SDLInputSource?

  init(configuration: AppConfiguration) {
    self.configuration = configuration
    recording = configuration.recordPath == nil ? nil : InputRecording()
  }

  /// Calls `observer` before every pass of the event loop draws (and while replaying, before
  /// every stepped frame), with the frame's time. For what must be current in each frame: a
  /// frame-rate display, a status line.
  public func addFrameObserver(_ observer: @escaping (TimeInterval) -> Void) {
    frameObservers.append(observer)
  }

  /// Calls `observer` with every batch of input events after the key window has handled them.
  public func addInputObserver(_ observer: @escaping ([InputEvent]) -> Void) {
    inputObservers.append(observer)
  }

  /// Where a pinch made with the mouse (Alt-drag) is, in window points; nil when none is.
  public var dragPinchCentre: CGPoint? { input?.dragPinchCentre }

  /// What the desktop's input offers beyond SDL's events (XInput 2's smooth scrolling and pinch
  /// on X11; the seat's axis source and stop and the pointer gestures on Wayland), or nil where
  /// there is nothing to say.
  public var inputStatus: String? { input?.inputStatus }

  // MARK: Hooks the application calls

  /// A window opened: with `--trace`, the video driver's line and every scroll message from now on.
  func windowDidOpen(_ platform: SDLPlatformWindow, input: SDLInputSource) {
    self.input = input
    guard configuration.tracesScrolling else { return }
    Self.printLine(Self.line(view: SDLSession.currentDriver ?? "none", event: "videoDriver", at: platform.clock.now()))
    _ = platform.uiWindow.services.scrollTrace.addObserver { record in Self.printLine(record.json) }
    input.onDevicesRead = { [unowned platform] event in
      Self.printLine(Self.line(view: "input", event: event, at: platform.clock.now()))
    }
    traceFrames(of: platform)
  }

  /// A batch of input on its way to the key window: with `--capture`, F12 asks for a screenshot
  /// and goes no further; with `--record`, the rest is recorded. Returns what goes on.
  func inputWillReachWindow(_ events: [InputEvent], in platform: SDLPlatformWindow) -> [InputEvent] {
    var forwarded = events
    if configuration.capturePath != nil {
      forwarded.removeAll { event in
        guard case .key(let key) = event, key.code == .function(12) else { return false }
        if key.phase == .down {
          captureRequestTime = platform.clock.now()
          platform.uiWindow.setNeedsRedraw()
        }
        return true
      }
    }
    recording?.events.append(contentsOf: forwarded)
    return forwarded
  }

  /// The key window handled `events`: the input observers hear them.
  func inputDidReachWindow(_ events: [InputEvent]) {
    for observer in inputObservers { observer(events) }
  }

  /// Before each drawn frame: the trace's `viewDidAppear`, the observers, a pending capture.
  func frameWillDraw(at time: TimeInterval, in platform: SDLPlatformWindow, keyWindow: UIWindow?) {
    if configuration.tracesScrolling {
      traceWindowAppearance(in: platform)
      traceVisibleController(at: time, in: platform, keyWindow: keyWindow)
    }
    for observer in frameObservers { observer(time) }
    saveCaptureIfSettled(at: time, in: platform)
  }

  /// Saves the capture F12 asked for once nothing animates (or the settle limit has passed).
  private func saveCaptureIfSettled(at time: TimeInterval, in platform: SDLPlatformWindow) {
    guard let requested = captureRequestTime, let path = configuration.capturePath else { return }
    guard !platform.uiWindow.isAnimating || time - requested > SDLPlatformWindow.settleLimit else { return }
    captureRequestTime = nil
    do {
      try platform.screenshot(to: path)
      UIApplication.report("saved a screenshot to \(path)")
    } catch {
      UIApplication.report("error: \(error)")
    }
  }

  /// One line on standard output, written at once (a test reads it while the app runs).
  package static func printLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
