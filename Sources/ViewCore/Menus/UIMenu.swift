import Foundation

/// A menu (UIKit's `UIMenu`): a title and children — actions and submenus. A submenu shows as a
/// row that opens it; with `.displayInline` its children show in place, set off by separators.
@MainActor
public final class UIMenu: UIMenuElement {
  /// How a menu shows among its parent's children.
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children show in the parent, between separators.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The children are drawn red.
    public static let destructive = Options(rawValue: 1 << 1)
    /// Only one child is on at a time.
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// A name for the menu (UIKit's `UIMenu.Identifier`).
  public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
  }

  public let identifier: Identifier
  public let options: Options
  public let children: [UIMenuElement]

  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, image: image)
    self.subtitle = subtitle
  }

  /// The same menu with other children.
  public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
  }
}
