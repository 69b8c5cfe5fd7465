import Foundation

/// `UIApplication.sendAction(_:to:from:for:)`'s work, given the key window: an action sent to a
/// target goes to it; with no target it goes to the first responder (else the window) and up the
/// responder chain to the first that performs it, as UIKit sends it.
///
/// Linux has no Objective-C runtime, so an action is either a `Selector` that names a method every
/// responder has (the standard edit actions, `undo:`/`redo:`, `resignFirstResponder`,
/// `becomeFirstResponder`), or a method reference (`Controller.refresh`, the edit `#selector`
/// needs here), whose receiver up the chain is the first responder of the method's class.
@MainActor
package enum ActionSending {
  /// Sends the named `action`; false when no responder performs it.
  package static func send(
    _ action: Selector, to target: Any?, from sender: Any?, in window: UIWindow?
  ) -> Bool {
    guard isPerformable(action) else {
      Diagnostics.report(
        "cannot send \"\(action.name)\" by its name (there is no Objective-C runtime to find the method); "
          + "pass the method reference (Type.method) instead; nothing was sent",
        from: "UIApplication")
      return false
    }
    let receiver: UIResponder?
    if let target {
      receiver = target as? UIResponder
    } else if let start = start(in: window) {
      receiver =
        everyResponderPerforms(action) ? start : start.target(forAction: action, withSender: sender) as? UIResponder
    } else {
      receiver = nil
    }
    guard let receiver else { return false }
    perform(action, on: receiver, sender: sender)
    return true
  }

  /// Sends `action(receiver)(sender)` to `target`, or with no target to the first responder up
  /// the chain that is a `Target`; false when there is none or `sender` is not a `Sender`.
  package static func send<Target, Sender, Result>(
    _ action: @escaping (Target) -> (Sender) -> Result, to target: Any?, from sender: Any?, in window: UIWindow?
  ) -> Bool {
    guard let receiver = receiver(of: Target.self, target: target, in: window), let argument = sender as? Sender
    else { return false }
    _ = action(receiver)(argument)
    return true
  }

  /// Sends `action(receiver)()` as `send(_:to:from:in:)` does, for a method without a sender.
  package static func send<Target, Result>(
    _ action: @escaping (Target) -> () -> Result, to target: Any?, in window: UIWindow?
  ) -> Bool {
    guard let receiver = receiver(of: Target.self, target: target, in: window) else { return false }
    _ = action(receiver)()
    return true
  }

  /// `target` as a `Target`, or with no target the first responder up the chain that is one.
  private static func receiver<Target>(of type: Target.Type, target: Any?, in window: UIWindow?) -> Target? {
    if let target { return target as? Target }
    var responder = start(in: window)
    var steps = 0
    // The chain is finite; the bound guards against a `next` that loops (a choice of this project).
    while let current = responder, steps < 10_000 {
      if let found = current as? Target { return found }
      responder = current.next
      steps += 1
    }
    return nil
  }

  /// Where an action with no target starts: the window's first responder, else the window.
  private static func start(in window: UIWindow?) -> UIResponder? {
    guard let window else { return nil }
    return window.inputDispatcher.firstResponder ?? window
  }

  private static let universal: Set<String> = ["resignFirstResponder", "becomeFirstResponder"]

  /// Whether every responder has the method (`respondsToSelector` on iOS), so the start takes it.
  private static func everyResponderPerforms(_ action: Selector) -> Bool { universal.contains(action.name) }

  private static func isPerformable(_ action: Selector) -> Bool {
    everyResponderPerforms(action)
      || [Selector.copy, .cut, .paste, .selectAll, .delete, .undo, .redo].contains(action)
  }

  private static func perform(_ action: Selector, on receiver: UIResponder, sender: Any?) {
    switch action.name {
    case "resignFirstResponder": receiver.resignFirstResponder()
    case "becomeFirstResponder": receiver.becomeFirstResponder()
    case Selector.copy.name: receiver.copy(sender)
    case Selector.cut.name: receiver.cut(sender)
    case Selector.paste.name: receiver.paste(sender)
    case Selector.selectAll.name: receiver.selectAll(sender)
    case Selector.delete.name: receiver.delete(sender)
    case Selector.undo.name: receiver.undoManager?.undo()
    case Selector.redo.name: receiver.undoManager?.redo()
    default: break
    }
  }
}
