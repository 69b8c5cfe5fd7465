import Foundation
import ViewCore

extension UIApplication {
  /// Sends `action` to `target`, or with a nil target to the key window's first responder and up
  /// the responder chain to the first that performs it (`target(forAction:withSender:)`); true
  /// when one did. A `Selector` here names a method every responder has — the standard edit
  /// actions, `undo:`, `redo:`, `resignFirstResponder` (the idiom that dismisses the keyboard),
  /// `becomeFirstResponder`; any other name is reported once sent (Linux has no Objective-C
  /// runtime to find the method by its name): pass the method reference instead.
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    ActionSending.send(action, to: target, from: sender, in: keyWindow)
  }

  /// Sends the method reference `action` (`Controller.refresh`, where iOS code has
  /// `#selector(Controller.refresh(_:))`) with `sender` to `target`, or with a nil target to the
  /// first responder up the chain from the key window's first responder that is of the method's
  /// class; false when there is none or `sender` is not of the method's parameter type.
  @discardableResult
  public func sendAction<Target, Sender, Result>(
    _ action: @escaping (Target) -> (Sender) -> Result, to target: Any?, from sender: Any?, for event: UIEvent?
  ) -> Bool {
    ActionSending.send(action, to: target, from: sender, in: keyWindow)
  }

  /// Sends the method reference `action`, a method without a sender
  /// (`UIResponder.resignFirstResponder`), as `sendAction(_:to:from:for:)` does.
  @discardableResult
  public func sendAction<Target, Result>(
    _ action: @escaping (Target) -> () -> Result, to target: Any?, from sender: Any?, for event: UIEvent?
  ) -> Bool {
    ActionSending.send(action, to: target, in: keyWindow)
  }
}
