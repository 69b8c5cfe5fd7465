// A sign-in screen as it is written for iOS today: a scroll view pinned to the safe area and to
// the keyboard layout guide, an e-mail field, a password field and a button in a stack view in
// its content layout guide, and the keyboard notifications adjusting the scroll view's inset
// (for keyboards the guide does not account for). Return moves from the e-mail to the password;
// Return there, or the button, signs in and shows the welcome screen.
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
    window?.rootViewController = UINavigationController(rootViewController: SignInViewController())
    window?.makeKeyAndVisible()
    return true
  }
}
