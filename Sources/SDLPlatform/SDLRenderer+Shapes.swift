import CSDL2
import Foundation
import ViewCore

extension SDLRenderer {
  func fill(_ rect: CGRect, _ color: UIColor, alpha: CGFloat) {
    guard color.alpha > 0, var pixels = mapping.snapped(rect) else { return }
    setDrawColor(color, alpha: alpha)
    SDL_RenderFillRect(renderer, &pixels)
  }

  /// A frame centred on the rect's edges, as `UIRectFrame` strokes: at least one pixel wide.
  func stroke(_ rect: CGRect, _ color: UIColor, lineWidth: CGFloat, alpha: CGFloat) {
    guard color.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return }
    let half = lineWidth / 2
    guard let outer = mapping.snapped(rect.insetBy(dx: -half, dy: -half)) else { return }
    let (ox0, oy0, ox1, oy1) = (outer.x, outer.y, outer.x + outer.w, outer.y + outer.h)
    let inner = mapping.pixels(rect.insetBy(dx: half, dy: half))
    let ix0 = max(Int32(clamping: Int(inner.minX.rounded())), ox0 + 1)
    let iy0 = max(Int32(clamping: Int(inner.minY.rounded())), oy0 + 1)
    let ix1 = min(Int32(clamping: Int(inner.maxX.rounded())), ox1 - 1)
    let iy1 = min(Int32(clamping: Int(inner.maxY.rounded())), oy1 - 1)
    setDrawColor(color, alpha: alpha)
    guard ix1 > ix0, iy1 > iy0, inner.width > 0, inner.height > 0 else {
      var whole = outer
      SDL_RenderFillRect(renderer, &whole)
      return
    }
    var bands = [
      SDL_Rect(x: ox0, y: oy0, w: ox1 - ox0, h: iy0 - oy0), SDL_Rect(x: ox0, y: iy1, w: ox1 - ox0, h: oy1 - iy1),
      SDL_Rect(x: ox0, y: iy0, w: ix0 - ox0, h: iy1 - iy0), SDL_Rect(x: ix1, y: iy0, w: ox1 - ix1, h: iy1 - iy0),
    ]
    SDL_RenderFillRects(renderer, &bands, Int32(bands.count))
  }

  func fillRoundedRect(_ rect: CGRect, radius: CGFloat, _ color: UIColor, alpha: CGFloat) {
    guard color.alpha > 0, let snapped = mapping.snapped(rect) else { return }
    let box = CGRect(x: Int(snapped.x), y: Int(snapped.y), width: Int(snapped.w), height: Int(snapped.h))
    let radiusPixels = radius.isFinite ? radius * mapping.scale : 0
    guard radiusPixels >= 0.5 else { return fill(rect, color, alpha: alpha) }
    let outline = Outline.roundedRect(box, radius: radiusPixels)
    fillFan(center: CGPoint(x: box.midX, y: box.midY), outline: outline, color, alpha: alpha)
  }

  /// A rounded frame centred on the edges: the ring between the outline grown and shrunk by half
  /// the line width (corner radii grow and shrink with it, as Core Graphics strokes them).
  func strokeRoundedRect(_ rect: CGRect, radius: CGFloat, _ color: UIColor, lineWidth: CGFloat, alpha: CGFloat) {
    guard color.alpha > 0, lineWidth > 0, lineWidth.isFinite, rect.width > 0, rect.height > 0 else { return }
    let box = mapping.pixels(rect)
    let half = max(lineWidth * mapping.scale, 1) / 2
    let radiusPixels = radius.isFinite ? max(radius * mapping.scale, 0) : 0
    let outerBox = box.insetBy(dx: -half, dy: -half)
    let segments = Outline.cornerSegments(radius: min(radiusPixels + half, outerBox.width / 2, outerBox.height / 2))
    let outer = Outline.roundedRect(outerBox, radius: radiusPixels + half, segments: segments)
    let innerBox = box.insetBy(dx: half, dy: half)
    guard innerBox.width > 0, innerBox.height > 0 else {
      let center = CGPoint(x: box.midX, y: box.midY)
      return fillFan(center: center, outline: outer, color, alpha: alpha)
    }
    let inner = Outline.roundedRect(innerBox, radius: max(radiusPixels - half, 0), segments: segments)
    fillRing(outer: outer, inner: inner, color, alpha: alpha)
  }

  func fillEllipse(_ rect: CGRect, _ color: UIColor, alpha: CGFloat) {
    guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
    let box = mapping.pixels(rect)
    fillFan(center: CGPoint(x: box.midX, y: box.midY), outline: Outline.ellipse(box), color, alpha: alpha)
  }

  /// A line with butt caps (Core Graphics' default), at least one pixel wide.
  func line(from: CGPoint, to: CGPoint, _ color: UIColor, lineWidth: CGFloat, alpha: CGFloat) {
    guard color.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return }
    let half = max(lineWidth * mapping.scale, 1) / 2
    let a = mapping.pixels(from)
    let b = mapping.pixels(to)
    let length = hypot(b.x - a.x, b.y - a.y)
    guard length > 0, length.isFinite else { return }
    if a.x == b.x || a.y == b.y {
      // Axis-aligned: a snapped rectangle is crisper than two triangles.
      let box = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        .insetBy(dx: a.x == b.x ? -half : 0, dy: a.y == b.y ? -half : 0)
      guard var pixels = mapping.integerRect(
        minX: box.minX.rounded(), minY: box.minY.rounded(), maxX: box.maxX.rounded(), maxY: box.maxY.rounded())
      else { return }
      setDrawColor(color, alpha: alpha)
      SDL_RenderFillRect(renderer, &pixels)
      return
    }
    let normal = CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
    let corners = [
      CGPoint(x: a.x + normal.x, y: a.y + normal.y), CGPoint(x: b.x + normal.x, y: b.y + normal.y),
      CGPoint(x: b.x - normal.x, y: b.y - normal.y), CGPoint(x: a.x - normal.x, y: a.y - normal.y),
    ]
    renderTriangles(corners, indices: [0, 1, 2, 0, 2, 3], color, alpha: alpha)
  }

  /// A convex outline filled as a fan of triangles around `center`.
  func fillFan(center: CGPoint, outline: [CGPoint], _ color: UIColor, alpha: CGFloat) {
    guard outline.count >= 3 else { return }
    var indices: [Int32] = []
    indices.reserveCapacity(outline.count * 3)
    let n = Int32(outline.count)
    for i in 0..<n { indices += [0, 1 + i, 1 + (i + 1) % n] }
    renderTriangles([center] + outline, indices: indices, color, alpha: alpha)
  }

  /// The band between two closed outlines with the same number of points.
  func fillRing(outer: [CGPoint], inner: [CGPoint], _ color: UIColor, alpha: CGFloat) {
    guard outer.count == inner.count, outer.count >= 3 else { return }
    let n = Int32(outer.count)
    var indices: [Int32] = []
    indices.reserveCapacity(outer.count * 6)
    for i in 0..<n {
      let j = (i + 1) % n
      indices += [i, j, n + i, j, n + j, n + i]
    }
    renderTriangles(outer + inner, indices: indices, color, alpha: alpha)
  }

  func renderTriangles(_ points: [CGPoint], indices: [Int32], _ color: UIColor, alpha: CGFloat) {
    let c = color.rgba8
    let vertexColor = SDL_Color(r: c.r, g: c.g, b: c.b, a: SDLRenderer.byte(color.alpha * alpha))
    let limit = Float(1 << 20)
    let vertices = points.map { point in
      SDL_Vertex(
        position: SDL_FPoint(x: min(max(Float(point.x), -limit), limit), y: min(max(Float(point.y), -limit), limit)),
        color: vertexColor, tex_coord: SDL_FPoint(x: 0, y: 0))
    }
    SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
  }
}
