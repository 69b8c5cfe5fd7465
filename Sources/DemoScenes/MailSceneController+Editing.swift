import Foundation
import ListViews
import ViewCore

/// The mail scene's bars and editing mode, as apps write them: the controller's `editButtonItem`
/// (Done while editing) at the trailing end of the navigation controller's toolbar toggles
/// `setEditing(_:animated:)`; a row's red control, then Delete, deletes the message with UIKit's
/// animation; a row's grip drags it to another place. An Add item in the navigation bar puts a
/// new message at the top.
extension MailSceneController {
  /// Sets up the bars: Add at the right of the navigation bar, Edit at the right of the toolbar.
  func installBarItems() {
    let add = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: MailSceneController.addMessage)
    add.accessibilityIdentifier = "add"
    navigationItem.rightBarButtonItem = add
    editButtonItem.accessibilityIdentifier = "edit"
    toolbarItems = [.flexibleSpace(), editButtonItem]
  }

  /// The Add item: a new message at the top of the list, sliding in.
  func addMessage(_ sender: UIBarButtonItem) {
    composedCount += 1
    let message = Message(
      sender: "Me", subject: "New message \(composedCount)", preview: "Written a moment ago.")
    messages.insert(message, at: 0)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, messages.indices.contains(indexPath.row) else { return }
    messages.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    guard messages.indices.contains(sourceIndexPath.row) else { return }
    let message = messages.remove(at: sourceIndexPath.row)
    messages.insert(message, at: min(destinationIndexPath.row, messages.count))
  }
}
