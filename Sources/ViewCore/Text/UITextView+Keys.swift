import Foundation

/// The keys a text view edits with while it is first responder: the arrows (Up and Down by drawn
/// lines, keeping the caret's column), Home and End (the drawn line's ends; Ctrl: the document's),
/// Page Up and Page Down (a screenful), with Shift to select and Ctrl to move by words;
/// Backspace and Delete (Ctrl: a word); Return types a line break. A read-only, selectable view
/// takes the movement keys only. A printable key that is not a Ctrl or Super shortcut is taken
/// too — its character arrives as typed text. Everything else goes up the responder chain.
extension UITextView {
  func handleKey(_ key: UIKey) -> Bool {
    let modifiers = key.modifierFlags.subtracting([.alphaShift])
    let shift = modifiers.contains(.shift)
    let word = modifiers.contains(.control) || modifiers.contains(.alternate)
    switch key.keyCode {
    case .leftArrow: editing.move(word ? .wordLeft : .left, extending: shift)
    case .rightArrow: editing.move(word ? .wordRight : .right, extending: shift)
    case .upArrow: moveVertically(byLines: -1, extending: shift)
    case .downArrow: moveVertically(byLines: 1, extending: shift)
    case .pageUp: moveVertically(byLines: -linesPerPage, extending: shift)
    case .pageDown: moveVertically(byLines: linesPerPage, extending: shift)
    case .home: moveToLineEdge(start: true, document: word, extending: shift)
    case .end: moveToLineEdge(start: false, document: word, extending: shift)
    default:
      guard isEditing else { return false }
      return handleEditingKey(key, modifiers: modifiers, word: word)
    }
    return true
  }

  private func handleEditingKey(_ key: UIKey, modifiers: UIKeyModifierFlags, word: Bool) -> Bool {
    switch key.keyCode {
    case .deleteOrBackspace: deleteByKey(forward: false, word: word)
    case .deleteForward: deleteByKey(forward: true, word: word)
    case .returnOrEnter:
      insertText("\n")
    case .character, .space:
      return Self.takesPrintableKey(modifiers)
    default:
      return false
    }
    return true
  }

  /// The lines a page moves: those that fit in the view, less one so a line stays in sight.
  private var linesPerPage: Int {
    let lineHeight = resolvedFont.lineHeight
    return max(Int((bounds.height / lineHeight).rounded(.down)) - 1, 1)
  }

  /// Up or Down by `lines` drawn lines, at the caret's horizontal position.
  func moveVertically(byLines lines: Int, extending: Bool) {
    if !extending, !editing.selection.isEmpty {
      let edge = lines < 0 ? editing.selection.lowerBound : editing.selection.upperBound
      editing.select(edge..<edge)
    }
    let layout = textLayout
    let caret = caretRect(forOffset: editing.caret)
    let current = layout.lineIndex(forOffset: editing.caret)
    let target = current + lines
    let offset: Int
    if target < 0 {
      offset = 0
    } else if target >= layout.lines.count {
      offset = editing.count
    } else {
      let y = textOrigin.y + CGFloat(target) * layout.lineHeight + layout.lineHeight / 2
      offset = characterOffset(at: CGPoint(x: caret.minX, y: y))
    }
    if extending { editing.select(from: editing.anchorOffset, to: offset) } else { editing.select(offset..<offset) }
  }

  /// Home or End: the drawn line's start or end, or the document's with `document`.
  private func moveToLineEdge(start: Bool, document: Bool, extending: Bool) {
    let offset: Int
    if document {
      offset = start ? 0 : editing.count
    } else {
      let layout = textLayout
      let line = layout.lines.isEmpty ? 0..<0 : layout.lines[layout.lineIndex(forOffset: editing.caret)].range
      offset = start ? line.lowerBound : line.upperBound
    }
    if extending { editing.select(from: editing.anchorOffset, to: offset) } else { editing.select(offset..<offset) }
  }
}
