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
  /// Set when a constraint, priority, margin or intrinsic size changed.
  var inputsChanged = true
  /// For `systemLayoutSizeFitting`: the root's size is not its frame but as near this target as
  /// the priorities allow.
  var fitting: (target: CGSize, priorities: (UILayoutPriority, UILayoutPriority))?
  private var unknowns: [ObjectIdentifier: (item: AnyObject, unknowns: Unknowns)] = [:]
  private var definitions: [DefinitionKey: Definition] = [:]
  private var installed: [ObjectIdentifier: Installed] = [:]
  /// Constraints refused as unsatisfiable, with the constant they were refused at (reported once).
  private var refused: [ObjectIdentifier: CGFloat] = [:]
  /// Per content guide, the axes whose extent a constraint names (its right, trailing, width or
  /// centre; its bottom, height or centre): only those axes of `contentSize` come from the
  /// guide, so that a constraint to the content's top alone leaves a size set in code alone.
  private var extents: [ObjectIdentifier: (horizontal: Bool, vertical: Bool)] = [:]
  /// Where refusals are reported (standard error; tests collect them).
  var report: (String) -> Void = { message in FileHandle.standardError.write(Data((message + "\n").utf8)) }

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
    inputsChanged = false
    if fitting == nil { apply(root: root) }
  }

  /// The unknowns of `item`, made when new.
  private func unknowns(of item: AnyObject) -> Unknowns {
    let id = ObjectIdentifier(item)
    if let known = unknowns[id] { return known.unknowns }
    let made = Unknowns(
      left: solver.makeVariable(), top: solver.makeVariable(), width: solver.makeVariable(),
      height: solver.makeVariable())
    unknowns[id] = (item, made)
    return made
  }

  /// `constraint` as `first − multiplier × second − constant ⋚ 0`, after a scroll view's edges
  /// named from inside it were taken as its content's; nil when an item is gone or outside.
  private func expression(
    for constraint: NSLayoutConstraint, root: UIView, items: inout [ObjectIdentifier: AnyObject]
  ) -> LinearExpression? {
    guard let first = constraint.firstItem else { return nil }
    var (firstItem, firstAttribute) = (first, constraint.firstAttribute)
    var second: (AnyObject, NSLayoutConstraint.Attribute)?
    if let item = constraint.secondItem { second = (item, constraint.secondAttribute) }
    if let (item, attribute) = second {
      (firstItem, firstAttribute) = Self.redirected(firstItem, firstAttribute, from: item)
      second = Self.redirected(item, attribute, from: firstItem)
    }
    for item in [firstItem, second?.0].compactMap({ $0 }) {
      guard let view = Self.view(of: item), view.hasAncestor(root) else { return nil }
      collect(item, into: &items, root: root)
    }
    for (item, attribute) in [(firstItem, firstAttribute), second].compactMap({ $0 }) {
      guard let guide = item as? UILayoutGuide, guide.kind == .content else { continue }
      var axes = extents[ObjectIdentifier(guide)] ?? (false, false)
      switch attribute {
      case .right, .trailing, .width, .centerX, .rightMargin, .trailingMargin, .centerXWithinMargins:
        axes.horizontal = true
      case .bottom, .height, .centerY, .lastBaseline, .bottomMargin, .centerYWithinMargins, .firstBaseline:
        axes.vertical = true
      default: break
      }
      extents[ObjectIdentifier(guide)] = axes
    }
    var expression = attributeExpression(firstItem, firstAttribute)
    if let (item, attribute) = second {
      let other = attributeExpression(item, attribute)
      let multiplier = Double(constraint.multiplier)
      expression.terms += other.terms.map { ($0.variable, -multiplier * $0.coefficient) }
      expression.constant -= multiplier * other.constant
    }
    expression.constant -= Double(constraint.constant)
    return expression
  }

  /// A scroll view's edges named by something inside it are its content's edges; its width,
  /// height and centre stay its frame's (iOS's rule for constraints between a scroll view and
  /// its content).
  private static func redirected(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, from other: AnyObject
  ) -> (AnyObject, NSLayoutConstraint.Attribute) {
    guard let scrollView = item as? UIScrollView, let otherView = view(of: other), otherView !== scrollView,
      otherView.hasAncestor(scrollView)
    else { return (item, attribute) }
    switch attribute {
    case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
      return (item, attribute)
    default:
      return (scrollView.contentLayoutGuide, attribute)
    }
  }

  /// The view an item lives in (a guide's owner).
  static func view(of item: AnyObject) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  /// Notes `item` and what it is defined against: a view's ancestors up to the root, a guide's
  /// owner (and through it the owner's ancestors).
  private func collect(_ item: AnyObject, into items: inout [ObjectIdentifier: AnyObject], root: UIView) {
    var next: AnyObject? = item
    while let current = next, items[ObjectIdentifier(current)] == nil {
      items[ObjectIdentifier(current)] = current
      if let guide = current as? UILayoutGuide {
        next = guide.owningView
      } else if let view = current as? UIView, view !== root {
        next = view.superview
      } else {
        next = nil
      }
    }
  }

  /// The linear expression of `attribute` of `item`.
  private func attributeExpression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
    if attribute.isMargin, let view = item as? UIView {
      return attributeExpression(view.layoutMarginsGuide, attribute.withoutMargin)
    }
    let u = unknowns(of: item)
    switch attribute {
    case .left, .leading, .leftMargin, .leadingMargin: return LinearExpression([(u.left, 1)])
    case .right, .trailing, .rightMargin, .trailingMargin: return LinearExpression([(u.left, 1), (u.width, 1)])
    case .top, .topMargin: return LinearExpression([(u.top, 1)])
    case .bottom, .bottomMargin, .lastBaseline: return LinearExpression([(u.top, 1), (u.height, 1)])
    case .firstBaseline:
      if let label = item as? UILabel {
        return LinearExpression([(u.top, 1), (u.height, 0.5)], constant: Double(label.font.lineHeight) * 0.3)
      }
      return LinearExpression([(u.top, 1), (u.height, 1)])
    case .width: return LinearExpression([(u.width, 1)])
    case .height: return LinearExpression([(u.height, 1)])
    case .centerX, .centerXWithinMargins: return LinearExpression([(u.left, 1), (u.width, 0.5)])
    case .centerY, .centerYWithinMargins: return LinearExpression([(u.top, 1), (u.height, 0.5)])
    case .notAnAttribute: return LinearExpression()
    }
  }

  // MARK: What defines each item

  /// Brings the engine's own constraints up to date for `items` and removes those of items no
  /// longer named.
  private func defineItems(_ items: [ObjectIdentifier: AnyObject], root: UIView) {
    var wanted: [DefinitionKey: (LinearExpression, LayoutRelation, Float, String)] = [:]
    for (id, item) in items {
      let u = unknowns(of: item)
      func define(
        _ slot: Int, _ expression: LinearExpression, _ relation: LayoutRelation = .equal,
        priority: Float = LayoutSolver.required, _ text: String
      ) {
        wanted[DefinitionKey(item: id, slot: slot)] = (expression, relation, priority, text)
      }
      if let view = item as? UIView {
        defineView(view, u, root: root, define: define)
      } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
        defineGuide(guide, u, owner: owner, define: define)
      }
    }
    for (key, definition) in definitions where wanted[key] == nil {
      if let handle = definition.handle { solver.remove(handle) }
      definitions[key] = nil
    }
    for (key, (expression, relation, priority, text)) in wanted.sorted(by: { $0.key.slot < $1.key.slot }) {
      let constant = expression.constant
      if var existing = definitions[key], existing.relation == relation, existing.priority == priority,
        let handle = existing.handle
      {
        if existing.constant != constant {
          existing.constant = constant
          if (try? solver.setConstant(handle, to: constant)) == nil {
            solver.remove(handle)
            existing.handle = nil
            report("[LayoutConstraints] \(text) could not be held and is left out")
          }
          existing.description = text
          definitions[key] = existing
        }
        continue
      }
      if let old = definitions[key]?.handle { solver.remove(old) }
      let handle = try? solver.add(expression, relation, priority: priority)
      if handle == nil { report("[LayoutConstraints] \(text) could not be held and is left out") }
      definitions[key] = Definition(
        handle: handle, relation: relation, priority: priority, constant: constant, description: text)
    }
  }

  private func defineView(
    _ view: UIView, _ u: Unknowns, root: UIView,
    define: (Int, LinearExpression, LayoutRelation, Float, String) -> Void
  ) {
    let name = view.layoutName
    let required = LayoutSolver.required
    if view === root {
      define(0, LinearExpression([(u.left, 1)]), .equal, required, "<root \(name).left == 0>")
      define(1, LinearExpression([(u.top, 1)]), .equal, required, "<root \(name).top == 0>")
      if let fitting {
        let (horizontal, vertical) = fitting.priorities
        define(
          2, LinearExpression([(u.width, 1)], constant: -Double(fitting.target.width)), .equal,
          horizontal.rawValue, "<fitting \(name).width == \(fitting.target.width)>")
        define(
          3, LinearExpression([(u.height, 1)], constant: -Double(fitting.target.height)), .equal,
          vertical.rawValue, "<fitting \(name).height == \(fitting.target.height)>")
      } else {
        define(
          2, LinearExpression([(u.width, 1)], constant: -Double(view.bounds.width)), .equal, required,
          "<root \(name).width == \(view.bounds.width)>")
        define(
          3, LinearExpression([(u.height, 1)], constant: -Double(view.bounds.height)), .equal, required,
          "<root \(name).height == \(view.bounds.height)>")
      }
    } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
      // Held where its frame puts it in its superview (iOS's autoresizing-mask constraints).
      let s = unknowns(of: superview)
      let origin = Self.contentOrigin(of: superview)
      let frame = view.untransformedFrame
      let text = "<NSAutoresizingMaskLayoutConstraint \(name)"
      define(
        0, LinearExpression([(u.left, 1), (s.left, -1)], constant: -Double(frame.minX - origin.x)), .equal, required,
        "\(text).minX == \(frame.minX)>")
      define(
        1, LinearExpression([(u.top, 1), (s.top, -1)], constant: -Double(frame.minY - origin.y)), .equal, required,
        "\(text).minY == \(frame.minY)>")
      define(
        2, LinearExpression([(u.width, 1)], constant: -Double(frame.width)), .equal, required,
        "\(text).width == \(frame.width)>")
      define(
        3, LinearExpression([(u.height, 1)], constant: -Double(frame.height)), .equal, required,
        "\(text).height == \(frame.height)>")
    } else {
      let size = view.intrinsicContentSize
      let axes: [(CGFloat, LayoutVariable, NSLayoutConstraint.Axis, String)] = [
        (size.width, u.width, .horizontal, "width"), (size.height, u.height, .vertical, "height"),
      ]
      for (index, (length, variable, axis, axisName)) in axes.enumerated() where length >= 0 && length.isFinite {
        let expression = LinearExpression([(variable, 1)], constant: -Double(length))
        define(
          4 + 2 * index, expression, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis).rawValue,
          "<NSContentSizeLayoutConstraint \(name).\(axisName) >= \(length) (compression resistance)>")
        define(
          5 + 2 * index, expression, .lessThanOrEqual, view.contentHuggingPriority(for: axis).rawValue,
          "<NSContentSizeLayoutConstraint \(name).\(axisName) <= \(length) (hugging)>")
      }
    }
  }

  private func defineGuide(
    _ guide: UILayoutGuide, _ u: Unknowns, owner: UIView,
    define: (Int, LinearExpression, LayoutRelation, Float, String) -> Void
  ) {
    let o = unknowns(of: owner)
    let required = LayoutSolver.required
    let name = guide.layoutName
    var insets: UIEdgeInsets?
    switch guide.kind {
    case .custom:
      return
    case .safeArea:
      insets = owner.safeAreaInsets
    case .margins:
      let margins = owner.layoutMargins
      let safe = owner.safeAreaInsets
      insets = UIEdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
        right: margins.right + safe.right)
    case .frame:
      let offset = (owner as? UIScrollView)?.contentOffset ?? .zero
      define(
        0, LinearExpression([(u.left, 1), (o.left, -1)], constant: -Double(offset.x)), .equal, required,
        "<\(name).left == frame.left>")
      define(
        1, LinearExpression([(u.top, 1), (o.top, -1)], constant: -Double(offset.y)), .equal, required,
        "<\(name).top == frame.top>")
      define(2, LinearExpression([(u.width, 1), (o.width, -1)]), .equal, required, "<\(name).width == frame.width>")
      define(
        3, LinearExpression([(u.height, 1), (o.height, -1)]), .equal, required, "<\(name).height == frame.height>")
      return
    case .content:
      define(0, LinearExpression([(u.left, 1), (o.left, -1)]), .equal, required, "<\(name).left == content.left>")
      define(1, LinearExpression([(u.top, 1), (o.top, -1)]), .equal, required, "<\(name).top == content.top>")
      return
    }
    guard let insets else { return }
    define(
      0, LinearExpression([(u.left, 1), (o.left, -1)], constant: -Double(insets.left)), .equal, required,
      "<\(name).left == \(owner.layoutName).left + \(insets.left)>")
    define(
      1, LinearExpression([(u.top, 1), (o.top, -1)], constant: -Double(insets.top)), .equal, required,
      "<\(name).top == \(owner.layoutName).top + \(insets.top)>")
    define(
      2, LinearExpression([(u.width, 1), (o.width, -1)], constant: Double(insets.left + insets.right)), .equal,
      required, "<\(name).width == \(owner.layoutName).width - \(insets.left + insets.right)>")
    define(
      3, LinearExpression([(u.height, 1), (o.height, -1)], constant: Double(insets.top + insets.bottom)), .equal,
      required, "<\(name).height == \(owner.layoutName).height - \(insets.top + insets.bottom)>")
  }

  /// Where a view's subviews are measured from in layout space: a scroll view's content origin
  /// (scrolling left out), any other view's bounds origin.
  static func contentOrigin(of view: UIView) -> CGPoint {
    view is UIScrollView ? .zero : view.bounds.origin
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
      let handle = try? solver.add(expression, relation(constraint), priority: priority)
      if handle == nil { reportUnsatisfiable(constraint) }
      installed[id] = Installed(
        constraint: constraint, handle: handle, priority: priority, constant: expression.constant)
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
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      (
      \(list)
      )
      Will attempt to recover by breaking constraint
      \(constraint)
      """)
  }

  // MARK: Writing the solution

  /// The solved rectangle of `item` in layout space.
  func rect(of item: AnyObject) -> CGRect? {
    guard let u = unknowns[ObjectIdentifier(item)]?.unknowns else { return nil }
    return CGRect(
      x: solver.value(of: u.left), y: solver.value(of: u.top), width: solver.value(of: u.width),
      height: solver.value(of: u.height))
  }

  /// Gives every view the constraints place its frame (top-down), every guide its layout frame,
  /// every scroll view whose content guide is constrained its content size.
  private func apply(root: UIView) {
    var stack = [root]
    while let view = stack.popLast() {
      stack += view.subviews.reversed()
      if view !== root, !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
        let solved = rect(of: view), let parent = rect(of: superview)
      {
        place(view, at: solved, in: parent, origin: Self.contentOrigin(of: superview))
      }
      guard let owner = rect(of: view) else { continue }
      for guide in view.autoLayout.allGuides {
        guard let solved = rect(of: guide) else { continue }
        let origin = Self.contentOrigin(of: view)
        guide.layoutFrame = CGRect(
          x: solved.minX - owner.minX + origin.x, y: solved.minY - owner.minY + origin.y, width: solved.width,
          height: solved.height)
        if guide.kind == .content, let scrollView = view as? UIScrollView,
          let axes = extents[ObjectIdentifier(guide)]
        {
          var size = scrollView.contentSize
          if axes.horizontal { size.width = max(0, solved.width) }
          if axes.vertical { size.height = max(0, solved.height) }
          if scrollView.contentSize != size { scrollView.contentSize = size }
        }
      }
    }
  }

  /// Sets `view`'s size and centre from its solved rectangle (`solved`, layout space) in its
  /// superview's (`parent`), whose subviews are measured from `origin`.
  private func place(_ view: UIView, at solved: CGRect, in parent: CGRect, origin: CGPoint) {
    let size = CGSize(width: max(0, solved.width), height: max(0, solved.height))
    if view.bounds.size != size { view.bounds.size = size }
    let x = solved.minX - parent.minX + origin.x + size.width / 2
    let y = solved.minY - parent.minY + origin.y + size.height / 2
    let center = CGPoint(x: x, y: y)
    if view.center != center { view.center = center }
  }

  // MARK: Fitting

  /// The size `view`'s own constraints give it with its width and height pulled towards
  /// `target` at `priorities`, solved apart from its hierarchy.
  static func fittingSize(
    of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)
  ) -> CGSize {
    let engine = AutoLayoutEngine(root: view)
    engine.fitting = (target, priorities)
    engine.report = { _ in }
    engine.update()
    return engine.rect(of: view)?.size ?? view.bounds.size
  }
}

extension AutoLayoutState {
  /// The guides of the view: added ones and the ones it provides.
  var allGuides: [UILayoutGuide] {
    guides + [safeAreaGuide, marginsGuide, contentGuide, frameGuide].compactMap { $0 }
  }
}

extension NSLayoutConstraint.Attribute {
  var isMargin: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      true
    default: false
    }
  }

  var withoutMargin: NSLayoutConstraint.Attribute {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: self
    }
  }
}

extension UIView {
  /// The frame without the transform (what constraints place: the alignment rectangle).
  var untransformedFrame: CGRect {
    CGRect(
      x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
  }
}
