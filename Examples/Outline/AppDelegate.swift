// An outline as iOS 14+ sidebars are written: a list layout of the `.sidebar` appearance, a
// diffable data source fed a section snapshot with parents and children
// (`NSDiffableDataSourceSectionSnapshot`), header rows with an outline disclosure accessory that
// expand and collapse their children, and leaf rows from a second cell registration.
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
    window?.rootViewController = UINavigationController(rootViewController: LibraryViewController())
    window?.makeKeyAndVisible()
    return true
  }
}
