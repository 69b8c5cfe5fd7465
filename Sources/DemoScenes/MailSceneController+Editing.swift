import Foundation
import ViewCore

/// The mail scene's editing mode, as apps write it: an Edit button (Done while editing) toggles
/// `setEditing(_:animated:)`; a row's red control, then Delete, deletes the message with UIKit's
/// animation; a row's grip drags it to another place. This project has no bar button items, so
/// the button sits on a 44-pt toolbar along the bottom of the scene, over the table (whose
/// bottom inset keeps the last rows reachable above it).
extension MailSceneController {
  /// The toolbar's height, in points (UIKit's toolbar height on a phone).
  static let toolbarHeight: CGFloat = 44

  /// Adds the toolbar with the Edit button along the bottom of the view.
  func installEditButton() {
    let bounds = view.bounds
    let toolbar = UIView(
      frame: CGRect(x: 0, y: bounds.height - Self.toolbarHeight, width: bounds.width, height: Self.toolbarHeight))
    toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    toolbar.backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
    let button = UIButton(type: .system)
    button.setTitle("Edit", for: .normal)
    // At the trailing end, as iOS puts Edit: 80 × 32 pt, 12 pt from the edge.
    button.frame = CGRect(x: bounds.width - 92, y: 6, width: 80, height: 32)
    button.autoresizingMask = [.flexibleLeftMargin]
    button.accessibilityIdentifier = "edit"
    button.addAction(
      UIAction { [weak self, weak button] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
        button?.setTitle(self.isEditing ? "Done" : "Edit", for: .normal)
      }, for: .touchUpInside)
    toolbar.addSubview(button)
    view.addSubview(toolbar)
    tableView.contentInset.bottom = Self.toolbarHeight
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
