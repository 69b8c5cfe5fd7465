import Foundation
import ScrollPhysics

/// A push or pop under way: which controllers, how far (0 at the start, 1 when done), and, when
/// animated, the stretch of the window's clock that moves it.
@MainActor
final class NavigationTransition: FrameAnimating {
  enum Kind: Sendable {
    case push
    case pop
  }

  let kind: Kind
  /// The controller leaving the screen, and the one arriving.
  let from: UIViewController?
  let to: UIViewController?
  let animated: Bool
  /// 0 at the start, 1 when the arriving view fills the content area.
  var progress: CGFloat = 0
  /// A finger moves `progress` (the interactive pop) rather than the clock.
  var isInteractive = false
  private var segment: (start: TimeInterval?, from: CGFloat, to: CGFloat, duration: TimeInterval)?
  private weak var owner: UINavigationController?
  /// What `transitionCoordinator` returns while this transition runs.
  let coordinator: NavigationTransitionCoordinator

  init(kind: Kind, from: UIViewController?, to: UIViewController?, animated: Bool, owner: UINavigationController) {
    self.kind = kind
    self.from = from
    self.to = to
    self.animated = animated
    self.owner = owner
    coordinator = NavigationTransitionCoordinator(animated: animated)
  }

  /// Moves `progress` to `target` (1: complete, 0: cancel) over the part of `duration` that is
  /// left, starting at the next frame's time.
  func animate(toward target: CGFloat, duration: TimeInterval) {
    let remaining = duration * Double(abs(target - progress))
    segment = (nil, progress, target, remaining)
  }

  func advance(to time: TimeInterval) -> Bool {
    guard var segment, let owner else { return false }
    let start = segment.start ?? time
    segment.start = start
    self.segment = segment
    let fraction = segment.duration > 0 ? min(max((time - start) / segment.duration, 0), 1) : 1
    let eased = CGFloat(UINavigationController.slideCurve.progress(atFraction: fraction))
    progress = segment.from + (segment.to - segment.from) * eased
    owner.layOutTransition(self)
    guard fraction >= 1 else { return true }
    owner.completeTransition(finished: segment.to >= 1)
    return false
  }
}

extension UINavigationController {
  /// A push or pop slides for 0.35 s: a choice of this project, close to what iOS's slide takes
  /// (UIKit does not publish the figure).
  public static let slideDuration: TimeInterval = 0.35
  /// The covered view moves a third as far as the arriving one (iOS's parallax); a choice of this
  /// project, matching how the slide looks on iOS.
  static let parallaxFraction: CGFloat = 0.3
  /// Ease-out: the slide starts fast and settles, as iOS's does.
  static let slideCurve = CubicBezier.easeOut
  /// How dark the covered view gets under a full cover: 10 % black, a choice of this project
  /// matching the look of iOS's slide.
  static let coveredDimming: CGFloat = 0.1

  /// Starts showing `to` in place of `from`: the bar changes at once; the appearance `will`
  /// callbacks now (when the navigation controller is on screen); the slide on the window's
  /// clock when `animated`, else the end at once.
  func begin(_ kind: NavigationTransition.Kind, from: UIViewController?, to: UIViewController?, animated: Bool) {
    // The arriving view loads first, so a title set in its `viewDidLoad` is the one the bar shows.
    if isViewLoaded, let to { _ = to.view }
    updateBar()
    let transition = NavigationTransition(
      kind: kind, from: from, to: to, animated: animated && canAnimateTransition, owner: self)
    self.transition = transition
    guard isViewLoaded else {
      completeTransition(finished: true)
      return
    }
    if let to { placeInContainer(to, below: kind == .pop ? from?.view : nil) }
    if isAppearingOrOnScreen {
      from?.beginAppearanceTransition(false, animated: transition.animated)
      to?.beginAppearanceTransition(true, animated: transition.animated)
    }
    if let to { delegate?.navigationController(self, willShow: to, animated: transition.animated) }
    transition.coordinator.start()
    guard transition.animated, let window = view.window else {
      completeTransition(finished: true)
      return
    }
    setContentInteraction(enabled: false)
    layOutTransition(transition)
    transition.animate(toward: 1, duration: Self.slideDuration)
    window.addAnimator(transition)
  }

