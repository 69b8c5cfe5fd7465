import Foundation
import LayoutSolver

/// A constraint as a linear expression over the items' unknowns.
extension AutoLayoutEngine {
  /// `constraint` as `first − multiplier × second − constant ⋚ 0`, after a scroll view's edges
  /// named from inside it were taken as its content's; nil when an item is gone or outside.
  func expression(
    for constraint: NSLayoutConstraint, root: UIView, items: inout GatheredItems
  ) -> LinearExpression? {
    guard let first = constraint.firstItem else { return nil }
    var (firstItem, firstAttribute) = (first, constraint.firstAttribute)
    var second: (AnyObject, NSLayoutConstraint.Attribute)?
    if let item = constraint.secondItem { second = (item, constraint.secondAttribute) }
    if let (item, attribute) = second {
      (firstItem, firstAttribute) = Self.redirected(firstItem, firstAttribute, from: item)
      second = Self.redirected(item, attribute, from: firstItem)
    }
    // Gathered from the root's hierarchy, the constraint's holder is inside it: an item under
    // the holder (one level, as a rule) is inside it too, without a walk to the root.
    let within = constraint.holder ?? root
    // Each item, without arrays (a stack view's thousands of constraints come through here).
    func isInside(_ item: AnyObject) -> Bool { Self.view(of: item)?.hasAncestor(within) ?? false }
    // (No closures here: Swift checks the executor each time a main-actor closure is called
    // through a generic function, thousands of times a gathering.)
    guard isInside(firstItem) else { return nil }
    if let (item, _) = second, !isInside(item) { return nil }
    func note(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
      collect(item, into: &items, root: root)
      guard let guide = item as? UILayoutGuide, guide.kind == .content else { return }
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
    note(firstItem, firstAttribute)
    if let (item, attribute) = second { note(item, attribute) }
    var expression = attributeExpression(firstItem, firstAttribute)
    if let (item, attribute) = second {
      let other = attributeExpression(item, attribute)
      let multiplier = Double(constraint.multiplier)
      expression.terms.reserveCapacity(expression.terms.count + other.terms.count)
      for (variable, coefficient) in other.terms { expression.terms.append((variable, -multiplier * coefficient)) }
      expression.constant -= multiplier * other.constant
    }
    expression.constant -= Double(constraint.constant)
    return expression
  }

  /// A scroll view's edges named by something inside it are its content's edges; its width,
  /// height and centre stay its frame's (iOS's rule for constraints between a scroll view and
  /// its content).
  static func redirected(
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
  /// owner (and through it the owner's ancestors); each gets its unknowns here, while it is at
  /// hand, not in a pass over every item after.
  func collect(_ item: AnyObject, into items: inout GatheredItems, root: UIView) {
    var next: AnyObject? = item
    while let current = next, items.insert(current) {
      _ = unknowns(of: current)
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
  func attributeExpression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
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
