import Foundation

/// A path built element by element, Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  public override init() {
    super.init()
  }

  override init(elements: [Element]) {
    super.init(elements: elements)
  }

  /// The end of the last element (the subpath's start after a close); nil on an empty path.
  public var currentPoint: CGPoint {
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .moveToPoint(let p):
        start = p
        current = p
      case .addLineToPoint(let p), .addQuadCurveToPoint(_, let p), .addCurveToPoint(_, _, let p): current = p
      case .closeSubpath: current = start
      }
    }
    return current
  }

  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.moveToPoint(point.applying(transform)))
  }

  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    startIfNeeded()
    elements.append(.addLineToPoint(point.applying(transform)))
  }

  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    startIfNeeded()
    elements.append(.addQuadCurveToPoint(control: control.applying(transform), to: end.applying(transform)))
  }

  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    startIfNeeded()
    elements.append(
      .addCurveToPoint(
        control1: control1.applying(transform), control2: control2.applying(transform), to: end.applying(transform)))
  }

  public func closeSubpath() {
    guard !elements.isEmpty else { return }
    elements.append(.closeSubpath)
  }

  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    addLines(
      between: [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
        CGPoint(x: r.minX, y: r.maxY),
      ], transform: transform)
    closeSubpath()
  }

  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// An ellipse in `rect`, clockwise on screen from its right end, as four cubic arcs (the
  /// usual 0.5523 control-point ratio, 4/3 · (√2 − 1), which is within 0.03 % of a circle).
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    let k: CGFloat = 0.552_284_749_8
    move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
      control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
      control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
    closeSubpath()
  }

  /// A rectangle with elliptical corners of `cornerWidth` × `cornerHeight` (each at most half
  /// the side).
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let w = min(max(cornerWidth, 0), r.width / 2)
    let h = min(max(cornerHeight, 0), r.height / 2)
    guard w > 0, h > 0 else { return addRect(r, transform: transform) }
    let k: CGFloat = 0.552_284_749_8
    move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
    addCurve(
      to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY),
      control2: CGPoint(x: r.maxX, y: r.minY + h - k * h), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
    addCurve(
      to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h),
      control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY), transform: transform)
    addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
    addCurve(
      to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY),
      control2: CGPoint(x: r.minX, y: r.maxY - h + k * h), transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
    addCurve(
      to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h),
      control2: CGPoint(x: r.minX + w - k * w, y: r.minY), transform: transform)
    closeSubpath()
  }

  /// An arc of a circle around `center` from `startAngle` to `endAngle` (radians, measured from
  /// the x axis towards y: clockwise on screen), drawn clockwise on screen when `clockwise` is
  /// false, as Core Graphics' flipped-coordinate convention has it for UIKit's y-down space.
  /// A line joins the current point to the arc's start.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    appendArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: !clockwise,
      transform: transform)
  }

  /// An arc whose angle increases (clockwise on screen, y down) or decreases, as cubic pieces of
  /// at most a quarter turn each.
  func appendArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool,
    transform: CGAffineTransform
  ) {
    guard radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
    var sweep = endAngle - startAngle
    let turn = 2 * CGFloat.pi
    if increasing {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
      if sweep > turn { sweep = turn }
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
      if sweep < -turn { sweep = -turn }
    }
    func point(_ angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let start = point(startAngle)
    if elements.isEmpty || elements.last == .closeSubpath {
      move(to: start, transform: transform)
    } else {
      addLine(to: start, transform: transform)
    }
    let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    let k = 4 / 3 * tan(step / 4)
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + step
      let (a, b) = (point(angle), point(next))
      addCurve(
        to: b, control1: CGPoint(x: a.x - k * radius * sin(angle), y: a.y + k * radius * cos(angle)),
        control2: CGPoint(x: b.x + k * radius * sin(next), y: b.y - k * radius * cos(next)), transform: transform)
      angle = next
    }
  }

  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements += path.elements.map { $0.applying(transform) }
  }

  /// A subpath always starts with a move; an element with none starts at the origin, as Core
  /// Graphics requires a current point.
  private func startIfNeeded() {
    if elements.isEmpty { elements.append(.moveToPoint(.zero)) }
  }
}
