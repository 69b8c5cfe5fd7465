import Foundation

/// Editing: every change by the user goes through `performEdit` (`TextEditingHost`), which asks
/// the delegate (`shouldChangeTextIn`), registers the undo step (a run of typing is one), tells the
/// delegate (`textViewDidChange`) and posts `textDidChangeNotification`.
extension UITextView: TextEditingHost {
  public func insertText(_ text: String) {
    guard isEditing else { return }
    commitText(text)
  }

  public func deleteBackward() {
    guard isEditing else { return }
    deleteBackwardOnce()
  }

  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    guard isEditing else { return }
    compose(markedText, selectedRange: selectedRange)
  }

  public func unmarkText() { endComposition() }

  func cleaned(_ string: String) -> String { Self.withoutNUL(string) }

  func allowsReplacing(_ range: NSRange, with replacement: String) -> Bool {
    textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
  }

  /// NUL ends a string in C (the platform's fonts and clipboard): it becomes U+FFFD (reported).
  static func withoutNUL(_ string: String) -> String {
    guard string.unicodeScalars.contains("\u{0}") else { return string }
    Diagnostics.report(
      "text with a NUL character was typed or pasted; it is shown as U+FFFD", from: "UITextView", once: "nul")
    return string.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
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
