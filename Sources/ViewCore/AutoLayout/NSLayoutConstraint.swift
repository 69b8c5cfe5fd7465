import Foundation

/// One linear relation between two layout attributes: `firstItem.firstAttribute relation
/// multiplier × secondItem.secondAttribute + constant`, held at `priority`.
///
/// Active constraints are kept by the nearest common ancestor of their items (as
/// `activate(_:)` does on iOS) and solved by the window's layout engine
/// (`AutoLayoutEngine`); a change of `constant` is re-solved incrementally at the next layout.
@MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
    case firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  public private(set) weak var firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public private(set) weak var secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  /// The constant; changing it re-solves the layout at the next pass.
  open var constant: CGFloat {
    didSet {
      if !constant.isFinite { constant = oldValue }
      if constant != oldValue { constantChanged() }
    }
  }
  /// The priority. A required constraint cannot become optional while active (nor the other way
  /// round) on iOS; here the change is made by taking it out and putting it back.
  open var priority: UILayoutPriority = .required {
    didSet {
      priority = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
      if priority != oldValue { priorityChanged() }
    }
  }
  open var identifier: String?
  open var shouldBeArchived = false
  /// The view keeping the constraint while it is active.
  weak var holder: UIView?

  /// Whether the constraint takes part in layout (`activate`/`deactivate` set it).
  open var isActive: Bool {
    get { holder != nil }
    set { newValue ? install() : uninstall() }
  }

  /// UIKit's constraint: `view1.attr1 relation multiplier × view2.attr2 + c`; items are views
  /// or layout guides.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier.isFinite ? multiplier : 1
    constant = c.isFinite ? c : 0
  }

  /// The anchors' initialiser: items already objects, not boxed as `Any` and bridged back (which
  /// cost as much as the rest of making the constraint).
  init(
    first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
    multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = first
    firstAttribute = attr1
    self.relation = relation
    secondItem = second
    secondAttribute = second == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier.isFinite ? multiplier : 1
    constant = c.isFinite ? c : 0
  }

  /// Activates each constraint (adds it to its items' nearest common ancestor).
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    batchingActivations {
      for constraint in constraints { constraint.isActive = true }
    }
  }

  /// Runs `body` with the constraints it activates told to their engines and views once, at
  /// the end (inside another batch, at that one's end): `activate(_:)`, and an update's pass of
  /// `updateConstraints()`, where each of a nesting's stack views activates its own few.
  static func batchingActivations(_ body: () -> Void) {
    guard activationBatch == nil else { return body() }
    let batch = ActivationBatch()
    activationBatch = batch
    body()
    activationBatch = nil
    batch.flush()
  }

  /// Deactivates each constraint.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  public var description: String {
    func name(_ item: AnyObject?) -> String {
      guard let item else { return "nil" }
      if let view = item as? UIView { return view.layoutName }
      if let guide = item as? UILayoutGuide { return guide.layoutName }
      return "\(type(of: item))"
    }
    let relationText = [Relation.lessThanOrEqual: "<=", .equal: "==", .greaterThanOrEqual: ">="][relation]!
    var right = ""
    if secondItem != nil {
      right = "\(name(secondItem)).\(secondAttribute.name)"
      if multiplier != 1 { right = "\(Self.format(multiplier))*\(right)" }
      if constant != 0 { right += constant > 0 ? " + \(Self.format(constant))" : " - \(Self.format(-constant))" }
    } else {
      right = Self.format(constant)
    }
    let id = identifier.map { "'\($0)' " } ?? ""
    let priorityText = priority == .required ? "" : " @\(Self.format(CGFloat(priority.rawValue)))"
    return "<NSLayoutConstraint \(id)\(name(firstItem)).\(firstAttribute.name) \(relationText) \(right)\(priorityText)>"
  }

  static func format(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
  }
}

extension NSLayoutConstraint.Attribute {
  /// The attribute's name as UIKit prints it.
  var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }

  /// Whether the attribute lies on the horizontal axis.
  var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      true
    default: false
    }
  }
}
