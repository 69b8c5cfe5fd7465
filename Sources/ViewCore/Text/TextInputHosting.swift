import Foundation

/// The desktop's text input as the platform lends it (`WindowServices.textInput`): while started,
/// typed characters and the input method's compositions arrive as `InputEvent.text`; the input
/// method places its candidate window by the caret's rectangle (window points).
@MainActor
public protocol TextInputHosting: AnyObject {
  /// Starts text input with the caret at `caretRect` (window points).
  func startTextInput(caretRect: CGRect)
  /// Moves the caret's rectangle (window points), where the candidate window follows.
  func setTextInputRect(_ caretRect: CGRect)
  /// Stops text input: the input method's window closes.
  func stopTextInput()
}
