import Foundation
import ViewCore

extension UIWindow {
  /// The window's screen.
  public var screen: UIScreen { UIScreen.main }
}
