import Foundation

/// Where a right click's (or a long press's) context menu comes from: the view under the pointer and then its
/// superviews, nearest first — a view's `UIContextMenuInteraction`, a table's row
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`) or a collection view's item
/// (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`, then `…ForItemAt…`). The first
/// that gives a menu opens it at the pointer. A menu already open closes first, as a desktop's
/// does, and so does a table's or a list's open swipe; with none to give, nothing opens.
/// A view whose own content gives context menus (a table's rows, a collection's items): the
/// seam through which the list views, a module of their own, take part in the routing.
@MainActor
package protocol ContextMenuSource: UIView {
  /// Whether a menu could come from here at all (a delegate is set), without asking for one.
  var mayGiveContextMenu: Bool { get }
  /// The menu for `point` (in the view), if its delegate gives one.
  func contextMenu(at point: CGPoint) -> UIMenu?
  /// Its menu opens: an open swipe closes first, as iOS's does.
  func contextMenuWillOpen()
}

@MainActor
enum ContextMenuRouting {
  static func open(at point: CGPoint, in window: UIWindow) {
    for open in window.subviews.compactMap({ $0 as? MenuPresentation }) { open.close() }
    var candidate = window.hitTest(point, with: nil)
    while let view = candidate {
      let local = window.convert(point, to: view)
      if let menu = menu(of: view, at: local) {
        (view as? ContextMenuSource)?.contextMenuWillOpen()
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
      if let source = view as? ContextMenuSource, source.mayGiveContextMenu { return true }
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
    (view as? ContextMenuSource)?.contextMenu(at: point)
  }
}
