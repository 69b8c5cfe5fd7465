import Foundation

/// Modifier keys held during an event (UIKit's names and raw values).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Alt (Option).
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// The Super (Windows, Command) key.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)

  static let names: [(UIKeyModifierFlags, String)] = [
    (.shift, "shift"), (.control, "control"), (.alternate, "alt"), (.command, "super"),
    (.alphaShift, "capsLock"),
  ]

  /// The flags' names in recordings, in a fixed order.
  public var names: [String] { Self.names.filter { contains($0.0) }.map(\.1) }

  /// The flags with those names; nil if a name is unknown.
  public init?(names: [String]) {
    var flags: UIKeyModifierFlags = []
    for name in names {
      guard let flag = Self.names.first(where: { $0.1 == name })?.0 else { return nil }
      flags.insert(flag)
    }
    self = flags
  }

  public var description: String { "[" + names.joined(separator: ", ") + "]" }
}
