import Foundation
import ListViews
import ViewCore

/// The mail scene's search results, as apps write a `searchResultsController`: a plain list of
/// the matching messages (sender and subject, the searched text picked out in the subject with an
/// attributed string, as Mail does), filled through a diffable snapshot. Each update is
/// a trace line (`searchResults`, `resultsDidUpdate`) whose text is the matching subjects, one a
/// line.
final class MailSearchResultsController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .plain)
  private var dataSource: UITableViewDiffableDataSource<Int, String>!
  /// The sender of each subject shown (subjects are unique).
  private var senders: [String: String] = [:]
  /// The text searched for.
  private var query = ""

  override func viewDidLoad() {
    view.backgroundColor = .white
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.accessibilityIdentifier = "mailResults"
    // Two lines of 17-pt and 15-pt text with UIKit's subtitle cell's spacing.
    tableView.rowHeight = 60
    view.addSubview(tableView)
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { [weak self] tableView, _, subject in
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "result")
        ?? UITableViewCell(style: .subtitle, reuseIdentifier: "result")
      var content = cell.defaultContentConfiguration()
      content.text = self?.senders[subject] ?? ""
      content.secondaryAttributedText = self?.highlighting(subject)
      cell.contentConfiguration = content
      return cell
    }
  }

  /// `subject` with each occurrence of the query (ignoring case) in bold label colour on a
  /// light yellow.
  private func highlighting(_ subject: String) -> NSAttributedString {
    let string = NSMutableAttributedString(string: subject)
    let text = subject as NSString
    var searched = NSRange(location: 0, length: text.length)
    while !query.isEmpty, searched.length > 0 {
      let found = text.range(of: query, options: .caseInsensitive, range: searched)
      guard found.location != NSNotFound, found.length > 0 else { break }
      string.addAttributes(
        [
          .font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.label,
          .backgroundColor: UIColor.systemYellow.withAlphaComponent(0.35),
        ], range: found)
      searched = NSRange(location: found.location + found.length, length: text.length - found.location - found.length)
    }
    return string
  }

  /// Shows `messages` (sender, subject), in order, picking out `query` in each subject.
  func show(_ messages: [(sender: String, subject: String)], matching query: String) {
    _ = view
    self.query = query
    senders = Dictionary(messages.map { ($0.subject, $0.sender) }, uniquingKeysWith: { first, _ in first })
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(messages.map(\.subject), toSection: 0)
    // Rows that stay show the new query's highlight.
    snapshot.reconfigureItems(messages.map(\.subject))
    dataSource.apply(snapshot, animatingDifferences: false)
    guard let window = tableView.window ?? parentWindow else { return }
    var record = ScrollTraceRecord(
      time: window.currentTime, view: "searchResults", event: "resultsDidUpdate", offset: .zero, zoom: 1,
      velocity: nil, target: nil, decelerate: nil, tracking: false, dragging: false, decelerating: false,
      zooming: false)
    record.text = messages.map(\.subject).joined(separator: "\n")
    window.services.scrollTrace.emit(record)
  }

  /// The window of the scene that searches (the results are off screen while the text is empty).
  weak var parentWindow: UIWindow?
}
