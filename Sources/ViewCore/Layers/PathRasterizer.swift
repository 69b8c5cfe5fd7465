import Foundation

/// Turns paths into pixel coverage in pure Swift, for shape layers: curves flattened to lines,
/// polygons filled by scanlines with the non-zero or even-odd rule, anti-aliased by sampling
/// each pixel on 4 rows and exact horizontal coverage. Strokes are filled outlines: a quad per
/// segment and a disc at each joint (a round join; the cap is butt), so joins are rounded
/// whatever `lineJoin` says — a choice of this project that keeps strokes closed and simple.
struct PathRasterizer {
  /// Width and height in pixels.
  let width: Int
  let height: Int
  /// Sub-rows sampled per pixel row (a choice of this project: four gives smooth edges cheaply).
  static let subRows = 4

  /// A polygon: points in pixels, and whether its end joins its start.
  struct Polygon {
    var points: [CGPoint]
    var closed: Bool
  }

  /// The path's subpaths as polygons in pixels (`scale` pixels per point), curves split into
  /// segments no longer than about a pixel and a half.
  static func polygons(of path: CGPath, scale: CGFloat) -> [Polygon] {
    var result: [Polygon] = []
    var current: [CGPoint] = []
    var last = CGPoint.zero
    func finish(closed: Bool) {
      if current.count > 1 { result.append(Polygon(points: current, closed: closed)) }
      current = []
    }
    func scaled(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x * scale, y: p.y * scale) }
    for element in path.elements {
      switch element {
      case .moveToPoint(let p):
        finish(closed: false)
        last = scaled(p)
        current = [last]
      case .addLineToPoint(let p):
        last = scaled(p)
        current.append(last)
      case .addQuadCurveToPoint(let c, let p):
        let (c, p) = (scaled(c), scaled(p))
        let a = last
        let steps = segments(a, c, p)
        for i in 1...steps {
          let t = CGFloat(i) / CGFloat(steps)
          let u = 1 - t
          current.append(
            CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * p.x, y: u * u * a.y + 2 * u * t * c.y + t * t * p.y))
        }
        last = p
      case .addCurveToPoint(let c1, let c2, let p):
        let (c1, c2, p) = (scaled(c1), scaled(c2), scaled(p))
        let a = last
        let steps = segments(a, c1, c2, p)
        for i in 1...steps {
          let t = CGFloat(i) / CGFloat(steps)
          let u = 1 - t
          let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          current.append(
            CGPoint(
              x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * p.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
        }
        last = p
      case .closeSubpath:
        let start = current.first ?? last
        finish(closed: true)
        last = start
        current = [start]
      }
    }
    finish(closed: false)
    return result
  }

