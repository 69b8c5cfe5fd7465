import Foundation

/// Told when the search text or the search's activity changes (UIKit's `UISearchResultsUpdating`).
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
  func updateSearchResults(for searchController: UISearchController)
}

/// Told as a search begins and ends (UIKit's `UISearchControllerDelegate`); all optional.
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Runs a search from its bar (UIKit's `UISearchController`): editing the bar makes the search
/// active (Cancel shows), each change of the text asks `searchResultsUpdater` to update, and
/// Cancel clears the text, ends editing and makes it inactive. Results are shown in place by the
/// updater (a list filtering itself); a `searchResultsController` is kept, not presented.
open class UISearchController: UIViewController {
  public let searchBar = UISearchBar()
  public let searchResultsController: UIViewController?
  open weak var searchResultsUpdater: UISearchResultsUpdating?
  open weak var delegate: UISearchControllerDelegate?
  /// Kept for source compatibility: the content is never dimmed here (results show in place).
  open var obscuresBackgroundDuringPresentation = true
  /// Kept for source compatibility: the navigation bar stays while searching.
  open var hidesNavigationBarDuringPresentation = true
  /// Whether Cancel shows while the search is active (UIKit's default: true).
  open var automaticallyShowsCancelButton = true

  /// True from the bar's editing beginning until Cancel (or setting it false).
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive {
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        delegate?.didPresentSearchController(self)
      } else {
        delegate?.willDismissSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        _ = searchBar.resignFirstResponder()
        delegate?.didDismissSearchController(self)
      }
      searchResultsUpdater?.updateSearchResults(for: self)
    }
  }

  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
  }

  public override convenience init() { self.init(searchResultsController: nil) }

  public required init?(coder: NSCoder) { nil }

  func searchDidBeginEditing() { isActive = true }

  func searchTextDidChange() { searchResultsUpdater?.updateSearchResults(for: self) }

  /// Cancel: the text cleared, then inactive (the updater hears the empty text once).
  func cancel() {
    searchBar.text = ""
    if isActive { isActive = false } else { searchResultsUpdater?.updateSearchResults(for: self) }
  }
}
