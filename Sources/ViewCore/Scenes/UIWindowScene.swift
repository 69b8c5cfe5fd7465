import Foundation

/// A scene that shows windows (UIKit's `UIWindowScene`): the windows made with
/// `UIWindow(windowScene:)` belong to it.
@MainActor
open class UIWindowScene: UIScene {
  /// The scene's windows, in the order they joined it (held strongly, as the system holds them).
  open private(set) var windows: [UIWindow] = []

  /// The scene's key window: the application's key window when it is one of these.
  open var keyWindow: UIWindow? {
    let key = UIWindow.host?.keyWindow
    return windows.first { $0 === key }
  }

  /// The scene's screen bounds in points (the desktop's window size).
  open var screenBounds: CGRect { UIWindow.host?.screenBounds ?? CGRect(x: 0, y: 0, width: 1280, height: 800) }

  func add(_ window: UIWindow) {
    if !windows.contains(where: { $0 === window }) { windows.append(window) }
  }

  func remove(_ window: UIWindow) {
    windows.removeAll { $0 === window }
  }
}

extension UIWindow {
  /// A window in `windowScene`, as large as its screen (the template's `UIWindow(windowScene:)`).
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.screenBounds)
    // An initializer's own assignment runs no observer: the scene is told here.
    self.windowScene = windowScene
    windowScene.add(self)
  }

  /// Keeps the scenes' window lists in step with `windowScene`.
  func windowSceneChanged(from old: UIWindowScene?) {
    guard old !== windowScene else { return }
    old?.remove(self)
    windowScene?.add(self)
  }
}
