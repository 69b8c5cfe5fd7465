import Foundation

/// Editing: every change goes through `performEdit` (`TextEditingHost`), which asks the delegate
/// (`shouldChangeCharactersIn`), registers the undo step (a run of typing is one), sends
/// `.editingChanged` and posts `textDidChangeNotification`.
extension UITextField: TextEditingHost {
  public var hasText: Bool { !editing.text.isEmpty }

  /// The selected characters (an empty range: the caret), in characters of `text`.
  public var selectedCharacterRange: Range<Int> {
    get { editing.selection }
    set { editing.select(newValue) }
  }

  /// The input method's composition in progress, in characters of `text`.
  public var markedCharacterRange: Range<Int>? { editing.markedRange }

  public func insertText(_ text: String) { commitText(text) }

  public func deleteBackward() { deleteBackwardOnce() }

  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    compose(markedText, selectedRange: selectedRange)
  }

  public func unmarkText() { endComposition() }

  func cleaned(_ string: String) -> String { Self.singleLine(string) }

  func allowsReplacing(_ range: NSRange, with replacement: String) -> Bool {
    delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
  }

  /// A field holds one line: line breaks become spaces, NUL becomes U+FFFD (reported).
  static func singleLine(_ string: String) -> String {
    var result = string
    // Bytes rather than characters: a line break never joins a neighbour in a character, and
    // CR LF is one character, so it becomes one space. NEL (C2 85), LS and PS (E2 80 A8/A9)
    // are the breaks of more than one byte.
    if result.unicodeScalars.contains(where: isLineBreak) {
      var bytes: [UInt8] = []
      let utf8 = Array(result.utf8)
      bytes.reserveCapacity(utf8.count)
      var position = 0
      while position < utf8.count {
        let byte = utf8[position]
        if byte >= 0x0A, byte <= 0x0D {
          bytes.append(0x20)
          position += byte == 0x0D && position + 1 < utf8.count && utf8[position + 1] == 0x0A ? 2 : 1
        } else if byte == 0xC2, position + 1 < utf8.count, utf8[position + 1] == 0x85 {
          bytes.append(0x20)
          position += 2
        } else if byte == 0xE2, position + 2 < utf8.count, utf8[position + 1] == 0x80,
          utf8[position + 2] == 0xA8 || utf8[position + 2] == 0xA9
        {
          bytes.append(0x20)
          position += 3
        } else {
          bytes.append(byte)
          position += 1
        }
      }
      result = String(decoding: bytes, as: UTF8.self)
    }
    if result.unicodeScalars.contains("\u{0}") {
      Diagnostics.report(
        "text with a NUL character was typed or pasted; it is shown as U+FFFD", from: "UITextField", once: "nul")
      result = result.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
    }
    return result
  }

  /// The scalars `Character.isNewline` is true for: LF, VT, FF, CR, NEL, LS, PS.
  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  func textDidChange() {
    traceText("textDidChange")
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
  }

  /// A line in the window's trace (`--trace`) — `textDidChange`, `editingDidBegin`,
  /// `editingDidEnd` — with the text as drawn (dots for a password), so that tests driving the
  /// real app can read what was typed.
  func traceText(_ event: String) {
    guard let trace = window?.services.scrollTrace, trace.isObserved else { return }
    trace.emit(
      ScrollTraceRecord(
        time: window?.currentTime ?? 0, view: accessibilityIdentifier ?? "", event: event, offset: .zero,
        zoom: 1, velocity: nil, target: nil, decelerate: nil, tracking: false, dragging: false, decelerating: false,
        zooming: false, text: displayText))
  }

  // MARK: Beginning and ending

  func beginEditing() {
    isEditing = true
    if clearsOnBeginEditing, !editing.text.isEmpty { performEdit(0..<editing.count, with: "", kind: .other) }
    blinker.start()
    setNeedsLayout()
    setNeedsDisplay()
    traceText("editingDidBegin")
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
  }

  func finishEditing() {
    editing.unmarkText()
    isEditing = false
    typingStepOpen = false
    setNeedsLayout()
    setNeedsDisplay()
    traceText("editingDidEnd")
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
  }

  func clearTapped() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    if !isFirstResponder { becomeFirstResponder() }
    performEdit(0..<editing.count, with: "", kind: .other)
  }

  // MARK: The clipboard

  func canPerformEditAction(_ action: Selector) -> Bool {
    switch action {
    case .copy: return !isSecureTextEntry && !editing.selection.isEmpty
    case .cut: return isEditing && !isSecureTextEntry && !editing.selection.isEmpty
    case .delete: return isEditing && !editing.selection.isEmpty
    case .paste: return isEditing && UIPasteboard.general.hasStrings
    case .selectAll: return isEditing && !editing.text.isEmpty
    case .undo: return isEditing && undoManager?.canUndo == true
    case .redo: return isEditing && undoManager?.canRedo == true
    default: return false
    }
  }

  func copySelection() {
    guard !isSecureTextEntry, !editing.selection.isEmpty else { return }
    UIPasteboard.general.string = editing.selectedText
  }

  func cutSelection() {
    guard !isSecureTextEntry, !editing.selection.isEmpty else { return }
    let range = editing.selection
    let selected = editing.selectedText
    if performEdit(range, with: "", kind: .other) { UIPasteboard.general.string = selected }
  }

  func pasteClipboard() {
    guard let string = UIPasteboard.general.string, !string.isEmpty else { return }
    performEdit(editing.replacementRange, with: string, kind: .other)
  }

  func deleteSelection() {
    guard !editing.selection.isEmpty else { return }
    performEdit(editing.selection, with: "", kind: .other)
  }
}
