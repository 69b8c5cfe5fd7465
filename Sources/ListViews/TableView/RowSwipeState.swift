import Foundation
import ViewCore

/// The swipe of one row, in a table or a list: its actions, how far the row has moved (negative:
/// to the left) and where the move began. The owner runs a revealed button's action.
@MainActor
final class RowSwipeState {
  let indexPath: IndexPath
  let configuration: UISwipeActionsConfiguration
  /// +1 for leading actions (the row moves right), −1 for trailing ones.
  let sign: CGFloat
  let actionsView: SwipeActionsView
  var offset: CGFloat = 0
  var startOffset: CGFloat = 0

  /// `perform` runs an action of the row when its revealed button is tapped; it is the owner's
  /// (a table's or a list's), held weakly by the caller's closure.
  init(
    indexPath: IndexPath, configuration: UISwipeActionsConfiguration, leading: Bool,
    perform: @escaping @MainActor (UIContextualAction, RowSwipeState) -> Void
  ) {
    self.indexPath = indexPath
    self.configuration = configuration
    sign = leading ? 1 : -1
    actionsView = SwipeActionsView(actions: configuration.actions, leading: leading)
    for (button, action) in zip(actionsView.buttons, configuration.actions) {
      button.addAction(UIAction { [unowned self] _ in perform(action, self) }, for: .touchUpInside)
    }
  }
}
