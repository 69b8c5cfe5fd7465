import Foundation
import LayoutSolver

/// The constraints of one view hierarchy, solved: one per root view (the window, or a view
/// laid out before it joined one), made when the first constraint there is activated.
///
/// Every view a constraint names, and every ancestor of one up to the root, has four unknowns —
/// its left and top edges in the root's content space (scroll offsets left out, so constraints
/// never depend on scrolling) and its width and height. A view that translates its autoresizing
/// mask into constraints is held where its frame puts it, relative to its superview; a view that
/// does not is placed by the solution. Guides are held to their owner (safe area, margins, a
/// scroll view's frame) or, for a scroll view's content guide, give it `contentSize`.
///
/// `update()` brings the solver up to date with what changed since the last one, and no more:
/// constraints activated since are added in one batch and deactivated ones removed; a changed
/// constant is an edit of that constraint alone; frames, insets and intrinsic sizes are read
/// again only after a layout was asked for from outside the engine. Then the views whose solved
/// frames moved are written, and no others.
@MainActor
package final class AutoLayoutEngine {
  struct Unknowns {
    let left, top, width, height: LayoutVariable
  }

  /// A constraint the engine makes itself (an item's frame, a guide's insets, an intrinsic size).
  struct DefinitionKey: Hashable {
    let item: ObjectIdentifier
    let slot: Int
  }

  struct Definition {
    var handle: LayoutConstraintHandle?
    var relation: LayoutRelation
    var priority: Float
    var constant: Double
    /// The definitions pass that last asked for it (older ones are taken out).
    var stamp: UInt32
  }

  /// An active constraint as the last gathering found it: its expression, and what the solver
  /// is given with it, read once (a pass over 100,000 constraint objects is a pass over cold
  /// memory).
  struct Resolved {
    /// Moved into the engine's `installed` when the constraint is added (nil after): a copy
    /// would be released when the batch is freed, a pass over 100,000 objects gone cold.
    var constraint: NSLayoutConstraint?
    /// Moved into the solver when the constraint is added (empty after).
    var expression: LinearExpression
    /// The expression's constant, kept when the expression has moved.
    let expressionConstant: Double
    let relation: LayoutRelation
    let priority: Float
    /// Its `constant` (a part of the expression's constant).
    let constant: Double
  }

  struct Installed {
    let constraint: NSLayoutConstraint
    var handle: LayoutConstraintHandle?
    var priority: Float
    var constant: Double
    /// The expression's constant less the part the constraint's `constant` gives: a new
    /// `constant` becomes `base − constant` without building the expression again.
    var base: Double
  }

  let solver = LayoutSolver()
  weak var root: UIView?
  /// For `systemLayoutSizeFitting`: the root's size is not its frame but as near this target as
  /// the priorities allow.
  var fitting: (target: CGSize, priorities: (UILayoutPriority, UILayoutPriority))?
  /// For `systemLayoutSizeFitting`'s second pass: the width each multi-line label wraps at.
  var wrapWidths: [ObjectIdentifier: CGFloat] = [:]
  var unknowns: [ObjectIdentifier: Unknowns] = [:]
  /// The items `unknowns` names, kept so that an identifier names no other object while the
  /// engine lives (apart from the table: a lookup then reads no item, and retains none).
  var unknownItems: [AnyObject] = []
  var definitions: [DefinitionKey: Definition] = [:]
  var definitionStamp: UInt32 = 0
  var installed = InstalledConstraints()
  /// Constraints refused as unsatisfiable, with the constant they were refused at (reported once).
  var refused: [ObjectIdentifier: CGFloat] = [:]
  /// Per content guide, the axes whose extent a constraint names (its right, trailing, width or
  /// centre; its bottom, height or centre): only those axes of `contentSize` come from the
  /// guide, so that a constraint to the content's top alone leaves a size set in code alone.
  var extents: [ObjectIdentifier: (horizontal: Bool, vertical: Bool)] = [:]
  /// Where refusals are reported (standard error; tests collect them).
  var report: (String) -> Void = { message in Diagnostics.report(message, from: "LayoutConstraints") }

  // MARK: What changed since the last update

  /// Constraints were activated or deactivated, a priority changed, or the hierarchy changed:
  /// the set of constraints and items is gathered again (the solver still changes only by the
  /// constraints added or taken out).
  var needsStructure = true
  /// Something an item's own definition reads may have changed (a frame set in code, an
  /// intrinsic size, insets, margins): every item's definitions are compared again.
  var needsDefinitions = true
  /// Some view asked for `updateConstraints()`.
  var needsConstraintUpdates = true
  /// Active constraints whose constant changed: each becomes an edit of its constant in the
  /// solver, nothing else is read again.
  var changedConstants: [NSLayoutConstraint] = []
  /// What the last gathering found: every item (a view, a guide) with the views and guides it
  /// is defined against; the constraints with their expressions; the views the solution places
  /// (top-down, with their superviews); the guides given layout frames, with their owners.
  var items = GatheredItems()
  /// The views the solution places, top-down (each kept by `unknownItems` too), and their
  /// superviews, not counted as references: each has unknowns, whose items are kept, or is
  /// the root, which owns the engine and is held by `update()` while `apply()` writes. A change
  /// of the hierarchy gathers both again before the next `apply()` (`structureChanged(at:)`).
  var placementViews: [UIView] = []
  var placementSuperviews: [Unmanaged<UIView>] = []
  var guidePlacements: [(owner: WeakView, guide: UILayoutGuide)] = []
  /// The unknowns `apply()` reads, eight per placement (the item's, then its superview's or
  /// owner's), read in one call; and the values last read.
  var placementVariables: [LayoutVariable] = []
  /// The placements were gathered since the last `apply()` (which then compares nothing with
  /// the values it read before).
  var placementsGathered = false
  var placementValues: [Double] = []
  /// The values the apply before the last one read (swapped with `placementValues`, so that
  /// neither is allocated again): an update that only edited constants writes only the
  /// placements whose eight values differ between the two.
  var previousPlacementValues: [Double] = []
  /// How many placements (views and guides) the last `apply()` wrote, for tests.
  var lastAppliedPlacements = 0
  /// Constraints on a label's first baseline: their expression reads its font, so a definitions
  /// pass builds them again.
  var fontDependent: [NSLayoutConstraint] = []
  /// Whether a definition reads the geometry the solution writes (a translated view inside a
  /// placed one is resized with it; safe areas, margins and frame guides follow their owners):
  /// after the solution moved something, the definitions are compared again.
  var definitionsFollowSolution = false
  /// While the engine writes frames (or a constraint notes its new constant) the layout requests
  /// this causes are its own: they ask for no definitions pass.
  static var isQuiet = false

  init(root: UIView) {
    self.root = root
  }

  /// How many times a hierarchy with an engine changed (a view added or removed), in the
  /// process: `apply()` checks each view's superview again only when this moved while it wrote.
  static var structureChanges = 0
  /// How many gatherings began again because an app's code changed the hierarchy during one
  /// (for tests).
  static var gatheringsRepeated = 0

  /// A view held weakly (the root, where the engine keeps it beside its subviews).
  final class WeakView {
    weak var view: UIView?
    init(_ view: UIView? = nil) { self.view = view }
  }

  /// The engine of `view`'s hierarchy, if constraints were ever activated in it.
  package static func engine(for view: UIView) -> AutoLayoutEngine? {
    view.rootView.autoLayout.engine
  }

  /// The engine of `view`'s hierarchy, made when there is none.
  static func makeEngine(for view: UIView) -> AutoLayoutEngine {
    let root = view.rootView
    if let engine = root.autoLayout.engine { return engine }
    let engine = AutoLayoutEngine(root: root)
    root.autoLayout.engine = engine
    return engine
  }

  /// The constraints or the hierarchy of `view`'s engines changed.
  static func structureChanged(at view: UIView) {
    structureChanges &+= 1
    forEachEngine(above: view) { $0.noteStructureChanged() }
  }

  /// `structureChanged(at:)` for each of `views`, with an engine made for each one's root: the
  /// paths to the roots are walked once for all, each walk stopping at a view an earlier one
  /// passed, above which every engine was told — an activation of a deep nesting's constraints
  /// walked from every holder to the root.
  static func structureChanged(atEach views: [UIView]) {
    let batch = UIView.newWalkEpoch()
    for view in views {
      structureChanges &+= 1
      var current = view
      while current.walkStamp != batch {
        current.walkStamp = batch
        UIView.walkSteps &+= 1
        current.autoLayout.fittingEngine?.noteStructureChanged()
        guard let parent = current.superview else {
          makeEngine(for: current).noteStructureChanged()
          break
        }
        current = parent
      }
    }
  }

  private func noteStructureChanged() {
    needsStructure = true
    needsConstraintUpdates = true
  }

  /// Every engine whose constraints `view` may take part in: its root's, and the measuring
  /// engine of any ancestor (or itself) that `systemLayoutSizeFitting` measured.
  static func forEachEngine(above view: UIView, _ body: (AutoLayoutEngine) -> Void) {
    var current = view
    while true {
      if let engine = current.autoLayout.fittingEngine { body(engine) }
      guard let parent = current.superview else { break }
      current = parent
    }
    if let engine = current.autoLayout.engine { body(engine) }
  }

  /// Every active constraint held in `root`'s subtree, in hierarchy order.
  package static func constraints(in root: UIView) -> [NSLayoutConstraint] {
    let unretained = unretainedConstraints(in: root)
    var found: [NSLayoutConstraint] = []
    found.reserveCapacity(unretained.count)
    for constraint in unretained { found.append(constraint.takeUnretainedValue()) }
    return found
  }

  /// `constraints(in:)` without a retain of each (a retain and its release are two more passes
  /// over every constraint object): for a gathering, during which the holders keep them unless
  /// an app's code changes the hierarchy, which `gather` watches for.
  private static func unretainedConstraints(in root: UIView) -> [Unmanaged<NSLayoutConstraint>] {
    var found: [Unmanaged<NSLayoutConstraint>] = []
    // Post-order: a view's subtree's constraints before its own.
    var stack: [(view: UIView, expanded: Bool)] = [(root, false)]
    while let (view, expanded) = stack.popLast() {
      if expanded {
        // The references copied as they are stored: a loop over the constraints would retain
        // and release each one, a touch of every constraint object (cold, in a large system)
        // before the gathering reads it.
        view.autoLayout.constraints.withUnsafeBufferPointer { held in
          held.withMemoryRebound(to: Unmanaged<NSLayoutConstraint>.self) { found.append(contentsOf: $0) }
        }
        continue
      }
      stack.append((view, true))
      for subview in view.subviews.reversed() { stack.append((subview, false)) }
    }
    return found
  }

  // MARK: Update

  /// Whether anything changed since the last update.
  var hasChanges: Bool { needsStructure || needsDefinitions || needsConstraintUpdates || !changedConstants.isEmpty }

  /// Runs pending `updateConstraints()`, brings the solver up to date with what changed since
  /// the last update and writes the views the solution moved.
  func update() {
    guard let root else { return }
    UIView.forgetLayoutRequests()
    if needsConstraintUpdates {
      needsConstraintUpdates = false
      NSLayoutConstraint.batchingActivations { root.updateConstraintsIfNeeded() }
    }
    guard needsStructure || needsDefinitions || !changedConstants.isEmpty else { return }
    var resolved: [Resolved] = []
    let structural = needsStructure
    // Only constants edited: nothing outside the solution was read again, so the views whose
    // solved values did not change are where the last apply put them.
    let editsOnly = !structural && !needsDefinitions
    if structural { resolved = gather(root: root) }
    var pending: [PendingDefinition] = []
    if needsDefinitions {
      needsDefinitions = false
      pending = defineItems(root: root)
      if !structural { refreshFontDependent() }
    }
    if structural {
      install(&resolved, definitions: &pending)
    } else {
      addDefinitions(&pending, constraints: &resolved)
      editChangedConstants()
    }
    changedConstants = []
    if fitting == nil { apply(changedOnly: editsOnly) }
  }

  /// Gathers the constraints, their items and what the solution places.
  private func gather(root: UIView) -> [Resolved] {
    needsStructure = false
    needsDefinitions = true
    let constraints = Self.unretainedConstraints(in: root)
    // Sized once for what the last gathering found (the first time, for one item every two
    // constraints), not grown by doubling through a large system.
    items = GatheredItems()
    items.reserveCapacity(max(unknowns.count, constraints.count / 2))
    unknowns.reserveCapacity(items.capacity)
    unknownItems.reserveCapacity(items.capacity)
    extents = [:]
    fontDependent = []
    var resolved: [Resolved] = []
    resolved.reserveCapacity(constraints.count)
    // The first time, the variables are made as the constraints name them: room for a view
    // every four constraints, four variables each (the solver's tables grown once).
    if unknowns.isEmpty { solver.reserveVariables(constraints.count) }
    func resolve(_ constraint: NSLayoutConstraint) {
      guard let expression = expression(for: constraint, root: root, items: &items) else { return }
      resolved.append(
        Resolved(
          constraint: constraint, expression: expression, expressionConstant: expression.constant,
          relation: relation(constraint), priority: constraint.priority.rawValue, constant: Double(constraint.constant))
      )
      if constraint.firstAttribute == .firstBaseline || constraint.secondAttribute == .firstBaseline {
        fontDependent.append(constraint)
      }
    }
    let structureAtStart = Self.structureChanges
    var complete = true
    for unretained in constraints {
      guard Self.structureChanges == structureAtStart else {
        complete = false
        break
      }
      resolve(unretained.takeUnretainedValue())
    }
    if !complete {
      // An app's code run from here (a label subclass's `font`, say) took a constraint away or
      // changed the hierarchy, and one listed may be gone: gathered again, each one held.
      Self.gatheringsRepeated += 1
      items = GatheredItems()
      extents = [:]
      fontDependent = []
      resolved = []
      for constraint in Self.constraints(in: root) { resolve(constraint) }
    }
    gatherPlacements(root: root)
    // The root is defined through `root` (weak): the engine it owns must not keep it alive.
    items.remove(root)
    return resolved
  }

  /// The unknowns of `item`, made when new.
  func unknowns(of item: AnyObject) -> Unknowns {
    let id = ObjectIdentifier(item)
    if let known = unknowns[id] { return known }
    let made = Unknowns(
      left: solver.makeVariable(), top: solver.makeVariable(), width: solver.makeVariable(),
      height: solver.makeVariable())
    unknowns[id] = made
    // The root, which owns the engine, is not kept.
    if item !== root { unknownItems.append(item) }
    return made
  }
}
