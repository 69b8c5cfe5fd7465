import Foundation

/// What a controller keeps for the bars (one stored field of `UIViewController`).
@MainActor
struct ControllerBars {
  var toolbarItems: [UIBarButtonItem]?
  var editButton: UIBarButtonItem?
}

extension UIViewController {
  /// The items a navigation controller's toolbar shows while this controller is on top.
  public var toolbarItems: [UIBarButtonItem]? {
    get { bars.toolbarItems }
    set { setToolbarItems(newValue, animated: false) }
  }

  /// Sets the toolbar items (this project does not animate bar items).
  public func setToolbarItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    bars.toolbarItems = items
    navigationController?.toolbarItemsDidChange(of: self)
  }

  /// An item titled Edit that toggles `setEditing(_:animated:)` (animated); while editing it
  /// reads Done, in bold, as UIKit's does. The same item every time.
  public var editButtonItem: UIBarButtonItem {
    if let button = bars.editButton { return button }
    let button = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain)
    button.primaryAction = UIAction(title: "Edit") { [weak self] _ in
      guard let self else { return }
      self.setEditing(!self.isEditing, animated: true)
    }
    bars.editButton = button
    return button
  }

  /// `setEditing(_:animated:)` ran: the Edit button says what a tap would do next.
  func editButtonDidFollow(editing: Bool) {
    guard let button = bars.editButton else { return }
    button.title = editing ? "Done" : "Edit"
    button.style = editing ? .done : .plain
  }
}
