import Foundation

/// The first responder receives key presses before the view under the pointer does.
extension UIResponder {
  /// `becomeFirstResponder()`: false unless `canBecomeFirstResponder` and in a window.
  func takeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = InputDispatcher.window(of: self) else { return false }
    window.inputDispatcher.firstResponder = self
    return true
  }

  /// `resignFirstResponder()`: always succeeds.
  func giveUpFirstResponder() -> Bool {
    guard let window = InputDispatcher.window(of: self), window.inputDispatcher.firstResponder === self else {
      return true
    }
    window.inputDispatcher.firstResponder = nil
    return true
  }

  var holdsFirstResponder: Bool {
    guard let window = InputDispatcher.window(of: self) else { return false }
    return window.inputDispatcher.firstResponder === self
  }
}
