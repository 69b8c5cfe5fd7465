import Foundation
import ListViews
import ViewCore

/// Scene `mail`: a mail-like list with swipe actions and self-sizing rows, as apps write it. Each
/// row shows the sender, the subject and a preview of one to three lines through the cell's
/// content configuration, and is as tall as that text (`rowHeight = automaticDimension`). Swipe a
/// row to the left to reveal Delete and Flag; a full swipe deletes at once; deleted rows leave
/// with UIKit's animation while the rows below close the gap; a flag marks the row. Pull the
/// list down at the top for the search bar.
final class MailSceneController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  struct Message {
    var sender: String
    var subject: String
    /// One to three lines.
    var preview: String
    var flagged = false
  }

  let tableView = UITableView(frame: .zero, style: .plain)
  var messages: [Message]
  /// How many messages Add has made.
  var composedCount = 0
  /// The search's results (MailSceneController+Search.swift).
  let results = MailSearchResultsController()

  init(count: Int = 500) {
    let senders = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Ken"]
    let subjects = [
      "Lunch on Friday?", "The build is green", "Notes from the review", "Photos from the trip",
      "Re: the scroll physics", "Invoice 2026-11", "Your parcel is on its way", "Minutes of the meeting",
    ]
    let lines = [
      "Shall we meet at noon at the usual place?", "All the tests passed on the second run.",
      "I wrote down what we agreed on.", "The photos are in the shared folder now.",
      "The numbers look right to me.", "Let me know what you think.",
    ]
    messages = (0..<max(count, 0)).map { index in
      // Rows 0, 1, 2 have previews of 1, 2, 3 lines, and so on.
      let preview = (0...(index % 3)).map { lines[(index + $0) % lines.count] }.joined(separator: "\n")
      return Message(
        sender: senders[index % senders.count], subject: "\(subjects[index % subjects.count]) #\(index + 1)",
        preview: preview)
    }
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.accessibilityIdentifier = "mail"
    // Rows sized by their text: 11 + 20 (sender) + 3 + 18 per subject and preview line + 11.
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 99
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    installBarItems()
    installSearch()
  }

  /// The toolbar with Edit shows while the scene is on screen.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setToolbarHidden(false, animated: animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    navigationController?.setToolbarHidden(true, animated: animated)
  }

  /// Puts the table in editing mode with the controller, as `UITableViewController` does
  /// (MailSceneController+Editing.swift has the rest).
  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "message")
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: "message")
    let message = messages[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = (message.flagged ? "⚑ " : "") + message.sender
    content.textProperties.font = .boldSystemFont(ofSize: 17)
    content.secondaryText = message.subject + "\n" + message.preview
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
      guard let self, self.messages.indices.contains(indexPath.row) else { return done(false) }
      self.messages.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      done(true)
    }
    let flagged = messages.indices.contains(indexPath.row) && messages[indexPath.row].flagged
    let flag = UIContextualAction(style: .normal, title: flagged ? "Unflag" : "Flag") { [weak self] _, _, done in
      guard let self, self.messages.indices.contains(indexPath.row) else { return done(false) }
      self.messages[indexPath.row].flagged.toggle()
      tableView.reloadRows(at: [indexPath], with: .none)
      done(true)
    }
    flag.backgroundColor = .systemOrange
    return UISwipeActionsConfiguration(actions: [delete, flag])
  }
}
