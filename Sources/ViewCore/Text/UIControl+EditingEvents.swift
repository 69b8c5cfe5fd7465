import Foundation

extension UIControl.Event {
  /// A text field became first responder and began editing (UIKit's raw value).
  public static let editingDidBegin = UIControl.Event(rawValue: 1 << 16)
  /// A text field's text changed by an edit.
  public static let editingChanged = UIControl.Event(rawValue: 1 << 17)
  /// A text field stopped editing.
  public static let editingDidEnd = UIControl.Event(rawValue: 1 << 18)
  /// Return ended a text field's editing.
  public static let editingDidEndOnExit = UIControl.Event(rawValue: 1 << 19)
  public static let allEditingEvents = UIControl.Event(rawValue: 0x000F_0000)
}
