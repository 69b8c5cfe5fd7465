import Foundation

extension UIView {
  /// `insertSubview(_:at:)`'s work (the open method in the class body calls it).
  func attachSubview(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) || view.superview === self else { return }
    let oldWindow = view.window
    let oldTint = view.tintState
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
    } else {
      // The tint is compared once, from the old place to the new.
      view.detachFromSuperview(reportingTintChange: false)
    }
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    // Constraints made before the view joined this hierarchy are solved by its root's engine now.
    if view.autoLayout.engine != nil {
      view.autoLayout.engine = nil
      _ = AutoLayoutEngine.makeEngine(for: self)
    }
    AutoLayoutEngine.structureChanged(at: self)
    subviewIndex.invalidate()
    setNeedsLayout()
    view.notifyWindowChange(from: oldWindow)
    view.notifyTintChange(from: oldTint)
    invalidateComposition()
    didAddSubview(view)
  }

  /// `removeFromSuperview()`'s work (the open method in the class body calls it).
  func detachFromSuperview(reportingTintChange: Bool = true) {
    guard let parent = superview else { return }
    deactivateConstraintsCrossing(from: parent)
    AutoLayoutEngine.structureChanged(at: parent)
    let oldWindow = window
    parent.invalidateComposition()
    parent.willRemoveSubview(self)
    parent.subviews.removeAll { $0 === self }
    parent.subviewIndex.invalidate()
    let oldTint = tintState
    superview = nil
    notifyWindowChange(from: oldWindow)
    if reportingTintChange { notifyTintChange(from: oldTint) }
  }

  /// Leaving `parent`: constraints held above this view that name it or a view inside it are
  /// deactivated, as UIKit does when a view is removed (they would relate views of two hierarchies).
  private func deactivateConstraintsCrossing(from parent: UIView) {
    var holder: UIView? = parent
    while let current = holder {
      for constraint in current.autoLayout.constraints
      where constraint.itemViews.contains(where: { $0.hasAncestor(self) }) {
        constraint.isActive = false
      }
      holder = current.superview
    }
  }

  /// `isDescendant(of:)`: true when `view` is this view or one of its ancestors.
  func hasAncestor(_ view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree (depth first, self included) with the identifier.
  public func viewWithAccessibilityIdentifier(_ identifier: String) -> UIView? {
    if accessibilityIdentifier == identifier { return self }
    for subview in subviews {
      if let found = subview.viewWithAccessibilityIdentifier(identifier) { return found }
    }
    return nil
  }

  /// `viewWithTag(_:)`: the first view in this subtree (depth first, self included) with the tag.
  func firstView(taggedWith tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  private func notifyWindowChange(from oldWindow: UIWindow?) {
    let newWindow = window
    safeAreaInsetsMayHaveChanged()
    guard oldWindow !== newWindow else { return }
    oldWindow?.inputDispatcher.viewLeftWindow(self)
    visitSubtree { view in view.didMoveToWindow() }
  }

  /// Calls `body` on this view and every descendant, parents first.
  public func visitSubtree(_ body: (UIView) -> Void) {
    body(self)
    for subview in subviews { subview.visitSubtree(body) }
  }
}
