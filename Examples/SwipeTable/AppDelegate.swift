// A table of messages as apps wrote one before lists and still do: a `UITableViewController`
// subclass that overrides the data source, leading and trailing swipe actions
// (`leadingSwipeActionsConfigurationForRowAt`, `trailingSwipeActionsConfigurationForRowAt`) and a
// context menu for a row (`contextMenuConfigurationForRowAt`).
//
// The one edit Linux forces: `@main` instead of `@UIApplicationMain`.
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UINavigationController(rootViewController: InboxTableViewController(style: .plain))
    window?.makeKeyAndVisible()
    return true
  }
}
