import Foundation

/// Positions and ranges in the text (UIKit's `UITextInput` geometry): where the caret for a
/// position is drawn, the selection as a range, positions counted in characters.
extension UITextView {
  public var beginningOfDocument: UITextPosition { UITextPosition(characterOffset: 0) }
  public var endOfDocument: UITextPosition { UITextPosition(characterOffset: editing.count) }

  /// The selection (nil never: a text view always has a caret or a selection); setting it selects.
  public var selectedTextRange: UITextRange? {
    get { UITextRange(editing.selection) }
    set { if let newValue { editing.select(newValue.characterRange) } }
  }

  /// The position `offset` characters from `position`; nil past either end.
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = position.characterOffset + offset
    guard (0...editing.count).contains(target) else { return nil }
    return UITextPosition(characterOffset: target)
  }

  /// The characters from `from` to `toPosition` (negative when it is before).
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    toPosition.characterOffset - from.characterOffset
  }

  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    UITextRange(
      min(
        fromPosition.characterOffset, toPosition.characterOffset)..<max(
          fromPosition.characterOffset, toPosition.characterOffset))
  }

  /// The caret's rectangle before the character at `position` (view points, which scroll with
  /// the content): 2 pt wide, a line tall.
  public func caretRect(for position: UITextPosition) -> CGRect {
    caretRect(forOffset: min(max(position.characterOffset, 0), editing.count))
  }
}
