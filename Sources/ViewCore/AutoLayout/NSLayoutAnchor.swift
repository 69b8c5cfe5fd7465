import Foundation

/// One attribute of a view or layout guide, to make constraints from:
/// `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`. Only anchors of one
/// kind relate (x to x, y to y, dimension to dimension), as the generic parameter makes sure.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item, attribute, relation, second: other?.item, other?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor)
  }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: c)
  }
}

/// A horizontal edge or centre.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × 8` (the standard spacing between siblings).
  public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: 8 * multiplier)
  }
  public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
  }
}

/// A vertical edge, centre or baseline.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × 8` (the standard spacing between siblings).
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: 8 * multiplier)
  }
  public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
  }
}

/// A width or height.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m)
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m)
  }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m)
  }
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

/// The anchors of a view or a layout guide.
@MainActor
public protocol LayoutAnchorProviding: AnyObject {}

extension LayoutAnchorProviding {
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView: LayoutAnchorProviding {
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
