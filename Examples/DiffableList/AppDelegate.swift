// A diffable list as iOS 14+ apps write one: a collection view with a list layout
// (`UICollectionLayoutListConfiguration`), list cells made by a cell registration, a diffable data
// source, and a trailing swipe action that deletes a row. The app starts from Xcode's template
// shape, with its scene delegate named by the configuration's `delegateClass`.
//
// The one edit Linux forces: `@main` instead of `@UIApplicationMain`.
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}
