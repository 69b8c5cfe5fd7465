import Foundation

/// The kind of keyboard a field asks for. A desktop keyboard types everything, so the value is
/// kept for code written for iOS and changes nothing here.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the on-screen keyboard's Return key; Return on a desktop keyboard ends editing
/// the same way whatever it says.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Which letters an on-screen keyboard would shift by itself; kept, not applied (a desktop
/// keyboard's Shift is the user's).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether autocorrection would run; kept, not applied (there is no autocorrection here).
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// What a text responder asks of the keyboard (UIKit's `UITextInputTraits`). Every member has a
/// default, as every member of UIKit's protocol is optional.
@MainActor
public protocol UITextInputTraits: AnyObject {
  var keyboardType: UIKeyboardType { get }
  var returnKeyType: UIReturnKeyType { get }
  var autocapitalizationType: UITextAutocapitalizationType { get }
  var autocorrectionType: UITextAutocorrectionType { get }
  /// True for a password: the text is drawn as dots and never copied.
  var isSecureTextEntry: Bool { get }
}

extension UITextInputTraits {
  public var keyboardType: UIKeyboardType { .default }
  public var returnKeyType: UIReturnKeyType { .default }
  public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
  public var autocorrectionType: UITextAutocorrectionType { .default }
  public var isSecureTextEntry: Bool { false }
}
