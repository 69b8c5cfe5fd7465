import Foundation

/// Closed outlines in pixels, as polygons fine enough that their facets are under about a pixel.
enum Outline {
  /// Segments per quarter circle of `radius` pixels: about two pixels of arc each.
  static func cornerSegments(radius: CGFloat) -> Int {
    guard radius.isFinite else { return 2 }
    return min(max(Int((radius * .pi / 4).rounded(.up)), 2), 48)
  }

  /// A rounded rectangle, clockwise from the top-right corner; the radius is capped at half the
  /// shorter side. Every corner has `segments + 1` points, also when the radius is zero, so two
  /// outlines with equal `segments` pair up point by point.
  static func roundedRect(_ rect: CGRect, radius: CGFloat, segments: Int? = nil) -> [CGPoint] {
    let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
    let count = segments ?? cornerSegments(radius: r)
    let centers = [
      CGPoint(x: rect.maxX - r, y: rect.minY + r), CGPoint(x: rect.maxX - r, y: rect.maxY - r),
      CGPoint(x: rect.minX + r, y: rect.maxY - r), CGPoint(x: rect.minX + r, y: rect.minY + r),
    ]
    var points: [CGPoint] = []
    points.reserveCapacity(4 * (count + 1))
    for (corner, center) in centers.enumerated() {
      let start = CGFloat(corner - 1) * .pi / 2
      for step in 0...count {
        let angle = start + CGFloat(step) / CGFloat(count) * .pi / 2
        points.append(CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle)))
      }
    }
    return points
  }

  /// An ellipse inscribed in `rect`.
  static func ellipse(_ rect: CGRect) -> [CGPoint] {
    let rx = rect.width / 2
    let ry = rect.height / 2
    let count = min(max(Int((max(rx, ry) * .pi / 2).rounded(.up)), 12), 256)
    return (0..<count).map { step in
      let angle = CGFloat(step) / CGFloat(count) * 2 * .pi
      return CGPoint(x: rect.midX + rx * cos(angle), y: rect.midY + ry * sin(angle))
    }
  }
}

extension Outline {
  /// `outline` (clockwise on screen) moved `distance` pixels along its outward normals (negative:
  /// inward). Corners are mitred, capped at twice the distance; repeated points borrow the
  /// normal of the nearest real edge.
  static func offset(_ outline: [CGPoint], by distance: CGFloat) -> [CGPoint] {
    let n = outline.count
    guard n >= 3, distance != 0 else { return outline }
    var normals: [CGPoint?] = (0..<n).map { i in
      let a = outline[i]
      let b = outline[(i + 1) % n]
      let length = hypot(b.x - a.x, b.y - a.y)
      guard length > 1e-6 else { return nil }
      return CGPoint(x: (b.y - a.y) / length, y: -(b.x - a.x) / length)
    }
    guard let any = normals.compactMap({ $0 }).first else { return outline }
    var last = normals.last(where: { $0 != nil }) ?? any
    for i in 0..<n {
      if let normal = normals[i] { last = normal } else { normals[i] = last }
    }
    return (0..<n).map { i in
      let previous = normals[(i + n - 1) % n] ?? any
      let next = normals[i] ?? any
      var sum = CGPoint(x: previous.x + next.x, y: previous.y + next.y)
      let length = hypot(sum.x, sum.y)
      sum = length > 1e-6 ? CGPoint(x: sum.x / length, y: sum.y / length) : next
      let cosine = max(sum.x * next.x + sum.y * next.y, 0.5)
      let reach = distance / cosine
      return CGPoint(x: outline[i].x + sum.x * reach, y: outline[i].y + sum.y * reach)
    }
  }
}
