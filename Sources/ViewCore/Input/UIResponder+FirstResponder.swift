import Foundation

/// The first responder receives key presses before the view under the pointer does.
extension UIResponder {
  /// Makes this responder (a view in a window, or a controller whose view is in one) the first
  /// to receive key presses; false if it cannot become first responder or is not in a window.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = InputDispatcher.window(of: self) else { return false }
    window.inputDispatcher.firstResponder = self
    return true
  }

  /// Gives up first-responder status; key presses go to the view under the pointer again.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    guard let window = InputDispatcher.window(of: self), window.inputDispatcher.firstResponder === self else {
      return true
    }
    window.inputDispatcher.firstResponder = nil
    return true
  }

  public var isFirstResponder: Bool {
    guard let window = InputDispatcher.window(of: self) else { return false }
    return window.inputDispatcher.firstResponder === self
  }
}
