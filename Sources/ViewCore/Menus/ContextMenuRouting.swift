import Foundation

/// Where a right click's (or a long press's) context menu comes from: the view under the pointer and then its
/// superviews, nearest first — a view's `UIContextMenuInteraction`, a table's row
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`) or a collection view's item
/// (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`, then `…ForItemAt…`). The first
/// that gives a menu opens it at the pointer. A menu already open closes first, as a desktop's
/// does, and so does a table's or a list's open swipe; with none to give, nothing opens.
@MainActor
enum ContextMenuRouting {
  static func open(at point: CGPoint, in window: UIWindow) {
    for open in window.subviews.compactMap({ $0 as? MenuPresentation }) { open.close() }
    var candidate = window.hitTest(point, with: nil)
    while let view = candidate {
      let local = window.convert(point, to: view)
      if let menu = menu(of: view, at: local) {
        // A row's menu closes the row's (or any) open swipe first, as iOS's does.
        (view as? UITableView)?.closeSwipe(animated: true)
        (view as? UICollectionView)?.closeListSwipe(animated: true)
        MenuPresentation.show(menu, from: view, at: local)
        return
      }
      for case let interaction as UIContextMenuInteraction in view.interactions where interaction.open(at: local) {
        return
      }
      candidate = view.superview
    }
  }

  /// Whether anything at `point` (window coordinates) could give a menu — a view with a context
  /// menu interaction, a table or collection view with a delegate — without asking for one.
  static func mayHaveMenu(at point: CGPoint, in window: UIWindow) -> Bool {
    var candidate = window.hitTest(point, with: nil)
    while let view = candidate {
      if view is MenuPresentation { return false }
      if view.interactions.contains(where: { $0 is UIContextMenuInteraction }) { return true }
      if let table = view as? UITableView, table.tableDelegate != nil { return true }
      if let collection = view as? UICollectionView, collection.collectionDelegate != nil { return true }
      candidate = view.superview
    }
    return false
  }

  /// Whether a menu would open at `point` (window coordinates), asking the same sources in the
  /// same order as `open`.
  static func hasMenu(at point: CGPoint, in window: UIWindow) -> Bool {
    var candidate = window.hitTest(point, with: nil)
    while let view = candidate {
      if view is MenuPresentation { return false }
      let local = window.convert(point, to: view)
      if menu(of: view, at: local) != nil { return true }
      for case let interaction as UIContextMenuInteraction in view.interactions where interaction.hasMenu(at: local) {
        return true
      }
      candidate = view.superview
    }
    return false
  }

  /// The menu a table's row or a collection's item gives at `point` (in the view), if any.
  private static func menu(of view: UIView, at point: CGPoint) -> UIMenu? {
    if let table = view as? UITableView, let indexPath = table.indexPathForRow(at: point) {
      return table.tableDelegate?.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: point)?
        .makeMenu()
    }
    if let collection = view as? UICollectionView, let indexPath = collection.indexPathForItem(at: point),
      let delegate = collection.collectionDelegate
    {
      let configuration =
        delegate.collectionView(collection, contextMenuConfigurationForItemsAt: [indexPath], point: point)
        ?? delegate.collectionView(collection, contextMenuConfigurationForItemAt: indexPath, point: point)
      return configuration?.makeMenu()
    }
    return nil
  }
}
