import Foundation

/// Target-action for bar button items. Linux has no `#selector`; the action is a method reference,
/// as with `UIControl.addTarget(_:action:for:)`:
/// `UIBarButtonItem(barButtonSystemItem: .add, target: self, action: ListController.add)`.
/// The method may take the item (or `Any`, as `@objc` actions often do) or nothing. The target is
/// held weakly, as in UIKit.
extension UIBarButtonItem {
  /// A titled item calling `action(target)(sender)` when tapped.
  public convenience init<Target: AnyObject, Sender>(
    title: String?, style: Style, target: Target, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(title: title, style: style)
    setAction(action, on: target)
  }

  /// A titled item calling `action(target)()` when tapped.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init(title: title, style: style)
    setAction(action, on: target)
  }

  /// An image item calling `action(target)(sender)` when tapped.
  public convenience init<Target: AnyObject, Sender>(
    image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(image: image, style: style)
    setAction(action, on: target)
  }

  /// An image item calling `action(target)()` when tapped.
  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init(image: image, style: style)
    setAction(action, on: target)
  }

  /// A system item calling `action(target)(sender)` when tapped.
  public convenience init<Target: AnyObject, Sender>(
    barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(systemItem: systemItem)
    setAction(action, on: target)
  }

  /// A system item calling `action(target)()` when tapped.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init(systemItem: systemItem)
    setAction(action, on: target)
  }

  /// A system item with no action (UIKit's `target: nil, action: nil`), as spaces are made.
  public convenience init(barButtonSystemItem systemItem: SystemItem) {
    self.init(systemItem: systemItem)
  }

  /// Makes `action(target)(sender)` the item's action; a method whose parameter the item cannot be
  /// passed as is not called, and says so once.
  public func setAction<Target: AnyObject, Sender>(
    _ action: @escaping (Target) -> (Sender) -> Void, on target: Target
  ) {
    self.target = target
    hasTarget = true
    perform = { [weak target] item in
      guard let target else { return }
      guard let sender = item as? Sender else {
        Diagnostics.report(
          "the action of \(item.displayedTitle ?? "an item") takes a \(Sender.self), not a UIBarButtonItem; not called",
          from: "UIBarButtonItem", once: "\(Sender.self)")
        return
      }
      action(target)(sender)
    }
  }

  /// Makes `action(target)()` the item's action.
  public func setAction<Target: AnyObject>(_ action: @escaping (Target) -> () -> Void, on target: Target) {
    self.target = target
    hasTarget = true
    perform = { [weak target] _ in
      guard let target else { return }
      action(target)()
    }
  }

  /// Removes the target-action.
  public func removeAction() {
    target = nil
    hasTarget = false
    perform = nil
  }
}
