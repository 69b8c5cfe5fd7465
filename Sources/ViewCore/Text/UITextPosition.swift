import Foundation

/// A place in a text responder's text (UIKit's `UITextPosition`): opaque to callers, who get one
/// from the responder (`beginningOfDocument`, `position(from:offset:)`, a range's ends) and
/// hand it back.
open class UITextPosition {
  /// The characters before the place (grapheme clusters of the text).
  let characterOffset: Int

  init(characterOffset: Int) { self.characterOffset = characterOffset }
}

/// A span of a text responder's text between two positions (UIKit's `UITextRange`).
open class UITextRange {
  public let start: UITextPosition
  public let end: UITextPosition
  public var isEmpty: Bool { start.characterOffset == end.characterOffset }

  init(_ range: Range<Int>) {
    start = UITextPosition(characterOffset: range.lowerBound)
    end = UITextPosition(characterOffset: range.upperBound)
  }

  var characterRange: Range<Int> {
    min(start.characterOffset, end.characterOffset)..<max(start.characterOffset, end.characterOffset)
  }
}
