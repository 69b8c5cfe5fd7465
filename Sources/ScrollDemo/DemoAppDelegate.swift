import DemoScenes
import Foundation
import SDLPlatform
import UIKit

/// The demo as a UIKit app: `application(_:didFinishLaunchingWithOptions:)` makes the window,
/// shows it and sets the root controller (a status bar over a navigation controller whose root is
/// the menu). The event loop, input, recording, replay, F12 captures and `--trace` are the
/// `UIKit` module's (`UIApplicationMain`); the demo adds its HUD's figures, the pinch fingers'
/// circles, the window title per scene and a `sceneDidAppear` trace line per scene.
@MainActor
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let root = DemoRootController()
  /// The scene `--scene` opens, without sliding.
  private let initialScene: DemoScene?
  private let startsWithHUD: Bool
  private var frameRate = FrameRateMeter()
  /// A scene that appeared and the frame count then: its trace line waits for its first frame.
  private var pendingAppearance: (name: String, frames: Int)?

  init(scene: DemoScene?, showsHUD: Bool) {
    initialScene = scene
    startsWithHUD = showsHUD
    super.init()
  }

  /// Made in code only.
  required init?(coder: NSCoder) { nil }

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    self.window = window
    // Shown first, so that the trace hears the menu's first scroll messages too.
    window.makeKeyAndVisible()
    guard let platform = application.platformWindow else { return false }
    report("renderer \(platform.rendererKind)")
    report("frames: \(platform.pacingStatus); \(platform.smallDamagePresentation)")
    if SDLSession.displayAttempts > 1, let display = SDLSession.connectedDisplay {
      report("reached \(display) on attempt \(SDLSession.displayAttempts) (the earlier ones did not reach it)")
    }
    if let status = application.tools.inputStatus { report(status) }
    // Before the root controller loads, so the menu's first appearance is reported too.
    root.onSceneChange = { [weak self] scene in self?.sceneDidChange(scene) }
    window.rootViewController = root
    root.help.secondPinchModifier = "Ctrl"
    root.hud.display =
      "\(SDLSession.currentDriver ?? "none"), \(Self.formatScale(window.screenScale))× pixels per point"
    if startsWithHUD { root.toggleHUD() }
    if let initialScene { root.open(initialScene, animated: false) }
    application.tools.addInputObserver { [weak self] _ in
      self?.root.fingers.fingers = application.tools.dragPinchCentre.map { [$0] } ?? []
    }
    application.tools.addFrameObserver { [weak self] time in self?.frameWillDraw(at: time) }
    return true
  }

  /// Before each drawn frame: the HUD's figures, the scroll view under the pointer and a pending
  /// `sceneDidAppear` line.
  private func frameWillDraw(at time: TimeInterval) {
    guard let window, let platform = UIApplication.shared.platformWindow else { return }
    frameRate.frameDrawn(at: time, animating: window.isAnimating)
    if let pending = pendingAppearance, platform.framesDrawn > pending.frames {
      pendingAppearance = nil
      UIApplication.shared.tools.traceLine(
        view: pending.name, event: "sceneDidAppear", at: time, shown: (root.sceneController ?? root.menu).view)
    }
    if !root.hud.isHidden {
      root.hud.scrollView = scrollViewUnderPointer()
      let timeline = platform.timeline
      root.hud.refreshInUse = HUDView.Refresh(
        hertz: timeline.refreshRate, source: platform.refreshSource,
        shownFrames: timeline.framesShown, lateFrames: timeline.framesLate)
      root.hud.update(frameTime: frameRate.frameTime, fps: frameRate.framesPerSecond)
    }
  }

  private func scrollViewUnderPointer() -> UIScrollView? {
    guard let window, let point = window.pointerLocation else { return nil }
    var view = window.hitTest(point, with: nil)
    while let current = view, !(current is UIScrollView) { view = current.superview }
    return view as? UIScrollView
  }

  private func sceneDidChange(_ scene: DemoScene?) {
    let platform = UIApplication.shared.platformWindow
    platform?.title = Self.title(for: scene)
    pendingAppearance = (scene?.name ?? "menu", platform?.framesDrawn ?? 0)
  }

  /// The window's title while `scene` (nil: the menu) is shown.
  static func title(for scene: DemoScene?) -> String {
    "Scroll Demo — \(scene?.title ?? "Menu")"
  }

  /// "1", "2", "1.5": a scale without needless decimals.
  static func formatScale(_ scale: CGFloat) -> String {
    scale == scale.rounded() ? String(Int(scale)) : String(format: "%.2g", Double(scale))
  }

  private func report(_ message: String) {
    UIApplication.report(message)
  }
}
