import Foundation
import ViewCore

extension UIWindow {
  /// Shows the window and makes it key: the first call opens the desktop window (sized as
  /// `UIScreen.main.bounds`). Without a display: one line on standard error, exit status 1.
  public func makeKeyAndVisible() {
    UIApplication.shared.show(self)
  }

  /// Makes the window key (it receives key presses once shown).
  public func makeKey() {
    UIApplication.shared.makeKey(self)
  }

  /// True for the application's key window.
  public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

  /// The window's screen.
  public var screen: UIScreen { UIScreen.main }
}
