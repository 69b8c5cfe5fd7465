import Foundation

/// The first responder receives key presses and typed text before anything else; one per window,
/// kept in `InputDispatcher.firstResponder`.
extension UIResponder {
  /// `becomeFirstResponder()`: false unless `canBecomeFirstResponder` and in a window; the
  /// current first responder is asked to resign first, and may refuse.
  func takeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = InputDispatcher.window(of: self) else { return false }
    let dispatcher = window.inputDispatcher
    if let current = dispatcher.firstResponder, current !== self {
      if InputDispatcher.window(of: current) === window {
        guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
      }
    }
    dispatcher.firstResponder = self
    return true
  }

  /// `resignFirstResponder()`: false when `canResignFirstResponder` is false.
  func giveUpFirstResponder() -> Bool {
    guard let window = InputDispatcher.window(of: self), window.inputDispatcher.firstResponder === self else {
      return true
    }
    guard canResignFirstResponder else { return false }
    window.inputDispatcher.firstResponder = nil
    return true
  }

  var holdsFirstResponder: Bool {
    guard let window = InputDispatcher.window(of: self) else { return false }
    return window.inputDispatcher.firstResponder === self
  }
}
