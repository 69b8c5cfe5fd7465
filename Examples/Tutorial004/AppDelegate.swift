// Tutorial 004's app delegate: Xcode's classic template, unchanged but for what picks the first screen.
//
// Changes from the tutorial's project:
// - Storyboard wiring in code: the storyboard's initial scene (a table of four rows in a navigation
//   controller, each row pushing a demo) is not built yet, because UINavigationController and
//   UITableViewController are not in this package yet; until they are, the first screen is one demo,
//   chosen by an argument (`swift run tutorial-004 custom`): `image` (the default), `custom`,
//   `paged` or `peeking`.
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = firstScreen()
    window?.makeKeyAndVisible()
    return true
  }

  /// The demo named on the command line (the storyboard's rows, in its order).
  private func firstScreen() -> UIViewController {
    let arguments = CommandLine.arguments
    if arguments.contains("custom") { return CustomScrollViewController() }
    if arguments.contains("paged") { return PagedScrollViewController() }
    if arguments.contains("peeking") { return PeekPagedScrollViewController() }
    return ViewController()
  }
}
