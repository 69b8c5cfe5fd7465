import Foundation

/// What the navigation bar shows for one controller (UIKit's `UINavigationItem`): its title
/// (nil: the controller's `title`) or a title view, the bar button items on either side, the
/// title of the back button that leads back to it, and whether it shows a large title.
@MainActor
open class UINavigationItem {
  /// When the bar shows a large title for this item (with `prefersLargeTitles` on the bar).
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the item below it on the stack does (the root: large).
    case automatic = 0
    case always = 1
    case never = 2
  }

  /// The bar's title while this item is on top; nil uses the owning controller's `title`.
  open var title: String? { didSet { itemDidChange() } }
  /// A view shown in place of the title, at its own frame's size, centred.
  open var titleView: UIView? { didSet { itemDidChange() } }
  /// The back button's title while the next controller is on top; nil uses this item's title
  /// (and "Back" when there is none).
  open var backButtonTitle: String? { didSet { itemDidChange() } }
  /// Hides the back button while this item is on top.
  open var hidesBackButton = false { didSet { itemDidChange() } }
  /// The items at the leading end, first outermost (they replace the back button unless
  /// `leftItemsSupplementBackButton`).
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
  /// The items at the trailing end, first outermost (rightmost), as in UIKit.
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
  /// Shows the left items after the back button rather than in its place.
  open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
  /// Whether this item shows a large title when the bar prefers them.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
  /// The search controller whose bar shows under the title (and under the large title) while
  /// this item is on top; its height is part of the content's safe area, as on iOS.
  open var searchController: UISearchController? { didSet { itemDidChange() } }
  /// Whether the search bar tucks under the navigation bar as the content scrolls up, and shows
  /// again when it is pulled down at the top (UIKit's default: true). With false it always shows.
  open var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }
  /// The controller whose item this is (the bar asks it for its title).
  weak var owner: UIViewController?

  public init(title: String? = nil) {
    self.title = title
  }

  /// The first left item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first right item (the rightmost).
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the left item (this project does not animate bar items).
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the right item (this project does not animate bar items).
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  /// Sets the left items (this project does not animate bar items).
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  /// Sets the right items (this project does not animate bar items).
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  /// Shows or hides the back button (at once).
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

  private func itemDidChange() {
    owner?.navigationController?.titleDidChange()
  }
}
