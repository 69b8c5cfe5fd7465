import Foundation

/// The work behind the action API declared in UIControl.swift. Actions are closures; a method
/// reference works as the action, as with selectors in UIKit:
/// `button.addTarget(self, action: Controller.didTap, for: .touchUpInside)`.
extension UIControl {
  func appendTarget(
    events: Event, action: UIAction?, target: AnyObject?, perform: ((UIControl, UIEvent?) -> Void)?
  ) {
    controlTargets.append(
      ControlTarget(events: events, action: action, target: target, hasTarget: target != nil, perform: perform))
  }

  /// Removes the entries that `matches` and that listen to any of `events`.
  func removeTargets(for events: Event, where matches: (ControlTarget) -> Bool) {
    controlTargets.removeAll { matches($0) && !$0.events.isDisjoint(with: events) }
  }

  /// A target-action that calls the method reference `action(target)(control)` while `target` lives.
  static func perform<Target: AnyObject, Sender: UIControl>(
    _ action: @escaping (Target) -> (Sender) -> Void, on target: Target
  ) -> (UIControl, UIEvent?) -> Void {
    { [weak target] control, _ in
      guard let target, let sender = control as? Sender else { return }
      action(target)(sender)
    }
  }

  /// A target-action that calls the method reference `action(target)()` while `target` lives.
  static func perform<Target: AnyObject>(
    _ action: @escaping (Target) -> () -> Void, on target: Target
  ) -> (UIControl, UIEvent?) -> Void {
    { [weak target] _, _ in
      guard let target else { return }
      action(target)()
    }
  }

  /// Runs the actions for `events` in the order they were added: `UIAction`s through
  /// `sendAction(_:)`, target-actions with `event`. Actions whose target has gone are dropped.
  func sendActions(for events: Event, with event: UIEvent?) {
    controlTargets.removeAll { $0.hasTarget && $0.target == nil }
    for entry in controlTargets where !entry.events.isDisjoint(with: events) {
      if let action = entry.action {
        sendAction(action)
      } else {
        entry.perform?(self, event)
      }
    }
  }
}
