import Foundation

/// Editing: every change by the user goes through `performEdit`, which asks the delegate
/// (`shouldChangeTextIn`), registers the undo step (a run of typing is one), tells the delegate
/// (`textViewDidChange`) and posts `textDidChangeNotification`.
extension UITextView {
  public func insertText(_ text: String) {
    guard isEditing else { return }
    let range = editing.replacementRange
    let base = compositionBase
    compositionBase = nil
    if !performEdit(range, with: text, kind: .typing), editing.markedRange != nil {
      // A refused commit takes its composition with it, and gives back what it replaced.
      if let base { editing = base } else { editing.setMarkedText(nil, selected: 0..<0) }
    }
  }

  public func deleteBackward() {
    guard isEditing, let range = editing.deletionRange(forward: false) else { return }
    performEdit(range, with: "", kind: .deleting)
  }

  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    guard isEditing else { return }
    let marked = markedText ?? ""
    let lower = UITextField.characterOffset(utf16: selectedRange.location, in: marked)
    if editing.markedRange == nil { compositionBase = editing }
    editing.setMarkedText(markedText, selected: lower..<lower)
    if editing.markedRange == nil { compositionBase = nil }
  }

  public func unmarkText() {
    compositionBase = nil
    editing.unmarkText()
  }

  /// Replaces `range` with `string` if the delegate agrees; true when the text changed.
  @discardableResult
  func performEdit(_ range: Range<Int>, with string: String, kind: TextEditingState.EditKind) -> Bool {
    let replacement = Self.withoutNUL(string)
    let utf16 = editing.utf16Range(of: range)
    if let delegate = textViewDelegate,
      !delegate.textView(self, shouldChangeTextIn: utf16, replacementText: replacement)
    {
      return false
    }
    let before = editing
    let startsStep = editing.replace(range, with: replacement, kind: kind)
    if startsStep || !typingStepOpen {
      registerUndo(restoring: before)
      typingStepOpen = kind != .other
    }
    textDidChange()
    return true
  }

  /// NUL ends a string in C (the platform's fonts and clipboard): it becomes U+FFFD (reported).
  static func withoutNUL(_ string: String) -> String {
    guard string.unicodeScalars.contains("\u{0}") else { return string }
    Diagnostics.report(
      "text with a NUL character was typed or pasted; it is shown as U+FFFD", from: "UITextView", once: "nul")
    return string.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
  }

  func registerUndo(restoring snapshot: TextEditingState) {
    guard let manager = undoManager else { return }
    manager.registerUndo(withTarget: self) { textView in
      let current = textView.editing
      textView.editing = snapshot
      textView.typingStepOpen = false
      textView.registerUndo(restoring: current)
      textView.textDidChange()
    }
    manager.setActionName("Typing")
  }

  func textDidChange() {
    traceText("textDidChange")
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
  }

  /// A line in the window's trace (`--trace`) — `textDidChange`, `editingDidBegin`,
  /// `editingDidEnd` — with the scroll view's state and the text, so that tests driving the real
  /// app can read what was typed and where the view scrolled.
  func traceText(_ event: String) {
    guard let trace = window?.services.scrollTrace, trace.isObserved else { return }
    var record = ScrollTraceRecord(self, event: event, velocity: nil, target: nil, decelerate: nil)
    record.text = editing.text
    trace.emit(record)
  }

  // MARK: Beginning and ending

  func beginEditing() {
    isEditing = true
    blinker.start()
    contentView.setNeedsDisplay()
    caretDidMove()
    traceText("editingDidBegin")
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
  }

  func finishEditing() {
    editing.unmarkText()
    isEditing = false
    typingStepOpen = false
    contentView.setNeedsDisplay()
    traceText("editingDidEnd")
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
  }

  // MARK: The clipboard

  func canPerformEditAction(_ action: Selector) -> Bool {
    switch action {
    case .copy: return isSelectable && !editing.selection.isEmpty
    case .cut, .delete: return isEditing && !editing.selection.isEmpty
    case .paste: return isEditing && UIPasteboard.general.hasStrings
    case .selectAll: return (isEditing || isSelectable) && !editing.text.isEmpty
    case .undo: return isEditing && undoManager?.canUndo == true
    case .redo: return isEditing && undoManager?.canRedo == true
    default: return false
    }
  }

  func copySelection() {
    guard isSelectable, !editing.selection.isEmpty else { return }
    UIPasteboard.general.string = editing.selectedText
  }

  func cutSelection() {
    guard isEditing, !editing.selection.isEmpty else { return }
    let selected = editing.selectedText
    if performEdit(editing.selection, with: "", kind: .other) { UIPasteboard.general.string = selected }
  }

  func pasteClipboard() {
    guard isEditing, let string = UIPasteboard.general.string, !string.isEmpty else { return }
    performEdit(editing.replacementRange, with: string, kind: .other)
  }

  func deleteSelection() {
    guard isEditing, !editing.selection.isEmpty else { return }
    performEdit(editing.selection, with: "", kind: .other)
  }
}
