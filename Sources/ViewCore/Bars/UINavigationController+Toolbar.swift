import Foundation

/// The navigation controller's toolbar: hidden at first, as in UIKit; when shown, a 44-pt bar
/// along the bottom with the top controller's `toolbarItems`, and the content ends above it (or
/// extends under it, the covered strip its safe area, when `edgesForExtendedLayout` has `.bottom`).
extension UINavigationController {
  /// The toolbar (its items are the top controller's `toolbarItems`).
  public var toolbar: UIToolbar! { bottomBar }

  /// Whether the toolbar is hidden (true until an app shows it).
  public var isToolbarHidden: Bool {
    get { bottomBar.isHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the toolbar (at once: this project does not animate the bars).
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != bottomBar.isHidden else { return }
    bottomBar.isHidden = hidden
    guard isViewLoaded else { return }
    view.setNeedsLayout()
    if let top = topViewController, top.isViewLoaded, transition == nil { top.view.frame = contentFrame(for: top) }
  }

  /// A controller's toolbar items changed: the toolbar follows when it is on top.
  func toolbarItemsDidChange(of controller: UIViewController) {
    guard controller === topViewController else { return }
    bottomBar.items = controller.toolbarItems
  }

  /// Places the navigation bar (as tall as its large title shows) and the toolbar.
  func layOutBars() {
    let size = view.bounds.size
    updateLargeTitleExtent()
    let barHeight = navigationBar.sizeThatFits(size).height
    navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: barHeight)
    let toolbarHeight = min(UIToolbar.height, size.height)
    bottomBar.frame = CGRect(x: 0, y: size.height - toolbarHeight, width: size.width, height: toolbarHeight)
  }
}
