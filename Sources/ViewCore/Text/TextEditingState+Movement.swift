import Foundation

/// Caret movement and the boundaries a double or triple click selects. A word is a run of
/// letters, digits and underscores (as GTK's and UIKit's word moves treat punctuation and
/// spaces as separators); a line runs between line breaks.
extension TextEditingState {
  /// Where a key moves the caret.
  public enum Movement: Sendable {
    case left, right, wordLeft, wordRight, lineStart, lineEnd, documentStart, documentEnd
  }

  /// Moves the caret; with `extending` (Shift) the selection grows from its anchor instead. A
  /// plain Left or Right with a selection collapses it to that side, as every text box does.
  public mutating func move(_ movement: Movement, extending: Bool = false) {
    let from = caret
    if !extending, !selection.isEmpty, movement == .left || movement == .right {
      let edge = movement == .left ? selection.lowerBound : selection.upperBound
      select(edge..<edge)
      return
    }
    let target = offset(after: movement, from: from)
    if extending {
      select(from: anchorOffset, to: target)
    } else {
      select(target..<target)
    }
  }

  /// The offset a movement reaches from `offset`.
  public func offset(after movement: Movement, from offset: Int) -> Int {
    switch movement {
    case .left: return max(offset - 1, 0)
    case .right: return min(offset + 1, count)
    case .wordLeft: return wordStart(before: offset)
    case .wordRight: return wordEnd(after: offset)
    case .lineStart: return lineRange(at: offset).lowerBound
    case .lineEnd: return lineRange(at: offset).upperBound
    case .documentStart: return 0
    case .documentEnd: return count
    }
  }

  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The start of the word before `offset` (skipping separators first).
  public func wordStart(before offset: Int) -> Int {
    let characters = Array(text)
    var position = min(max(offset, 0), characters.count)
    while position > 0, !Self.isWordCharacter(characters[position - 1]) { position -= 1 }
    while position > 0, Self.isWordCharacter(characters[position - 1]) { position -= 1 }
    return position
  }

  /// The end of the word after `offset` (skipping separators first).
  public func wordEnd(after offset: Int) -> Int {
    let characters = Array(text)
    var position = min(max(offset, 0), characters.count)
    while position < characters.count, !Self.isWordCharacter(characters[position]) { position += 1 }
    while position < characters.count, Self.isWordCharacter(characters[position]) { position += 1 }
    return position
  }

  /// What a double click at `offset` selects: the word there, else the run of spaces, else
  /// the one character.
  public func wordRange(at offset: Int) -> Range<Int> {
    let characters = Array(text)
    guard !characters.isEmpty else { return 0..<0 }
    // A click just after a word (or past the end) takes that word.
    var position = min(max(offset, 0), characters.count - 1)
    if position > 0, !Self.isWordCharacter(characters[position]), Self.isWordCharacter(characters[position - 1]) {
      position -= 1
    }
    let kind: (Character) -> Bool
    if Self.isWordCharacter(characters[position]) {
      kind = Self.isWordCharacter
    } else if characters[position].isWhitespace, !characters[position].isNewline {
      kind = { $0.isWhitespace && !$0.isNewline }
    } else {
      return position..<(position + 1)
    }
    var lower = position
    var upper = position + 1
    while lower > 0, kind(characters[lower - 1]) { lower -= 1 }
    while upper < characters.count, kind(characters[upper]) { upper += 1 }
    return lower..<upper
  }

  /// The line holding `offset`, without its line break.
  public func lineRange(at offset: Int) -> Range<Int> {
    let characters = Array(text)
    let position = min(max(offset, 0), characters.count)
    var lower = position
    var upper = position
    while lower > 0, !characters[lower - 1].isNewline { lower -= 1 }
    while upper < characters.count, !characters[upper].isNewline { upper += 1 }
    return lower..<upper
  }
}