  /// A slide needs a window to run on and a navigation controller on screen.
  var canAnimateTransition: Bool {
    isViewLoaded && view.window != nil && isAppearingOrOnScreen
  }

  var isAppearingOrOnScreen: Bool {
    appearance.state == .appeared || appearance.state == .appearing
  }

  /// Ends the transition under way at once (a push or pop during a slide first completes it).
  func finishTransitionNow() {
    guard let transition else { return }
    view.window?.removeAnimator(transition)
    completeTransition(finished: !transition.isInteractive || transition.progress > 0.5)
  }

  /// Places both views for the transition's progress: the arriving view slides in from the right
  /// (push) or the leaving one out to the right (pop); the covered one moves a third as far.
  func layOutTransition(_ transition: NavigationTransition) {
    let width = containerView.bounds.width
    let progress = transition.progress
    let (top, covered) = transition.kind == .push ? (transition.to, transition.from) : (transition.from, transition.to)
    let topShift = transition.kind == .push ? 1 - progress : progress
    if let top {
      top.view.frame = contentFrame(for: top).offsetBy(dx: width * topShift, dy: 0)
      // The covered view darkens as the top one covers it, as on iOS.
      if dimmingView.superview !== containerView { containerView.insertSubview(dimmingView, belowSubview: top.view) }
      dimmingView.frame = containerView.bounds
      dimmingView.alpha = Self.coveredDimming * (1 - topShift)
    }
    if let covered {
      covered.view.frame = contentFrame(for: covered).offsetBy(
        dx: -width * Self.parallaxFraction * (1 - topShift), dy: 0)
    }
  }

  /// The end of a transition: finished, the leaving view goes and the `did` callbacks follow
  /// (`viewDidDisappear`, then `viewDidAppear`); cancelled (an interactive pop let go early),
  /// the stack is as before and the callbacks say so.
  func completeTransition(finished: Bool) {
    guard let transition, transition === self.transition else { return }
    self.transition = nil
    view.window?.removeAnimator(transition)
    let onScreen = isViewLoaded && isAppearingOrOnScreen
    let (shown, hidden) = finished ? (transition.to, transition.from) : (transition.from, transition.to)
    if !finished, let restored = transition.from {
      stack.append(restored)
      updateBar()
    }
    dimmingView.removeFromSuperview()
    if let hidden, hidden !== shown, hidden.isViewLoaded { hidden.view.removeFromSuperview() }
    if let shown, shown.isViewLoaded, isViewLoaded {
      if shown.view.superview !== containerView { placeInContainer(shown) }
      shown.view.frame = contentFrame(for: shown)
    }
    if onScreen {
      if !finished {
        shown?.beginAppearanceTransition(true, animated: true)
        hidden?.beginAppearanceTransition(false, animated: true)
      }
      hidden?.endAppearanceTransition()
      shown?.endAppearanceTransition()
    }
    if finished {
      if transition.kind == .push { transition.to?.didMove(toParent: self) }
      if let from = transition.from, !viewControllers.contains(where: { $0 === from }) { from.removeFromParent() }
    }
    if isViewLoaded { setContentInteraction(enabled: true) }
    searchAppearanceDidEnd()
    transition.coordinator.finish(finished: finished)
    if let shown { delegate?.navigationController(self, didShow: shown, animated: transition.animated) }
  }

  /// Touches reach the content and the bar only while no slide runs, as on iOS.
  private func setContentInteraction(enabled: Bool) {
    containerView.isUserInteractionEnabled = enabled
    navigationBar.isUserInteractionEnabled = enabled
  }
}
