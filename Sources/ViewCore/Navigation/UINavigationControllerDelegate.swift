import Foundation

/// Told when a navigation controller shows a controller (UIKit's `UINavigationControllerDelegate`).
/// Both methods are optional.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// A push or pop is about to show `viewController` (after the appearance `will` callbacks).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// `viewController` is on screen: the push or pop (and its slide) has finished.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}
