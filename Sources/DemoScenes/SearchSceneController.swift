import Foundation
import ListViews
import ViewCore

/// A mailbox with a search bar: a `UISearchController`'s bar above a list of 120 messages; each
/// change of the search text filters the list through a diffable snapshot (subjects containing
/// the text, ignoring case), and Cancel shows every message again. Each update is a trace line
/// (`searchResults`, `resultsDidUpdate`) whose text is the matching subjects, one a line.
final class SearchSceneController: UIViewController, UISearchResultsUpdating {
  let searchController = UISearchController(searchResultsController: nil)
  let tableView = UITableView(frame: .zero, style: .plain)
  private var dataSource: UITableViewDiffableDataSource<Int, String>!
  /// The subjects, each unique: eight topics, numbered.
  static let subjects: [String] = {
    let topics = [
      "Lunch on Friday", "The build is green", "Notes from the review", "Photos from the trip",
      "The scroll physics", "Invoice", "Your parcel", "Minutes of the meeting",
    ]
    return (0..<120).map { "\(topics[$0 % topics.count]) #\($0 + 1)" }
  }()

  override func viewDidLoad() {
    view.backgroundColor = .white
    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search subjects"
    let bar = searchController.searchBar
    bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: UISearchBar.height)
    bar.autoresizingMask = [.flexibleWidth]
    view.addSubview(bar)
    tableView.frame = CGRect(
      x: 0, y: UISearchBar.height, width: view.bounds.width, height: max(view.bounds.height - UISearchBar.height, 0))
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.accessibilityIdentifier = "searchList"
    tableView.rowHeight = 44
    // The bar sits under the navigation bar: the list's own inset need not count it again.
    tableView.contentInsetAdjustmentBehavior = .never
    view.addSubview(tableView)
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, _, subject in
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "subject")
        ?? UITableViewCell(style: .default, reuseIdentifier: "subject")
      var content = cell.defaultContentConfiguration()
      content.text = subject
      cell.contentConfiguration = content
      return cell
    }
    show(Self.subjects, animated: false)
  }

  /// The bar below the navigation bar (the safe area's top), the list under it.
  override func viewWillLayoutSubviews() {
    let top = view.safeAreaInsets.top
    searchController.searchBar.frame.origin.y = top
    tableView.frame = CGRect(
      x: 0, y: top + UISearchBar.height, width: view.bounds.width,
      height: max(view.bounds.height - top - UISearchBar.height, 0))
  }

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    let matching = text.isEmpty ? Self.subjects : Self.subjects.filter { $0.localizedCaseInsensitiveContains(text) }
    show(matching, animated: true)
  }

  private func show(_ subjects: [String], animated: Bool) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(subjects, toSection: 0)
    dataSource.apply(snapshot, animatingDifferences: animated)
    guard let window = view.window else { return }
    var record = ScrollTraceRecord(
      time: window.currentTime, view: "searchResults", event: "resultsDidUpdate", offset: .zero, zoom: 1,
      velocity: nil, target: nil, decelerate: nil, tracking: false, dragging: false, decelerating: false,
      zooming: false)
    record.text = subjects.joined(separator: "\n")
    window.services.scrollTrace.emit(record)
  }
}
