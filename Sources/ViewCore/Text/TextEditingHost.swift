import Foundation

/// What a text field and a text view share as editors: their text and selection
/// (`TextEditingState`), the input method's composition, the undo steps (a run of typing is one)
/// and the edits the keys, the clipboard and the input method make. Each class says what its
/// delegate is asked, how it cleans a replacement and what it tells when the text changed; the
/// editing itself is written once, here.
@MainActor
protocol TextEditingHost: UIResponder {
  var editing: TextEditingState { get set }
  /// The text before the composition in progress began (given back when its commit is refused).
  var compositionBase: TextEditingState? { get set }
  /// True while the last undo step can take more typing.
  var typingStepOpen: Bool { get set }
  /// `string` as this editor takes it (a field keeps one line).
  func cleaned(_ string: String) -> String
  /// The delegate's word on replacing `range` (UTF-16) with `replacement`.
  func allowsReplacing(_ range: NSRange, with replacement: String) -> Bool
  /// Tells the delegate, the controls' targets and the notification centre that the text changed.
  func textDidChange()
}

extension TextEditingHost {
  /// Replaces `range` with `string` if the delegate agrees; true when the text changed.
  @discardableResult
  func performEdit(_ range: Range<Int>, with string: String, kind: TextEditingState.EditKind) -> Bool {
    let replacement = cleaned(string)
    guard allowsReplacing(editing.utf16Range(of: range), with: replacement) else { return false }
    let before = editing
    // The delegate may have changed the text itself; the range is clamped to what is there.
    let startsStep = editing.replace(range, with: replacement, kind: kind)
    if startsStep || !typingStepOpen {
      registerUndo(restoring: before)
      typingStepOpen = kind != .other
    }
    textDidChange()
    return true
  }

  func registerUndo(restoring snapshot: TextEditingState) {
    guard let manager = undoManager else { return }
    manager.registerUndo(withTarget: self) { host in
      let current = host.editing
      host.editing = snapshot
      host.typingStepOpen = false
      host.registerUndo(restoring: current)
      host.textDidChange()
    }
    manager.setActionName("Typing")
  }

  /// `insertText(_:)`: typed text, or the input method's commit, at the selection.
  func commitText(_ text: String) {
    let range = editing.replacementRange
    let base = compositionBase
    compositionBase = nil
    if !performEdit(range, with: text, kind: .typing), editing.markedRange != nil {
      // A refused commit takes its composition with it, and gives back what it replaced.
      if let base { editing = base } else { editing.setMarkedText(nil, selected: 0..<0) }
    }
  }

  /// `deleteBackward()`.
  func deleteBackwardOnce() {
    guard let range = editing.deletionRange(forward: false) else { return }
    performEdit(range, with: "", kind: .deleting)
  }

  /// `setMarkedText(_:selectedRange:)`: the input method's composition in progress.
  func compose(_ markedText: String?, selectedRange: NSRange) {
    let lower = UITextField.characterOffset(utf16: selectedRange.location, in: markedText ?? "")
    if editing.markedRange == nil { compositionBase = editing }
    editing.setMarkedText(markedText, selected: lower..<lower)
    if editing.markedRange == nil { compositionBase = nil }
  }

  /// `unmarkText()`: the composition is kept as typed.
  func endComposition() {
    compositionBase = nil
    editing.unmarkText()
  }

  /// Backspace, or Delete with `forward`: the selection, else a character (a word with `word`).
  func deleteByKey(forward: Bool, word: Bool) {
    if word, editing.selection.isEmpty {
      let caret = editing.caret
      let range = forward ? caret..<editing.wordEnd(after: caret) : editing.wordStart(before: caret)..<caret
      performEdit(range, with: "", kind: .deleting)
    } else if forward {
      if let range = editing.deletionRange(forward: true) { performEdit(range, with: "", kind: .deleting) }
    } else {
      deleteBackwardOnce()
    }
  }

  /// A press of `tapCount` clicks at `offset`: what it selects — a caret, a word (2), a line (3
  /// and more) — kept as the anchor a drag from it extends by the same unit.
  func beginPressSelection(tapCount: Int, at offset: Int) -> (unit: Int, anchor: Range<Int>) {
    let selected: (unit: Int, anchor: Range<Int>)
    switch tapCount {
    case 2: selected = (2, editing.wordRange(at: offset))
    case let count where count >= 3: selected = (3, editing.lineRange(at: offset))
    default: selected = (1, offset..<offset)
    }
    editing.select(selected.anchor)
    return selected
  }

  /// Whether a printable key is taken (its character arrives as typed text): AltGr (reported as
  /// Alt, or Ctrl+Alt) types characters too; only Ctrl or Super without Alt makes a shortcut
  /// that goes on up the chain.
  static func takesPrintableKey(_ modifiers: UIKeyModifierFlags) -> Bool {
    !((modifiers.contains(.control) || modifiers.contains(.command)) && !modifiers.contains(.alternate))
  }
}
