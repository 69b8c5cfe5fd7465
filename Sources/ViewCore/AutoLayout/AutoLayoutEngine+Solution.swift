import Foundation
import LayoutSolver

extension AutoLayoutEngine {
  // MARK: Writing the solution

  /// The solved rectangle of `item` in layout space.
  func rect(of item: AnyObject) -> CGRect? {
    guard let u = unknowns[ObjectIdentifier(item)] else { return nil }
    return CGRect(
      x: solver.value(of: u.left), y: solver.value(of: u.top), width: solver.value(of: u.width),
      height: solver.value(of: u.height))
  }

  /// Notes, top-down, the views the solution places (with their superviews) and the guides it
  /// gives layout frames (with their owners), the unknowns `apply()` reads for each (found here,
  /// where each view's are looked up anyway), and whether a definition reads what it writes.
  func gatherPlacements(root: UIView) {
    placementViews = []
    placementSuperviews = []
    guidePlacements = []
    placementVariables = []
    placementVariables.reserveCapacity(8 * unknowns.count)
    var guideVariables: [LayoutVariable] = []
    placementsGathered = true
    definitionsFollowSolution = false
    func note(_ u: Unknowns, in variables: inout [LayoutVariable]) {
      variables.append(u.left)
      variables.append(u.top)
      variables.append(u.width)
      variables.append(u.height)
    }
    var stack = [root]
    while let view = stack.popLast() {
      stack += view.subviews.reversed()
      let id = ObjectIdentifier(view)
      guard let own = unknowns[id] else { continue }
      if view !== root, let superview = view.superview {
        if !view.translatesAutoresizingMaskIntoConstraints {
          if let parent = unknowns[ObjectIdentifier(superview)] {
            placementViews.append(view)
            placementSuperviews.append(.passUnretained(superview))
            note(own, in: &placementVariables)
            note(parent, in: &placementVariables)
          }
        } else if items.contains(id), superview !== root, !superview.translatesAutoresizingMaskIntoConstraints {
          // Resized with its placed superview by its autoresizing mask: its frame moves with the solution.
          definitionsFollowSolution = true
        }
      }
      // Each guide the view has, without an array made for them (this runs for every view).
      func visit(_ guide: UILayoutGuide?) {
        guard let guide, let u = unknowns[ObjectIdentifier(guide)] else { return }
        guidePlacements.append((WeakView(view), guide))
        note(u, in: &guideVariables)
        note(own, in: &guideVariables)
        if items.contains(ObjectIdentifier(guide)), guide.kind != .custom, guide.kind != .content {
          definitionsFollowSolution = true
        }
      }
      for guide in view.autoLayout.guides { visit(guide) }
      visit(view.autoLayout.safeAreaGuide)
      visit(view.autoLayout.marginsGuide)
      visit(view.autoLayout.readableGuide)
      visit(view.autoLayout.keyboardGuide)
      visit(view.autoLayout.contentGuide)
      visit(view.autoLayout.frameGuide)
    }
    // The views' eight values each, then the guides'.
    placementVariables += guideVariables
  }

