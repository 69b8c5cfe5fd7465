import Foundation

/// The interactive pop: a drag from the left edge moves the top view with the finger; letting go
/// past half the width, or with a flick to the right, completes the pop, otherwise it slides back.
extension UINavigationController {
  /// A release faster than 300 pt/s decides by its direction: a choice of this project (a quick
  /// flick completes or cancels however far the view has moved, as on iOS).
  static let popFlickVelocity: CGFloat = 300

  func interactivePopChanged(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer else { return }
    switch pan.state {
    case .began:
      beginInteractivePop()
    case .changed:
      guard let transition, transition.isInteractive else { return }
      transition.progress = popProgress(of: pan)
      layOutTransition(transition)
    case .ended:
      let velocity = pan.velocity(in: containerView).x
      let progress = popProgress(of: pan)
      let completes = abs(velocity) > Self.popFlickVelocity ? velocity > 0 : progress > 0.5
      releaseInteractivePop(completing: completes)
    case .cancelled, .failed:
      releaseInteractivePop(completing: false)
    default:
      break
    }
  }

  /// The pop starts as the drag does: the stack loses its top, the bar shows the controller below,
  /// and the appearance `will` callbacks are made (they are reversed if the pop is cancelled).
  private func beginInteractivePop() {
    guard transition == nil, viewControllers.count > 1, canAnimateTransition,
      let popped = stack.popLast()
    else { return }
    popped.willMove(toParent: nil as UIViewController?)
    let to = topViewController
    updateBar()
    let transition = NavigationTransition(kind: .pop, from: popped, to: to, animated: true, owner: self)
    transition.isInteractive = true
    self.transition = transition
    if let to { placeInContainer(to, below: popped.view) }
    popped.beginAppearanceTransition(false, animated: true)
    to?.beginAppearanceTransition(true, animated: true)
    if let to { delegate?.navigationController(self, willShow: to, animated: true) }
    containerView.isUserInteractionEnabled = false
    layOutTransition(transition)
  }

  /// Slides the rest of the way (or back) on the window's clock.
  private func releaseInteractivePop(completing: Bool) {
    guard let transition, transition.isInteractive, let window = view.window else { return }
    transition.isInteractive = false
    transition.animate(toward: completing ? 1 : 0, duration: Self.slideDuration)
    window.addAnimator(transition)
  }

  private func popProgress(of pan: UIPanGestureRecognizer) -> CGFloat {
    let width = max(containerView.bounds.width, 1)
    return min(max(pan.translation(in: containerView).x / width, 0), 1)
  }

  /// The edge pan may begin only when there is something to pop and no slide is running.
  var canBeginInteractivePop: Bool {
    transition == nil && viewControllers.count > 1 && canAnimateTransition
  }
}

/// Lets the edge pan see a touch only when there is something to pop, so at the root (or during
/// a slide) a drag from the edge goes straight to the content.
@MainActor
final class InteractivePopGate: UIGestureRecognizerDelegate {
  weak var navigationController: UINavigationController?

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    navigationController?.canBeginInteractivePop ?? false
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    navigationController?.canBeginInteractivePop ?? false
  }
}
