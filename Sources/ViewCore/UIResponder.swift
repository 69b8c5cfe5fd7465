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
  /// to receive key presses; false if it cannot become first responder or is not in a window
  /// (UIResponder+FirstResponder.swift).
  @discardableResult
  open func becomeFirstResponder() -> Bool { takeFirstResponder() }

  /// Gives up first-responder status; key presses go to the view under the pointer again.
  @discardableResult
  open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

  /// Whether this responder is its window's first responder.
  open var isFirstResponder: Bool { holdsFirstResponder }
}

/// Responders are equal only to themselves, as `NSObject`s are by default: `view == self`,
/// `Set<UIView>` and dictionary keys work by identity.
extension UIResponder: Hashable {
  public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
