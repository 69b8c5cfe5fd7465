// Tutorial 002's app delegate: Xcode's classic template. The tutorial has two projects; this one
// app opens ScrollViewDemo's ScrollViewController, or with the argument `nested`
// (`swift run tutorial-002 nested`) NestedScrollViews' ViewController.
//
// Changes from the tutorial's projects:
// - Storyboard wiring in code: each project's storyboard names its first controller; here the
//   delegate makes it.
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    if CommandLine.arguments.contains("nested") {
      window?.rootViewController = ViewController()
    } else {
      window?.rootViewController = ScrollViewController()
    }
    window?.makeKeyAndVisible()
    return true
  }
}
