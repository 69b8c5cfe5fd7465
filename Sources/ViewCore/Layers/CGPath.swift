import Foundation

/// A Core Graphics path, as Linux's Foundation lacks one: subpaths of lines and Bézier curves,
/// in the coordinates of whoever draws it (a shape layer's bounds). Immutable; build one with
/// `CGMutablePath` or `UIBezierPath`.
public class CGPath: @unchecked Sendable, Equatable {
  /// One element of a path, as `CGPathElement`'s types.
  public enum Element: Equatable, Sendable {
    case moveToPoint(CGPoint)
    case addLineToPoint(CGPoint)
    case addQuadCurveToPoint(control: CGPoint, to: CGPoint)
    case addCurveToPoint(control1: CGPoint, control2: CGPoint, to: CGPoint)
    case closeSubpath
  }

  /// The elements in order. (Only `CGMutablePath` changes them, before it is shared.)
  public internal(set) var elements: [Element] = []

  public init() {}

  init(elements: [Element]) {
    self.elements = elements
  }

  /// True when the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rect holding every point of the path, control points included.
  public var boundingBox: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .moveToPoint(let p), .addLineToPoint(let p): points.append(p)
      case .addQuadCurveToPoint(let c, let p): points += [c, p]
      case .addCurveToPoint(let c1, let c2, let p): points += [c1, c2, p]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

  /// A copy whose points went through `transform`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let t = transform?.pointee else { return CGPath(elements: elements) }
    return CGPath(elements: elements.map { $0.applying(t) })
  }

  /// A rectangle as a closed path.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect)
    self.init(elements: path.copy(using: transform)?.elements ?? [])
  }

  /// An ellipse inscribed in `rect` as a closed path.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect)
    self.init(elements: path.copy(using: transform)?.elements ?? [])
  }

  /// A rounded rectangle as a closed path.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
    self.init(elements: path.copy(using: transform)?.elements ?? [])
  }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
}

extension CGPath.Element {
  func applying(_ t: CGAffineTransform) -> CGPath.Element {
    switch self {
    case .moveToPoint(let p): .moveToPoint(p.applying(t))
    case .addLineToPoint(let p): .addLineToPoint(p.applying(t))
    case .addQuadCurveToPoint(let c, let p): .addQuadCurveToPoint(control: c.applying(t), to: p.applying(t))
    case .addCurveToPoint(let c1, let c2, let p):
      .addCurveToPoint(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
    case .closeSubpath: .closeSubpath
    }
  }
}
