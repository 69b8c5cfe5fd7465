import Foundation

extension InputEvent {
  /// Typed text: characters the keyboard or an input method committed, or an input method's
  /// composition in progress (its pre-edit text, with the part it has selected). It goes to the
  /// first responder only, when that adopts `UIKeyInput` (`UITextInput` for compositions).
  public struct Text: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
      /// Text to insert at the caret, replacing the selection or the marked text.
      case commit
      /// Pre-edit text shown marked at the caret, replacing the previous composition; empty
      /// when the composition was cancelled. `selection` is in characters of the text.
      case composition(selection: Range<Int>)
    }

    public var kind: Kind
    /// The text, valid UTF-8 (the platform replaces what is not).
    public var text: String
    /// Seconds, from the event's own clock.
    public var timestamp: TimeInterval

    public init(commit text: String, time timestamp: TimeInterval) {
      kind = .commit
      self.text = text
      self.timestamp = timestamp
    }

    /// A composition; `selection` is clamped to the text's characters.
    public init(composing text: String, selection: Range<Int>, time timestamp: TimeInterval) {
      let count = text.count
      let lower = min(max(selection.lowerBound, 0), count)
      let upper = min(max(selection.upperBound, lower), count)
      kind = .composition(selection: lower..<upper)
      self.text = text
      self.timestamp = timestamp
    }
  }
}
