import Foundation

/// The keys the core understands. Letters are lower-case characters; Shift is a modifier.
public enum KeyCode: Hashable, Sendable, CustomStringConvertible {
  case upArrow
  case downArrow
  case leftArrow
  case rightArrow
  case pageUp
  case pageDown
  case home
  case end
  case space
  case escape
  case returnOrEnter
  case tab
  case deleteOrBackspace
  case deleteForward
  /// A printable key: a letter (lower case), a digit or punctuation.
  case character(Character)
  /// F1 is `function(1)`.
  case function(Int)

  private static let namedKeys: [(KeyCode, String)] = [
    (.upArrow, "up"), (.downArrow, "down"), (.leftArrow, "left"), (.rightArrow, "right"),
    (.pageUp, "pageUp"), (.pageDown, "pageDown"), (.home, "home"), (.end, "end"), (.space, "space"),
    (.escape, "escape"), (.returnOrEnter, "return"), (.tab, "tab"), (.deleteOrBackspace, "backspace"),
    (.deleteForward, "delete"),
  ]

  /// The name used in recordings: "up", "pageDown", "F1", or the character itself ("a", "7").
  public var name: String {
    switch self {
    case .character(let character): return String(character)
    case .function(let number): return "F\(number)"
    default: return Self.namedKeys.first { $0.0 == self }?.1 ?? "?"
    }
  }

  /// The key with that recording name, or nil.
  public init?(name: String) {
    if let named = Self.namedKeys.first(where: { $0.1 == name }) {
      self = named.0
    } else if name.count == 1, let character = name.first {
      self = character == " " ? .space : .character(character)
    } else if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...24).contains(number) {
      self = .function(number)
    } else {
      return nil
    }
  }

  public var description: String { name }
}
