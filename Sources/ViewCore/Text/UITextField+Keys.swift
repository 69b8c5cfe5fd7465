import Foundation

/// The keys a field edits with while it is first responder: the arrows, Home and End (with
/// Shift to select, Ctrl to move by words), Backspace and Delete (Ctrl: a word), Return. A
/// printable key that is not a Ctrl or Super shortcut is taken too — its character arrives as typed text — so
/// that it does not travel on as a shortcut. Everything else goes up the responder chain.
extension UITextField {
  func handleKey(_ key: UIKey) -> Bool {
    let modifiers = key.modifierFlags.subtracting([.alphaShift])
    let shift = modifiers.contains(.shift)
    let word = modifiers.contains(.control) || modifiers.contains(.alternate)
    switch key.keyCode {
    case .leftArrow: editing.move(word ? .wordLeft : .left, extending: shift)
    case .rightArrow: editing.move(word ? .wordRight : .right, extending: shift)
    case .upArrow, .home, .pageUp: editing.move(.documentStart, extending: shift)
    case .downArrow, .end, .pageDown: editing.move(.documentEnd, extending: shift)
    case .deleteOrBackspace: deleteByKey(forward: false, word: word)
    case .deleteForward: deleteByKey(forward: true, word: word)
    case .returnOrEnter:
      returnPressed()
    case .character, .space:
      return Self.takesPrintableKey(modifiers)
    default:
      return false
    }
    return true
  }

  /// Return: the delegate's `textFieldShouldReturn`; when it agrees, `.editingDidEndOnExit` is
  /// sent and, if anything listens for it, editing ends (as UIKit dismisses the keyboard then).
  func returnPressed() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let listens = allControlEvents.contains(.editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit)
    if listens { resignFirstResponder() }
  }
}
