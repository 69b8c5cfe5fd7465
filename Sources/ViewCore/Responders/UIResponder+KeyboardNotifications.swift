import Foundation

/// The on-screen keyboard's notifications and their `userInfo` keys, with UIKit's names. A
/// desktop has no on-screen keyboard, so nothing in the library posts them; an app that
/// simulates one (the demo's `keyboard` scene) posts them, and code that adjusts `contentInset`
/// from them runs unchanged.
extension UIResponder {
  public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The keyboard's frame before the change, an `NSValue` of a `CGRect` in screen (window) points.
  public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change, an `NSValue` of a `CGRect` in screen (window) points.
  public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration in seconds, a `Double`.
  public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation's curve, a `UIView.AnimationCurve` raw value (`Int`).
  public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// True: the keyboard belongs to this app.
  public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
  /// A rectangle boxed as UIKit boxes the keyboard's frame.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  public var cgRectValue: CGRect { rectValue }
}
