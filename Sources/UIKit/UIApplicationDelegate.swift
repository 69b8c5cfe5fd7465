import Foundation
import ViewCore

/// The app's delegate, as in Xcode's classic template: it makes the window in
/// `application(_:didFinishLaunchingWithOptions:)`. Marking it `@main` runs `UIApplicationMain`.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The window the delegate made (the template's `var window: UIWindow?`).
  var window: UIWindow? { get set }

  /// Made by `UIApplicationMain`: every `UIResponder` subclass has this initializer (see
  /// `UIResponder.init(coder:)`), so a delegate class needs no initializer of its own.
  init?(coder: NSCoder)

  /// Launching is done; make the window, set its root controller and call `makeKeyAndVisible()`.
  /// The options are always nil on the desktop. Return false to quit.
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The window was closed; the app is about to quit.
  func applicationWillTerminate(_ application: UIApplication)

  /// The configuration for the scene about to connect (the template's
  /// `UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)`);
  /// what it leaves unset comes from the `Info.plist` manifest. The default names none.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration

  /// Sessions that ended (on the desktop: the window closed).
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    // A delegate without its own `window` property: the application keeps the window alive.
    set {}
  }

  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func applicationWillTerminate(_ application: UIApplication) {}

  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }

  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

  /// The entry point `@main` calls: runs `UIApplicationMain` with this delegate class, then
  /// exits with its status.
  public nonisolated static func main() {
    MainActor.assumeIsolated {
      exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, Self.self))
    }
  }
}
