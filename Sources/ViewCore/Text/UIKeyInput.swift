import Foundation

/// A responder that takes typed text (UIKit's `UIKeyInput`): while it is first responder, the
/// desktop's committed text arrives in `insertText(_:)` and Backspace in `deleteBackward()`.
@MainActor
public protocol UIKeyInput: UITextInputTraits {
  /// True when there is text to delete.
  var hasText: Bool { get }
  func insertText(_ text: String)
  func deleteBackward()
}

/// A text responder that also shows an input method's composition in progress (UIKit's
/// `UITextInput`, its marked-text part): the pre-edit text is shown marked (underlined) at the
/// caret until it is committed (`insertText(_:)` replaces it) or cancelled.
@MainActor
public protocol UITextInput: UIKeyInput {
  /// Shows `markedText` in place of the current marked text (or the selection), with
  /// `selectedRange` (UTF-16 offsets within `markedText`) selected; nil or empty removes it.
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  /// Keeps the marked text as ordinary text.
  func unmarkText()
}

/// A text responder that says where its caret is, so the input method's candidate window opens
/// beside it (the core's own hook; UIKit asks `caretRect(for:)` of the selection's position).
@MainActor
protocol CaretLocating: AnyObject {
  /// The caret's rectangle in window points.
  var caretRectInWindow: CGRect { get }
}
