import Foundation

/// What a view controller learns about a size change in progress (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`). On the desktop a resize is immediate.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// False: the window's new size applies at once.
  var isAnimated: Bool { get }
  /// Zero: the window's new size applies at once.
  var transitionDuration: TimeInterval { get }
  var isCancelled: Bool { get }
}

/// Runs a view controller's blocks with a size change (UIKit's
/// `UIViewControllerTransitionCoordinator`): `animation` once the new size is laid out,
/// `completion` right after.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Queues the blocks; returns true (they will run).
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// Queues `animation` alone.
  @discardableResult
  public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)
    -> Bool
  {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The coordinator of a window resize: the window calls `finish()` after applying the size.
@MainActor
final class WindowResizeCoordinator: UIViewControllerTransitionCoordinator {
  let isAnimated = false
  let transitionDuration: TimeInterval = 0
  let isCancelled = false
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the queued blocks once the window has laid out at its new size.
  func finish(layingOut window: UIWindow) {
    guard !animations.isEmpty || !completions.isEmpty else { return }
    window.layoutIfNeeded()
    for animation in animations { animation(self) }
    for completion in completions { completion(self) }
    animations = []
    completions = []
  }
}
