import Foundation
import ViewCore

/// A table's rows and a collection's items give context menus through their delegates
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`; a collection's
/// `…ForItemsAt…`, then `…ForItemAt…`).
extension UITableView: ContextMenuSource {
  package var mayGiveContextMenu: Bool { tableDelegate != nil }

  package func contextMenu(at point: CGPoint) -> UIMenu? {
    guard let indexPath = indexPathForRow(at: point) else { return nil }
    return tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)?.makeMenu()
  }

  package func contextMenuWillOpen() { closeSwipe(animated: true) }
}

extension UICollectionView: ContextMenuSource {
  package var mayGiveContextMenu: Bool { collectionDelegate != nil }

  package func contextMenu(at point: CGPoint) -> UIMenu? {
    guard let indexPath = indexPathForItem(at: point), let delegate = collectionDelegate else { return nil }
    let configuration =
      delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
      ?? delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: point)
    return configuration?.makeMenu()
  }

  package func contextMenuWillOpen() { closeListSwipe(animated: true) }
}
