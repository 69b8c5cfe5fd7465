import Foundation

/// The context menu of a view (UIKit's `UIContextMenuInteraction`): a right click on the view,
/// or a long press, asks the delegate for a configuration at that point and opens its menu there.
@MainActor
open class UIContextMenuInteraction: UIInteraction {
  public private(set) weak var view: UIView?
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?

  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
  }

  open func willMove(to view: UIView?) {}
  open func didMove(to view: UIView?) { self.view = view }

  /// The location of the interaction's request in `view`'s coordinates.
  open func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return lastLocation }
    return own.convert(lastLocation, to: view)
  }

  /// Closes the menu this interaction opened, if it is still open.
  open func dismissMenu() { openMenu?.close() }

  /// Where the last request was, in the view's coordinates.
  var lastLocation: CGPoint = .zero
  weak var openMenu: MenuPresentation?

  /// Whether the delegate gives a menu at `point` (in the view).
  func hasMenu(at point: CGPoint) -> Bool {
    guard view != nil, let delegate else { return false }
    return delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point)?.makeMenu() != nil
  }

  /// Asks the delegate for the menu at `point` (in the view) and opens it; false when it gives none.
  func open(at point: CGPoint) -> Bool {
    guard let view, let delegate else { return false }
    lastLocation = point
    guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point),
      let menu = configuration.makeMenu()
    else { return false }
    delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration)
    openMenu = MenuPresentation.show(menu, from: view, at: point) { [weak self] in
      guard let self, let delegate = self.delegate else { return }
      delegate.contextMenuInteraction(self, willEndFor: configuration)
    }
    return openMenu != nil
  }
}

/// The context menu interaction's delegate: it gives the menu for a point.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
  /// The configuration for a menu at `location` (in the interaction's view), or nil for none.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The menu is about to open.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration)
  /// The menu closed (an action was chosen, or it was dismissed).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration)
}

extension UIContextMenuInteractionDelegate {
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration
  ) {}
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration
  ) {}
}
