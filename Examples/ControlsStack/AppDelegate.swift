// A screen of controls in a stack view, as feeds and settings screens are written for iOS today:
// a carousel panel with a page control under it, then one of each standard control, stacked by a
// vertical UIStackView that gives each its intrinsic height.
//
// No changes from the iOS code were needed beyond `@main` (Linux has no @UIApplicationMain).
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = ControlsViewController()
    window?.makeKeyAndVisible()
    return true
  }
}
