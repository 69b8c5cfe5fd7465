import Foundation

/// The key of a press: which key and the modifiers held (UIKit's `UIKey`; `keyCode` uses the
/// core's `KeyCode` rather than HID usage numbers).
public struct UIKey: Hashable, Sendable {
  public let keyCode: KeyCode
  public let modifierFlags: UIKeyModifierFlags

  public init(keyCode: KeyCode, modifierFlags: UIKeyModifierFlags = []) {
    self.keyCode = keyCode
    self.modifierFlags = modifierFlags
  }

  /// The text the key types without modifiers ("a", " "), empty for keys that type nothing.
  public var charactersIgnoringModifiers: String {
    switch keyCode {
    case .character(let character): return String(character)
    case .space: return " "
    case .tab: return "\t"
    case .returnOrEnter: return "\r"
    default: return ""
    }
  }

  /// The text the key types: a letter is upper case with Shift.
  public var characters: String {
    modifierFlags.contains(.shift) ? charactersIgnoringModifiers.uppercased() : charactersIgnoringModifiers
  }
}
