import Foundation

/// UIKit's path of lines and curves, in a view's coordinates (y down): built with moves, lines,
/// curves and arcs, or from a rect, a rounded rect, an oval or an arc; `cgPath` is what a shape
/// layer draws.
open class UIBezierPath {
  private let path: CGMutablePath
  /// The stroke width in points a shape drawn from this path would use (kept for the app).
  open var lineWidth: CGFloat = 1
  /// True to fill with the even-odd rule instead of the non-zero rule.
  open var usesEvenOddFillRule = false

  public init() {
    path = CGMutablePath()
  }

  /// A path holding a copy of `cgPath`'s elements.
  public init(cgPath: CGPath) {
    path = CGMutablePath(elements: cgPath.elements)
  }

  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
  }

  /// An arc around `center`; angles in radians from the x axis, `clockwise` as seen on screen.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// The path as Core Graphics sees it (a copy).
  open var cgPath: CGPath {
    get { CGPath(elements: path.elements) }
    set { path.elements = newValue.elements }
  }

  open var isEmpty: Bool { path.isEmpty }
  open var bounds: CGRect { path.boundingBox }
  open var currentPoint: CGPoint { path.currentPoint }

  open func move(to point: CGPoint) { path.move(to: point) }
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
  open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  /// An arc; `clockwise` as seen on screen (UIKit's y-down coordinates).
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
  {
    path.appendArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: clockwise,
      transform: .identity)
  }
  open func close() { path.closeSubpath() }
  open func append(_ other: UIBezierPath) { path.addPath(other.cgPath) }
  open func removeAllPoints() { path.elements.removeAll() }
  open func apply(_ transform: CGAffineTransform) { path.elements = path.elements.map { $0.applying(transform) } }
}
