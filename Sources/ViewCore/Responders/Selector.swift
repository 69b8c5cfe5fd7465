import Foundation

/// The name of an action a responder may perform (`"copy:"`), as UIKit's `Selector` names an
/// Objective-C method. Linux has no Objective-C runtime, so a selector here is only its name:
/// responders say which names they perform in `canPerformAction(_:withSender:)`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method's Objective-C style name, with its colons (`"selectAll:"`).
  public let name: String

  public init(_ name: String) { self.name = name }

  public init(stringLiteral value: String) { self.name = value }

  public var description: String { name }

  /// `UIResponderStandardEditActions.copy(_:)`.
  public static let copy = Selector("copy:")
  /// `UIResponderStandardEditActions.cut(_:)`.
  public static let cut = Selector("cut:")
  /// `UIResponderStandardEditActions.paste(_:)`.
  public static let paste = Selector("paste:")
  /// `UIResponderStandardEditActions.selectAll(_:)`.
  public static let selectAll = Selector("selectAll:")
  /// `UIResponderStandardEditActions.delete(_:)`.
  public static let delete = Selector("delete:")
  /// The undo manager's `undo` (Ctrl+Z).
  public static let undo = Selector("undo:")
  /// The undo manager's `redo` (Ctrl+Shift+Z, Ctrl+Y).
  public static let redo = Selector("redo:")
}
