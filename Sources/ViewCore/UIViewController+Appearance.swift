import Foundation

/// Where a controller's view is in its appearance cycle: `viewWillAppear` moves it to
/// `appearing`, `viewDidAppear` to `appeared`, and the mirror image on the way out.
struct AppearanceCycle: Sendable {
  enum State: Sendable {
    case disappeared
    case appearing
    case appeared
    case disappearing
  }
  var state = State.disappeared
  /// Whether the transition under way is animated (passed on to the `did` callback).
  var animated = false
}

/// The appearance callbacks in UIKit's order. A window calls them for its root controller; a
/// container calls them for its children (automatically, for children whose views are inside its
/// own, unless it overrides `shouldAutomaticallyForwardAppearanceMethods`, as
/// `UINavigationController` does). Each callback is made once per change: asking a controller on
/// screen to appear again does nothing.
extension UIViewController {
  /// `beginAppearanceTransition(_:animated:)`'s work; children are forwarded through their
  /// (overridable) `beginAppearanceTransition`.
  func startAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearance.state) {
    case (true, .disappeared), (true, .disappearing):
      appearance = AppearanceCycle(state: .appearing, animated: animated)
      viewWillAppear(animated)
    case (false, .appeared), (false, .appearing):
      appearance = AppearanceCycle(state: .disappearing, animated: animated)
      viewWillDisappear(animated)
    default:
      return
    }
    for child in automaticallyForwardedChildren {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// `endAppearanceTransition()`'s work.
  func finishAppearanceTransition() {
    let animated = appearance.animated
    switch appearance.state {
    case .appearing:
      appearance.state = .appeared
      viewDidAppear(animated)
    case .disappearing:
      appearance.state = .disappeared
      viewDidDisappear(animated)
    default:
      return
    }
    for child in automaticallyForwardedChildren { child.endAppearanceTransition() }
  }

  /// Both halves at once, for a change without animation.
  func transitionAppearance(_ isAppearing: Bool) {
    beginAppearanceTransition(isAppearing, animated: false)
    endAppearanceTransition()
  }

  /// True between `viewDidAppear` and `viewWillDisappear`.
  var isOnScreen: Bool { appearance.state == .appeared }

  /// The children that share this controller's appearance: those whose views are inside its view.
  private var automaticallyForwardedChildren: [UIViewController] {
    guard isViewLoaded else { return [] }
    if let navigation = self as? UINavigationController {
      // The navigation controller forwards to its top controller (a slide forwards itself).
      guard navigation.transition == nil, let top = navigation.topViewController else { return [] }
      return top.isViewLoaded && top.view.isDescendant(of: view) ? [top] : []
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return [] }
    return children.filter { $0.isViewLoaded && $0.view.isDescendant(of: view) }
  }
}
