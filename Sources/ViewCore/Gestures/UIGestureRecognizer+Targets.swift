import Foundation

/// Target-action with closures (Swift on Linux has no selectors). A method reference works as
/// the action, as in UIKit: `UITapGestureRecognizer(target: self, action: Controller.didTap)`.
extension UIGestureRecognizer {
  /// A recognizer that calls `action` on each state change it reports.
  public convenience init(target: AnyObject?, action: @escaping (UIGestureRecognizer) -> Void) {
    self.init()
    addTarget(target, action: action)
  }

  /// A recognizer that calls `action(target)(recognizer)`, a method reference, while `target` lives.
  public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Appends an action under the next free number and returns that number.
  func appendTarget(_ target: AnyObject?, action: @escaping (UIGestureRecognizer) -> Void) -> Int {
    let identifier = (targets.map(\.identifier).max() ?? 0) + 1
    targets.append(
      GestureTarget(target: target, hasTarget: target != nil, action: action, identifier: identifier))
    return identifier
  }

  /// An action that calls the method reference `action(target)(recognizer)` while `target` lives.
  static func perform<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    _ action: @escaping (Target) -> (Recognizer) -> Void, on target: Target
  ) -> (UIGestureRecognizer) -> Void {
    { [weak target] recognizer in
      guard let target, let recognizer = recognizer as? Recognizer else { return }
      action(target)(recognizer)
    }
  }

  func removeTargets(of target: AnyObject?, numbered action: Int?) {
    targets.removeAll { entry in
      let targetMatches = target == nil || entry.target === target
      return targetMatches && (action == nil || entry.identifier == action)
    }
  }

  func fireTargets() {
    targets.removeAll { $0.hasTarget && $0.target == nil }
    for entry in targets {
      entry.action(self)
    }
  }
}
