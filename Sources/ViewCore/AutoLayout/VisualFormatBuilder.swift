import Foundation

/// Turns a parsed `VisualFormat` into constraints: names looked up in the metrics and views, each
/// connection a relation between neighbouring edges, each view predicate a width (or height),
/// and the alignment options a relation between every named view and the first.
@MainActor
struct VisualFormatBuilder {
  typealias Attribute = NSLayoutConstraint.Attribute

  /// Why the names or options of a readable format cannot be used.
  struct Problem: Error {
    let reason: String
  }

  let format: VisualFormat
  let options: NSLayoutConstraint.FormatOptions
  let metrics: [String: Any]
  let views: [String: Any]
  private var made: [NSLayoutConstraint] = []

  init(
    format: VisualFormat, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]
  ) {
    self.format = format
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  /// The format's edges: where a view starts and ends along the axis, and whether the axis runs
  /// backwards (right to left), so a gap is the earlier view's start minus the later view's end.
  private var edges: (start: Attribute, end: Attribute, reversed: Bool) {
    if format.orientation == .vertical { return (.top, .bottom, false) }
    switch options.intersection(.directionMask) {
    case .directionLeftToRight: return (.left, .right, false)
    case .directionRightToLeft: return (.right, .left, true)
    default: return (.leading, .trailing, false)
    }
  }

  private var sizeAttribute: Attribute { format.orientation == .horizontal ? .width : .height }

  mutating func build() throws(Problem) -> [NSLayoutConstraint] {
    let named = try format.views.map { view throws(Problem) in try self.view(named: view.name) }
    if options.contains(.spacingBaselineToBaseline) {
      Diagnostics.report(
        "baseline-to-baseline spacing in visual formats is laid out edge to edge here",
        from: "NSLayoutConstraint", once: "vfl-baseline")
    }
    for (element, view) in zip(format.views, named) {
      for predicate in element.predicates {
        try sizePredicate(predicate, of: view, in: element.name)
      }
    }
    let (start, end, reversed) = edges
    if let connection = format.leadingSuperview, let first = named.first {
      let superview = try self.superview(of: first, name: format.views[0].name)
      try connect(
        earlier: (superview, start), later: (first, start), by: connection,
        standard: NSLayoutConstraint.visualFormatSuperviewSpacing, reversed: reversed)
    }
    for (offset, connection) in format.connections.enumerated() {
      try connect(
        earlier: (named[offset], end), later: (named[offset + 1], start), by: connection,
        standard: NSLayoutConstraint.visualFormatSiblingSpacing, reversed: reversed)
    }
    if let connection = format.trailingSuperview, let last = named.last {
      let superview = try self.superview(of: last, name: format.views[format.views.count - 1].name)
      try connect(
        earlier: (last, end), later: (superview, end), by: connection,
        standard: NSLayoutConstraint.visualFormatSuperviewSpacing, reversed: reversed)
    }
    try align(named)
    return made
  }

  /// `earlier`'s edge and `later`'s edge, `connection` apart: `later ≥ earlier + c` along the
  /// axis, written UIKit's way with the later item first (the earlier first when reversed).
  private mutating func connect(
    earlier: (item: AnyObject, attribute: Attribute), later: (item: AnyObject, attribute: Attribute),
    by connection: VisualFormat.Connection, standard: CGFloat, reversed: Bool
  ) throws(Problem) {
    let predicates: [VisualFormat.Predicate]
    switch connection {
    case .flush: predicates = [VisualFormat.Predicate(object: .number(0))]
    case .standard: predicates = [VisualFormat.Predicate(object: .number(standard))]
    case .predicates(let given): predicates = given
    }
    for predicate in predicates {
      let constant = try number(predicate.object, for: "a spacing")
      let (first, second) = reversed ? (earlier, later) : (later, earlier)
      let constraint = NSLayoutConstraint(
        item: first.item, attribute: first.attribute, relatedBy: predicate.relation, toItem: second.item,
        attribute: second.attribute, multiplier: 1, constant: constant)
      try setPriority(of: constraint, predicate.priority)
      made.append(constraint)
    }
  }

  /// `[view(predicate)]`: the view's width (or height) against a number or another view's.
  private mutating func sizePredicate(_ predicate: VisualFormat.Predicate, of view: UIView, in name: String)
    throws(Problem)
  {
    let constraint: NSLayoutConstraint
    if case .name(let other) = predicate.object, metrics[other] == nil {
      constraint = NSLayoutConstraint(
        item: view, attribute: sizeAttribute, relatedBy: predicate.relation, toItem: try self.view(named: other),
        attribute: sizeAttribute, multiplier: 1, constant: 0)
    } else {
      let constant = try number(predicate.object, for: "the size of \(name)")
      guard constant >= 0 || predicate.relation != .equal else {
        throw Problem(reason: "gives \(name) a negative size (\(NSLayoutConstraint.format(constant)))")
      }
      constraint = NSLayoutConstraint(
        item: view, attribute: sizeAttribute, relatedBy: predicate.relation, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: constant)
    }
    try setPriority(of: constraint, predicate.priority)
    made.append(constraint)
  }

  /// The alignment options: each named view after the first, on the first's edge.
  private mutating func align(_ named: [UIView]) throws(Problem) {
    let asked = NSLayoutConstraint.FormatOptions.alignments.filter { options.contains($0.0) }
    for (_, attribute) in asked where attribute.isHorizontal == (format.orientation == .horizontal) {
      throw Problem(
        reason: "asks to align its views' \(attribute.name) edges, which lie along its own "
          + "\(format.orientation == .horizontal ? "horizontal" : "vertical") axis")
    }
    guard let first = named.first else { return }
    for view in named.dropFirst() {
      for (_, attribute) in asked {
        made.append(
          NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: .equal, toItem: first, attribute: attribute,
            multiplier: 1, constant: 0))
      }
    }
  }

  private func view(named name: String) throws(Problem) -> UIView {
    guard let value = views[name] else {
      let known = views.keys.sorted().joined(separator: ", ")
      throw Problem(reason: "names the view \(name), which is not in the views dictionary (it has: \(known))")
    }
    guard let view = value as? UIView else {
      throw Problem(reason: "names \(name), which is a \(type(of: value)), not a UIView")
    }
    return view
  }

  private func superview(of view: UIView, name: String) throws(Problem) -> UIView {
    guard let superview = view.superview else {
      throw Problem(reason: "puts | beside \(name), which has no superview to refer to")
    }
    return superview
  }

  /// A number, or a metric's value.
  private func number(_ operand: VisualFormat.Operand, for what: String) throws(Problem) -> CGFloat {
    switch operand {
    case .number(let value): return value
    case .name(let name):
      guard let value = metrics[name] else {
        throw Problem(reason: "uses the metric \(name) for \(what), which is not in the metrics dictionary")
      }
      guard let number = Self.cgFloat(value), number.isFinite else {
        throw Problem(reason: "gives the metric \(name) the value \(value), which is not a finite number")
      }
      return number
    }
  }

  private func setPriority(of constraint: NSLayoutConstraint, _ operand: VisualFormat.Operand?) throws(Problem) {
    guard let operand else { return }
    let value = try number(operand, for: "a priority")
    guard value >= 1 && value <= 1000 else {
      throw Problem(reason: "gives the priority \(NSLayoutConstraint.format(value)), outside 1…1000")
    }
    constraint.priority = UILayoutPriority(Float(value))
  }

  private static func cgFloat(_ value: Any) -> CGFloat? {
    switch value {
    case let number as CGFloat: number
    case let number as Double: CGFloat(number)
    case let number as Float: CGFloat(number)
    case let number as Int: CGFloat(number)
    case let number as NSNumber: CGFloat(number.doubleValue)
    default: nil
    }
  }
}
