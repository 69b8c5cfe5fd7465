import Foundation

/// What the navigation bar shows for one controller (UIKit's `UINavigationItem`): its title
/// (nil: the controller's `title`) and the title of the back button that leads back to it.
@MainActor
open class UINavigationItem {
  /// The bar's title while this item is on top; nil uses the owning controller's `title`.
  open var title: String? {
    didSet { owner?.navigationController?.titleDidChange() }
  }
  /// The back button's title while the next controller is on top; nil uses this item's title
  /// (and "Back" when there is none).
  open var backButtonTitle: String? {
    didSet { owner?.navigationController?.titleDidChange() }
  }
  /// Hides the back button while this item is on top.
  open var hidesBackButton = false {
    didSet { owner?.navigationController?.titleDidChange() }
  }
  /// The controller whose item this is (the bar asks it for its title).
  weak var owner: UIViewController?

  public init(title: String? = nil) {
    self.title = title
  }
}
