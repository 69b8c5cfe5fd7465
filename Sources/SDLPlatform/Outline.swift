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
