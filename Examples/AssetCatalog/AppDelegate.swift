// An app that takes its look from an asset catalog, as Xcode projects do: `Assets.xcassets` holds
// an image set (a badge at 1×, 2× and 3×) and colour sets (the accent, the background, the
// header's top), read with `UIImage(named:)` and `UIColor(named:)`; the header is a view backed
// by a `CAGradientLayer`, a progress ring one backed by a `CAShapeLayer`, and the buttons carry
// SF Symbols (`UIImage(systemName:)`).
//
// No changes from the iOS code were needed beyond `@main` (Linux has no @UIApplicationMain); the
// catalog is copied as it is (`.copy("Resources")`: SwiftPM has no asset compiler on Linux).
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = AssetsViewController()
    window?.makeKeyAndVisible()
    return true
  }
}