  /// Gives every view the constraints place its frame, every guide its layout frame, every
  /// scroll view whose content guide is constrained its content size — writing only what moved.
  /// With `changedOnly` (the update only edited constants) a placement whose solved size and
  /// position relative to its superview (or owner) are those the last apply read is not visited
  /// at all: a constant change costs the views it moves, not every view of the hierarchy.
  func apply(changedOnly: Bool = false) {
    var changedOnly = changedOnly
    if placementsGathered {
      // The placements are new: no earlier values to compare with.
      placementsGathered = false
      changedOnly = false
    }
    swap(&placementValues, &previousPlacementValues)
    solver.values(of: placementVariables, into: &placementValues)
    let values = placementValues
    let previous = previousPlacementValues
    if previous.count != values.count { changedOnly = false }
    // What a placement writes depends on its position relative to its superview's (or owner's)
    // and on its size: a view that moved only with its superview (an inset of the outermost of
    // nested stacks changed) writes nothing and is not visited.
    func unchanged(_ at: Int) -> Bool {
      values[at + 2] == previous[at + 2] && values[at + 3] == previous[at + 3]
        && values[at] - values[at + 4] == previous[at] - previous[at + 4]
        && values[at + 1] - values[at + 5] == previous[at + 1] - previous[at + 5]
    }
    func rect(_ at: Int) -> CGRect {
      CGRect(x: values[at], y: values[at + 1], width: values[at + 2], height: values[at + 3])
    }
    let wasQuiet = Self.isQuiet
    Self.isQuiet = true
    let batch = Self.beginWrites()
    var moved = false
    var visited = 0
    // Siblings follow one another in `placements`: their superview's content origin is read once
    // for the run of them (the engine writes no superview's bounds origin).
    var origin: (superview: UnsafeMutableRawPointer, point: CGPoint)?
    let structureAtStart = Self.structureChanges
    // The superview whose subview index the last move told (once for a run of siblings).
    var indexTold: UnsafeMutableRawPointer?
    // Read from local copies, a view and its superview are borrowed, not retained and released
    // for each placement (each UIView is weakly referenced somewhere, so its count lives in a
    // side table and costs an atomic operation out of line).
    let views = placementViews
    let superviews = placementSuperviews
    // Each move asks its superview to lay out again: one batch of requests, each walk up the
    // hierarchy stopping where an earlier one passed.
    UIView.batchingLayoutRequests {
      for index in views.indices {
        if changedOnly, unchanged(8 * index) { continue }
        let view = views[index]
        let held = superviews[index]
        let superview = held.toOpaque()
        // A setter's override that moved views while this loop writes: a view no longer in its
        // gathered superview is left to the gathering that change asked for.
        if Self.structureChanges != structureAtStart, view.superview !== held.takeUnretainedValue() { continue }
        visited += 1
        let solved = rect(8 * index)
        let parent = rect(8 * index + 4)
        if origin?.superview != superview { origin = (superview, Self.contentOrigin(of: held.takeUnretainedValue())) }
        // Only constants edited and this view's solved size as the last apply wrote it: its bounds
        // size is still that (a size set in code since asks for a layout from outside, which
        // compares every placement), so it is not read again.
        let sizeKnown =
          changedOnly && values[8 * index + 2] == previous[8 * index + 2]
          && values[8 * index + 3] == previous[8 * index + 3]
        guard place(view, at: solved, in: parent, origin: origin!.point, sizeKnown: sizeKnown) else { continue }
        moved = true
        // The superview's index of its subviews' frames, told here rather than by each view.
        if indexTold != superview {
          held.takeUnretainedValue().subviewIndex.invalidate()
          indexTold = superview
        }
      }
    }
    Self.writingView = nil
    let base = 8 * placementViews.count
    for (index, (held, guide)) in guidePlacements.enumerated() {
      if changedOnly, unchanged(base + 8 * index) { continue }
      guard let view = held.view, guide.owningView === view else { continue }
      visited += 1
      let solved = rect(base + 8 * index)
      let owner = rect(base + 8 * index + 4)
      let origin = Self.contentOrigin(of: view)
      let frame = CGRect(
        x: solved.minX - owner.minX + origin.x, y: solved.minY - owner.minY + origin.y, width: solved.width,
        height: solved.height)
      if guide.layoutFrame != frame { guide.layoutFrame = frame }
      if guide.kind == .content, let scrollView = view as? UIScrollView, let axes = extents[ObjectIdentifier(guide)] {
        var size = scrollView.contentSize
        if axes.horizontal { size.width = max(0, solved.width) }
        if axes.vertical { size.height = max(0, solved.height) }
        if scrollView.contentSize != size {
          scrollView.contentSize = size
          moved = true
        }
      }
    }
    Self.endWrites(batch, root: root)
    Self.isQuiet = wasQuiet
    lastAppliedPlacements = visited
    if moved, definitionsFollowSolution { needsDefinitions = true }
  }

  /// Sets `view`'s size and centre from its solved rectangle (`solved`, layout space) in its
  /// superview's (`parent`), whose subviews are measured from `origin`; with `sizeKnown` its
  /// bounds size is known to be the solved size already. True when it moved.
  @discardableResult
  func place(_ view: UIView, at solved: CGRect, in parent: CGRect, origin: CGPoint, sizeKnown: Bool = false) -> Bool {
    Self.writingView = ObjectIdentifier(view)
    defer { Self.writingView = nil }
    var moved = false
    let size = CGSize(width: max(0, solved.width), height: max(0, solved.height))
    if !sizeKnown, view.bounds.size != size {
      view.bounds.size = size
      moved = true
    }
    let x = solved.minX - parent.minX + origin.x + size.width / 2
    let y = solved.minY - parent.minY + origin.y + size.height / 2
    let center = CGPoint(x: x, y: y)
    if view.center != center {
      view.center = center
      moved = true
    }
    return moved
  }

  // MARK: Fitting

  /// The size `view`'s own constraints give it with its width and height pulled towards
  /// `target` at `priorities`, solved apart from its hierarchy — by an engine kept on the view,
  /// so that measuring it again (a reused cell with new content) edits what changed instead of
  /// adding every constraint again.
  static func fittingSize(
    of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)
  ) -> CGSize {
    let engine: AutoLayoutEngine
    if let kept = view.autoLayout.fittingEngine {
      engine = kept
    } else {
      engine = AutoLayoutEngine(root: view)
      engine.report = { _ in }
      view.autoLayout.fittingEngine = engine
    }
    engine.fitting = (target, priorities)
    engine.needsDefinitions = true
    engine.wrapWidths = [:]
    engine.update()
    // A multi-line label's height depends on its width, which only the solution gives: solve
    // again with each one wrapping at its solved width (iOS's automatic `preferredMaxLayoutWidth`).
    var widths: [ObjectIdentifier: CGFloat] = [:]
    view.visitSubtree { subview in
      guard let label = subview as? UILabel, label !== view, label.numberOfLines != 1,
        label.preferredMaxLayoutWidth == 0, !label.translatesAutoresizingMaskIntoConstraints,
        let solved = engine.rect(of: label), solved.width > 0
      else { return }
      widths[ObjectIdentifier(label)] = solved.width
    }
    if !widths.isEmpty {
      engine.wrapWidths = widths
      engine.needsDefinitions = true
      engine.update()
    }
    return engine.rect(of: view)?.size ?? view.bounds.size
  }
}
