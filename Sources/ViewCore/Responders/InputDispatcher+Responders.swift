import Foundation

/// What the dispatcher does for the responder chain besides delivering presses: the edit
/// commands (Ctrl+C, X, V, A, Z, Shift+Z, Y), the key-view loop (Tab, Shift+Tab), the platform's
/// text input started only while a `UIKeyInput` is first responder, and the status given up by a
/// first responder that leaves the window.
extension InputDispatcher {
  /// Handles `key` as an edit command or a key-view move; false leaves it to the chain as a press.
  func handleResponderCommand(_ key: InputEvent.Key) -> Bool {
    guard key.phase == .down, let responder = keyResponder() else { return false }
    if let action = Self.editAction(for: key) {
      guard let target = responder.target(forAction: action, withSender: nil) as? UIResponder else { return false }
      Self.perform(action, on: target)
      return true
    }
    if key.code == .tab, key.modifiers.subtracting([.shift, .alphaShift]).isEmpty, let first = firstResponder,
      let current = first as? UIView, current is UIKeyInput, current.window === window, isInKeyViewLoop(current)
    {
      guard let next = nextKeyView(after: current, backwards: key.modifiers.contains(.shift)) else { return true }
      if next !== current { next.becomeFirstResponder() }
      return true
    }
    return false
  }

  /// The standard action a shortcut names: Ctrl (or the Super key, as a Mac keyboard's Command)
  /// with C, X, V, A, Z, Shift+Z or Y.
  static func editAction(for key: InputEvent.Key) -> Selector? {
    let modifiers = key.modifiers.subtracting([.alphaShift])
    guard modifiers.contains(.control) || modifiers.contains(.command), !modifiers.contains(.alternate),
      case .character(let character) = key.code
    else { return nil }
    let shifted = modifiers.contains(.shift)
    switch Character(character.lowercased()) {
    case "c" where !shifted: return .copy
    case "x" where !shifted: return .cut
    case "v" where !shifted: return .paste
    case "a" where !shifted: return .selectAll
    case "z": return shifted ? .redo : .undo
    case "y" where !shifted: return .redo
    default: return nil
    }
  }

  /// Sends a standard action to the responder that performs it.
  static func perform(_ action: Selector, on target: UIResponder) {
    switch action {
    case .copy: target.copy(nil)
    case .cut: target.cut(nil)
    case .paste: target.paste(nil)
    case .selectAll: target.selectAll(nil)
    case .delete: target.delete(nil)
    case .undo: target.undoManager?.undo()
    case .redo: target.undoManager?.redo()
    default: break
    }
  }

  /// Starts the platform's text input while a `UIKeyInput` in this window is first responder,
  /// with its caret's rectangle, and stops it otherwise.
  func updateTextInput() {
    guard let window else { return }
    let wants = firstResponder is UIKeyInput && firstResponder.flatMap(Self.window(of:)) === window
    guard let host = window.services.textInput else {
      isTextInputStarted = false
      return
    }
    if wants {
      let rect = caretRect()
      if isTextInputStarted { host.setTextInputRect(rect) } else { host.startTextInput(caretRect: rect) }
      isTextInputStarted = true
    } else if isTextInputStarted {
      host.stopTextInput()
      isTextInputStarted = false
    }
  }

  /// Tells the platform the first responder's caret moved.
  func caretMoved() {
    guard isTextInputStarted, let host = window?.services.textInput else { return }
    host.setTextInputRect(caretRect())
  }

  private func caretRect() -> CGRect {
    if let locating = firstResponder as? CaretLocating { return locating.caretRectInWindow }
    if let view = firstResponder as? UIView { return view.convert(view.bounds, to: nil) }
    return .zero
  }

  /// `view` left this window: a first responder inside it gives the status up.
  func viewLeftWindow(_ view: UIView) {
    guard let first = firstResponder else { return }
    let controller = first as? UIViewController
    let firstView = (first as? UIView) ?? (controller?.isViewLoaded == true ? controller?.view : nil)
    guard let firstView, firstView.hasAncestor(view) else { return }
    firstResponder = nil
    // Overrides (a text field ending its editing) hear it; the status is already given up.
    first.resignFirstResponder()
  }
}
