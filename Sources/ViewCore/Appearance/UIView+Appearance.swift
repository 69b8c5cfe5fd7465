import Foundation

/// What has traits that change (UIKit's `UITraitEnvironment`): views and controllers.
@MainActor
public protocol UITraitEnvironment: AnyObject {
  var traitCollection: UITraitCollection { get }
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

extension UIView {
  /// The style this view sets for its subtree: its own override, else its controller's; nil
  /// when it inherits.
  var ownUserInterfaceStyle: UIUserInterfaceStyle? {
    if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
    if let controller = viewController, controller.overrideUserInterfaceStyle != .unspecified {
      return controller.overrideUserInterfaceStyle
    }
    return nil
  }

  /// Light or dark, as this view is drawn: the nearest override from this view up (a view's
  /// own, then its controller's), else its window's `systemUserInterfaceStyle`; outside a
  /// window, the key window's (light without one).
  var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
    var view: UIView? = self
    while let current = view {
      if let own = current.ownUserInterfaceStyle { return own }
      if let window = current as? UIWindow { return window.systemUserInterfaceStyle }
      view = current.superview
    }
    return UIWindow.host?.keyWindow?.systemUserInterfaceStyle ?? .light
  }

  /// An override on this view (`own`), on its controller, or the window's system style
  /// (`system`) changed from `old`: if the view's style changed with it, the subtree that
  /// inherits it hears so.
  func userInterfaceStyleMayHaveChanged(from old: UIUserInterfaceStyle, own: Bool, system: Bool = false) {
    let new = effectiveUserInterfaceStyle
    let before: UIUserInterfaceStyle
    if system {
      before = ownUserInterfaceStyle ?? old
    } else if own {
      let controller = viewController?.overrideUserInterfaceStyle ?? .unspecified
      before =
        old != .unspecified
        ? old : controller != .unspecified ? controller : inheritedUserInterfaceStyle
    } else {
      before =
        overrideUserInterfaceStyle != .unspecified
        ? overrideUserInterfaceStyle : old != .unspecified ? old : inheritedUserInterfaceStyle
    }
    guard before != new else { return }
    let previous = traitCollection.replacing(userInterfaceStyle: before)
    userInterfaceStyleDidChange(previous: previous)
  }

  /// The style this view would have without overrides of its own.
  private var inheritedUserInterfaceStyle: UIUserInterfaceStyle {
    if let window = self as? UIWindow { return window.systemUserInterfaceStyle }
    return superview?.effectiveUserInterfaceStyle ?? UIWindow.host?.keyWindow?.systemUserInterfaceStyle ?? .light
  }

  /// This view's style changed: it redraws and hears `traitCollectionDidChange(_:)` (then its
  /// controller, then the handlers registered for the change), parents before children; a
  /// subview with a style of its own keeps it, and so does everything under it.
  private func userInterfaceStyleDidChange(previous: UITraitCollection) {
    setNeedsDisplay()
    traitCollectionDidChange(previous)
    viewController?.traitCollectionDidChange(previous)
    for registration in traitChangeRegistrations where registration.observes(UITraitUserInterfaceStyle.self) {
      registration.handler(self, previous)
    }
    if let controller = viewController {
      for registration in controller.traitChangeRegistrations
      where registration.observes(UITraitUserInterfaceStyle.self) {
        registration.handler(controller, previous)
      }
    }
    for subview in subviews where subview.ownUserInterfaceStyle == nil {
      subview.userInterfaceStyleDidChange(previous: previous)
    }
    (self as? UIWindow)?.setNeedsRedraw()
  }
}
