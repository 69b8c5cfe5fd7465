import Foundation
import ViewCore

/// The mail scene's search, the iOS way: a `UISearchController` in the navigation item, its bar
/// under the title, tucked away until the list is pulled down at the top
/// (`hidesSearchBarWhenScrolling`, UIKit's default). Editing it dims the mailbox
/// (`obscuresBackgroundDuringPresentation`; a tap on the dimming ends the search); typing shows
/// the results controller over it, listing the messages whose sender, subject or preview
/// contains the text, ignoring case.
extension MailSceneController: UISearchResultsUpdating {
  func installSearch() {
    let search = UISearchController(searchResultsController: results)
    search.searchResultsUpdater = self
    search.searchBar.placeholder = "Search mail"
    results.parentWindow = view.window
    navigationItem.searchController = search
    navigationItem.hidesSearchBarWhenScrolling = true
  }

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    results.parentWindow = view.window
    guard !text.isEmpty else { return results.show([], matching: "") }
    let matching = messages.filter { message in
      message.sender.localizedCaseInsensitiveContains(text) || message.subject.localizedCaseInsensitiveContains(text)
        || message.preview.localizedCaseInsensitiveContains(text)
    }
    results.show(matching.map { (sender: $0.sender, subject: $0.subject) }, matching: text)
  }
}
