// A photo browser as apps write one: a `UIPageViewController` subclass with the `.scroll`
// transition that is its own data source and delegate, one page controller per photo made on
// demand, each photo in a zoomable scroll view, the page indicator from the data source's
// presentation count, and the title following the page shown. The photos are the app's resources.
//
// The one edit Linux forces: `@main` instead of `@UIApplicationMain`.
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let photos = (1...5).map { "photo-\($0)" }
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UINavigationController(rootViewController: PhotoBrowserViewController(photos: photos))
    window?.makeKeyAndVisible()
    return true
  }
}
