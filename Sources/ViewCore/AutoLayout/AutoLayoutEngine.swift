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
/// `update()` brings the solver up to date incrementally: constraints activated or deactivated
/// since are added or removed, changed constants are edited in place, and frames, insets and
/// intrinsic sizes are read again; then the solution is written to the views.
@MainActor
final class AutoLayoutEngine {
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
    var description: String
  }

  struct Installed {
    let constraint: NSLayoutConstraint
    var handle: LayoutConstraintHandle?
    var priority: Float
    var constant: Double
  }

  let solver = LayoutSolver()
  weak var root: UIView?
  /// For `systemLayoutSizeFitting`: the root's size is not its frame but as near this target as
  /// the priorities allow.
  var fitting: (target: CGSize, priorities: (UILayoutPriority, UILayoutPriority))?
  /// For `systemLayoutSizeFitting`'s second pass: the width each multi-line label wraps at.
  var wrapWidths: [ObjectIdentifier: CGFloat] = [:]
  var unknowns: [ObjectIdentifier: (item: AnyObject, unknowns: Unknowns)] = [:]
  var definitions: [DefinitionKey: Definition] = [:]
  var installed: [ObjectIdentifier: Installed] = [:]
  /// Constraints refused as unsatisfiable, with the constant they were refused at (reported once).
  var refused: [ObjectIdentifier: CGFloat] = [:]
  /// Per content guide, the axes whose extent a constraint names (its right, trailing, width or
  /// centre; its bottom, height or centre): only those axes of `contentSize` come from the
  /// guide, so that a constraint to the content's top alone leaves a size set in code alone.
  var extents: [ObjectIdentifier: (horizontal: Bool, vertical: Bool)] = [:]
  /// Where refusals are reported (standard error; tests collect them).
  var report: (String) -> Void = { message in Diagnostics.report(message, from: "LayoutConstraints") }

  init(root: UIView) {
    self.root = root
  }

  /// The engine of `view`'s hierarchy, if constraints were ever activated in it.
  static func engine(for view: UIView) -> AutoLayoutEngine? {
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

  /// Every active constraint held in `root`'s subtree, in hierarchy order.
  static func constraints(in root: UIView) -> [NSLayoutConstraint] {
    var found: [NSLayoutConstraint] = []
    var stack = [root]
    while let view = stack.popLast() {
      found += view.autoLayout.constraints
      stack += view.subviews.reversed()
    }
    return found
  }

  // MARK: Update

  /// Runs pending `updateConstraints()`, brings the solver up to date and writes the solution to
  /// the views it places.
  func update() {
    guard let root else { return }
    root.updateConstraintsIfNeeded()
    let constraints = Self.constraints(in: root)
    var items: [ObjectIdentifier: AnyObject] = [:]
    extents = [:]
    var resolved: [(NSLayoutConstraint, LinearExpression)] = []
    for constraint in constraints {
      guard let expression = expression(for: constraint, root: root, items: &items) else { continue }
      resolved.append((constraint, expression))
    }
    defineItems(items, root: root)
    install(resolved)
    if fitting == nil { apply(root: root) }
  }

  /// The unknowns of `item`, made when new.
  func unknowns(of item: AnyObject) -> Unknowns {
    let id = ObjectIdentifier(item)
    if let known = unknowns[id] { return known.unknowns }
    let made = Unknowns(
      left: solver.makeVariable(), top: solver.makeVariable(), width: solver.makeVariable(),
      height: solver.makeVariable())
    unknowns[id] = (item, made)
    return made
  }

  // MARK: The app's constraints

  private func install(_ resolved: [(NSLayoutConstraint, LinearExpression)]) {
    var present = Set<ObjectIdentifier>()
    for (constraint, _) in resolved { present.insert(ObjectIdentifier(constraint)) }
    for (id, entry) in installed where !present.contains(id) {
      if let handle = entry.handle { solver.remove(handle) }
      installed[id] = nil
    }
    refused = refused.filter { present.contains($0.key) }
    var added: [(NSLayoutConstraint, LinearExpression)] = []
    for (constraint, expression) in resolved {
      let id = ObjectIdentifier(constraint)
      let priority = constraint.priority.rawValue
      if var entry = installed[id], entry.priority == priority {
        // A refused constraint is tried again at every update: a removal may have made room.
        guard entry.constant != expression.constant || entry.handle == nil else { continue }
        entry.constant = expression.constant
        if let handle = entry.handle {
          if (try? solver.setConstant(handle, to: expression.constant)) == nil {
            solver.remove(handle)
            entry.handle = nil
            reportUnsatisfiable(constraint)
          }
        } else {
          entry.handle = try? solver.add(expression, relation(constraint), priority: priority)
          if entry.handle == nil { reportUnsatisfiable(constraint) }
        }
        installed[id] = entry
        continue
      }
      if let old = installed[id]?.handle { solver.remove(old) }
      added.append((constraint, expression))
    }
    // Newly activated constraints enter the solver in one batch, optimised once.
    let handles = solver.add(contentsOf: added.map { ($0.1, relation($0.0), $0.0.priority.rawValue) })
    for ((constraint, expression), handle) in zip(added, handles) {
      installed[ObjectIdentifier(constraint)] = Installed(
        constraint: constraint, handle: handle, priority: constraint.priority.rawValue, constant: expression.constant)
      if handle == nil { reportUnsatisfiable(constraint) }
    }
  }

  private func relation(_ constraint: NSLayoutConstraint) -> LayoutRelation {
    switch constraint.relation {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }

  /// UIKit's message for a required constraint that cannot hold with the others: the
  /// constraints on the same items, and the one left out. Once per constraint and constant.
  private func reportUnsatisfiable(_ constraint: NSLayoutConstraint) {
    let id = ObjectIdentifier(constraint)
    if refused[id] == constraint.constant { return }
    refused[id] = constraint.constant
    let items = Set([constraint.firstItem, constraint.secondItem].compactMap { $0.map(ObjectIdentifier.init) })
    var related = installed.values.filter { entry in
      entry.handle != nil
        && !items.isDisjoint(
          with: [entry.constraint.firstItem, entry.constraint.secondItem].compactMap { $0.map(ObjectIdentifier.init) })
    }.map { "\($0.constraint)" }.sorted()
    related += definitions.filter { items.contains($0.key.item) && $0.value.handle != nil }.map(\.value.description)
      .sorted()
    let list = (related + ["\(constraint)"]).map { "    \"\($0)\"" }.joined(separator: ",\n")
    report(
      """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      (
      \(list)
      )
      Will attempt to recover by breaking constraint
      \(constraint)
      """)
  }

}
