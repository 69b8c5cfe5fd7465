// Tutorial 004's app delegate: Xcode's classic template.
//
// Changes from the tutorial's project, each forced by Linux:
// 1. Storyboard wiring in code: the storyboard's initial scene (the Table View Controller embedded
//    in a Navigation Controller, see TableViewController) is made here, where the template builds
//    the window, since there is no Main.storyboard to load.
// A shortcut for trying one demo, not in the tutorial: an argument naming a row (`swift run
// tutorial-004 custom`: `image`, `custom`, `paged` or `peeking`) pushes that row's controller
// at launch, without animation, as if it had been tapped; the back button returns to the menu.
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    let menu = TableViewController()
    let navigationController = UINavigationController(rootViewController: menu)
    window?.rootViewController = navigationController
    window?.makeKeyAndVisible()
    openDemoNamedOnTheCommandLine(from: menu)
    return true
  }

  /// The shortcut: the row named by an argument (the storyboard's rows, in its order) is pushed.
  private func openDemoNamedOnTheCommandLine(from menu: TableViewController) {
    let names = ["image", "custom", "paged", "peeking"]
    guard let row = names.firstIndex(where: { CommandLine.arguments.dropFirst().contains($0) }) else { return }
    menu.navigationController?.pushViewController(menu.destination(forRow: row), animated: false)
  }
}
