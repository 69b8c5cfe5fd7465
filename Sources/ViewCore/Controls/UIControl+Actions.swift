import Foundation

/// Actions with closures; a method reference works as the action, as with selectors in UIKit:
/// `button.addTarget(self, action: Controller.didTap, for: .touchUpInside)`.
extension UIControl {
  /// Runs `action` for `events`.
  public func addAction(_ action: UIAction, for events: Event) {
    controlTargets.append(
      ControlTarget(events: events, action: action, target: nil, hasTarget: false, perform: nil))
  }

  /// Removes the action (matched by identifier) for `events`.
  public func removeAction(_ action: UIAction, for events: Event) {
    controlTargets.removeAll {
      $0.action?.identifier == action.identifier && !$0.events.isDisjoint(with: events)
    }
  }

  /// Calls `action(control, event)` for `events` while `target` lives (nil target: always).
  public func addTarget(
    _ target: AnyObject?, action: @escaping (UIControl, UIEvent?) -> Void, for events: Event
  ) {
    controlTargets.append(
      ControlTarget(events: events, action: nil, target: target, hasTarget: target != nil, perform: action))
  }

  /// Calls the method reference `action(target)(control)` for `events` while `target` lives.
  public func addTarget<Target: AnyObject, Sender: UIControl>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: Event
  ) {
    addTarget(
      target,
      action: { [weak target] control, _ in
        guard let target, let sender = control as? Sender else { return }
        action(target)(sender)
      }, for: events)
  }

  /// Calls the method reference `action(target)()` for `events` while `target` lives.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for events: Event
  ) {
    addTarget(
      target,
      action: { [weak target] _, _ in
        guard let target else { return }
        action(target)()
      }, for: events)
  }

  /// Removes the target-actions of `target` (nil: all of them) for `events`.
  public func removeTarget(_ target: AnyObject?, for events: Event) {
    controlTargets.removeAll { entry in
      entry.action == nil && (target == nil || entry.target === target)
        && !entry.events.isDisjoint(with: events)
    }
  }

  /// The events some action listens to.
  public var allControlEvents: Event {
    controlTargets.reduce(Event()) { $0.union($1.events) }
  }

  /// Runs every action registered for any of `events`, in the order they were added.
  public func sendActions(for events: Event) {
    sendActions(for: events, with: nil)
  }

  func sendActions(for events: Event, with event: UIEvent?) {
    controlTargets.removeAll { $0.hasTarget && $0.target == nil }
    for entry in controlTargets where !entry.events.isDisjoint(with: events) {
      if let action = entry.action {
        action.sender = self
        action.handler(action)
        action.sender = nil
      } else {
        entry.perform?(self, event)
      }
    }
  }
}