  /// Segments for a curve through `points`: its control polygon's length over 1.5 pixels, 1 … 256.
  private static func segments(_ points: CGPoint...) -> Int {
    var length: CGFloat = 0
    for i in 1..<points.count { length += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y) }
    guard length.isFinite else { return 1 }
    return min(256, max(1, Int((length / 1.5).rounded(.up))))
  }

  /// The outline of a stroke `lineWidth` pixels wide along the polygons: every segment a quad,
  /// every joint a disc, all wound the same way so the non-zero rule unites them.
  static func strokeOutline(of polygons: [Polygon], lineWidth: CGFloat) -> [Polygon] {
    let half = lineWidth / 2
    guard half > 0, half.isFinite else { return [] }
    var result: [Polygon] = []
    for polygon in polygons {
      var points = polygon.points
      if polygon.closed, let first = points.first { points.append(first) }
      for i in 1..<points.count {
        let (a, b) = (points[i - 1], points[i])
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length > 0 else { continue }
        let n = CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
        result.append(
          oriented(
            [
              CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
              CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
            ]))
      }
      let joints = polygon.closed ? Array(points.dropLast()) : Array(points.dropFirst().dropLast())
      for joint in joints { result.append(oriented(disc(at: joint, radius: half))) }
    }
    return result
  }

  private static func disc(at center: CGPoint, radius: CGFloat) -> [CGPoint] {
    let count = min(64, max(8, Int(radius * 2)))
    return (0..<count).map { i in
      let angle = CGFloat(i) / CGFloat(count) * 2 * .pi
      return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
  }

  /// The points wound one way (positive signed area in y-down coordinates).
  private static func oriented(_ points: [CGPoint]) -> Polygon {
    var area: CGFloat = 0
    for i in points.indices {
      let (a, b) = (points[i], points[(i + 1) % points.count])
      area += a.x * b.y - b.x * a.y
    }
    return Polygon(points: area < 0 ? points.reversed() : points, closed: true)
  }

  /// Coverage in 0 … 1 for every pixel (row by row) of the polygons, each implicitly closed.
  func coverage(of polygons: [Polygon], evenOdd: Bool) -> [Float] {
    var result = [Float](repeating: 0, count: width * height)
    struct Edge {
      var x0: CGFloat, y0: CGFloat, x1: CGFloat, y1: CGFloat, winding: Int
    }
    var edges: [Edge] = []
    for polygon in polygons where polygon.points.count > 1 {
      let points = polygon.points
      for i in points.indices {
        let (a, b) = (points[i], points[(i + 1) % points.count])
        guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
        edges.append(
          a.y < b.y
            ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1)
            : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1))
      }
    }
    guard !edges.isEmpty else { return result }
    let weight = 1 / Float(Self.subRows)
    var crossings: [(x: CGFloat, winding: Int)] = []
    for row in 0..<height {
      for sub in 0..<Self.subRows {
        let y = CGFloat(row) + (CGFloat(sub) + 0.5) / CGFloat(Self.subRows)
        crossings.removeAll(keepingCapacity: true)
        for edge in edges where y >= edge.y0 && y < edge.y1 {
          let t = (y - edge.y0) / (edge.y1 - edge.y0)
          crossings.append((edge.x0 + t * (edge.x1 - edge.x0), edge.winding))
        }
        guard crossings.count > 1 else { continue }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        for i in 0..<(crossings.count - 1) {
          winding += evenOdd ? 1 : crossings[i].winding
          let inside = evenOdd ? winding % 2 == 1 : winding != 0
          if inside { addSpan(from: crossings[i].x, to: crossings[i + 1].x, row: row, weight: weight, into: &result) }
        }
      }
    }
    return result
  }

  /// Adds `weight` × the covered fraction of each pixel of `row` between `x0` and `x1`.
  private func addSpan(from x0: CGFloat, to x1: CGFloat, row: Int, weight: Float, into result: inout [Float]) {
    let start = max(0, x0)
    let end = min(CGFloat(width), x1)
    guard end > start else { return }
    let first = Int(start)
    let last = min(width - 1, Int(end.rounded(.up)) - 1)
    guard first <= last else { return }
    let base = row * width
    for x in first...last {
      let covered = min(end, CGFloat(x + 1)) - max(start, CGFloat(x))
      if covered > 0 { result[base + x] += weight * Float(covered) }
    }
  }
}

extension PathRasterizer {
  /// The part of the polygons' outline between fractions `start` and `end` (0 … 1) of its
  /// length, as open polylines (a closed polygon is walked back to its start).
  static func trimmed(_ polygons: [Polygon], from start: CGFloat, to end: CGFloat) -> [Polygon] {
    let (start, end) = (min(max(start, 0), 1), min(max(end, 0), 1))
    if start <= 0 && end >= 1 { return polygons }
    guard end > start else { return [] }
    let walks = polygons.map { $0.closed ? $0.points + [$0.points[0]] : $0.points }
    let total = walks.reduce(0) { sum, points in
      sum + zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
    guard total > 0 else { return [] }
    let (from, to) = (start * total, end * total)
    var result: [Polygon] = []
    var travelled: CGFloat = 0
    for points in walks {
      var piece: [CGPoint] = []
      for (a, b) in zip(points, points.dropFirst()) {
        let length = hypot(b.x - a.x, b.y - a.y)
        let (s0, s1) = (travelled, travelled + length)
        travelled = s1
        guard length > 0, s1 > from, s0 < to else { continue }
        func at(_ s: CGFloat) -> CGPoint {
          let t = (s - s0) / length
          return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if piece.isEmpty { piece.append(at(max(s0, from))) }
        piece.append(at(min(s1, to)))
      }
      if piece.count > 1 { result.append(Polygon(points: piece, closed: false)) }
    }
    return result
  }
}
