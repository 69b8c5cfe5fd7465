import Foundation

/// What shows windows on a screen: the application (the `UIKit` module's `UIApplication`)
/// registers itself as `UIWindow.host` when it is made, so that `makeKeyAndVisible()` can be an
/// `open` member of `UIWindow` while the view core knows nothing of SDL.
@MainActor
public protocol UIWindowHosting: AnyObject {
  /// Shows `window` and makes it key.
  func show(_ window: UIWindow)
  /// Makes `window` key without showing anything new.
  func makeKey(_ window: UIWindow)
  /// The window that receives key presses.
  var keyWindow: UIWindow? { get }
  /// The screen's rectangle in points (`UIScreen.main.bounds`): a controller's view starts with it.
  var screenBounds: CGRect { get }
  /// Pixels per point of the screen: `UIImage(named:)` prefers `@2x` files at 2 or more.
  var screenScale: CGFloat { get }
  /// Folders `UIImage(named:)` searches before the built-in ones (the app's configuration).
  var assetFolders: [String] { get }
  /// `UIView.setAnimationsEnabled(_:)`: an application-wide setting, kept by the application.
  var animationsEnabled: Bool { get set }
}

extension UIWindowHosting {
  public var screenScale: CGFloat { 1 }
  public var assetFolders: [String] { [] }
}

extension UIWindow {
  /// The application showing windows; nil until one exists (`UIApplicationMain` makes it).
  public static weak var host: (any UIWindowHosting)? {
    didSet { UIImage.publishLookupEnvironment(from: host) }
  }

  /// Reports, in one line, that a window was asked to show with no application to show it.
  static func reportMissingHost(_ member: String) {
    Diagnostics.report(
      "error: \(member) needs an application; start the app with UIApplicationMain or @main on a UIApplicationDelegate",
      from: URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent)
  }
}
