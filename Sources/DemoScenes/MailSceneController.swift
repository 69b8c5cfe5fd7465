import Foundation
import ViewCore

/// Scene `mail`: a mail-like list with swipe actions, as apps write it. Swipe a row to the left to
/// reveal Delete and Flag; a full swipe deletes at once; deleted rows leave with UIKit's
/// animation while the rows below close the gap; a flag marks the row.
final class MailSceneController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  struct Message {
    var sender: String
    var subject: String
    var flagged = false
  }

  let tableView = UITableView(frame: .zero, style: .plain)
  var messages: [Message]

  init(count: Int = 60) {
    let senders = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Ken"]
    let subjects = [
      "Lunch on Friday?", "The build is green", "Notes from the review", "Photos from the trip",
      "Re: the scroll physics", "Invoice 2026-11", "Your parcel is on its way", "Minutes of the meeting",
    ]
    messages = (0..<max(count, 0)).map { index in
      Message(sender: senders[index % senders.count], subject: "\(subjects[index % subjects.count]) #\(index + 1)")
    }
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.accessibilityIdentifier = "mail"
    tableView.rowHeight = 60
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    installEditButton()
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
    cell.textLabel?.text = (message.flagged ? "⚑ " : "") + message.sender
    cell.detailTextLabel?.text = message.subject
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
