import Foundation

/// What a search bar asks and tells its delegate (UIKit's `UISearchBarDelegate`); every member
/// has a default that allows everything.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The text changed by the user's editing (each keystroke, a paste, the clear button).
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether `range` (UTF-16 offsets of the current text) may be replaced by `text`.
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// Return was pressed.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
