import Foundation

/// The responder chain: views pass touches they do not handle to `next`
/// (a view's controller, else its superview; a controller's view's superview).
@MainActor
open class UIResponder {
  public init() {}

  /// Archives do not exist here (no storyboards or nibs); this initializer is required, as
  /// `NSCoding` makes it on iOS, so subclasses written for iOS (`required init?(coder:)`) compile.
  /// It makes an ordinary responder (`init()`); the coder is not read.
  public required init?(coder: NSCoder) {}

  open var next: UIResponder? { nil }

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Key presses (arrows, Page Up…); the default passes them up the responder chain.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// Whether `becomeFirstResponder()` may make this responder the first to receive key presses.
  open var canBecomeFirstResponder: Bool { false }

  /// Makes this responder (a view in a window, or a controller whose view is in one) the first
  /// to receive key presses; false if it cannot become first responder, is not in a window, or
  /// the current first responder refuses to resign (UIResponder+FirstResponder.swift).
  @discardableResult
  open func becomeFirstResponder() -> Bool { takeFirstResponder() }

  /// Whether this responder lets another take first-responder status (true by default).
  open var canResignFirstResponder: Bool { true }

  /// Gives up first-responder status; key presses go to the view under the pointer again.
  /// False (and it stays first responder) when `canResignFirstResponder` is false.
  @discardableResult
  open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

  /// Whether this responder is its window's first responder.
  open var isFirstResponder: Bool { holdsFirstResponder }

  /// Whether this responder itself performs `action` (false by default, as a `UIResponder` that
  /// implements none of the actions answers); `target(forAction:withSender:)` walks `next`.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

  /// The responder that performs `action`: this one if `canPerformAction` says so, else the
  /// first up the `next` chain that does; nil when none does.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    var responder: UIResponder? = self
    var steps = 0
    // The chain is finite; the bound guards against a `next` that loops (a choice of this project).
    while let current = responder, steps < 10_000 {
      if current.canPerformAction(action, withSender: sender) { return current }
      responder = current.next
      steps += 1
    }
    return nil
  }

  /// The undo manager of the nearest responder up the chain that has one (the window's).
  open var undoManager: UndoManager? { next?.undoManager }

  /// Copies the selection to `UIPasteboard.general`; the default passes the command up the chain.
  open func copy(_ sender: Any?) { next?.copy(sender) }
  /// Copies the selection and removes it.
  open func cut(_ sender: Any?) { next?.cut(sender) }
  /// Inserts `UIPasteboard.general`'s text in place of the selection.
  open func paste(_ sender: Any?) { next?.paste(sender) }
  /// Selects everything.
  open func selectAll(_ sender: Any?) { next?.selectAll(sender) }
  /// Removes the selection without copying it.
  open func delete(_ sender: Any?) { next?.delete(sender) }
}

/// Responders are equal only to themselves, as `NSObject`s are by default: `view == self`,
/// `Set<UIView>` and dictionary keys work by identity.
extension UIResponder: Hashable {
  public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
