import Foundation

/// What a scene tells its delegate about its life (UIKit's `UISceneDelegate`); every method has
/// a default that does nothing.
@MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene is connecting to `session`: make its window here (the template's place).
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was released (on the desktop: its window closed).
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene is active (the window has the focus).
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to lose the focus.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come on screen (launch, or the window restored).
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene left the screen (the window was minimised).
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate with a window (UIKit's `UIWindowSceneDelegate`): the template keeps the
/// window it makes in `scene(_:willConnectTo:options:)` in `window`.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    // A delegate without its own `window` property: the scene keeps its windows alive.
    set {}
  }
}
