import Foundation

/// Gives a page view controller its pages, one neighbour at a time (UIKit's
/// `UIPageViewControllerDataSource`).
@MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or nil at the first.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or nil at the last.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// How many dots the page indicator shows; 0 (the default) shows no indicator.
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The dot of the page shown when `setViewControllers` is called.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears a page view controller's turns (UIKit's `UIPageViewControllerDelegate`).
@MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// A drag began towards `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  /// The pages came to rest: `completed` when they turned (`previousViewControllers` were
  /// shown before), false when they went back.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
