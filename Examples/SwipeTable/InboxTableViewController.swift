import UIKit

class InboxTableViewController: UITableViewController {
  var messages = Message.samples

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MessageCell")
  }

  // MARK: - Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath)
    let message = messages[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = message.sender
    content.secondaryText = message.subject
    content.textProperties.font = message.isUnread ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
    content.textProperties.color = message.isFlagged ? .systemOrange : .label
    cell.contentConfiguration = content
    return cell
  }

  // MARK: - Swipe actions

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let isUnread = messages[indexPath.row].isUnread
    let toggleRead = UIContextualAction(style: .normal, title: isUnread ? "Read" : "Unread") {
      [weak self] _, _, completion in
      self?.messages[indexPath.row].isUnread.toggle()
      self?.tableView.reloadRows(at: [indexPath], with: .none)
      completion(true)
    }
    toggleRead.backgroundColor = .systemBlue
    return UISwipeActionsConfiguration(actions: [toggleRead])
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
      self?.deleteMessage(at: indexPath)
      completion(true)
    }
    let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
      self?.toggleFlag(at: indexPath)
      completion(true)
    }
    flag.backgroundColor = .systemOrange
    return UISwipeActionsConfiguration(actions: [delete, flag])
  }

  // MARK: - Context menu

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    let message = messages[indexPath.row]
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      let read = UIAction(title: message.isUnread ? "Mark as Read" : "Mark as Unread") { [weak self] _ in
        self?.messages[indexPath.row].isUnread.toggle()
        self?.tableView.reloadRows(at: [indexPath], with: .none)
      }
      let flag = UIAction(title: message.isFlagged ? "Unflag" : "Flag") { [weak self] _ in
        self?.toggleFlag(at: indexPath)
      }
      let delete = UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in
        self?.deleteMessage(at: indexPath)
      }
      return UIMenu(title: "", children: [read, flag, UIMenu(title: "", options: .displayInline, children: [delete])])
    }
  }

  // MARK: - Actions

  func toggleFlag(at indexPath: IndexPath) {
    messages[indexPath.row].isFlagged.toggle()
    tableView.reloadRows(at: [indexPath], with: .none)
  }

  func deleteMessage(at indexPath: IndexPath) {
    messages.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}
