import Foundation

/// What a menu holds (UIKit's `UIMenuElement`): an action or a menu, with a title and an image.
@MainActor
open class UIMenuElement {
  /// How an action looks and behaves in a menu.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Drawn grey; cannot be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Drawn red: it destroys something.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays open after it runs.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an action shows a checkmark (`.mixed` shows a dash).
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  /// The row's text.
  public let title: String
  /// Drawn at the trailing end of the row, 20 pt tall at most.
  public let image: UIImage?
  /// A second line under the title.
  open var subtitle: String?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }
}
