import Foundation

/// The coordinator of a push or pop (what `transitionCoordinator` returns while one runs): blocks
/// queued with `animate(alongsideTransition:completion:)` — typically from `viewWillAppear` —
/// run once the `will` callbacks are done, inside an animation as long as the slide and on the
/// same ease-out curve (at once when the change is not animated); the completions run when the
/// slide ends, with `isCancelled` true for an interactive pop let go early. An interactive pop's
/// alongside animations run over the slide's duration, not scrubbed by the finger.
@MainActor
final class NavigationTransitionCoordinator: UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  let transitionDuration: TimeInterval
  private(set) var isCancelled = false
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// The alongside blocks have run (blocks queued later run at once).
  private var started = false

  init(animated: Bool) {
    isAnimated = animated
    transitionDuration = animated ? UINavigationController.slideDuration : 0
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    if started {
      run([animation])
    } else {
      animations.append(animation)
    }
    return true
  }

  /// The `will` callbacks are done: the alongside blocks run with the slide.
  func start() {
    started = true
    let queued = animations
    animations = []
    run(queued)
  }

  private func run(_ blocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void]) {
    guard !blocks.isEmpty else { return }
    if isAnimated {
      UIView.animate(
        withDuration: transitionDuration, delay: 0, options: [.curveEaseOut],
        animations: { for block in blocks { block(self) } })
    } else {
      UIView.performWithoutAnimation { for block in blocks { block(self) } }
    }
  }

  /// The slide ended (`finished` false: cancelled): the completions run.
  func finish(finished: Bool) {
    isCancelled = !finished
    let queued = completions
    completions = []
    for completion in queued { completion(self) }
  }
}

extension UIViewController {
  /// The coordinator of the push or pop under way in this controller's navigation controller,
  /// nil when none runs.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    navigationController?.transition?.coordinator
  }
}
