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
/// Cancel clears the text, ends editing and makes it inactive. In a navigation item
/// (`navigationItem.searchController`) the navigation controller shows the bar under its title
/// and, while the search is active, dims the content under it
/// (`obscuresBackgroundDuringPresentation`; a tap on the dimming ends the search as Cancel does)
/// and shows `searchResultsController`'s view over it while there is search text.
open class UISearchController: UIViewController {
  public let searchBar = UISearchBar()
  public let searchResultsController: UIViewController?
  open weak var searchResultsUpdater: UISearchResultsUpdating?
  open weak var delegate: UISearchControllerDelegate?
  /// Whether the content under the bar is dimmed while the search is active (UIKit's default:
  /// true); apps that filter the list in place set it false.
  open var obscuresBackgroundDuringPresentation = true { didSet { presentationDidChange() } }
  /// Whether `searchResultsController`'s view shows; while
  /// `automaticallyShowsSearchResultsController`, true exactly when the search is active and
  /// its text is not empty, as on iOS.
  open var showsSearchResultsController = false { didSet { presentationDidChange() } }
  /// Whether the results show and hide with the search text (UIKit's default: true).
  open var automaticallyShowsSearchResultsController = true
  /// Covers the content under the bar while the search is active; a tap on it ends the search.
  let dimmingView = UIView()
  /// The navigation controller showing this controller's bar in its navigation bar.
  weak var navigationHost: UINavigationController?
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
      updateShowsResults()
      searchResultsUpdater?.updateSearchResults(for: self)
      presentationDidChange()
    }
  }

  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
    // A choice of this project: black at 20 % dims the content as iOS's obscuring view does.
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
    dimmingView.accessibilityIdentifier = "searchDimming"
    let tap = UITapGestureRecognizer()
    _ = tap.addTarget(self) { [weak self] _ in self?.dimmingTapped() }
    dimmingView.addGestureRecognizer(tap)
  }

  public override convenience init() { self.init(searchResultsController: nil) }

  public required init?(coder: NSCoder) { nil }

  func searchDidBeginEditing() { isActive = true }

  func searchTextDidChange() {
    updateShowsResults()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// A tap on the dimming: the search ends as Cancel ends it.
  func dimmingTapped() {
    searchBar.delegate?.searchBarCancelButtonClicked(searchBar)
    cancel()
  }

  private func updateShowsResults() {
    guard automaticallyShowsSearchResultsController else { return }
    let shows = isActive && !(searchBar.text ?? "").isEmpty && searchResultsController != nil
    if shows != showsSearchResultsController { showsSearchResultsController = shows }
  }

  private func presentationDidChange() { navigationHost?.searchPresentationDidChange(self) }

  /// Cancel: the text cleared, then inactive (the updater hears the empty text once).
  func cancel() {
    searchBar.text = ""
    if isActive { isActive = false } else { searchResultsUpdater?.updateSearchResults(for: self) }
  }
}
