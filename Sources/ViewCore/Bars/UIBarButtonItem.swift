import Foundation

/// A button in a navigation bar or a toolbar (UIKit's `UIBarButtonItem`): a title, an image or a
/// system item, drawn in the tint colour without a background, that runs its `primaryAction`, its
/// target-action (a method reference, as `#selector` is written here) or, with neither, opens its
/// `menu` when tapped. Flexible and fixed spaces are items too; they only take room.
@MainActor
open class UIBarButtonItem {
  /// How an item's title is drawn: `.done` in the bold weight iOS gives a confirming button.
  public enum Style: Int, Sendable {
    case plain = 0
    case bordered = 1
    case done = 2
  }

  /// The title shown (system items have one of their own).
  open var title: String? { didSet { itemDidChange() } }
  /// The image shown instead of the title, at most 24 pt tall.
  open var image: UIImage? { didSet { itemDidChange() } }
  /// `.done` draws the title bold.
  open var style: Style = .plain { didSet { itemDidChange() } }
  /// A disabled item is drawn grey and does not respond.
  open var isEnabled = true { didSet { itemDidChange() } }
  /// The colour of the title or image; nil uses the bar's (`UIColor.tintColor`).
  open var tintColor: UIColor? { didSet { itemDidChange() } }
  /// The width of a fixed space, or of any item when positive (0: as wide as its content).
  open var width: CGFloat = 0 { didSet { itemDidChange() } }
  /// A view shown in place of the title or image, at its own frame's size.
  open var customView: UIView? { didSet { itemDidChange() } }
  /// Run when the item is tapped (it takes precedence over the target-action and the menu).
  open var primaryAction: UIAction? {
    didSet {
      if let primaryAction, title == nil, image == nil, systemItem == nil { title = primaryAction.title }
      itemDidChange()
    }
  }
  /// The menu a tap opens when the item has no primary action and no target-action.
  open var menu: UIMenu? { didSet { itemDidChange() } }
  /// A name for tests and accessibility; the item's view carries it.
  open var accessibilityIdentifier: String? { didSet { itemDidChange() } }
  /// The system item this item was made as, if any.
  public let systemItem: SystemItem?
  /// The target-action, kept while its target lives (UIKit holds targets weakly).
  weak var target: AnyObject?
  var hasTarget = false
  var perform: ((UIBarButtonItem) -> Void)?
  /// The view that draws the item in the bar showing it now.
  weak var view: BarButtonView?

  /// An item with no content (set `title`, `image` or `primaryAction`).
  public init() {
    systemItem = nil
  }

  /// An item titled `title` that runs `primaryAction` or opens `menu` (UIKit's iOS 14 initialiser).
  public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    systemItem = nil
    self.title = title ?? primaryAction?.title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A system item (Add, Edit, Done, spaces …) that runs `primaryAction` or opens `menu`.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
    style = systemItem == .done ? .done : .plain
  }

  /// A title with a style and no action yet (UIKit's `init(title:style:target:action:)` with nil).
  public init(title: String?, style: Style) {
    systemItem = nil
    self.title = title
    self.style = style
  }

  /// An image with a style and no action yet.
  public init(image: UIImage?, style: Style) {
    systemItem = nil
    self.image = image
    self.style = style
  }

  /// A custom view in the bar.
  public init(customView: UIView) {
    systemItem = nil
    self.customView = customView
  }

  /// A space that shares the bar's leftover room with the other flexible spaces.
  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

  /// A space `width` points wide.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = max(0, width.isFinite ? width : 0)
    return item
  }

  /// True for the two kinds of space, which draw nothing and take no taps.
  public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  /// The text the item draws: its title, or its system item's (nil: an image or a glyph).
  var displayedTitle: String? {
    if let title { return title }
    return systemItem?.title
  }

  /// A tap: the primary action, else the target-action, else the menu opens under the item.
  func performTap() {
    guard isEnabled else { return }
    if let primaryAction {
      primaryAction.sender = self
      primaryAction.handler(primaryAction)
      primaryAction.sender = nil
    } else if let perform, !hasTarget || target != nil {
      perform(self)
    } else if let menu, let view {
      MenuPresentation.show(menu, from: view, at: CGPoint(x: view.bounds.minX, y: view.bounds.maxY))
    }
  }

  func itemDidChange() {
    guard let view else { return }
    view.itemDidChange()
  }
}
