import DemoScenes
import Foundation
import SDLPlatform
import ViewCore

/// Wires the platform window to the demo: SDL events through the input translator into the
/// window's dispatch (and a recording, when asked), the navigation root, the HUD's frame figures,
/// the virtual pinch fingers, the window title, `--trace` on standard output, and F12 captures.
@MainActor
final class DemoApp {
  let platform: SDLPlatformWindow
  let root = DemoRootController()
  private let trace: DemoTrace?
  private var input: SDLInputSource?
  private var recording: InputRecording?
  private let recordURL: URL?
  private let captureURL: URL?
  private var captureRequested = false
  private var captureRequestTime: TimeInterval = 0
  private var frameRate = FrameRateMeter()
  /// A scene that appeared and the frame count then: its trace line waits for its first frame.
  private var pendingAppearance: (name: String, frames: Int)?

  init(platform: SDLPlatformWindow, trace: DemoTrace?, recordTo recordURL: URL?, captureTo captureURL: URL?) {
    self.platform = platform
    self.trace = trace
    self.recordURL = recordURL
    self.captureURL = captureURL
    recording = recordURL == nil ? nil : InputRecording()
    let uiWindow = platform.uiWindow
    // Before the root controller loads, so the menu's first appearance is reported too.
    root.onSceneChange = { [weak self] scene in self?.sceneDidChange(scene) }
    uiWindow.rootViewController = root
    help.secondPinchModifier = "Ctrl"
    input = SDLInputSource(platform: platform) { [weak self] events in self?.handle(events) }
    platform.onFrame = { [weak self] time in self?.frameWillDraw(at: time) }
    platform.nextDeadline = { uiWindow.nextInputDeadline }
  }

  private var help: HelpOverlayView { root.help }

  /// What XInput 2 offers on X11 (smooth scrolling, pinch gestures), for the log; nil elsewhere.
  var xinputStatus: String? { input?.xinputStatus }

  /// Core events from the window: F12 asks for a capture; everything else goes to the window's
  /// dispatch (and the recording), and the pinch fingers' circles follow.
  private func handle(_ events: [InputEvent]) {
    var forwarded = events
    forwarded.removeAll { event in
      guard case .key(let key) = event, key.code == .function(12) else { return false }
      if key.phase == .down {
        captureRequested = true
        captureRequestTime = platform.clock.now()
        platform.uiWindow.setNeedsRedraw()
      }
      return true
    }
    recording?.events.append(contentsOf: forwarded)
    platform.uiWindow.handle(forwarded)
    root.fingers.fingers = input?.virtualFingers ?? []
  }

  /// Before each drawn frame: the HUD's figures and the scroll view under the pointer.
  private func frameWillDraw(at time: TimeInterval) {
    frameRate.frameDrawn(at: time, animating: platform.uiWindow.isAnimating)
    if let pending = pendingAppearance, platform.framesDrawn > pending.frames {
      pendingAppearance = nil
      trace?.sceneDidAppear(pending.name, root: (root.sceneController ?? root.menu).view, at: time)
    }
    if !root.hud.isHidden {
      root.hud.scrollView = scrollViewUnderPointer()
      root.hud.update(frameTime: frameRate.frameTime, fps: frameRate.framesPerSecond)
    }
    if captureRequested, !platform.uiWindow.isAnimating || time - captureRequestTime > SDLPlatformWindow.settleLimit,
      let captureURL
    {
      captureRequested = false
      do {
        try platform.screenshot(to: captureURL.path)
        Self.report("saved a screenshot to \(captureURL.path)")
      } catch {
        Self.report("error: \(error)")
      }
    }
  }

  private func scrollViewUnderPointer() -> UIScrollView? {
    let window = platform.uiWindow
    guard let point = window.pointerLocation else { return nil }
    var view = window.hitTest(point, with: nil)
    while let current = view, !(current is UIScrollView) { view = current.superview }
    return view as? UIScrollView
  }

  private func sceneDidChange(_ scene: DemoScene?) {
    platform.title = "Scroll Demo — \(scene?.title ?? "Menu")"
    pendingAppearance = (scene?.name ?? "menu", platform.framesDrawn)
  }

  /// Writes the recording, if one was asked for.
  func finish() {
    guard let recordURL, let recording else { return }
    do {
      try recording.write(to: recordURL)
      Self.report("recorded \(recording.events.count) events to \(recordURL.path)")
    } catch {
      Self.report("error: could not write the recording: \(error)")
    }
  }

  static func report(_ message: String) {
    FileHandle.standardError.write(Data("scroll-demo: \(message)\n".utf8))
  }
}
