import Foundation
import LayoutSolver

extension AutoLayoutEngine {
  // MARK: What defines each item

  /// Brings the engine's own constraints up to date for every item gathered: a definition whose
  /// constant changed is edited in place, one gone is removed, and the new ones are returned to
  /// be added in the next batch. Descriptions are made only when something must be reported.
  func defineItems(root: UIView) -> [PendingDefinition] {
    definitionStamp &+= 1
    let stamp = definitionStamp
    // Two a placed view at least (its sizes kept from going negative): grown once, not by
    // doubling; and the first time, every one of them is pending.
    definitions.reserveCapacity(2 * items.count)
    var pending: [PendingDefinition] = []
    if definitions.isEmpty { pending.reserveCapacity(2 * items.count) }
    // The root, then the items as the table holds them (not copied into an array first: a copy
    // retains and releases every item, 25,000 views gone cold in a grid of 100,000 constraints).
    func defineItem(_ id: ObjectIdentifier, _ item: AnyObject) {
      let u = unknowns(of: item)
      func define(
        _ slot: Int, _ expression: LinearExpression, _ relation: LayoutRelation, _ priority: Float,
        _ text: @autoclosure () -> String
      ) {
        let key = DefinitionKey(item: id, slot: slot)
        let constant = expression.constant
        // One lookup; a new definition enters the table when the batch has added it (one insert,
        // with its handle), not here and again there.
        if var existing = definitions[key] {
          if existing.relation == relation, existing.priority == priority, let handle = existing.handle {
            existing.stamp = stamp
            if existing.constant != constant {
              existing.constant = constant
              if (try? solver.setConstant(handle, to: constant)) == nil {
                solver.remove(handle)
                existing.handle = nil
                report("\(text()) could not be held and is left out")
              }
            }
            definitions[key] = existing
            return
          }
          if let old = existing.handle { solver.remove(old) }
          // Kept (with this stamp and no handle) until the batch replaces it: not taken as gone.
          definitions[key] = Definition(
            handle: nil, relation: relation, priority: priority, constant: constant, stamp: stamp)
        }
        pending.append(
          PendingDefinition(
            key: key, item: item, expression: expression, relation: relation, priority: priority, constant: constant))
      }
      if let view = item as? UIView {
        defineView(view, u, root: root, define: define)
      } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
        defineGuide(guide, u, owner: owner, define: define)
      }
    }
    defineItem(ObjectIdentifier(root), root)
    items.forEach { defineItem(ObjectIdentifier($0), $0) }
    var gone: [DefinitionKey] = []
    for (key, definition) in definitions where definition.stamp != stamp {
      if let handle = definition.handle { solver.remove(handle) }
      gone.append(key)
    }
    for key in gone { definitions[key] = nil }
    return pending
  }

  /// What each of `item`'s definitions says, by slot, as messages name them.
  func definitionTexts(of item: AnyObject) -> [Int: String] {
    guard let root else { return [:] }
    var texts: [Int: String] = [:]
    func describe(
      _ slot: Int, _ expression: LinearExpression, _ relation: LayoutRelation, _ priority: Float,
      _ text: @autoclosure () -> String
    ) {
      texts[slot] = text()
    }
    let u = unknowns(of: item)
    if let view = item as? UIView {
      defineView(view, u, root: root, define: describe)
    } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      defineGuide(guide, u, owner: owner, define: describe)
    }
    return texts
  }

  func defineView(
    _ view: UIView, _ u: Unknowns, root: UIView,
    define: (Int, LinearExpression, LayoutRelation, Float, @autoclosure () -> String) -> Void
  ) {
    var cachedName: String?
    var name: String {
      if let cachedName { return cachedName }
      let made = view.layoutName
      cachedName = made
      return made
    }
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
      let size =
        wrapWidths[ObjectIdentifier(view)].flatMap { (view as? UILabel)?.intrinsicSize(wrappingAt: $0) }
        ?? view.intrinsicContentSize
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
      // No size below zero, at the lowest priority: a length no constraint settles (an
      // ambiguous layout) comes out as zero, not negative, so the views chained after it stay in
      // order (iOS's engine gives such a view no size too). Any constraint an app makes wins.
      define(
        8, LinearExpression([(u.width, 1)]), .greaterThanOrEqual, Self.nonNegativeSizePriority,
        "<\(name).width >= 0 (no negative size)>")
      define(
        9, LinearExpression([(u.height, 1)]), .greaterThanOrEqual, Self.nonNegativeSizePriority,
        "<\(name).height >= 0 (no negative size)>")
    }
  }

  func defineGuide(
    _ guide: UILayoutGuide, _ u: Unknowns, owner: UIView,
    define: (Int, LinearExpression, LayoutRelation, Float, @autoclosure () -> String) -> Void
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
    case .readableContent:
      defineReadableGuide(u, owner: owner, o, name: name, define: define)
      return
    case .keyboard:
      defineKeyboardGuide(u, owner: owner, o, name: name, define: define)
      return
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
}

extension UIView {
  /// The frame without the transform (what constraints place: the alignment rectangle).
  var untransformedFrame: CGRect {
    CGRect(
      x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
  }
}
