import Foundation
import ListViews
import ViewCore

/// The mail scene's context menu, as apps write it: a right click on a row opens Flag (Unflag
/// on a flagged message) and, set apart, Delete in red; Delete asks first, in an alert, and the
/// row goes only on the alert's Delete.
extension MailSceneController {
  func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
    -> UIContextMenuConfiguration?
  {
    guard messages.indices.contains(indexPath.row) else { return nil }
    let flagged = messages[indexPath.row].flagged
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      let flag = UIAction(title: flagged ? "Unflag" : "Flag") { _ in self?.toggleFlag(at: indexPath) }
      let delete = UIAction(title: "Delete", attributes: .destructive) { _ in self?.confirmDeletion(at: indexPath) }
      return UIMenu(children: [flag, UIMenu(options: .displayInline, children: [delete])])
    }
  }

  func toggleFlag(at indexPath: IndexPath) {
    guard messages.indices.contains(indexPath.row) else { return }
    messages[indexPath.row].flagged.toggle()
    tableView.reloadRows(at: [indexPath], with: .none)
  }

  /// An alert asks before the message goes.
  func confirmDeletion(at indexPath: IndexPath) {
    guard messages.indices.contains(indexPath.row) else { return }
    let alert = UIAlertController(
      title: "Delete this message?", message: "\"\(messages[indexPath.row].subject)\" will be deleted.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
        guard let self, self.messages.indices.contains(indexPath.row) else { return }
        self.messages.remove(at: indexPath.row)
        self.tableView.deleteRows(at: [indexPath], with: .automatic)
      })
    present(alert, animated: true)
  }
}
