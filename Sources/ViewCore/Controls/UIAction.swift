import Foundation

/// A closure a control, a bar button item or a menu runs (UIKit's `UIAction`); `sender` is what
/// ran it. In a menu it is a row: its title, image, attributes (destructive, disabled) and state
/// (a checkmark when on).
@MainActor
public final class UIAction: UIMenuElement {
  /// A name that stays the same for the same action (UIKit's `UIAction.Identifier`).
  public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
  }

  public let identifier: Identifier
  public let handler: (UIAction) -> Void
  /// How the row looks and whether it can be chosen.
  public var attributes: UIMenuElement.Attributes
  /// On: a checkmark before the title.
  public var state: UIMenuElement.State
  /// A longer title for keyboard-shortcut lists (shown nowhere here).
  public var discoverabilityTitle: String?
  /// What ran the action, while it runs (a control, a bar button item, a menu's owner view).
  public internal(set) weak var sender: AnyObject?

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping (UIAction) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
    self.attributes = attributes
    self.state = state
    self.discoverabilityTitle = discoverabilityTitle
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` as the sender.
  func perform(sender: AnyObject?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
