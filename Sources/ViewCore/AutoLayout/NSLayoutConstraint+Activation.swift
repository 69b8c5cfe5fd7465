import Foundation

extension NSLayoutConstraint {
  /// The views the items live in (a guide's owner).
  var itemViews: [UIView] {
    [firstItem, secondItem].compactMap { $0 }.compactMap { AutoLayoutEngine.view(of: $0) }
  }

  /// Whether `guide` is one of the items.
  func names(_ guide: UILayoutGuide) -> Bool { firstItem === guide || secondItem === guide }

  /// `isActive = true`: kept by the items' nearest common ancestor. Items in different
  /// hierarchies cannot be related: UIKit raises an exception; here one message says so and the
  /// constraint stays inactive.
  func install() {
    guard holder == nil else { return }
    // The items' views, without arrays (a stack view makes thousands of these at once).
    var firstView: UIView?
    var secondView: UIView?
    if let firstItem { firstView = AutoLayoutEngine.view(of: firstItem) }
    if let secondItem { secondView = AutoLayoutEngine.view(of: secondItem) }
    guard (firstItem == nil) == (firstView == nil), (secondItem == nil) == (secondView == nil),
      let first = firstView ?? secondView
    else {
      return reportInactive("an item is gone or is a layout guide not added to a view")
    }
    guard let ancestor = Self.nearestCommonAncestor(first, firstView != nil ? secondView : nil) else {
      return reportInactive("its items have no common ancestor (add both to one hierarchy first)")
    }
    holder = ancestor
    ancestor.autoLayout.constraints.append(self)
    countFramePositions(by: 1)
    if let batch = Self.activationBatch {
      batch.note(holder: ancestor)
      if let firstView { batch.noteLayout(of: firstView.superview ?? firstView) }
      if let secondView { batch.noteLayout(of: secondView.superview ?? secondView) }
      return
    }
    _ = AutoLayoutEngine.makeEngine(for: ancestor)
    AutoLayoutEngine.structureChanged(at: ancestor)
    layoutInputsChanged()
  }

  /// The nearest view that is `first` or an ancestor of it and `second` or an ancestor of it
  /// (`first` itself when `second` is nil); nil when they are in different hierarchies. The
  /// relations a stack view or a cell makes — a view and itself, its superview, a sibling — are
  /// answered without walking: each step up a hierarchy is a load of a weak reference, and a deep
  /// nesting made such walks a cost per constraint that grew with the depth.
  static func nearestCommonAncestor(_ first: UIView, _ second: UIView?) -> UIView? {
    guard let second, second !== first else { return first }
    let firstParent = first.superview
    if firstParent === second { return second }
    let secondParent = second.superview
    if secondParent === first { return first }
    if let firstParent, firstParent === secondParent { return firstParent }
    var candidate: UIView? = first
    while let view = candidate, !second.hasAncestor(view) { candidate = view.superview }
    return candidate
  }

  /// The constraints `activate(_:)` installs tell their holders' engines and the views whose
  /// layout they change once for the batch, not once each (a stack view's seven constraints
  /// name the same two views; each telling walks up the hierarchy).
  @MainActor final class ActivationBatch {
    private var holders: [UIView] = []
    private var layouts: [UIView] = []
    private var seenHolders: Set<ObjectIdentifier> = []
    private var seenLayouts: Set<ObjectIdentifier> = []

    /// `holder` now holds a constraint: its engine is told, and its superview (or itself, the
    /// root) lays out again.
    func note(holder: UIView) {
      if seenHolders.insert(ObjectIdentifier(holder)).inserted { holders.append(holder) }
      noteLayout(of: holder.superview ?? holder)
    }

    func noteLayout(of view: UIView) {
      if seenLayouts.insert(ObjectIdentifier(view)).inserted { layouts.append(view) }
    }

    /// What each constraint's installation would have done, once per holder and per view.
    func flush() {
      AutoLayoutEngine.structureChanged(atEach: holders)
      UIView.batchingLayoutRequests {
        for view in layouts { view.setNeedsLayout() }
      }
    }
  }

  /// The batch `activate(_:)` is installing, if any.
  static var activationBatch: ActivationBatch?

  /// `isActive = false`.
  func uninstall() {
    guard let holder else { return }
    layoutInputsChanged()
    AutoLayoutEngine.structureChanged(at: holder)
    holder.autoLayout.constraints.removeAll { $0 === self }
    self.holder = nil
    countFramePositions(by: -1)
  }

  /// Counts this constraint on a scroll view's frame guide when it names the guide's position
  /// (not only its width or height): that guide moves with every scroll.
  private func countFramePositions(by step: Int) {
    // Two items at most, looked at in place: no array of them is made for each constraint.
    func count(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) {
      guard let guide = item as? UILayoutGuide, guide.kind == .frame,
        attribute != .width, attribute != .height, attribute != .notAnAttribute
      else { return }
      guide.positionConstraintCount += step
    }
    count(firstItem, firstAttribute)
    count(secondItem, secondAttribute)
  }

  private func reportInactive(_ reason: String) {
    Diagnostics.report("Unable to activate \(self): \(reason)", from: "LayoutConstraints")
  }

  /// The constant changed: an edit of this constraint alone at the next update (the views it
  /// names lay out again; nothing else is read again).
  func constantChanged() {
    guard let holder else { return }
    AutoLayoutEngine.forEachEngine(above: holder) { engine in engine.changedConstants.append(self) }
    let wasQuiet = AutoLayoutEngine.isQuiet
    AutoLayoutEngine.isQuiet = true
    layoutInputsChanged()
    AutoLayoutEngine.isQuiet = wasQuiet
  }

  /// The priority changed: taken out of the solver and added again at the next update.
  func priorityChanged() {
    if let holder { AutoLayoutEngine.structureChanged(at: holder) }
    layoutInputsChanged()
  }

  /// The constraint's inputs changed: its hierarchy lays out again before the next frame.
  func layoutInputsChanged() {
    guard let holder else { return }
    holder.layoutInputsChanged()
    for view in itemViews { (view.superview ?? view).setNeedsLayout() }
  }
}
