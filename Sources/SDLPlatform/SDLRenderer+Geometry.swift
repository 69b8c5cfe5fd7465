import CSDL2
import Foundation
import ViewCore

/// Triangles for curved and slanted shapes, antialiased by feathering: a half-pixel band on each
/// side of an edge fades from the colour to transparent, which SDL interpolates per vertex.
/// An edge on a pixel boundary stays crisp (its band covers no pixel centre partially).
extension SDLRenderer {
  /// Fills a convex outline (clockwise on screen) around `center`. `thickness` is its smallest
  /// extent in pixels: shapes thinner than a pixel fade instead of vanishing.
  func fillConvex(_ outline: [CGPoint], center: CGPoint, thickness: CGFloat, _ color: UIColor, alpha: CGFloat) {
    guard outline.count >= 3 else { return }
    let opaque = vertexColor(color, alpha: alpha * (feather > 0 ? min(max(thickness, 0), 1) : 1))
    let inset = min(feather, max(thickness, 0) / 2)
    let core = Outline.offset(outline, by: -inset)
    let fringe = Outline.offset(outline, by: feather)
    var points = [center] + core
    var colors = Array(repeating: opaque, count: points.count)
    var indices: [Int32] = []
    let n = Int32(outline.count)
    for i in 0..<n { indices += [0, 1 + i, 1 + (i + 1) % n] }
    if feather > 0 {
      appendBand(
        from: core, firstIndex: 1, to: fringe, into: &points, &colors, &indices,
        outerColor: transparent(opaque))
    }
    renderTriangles(points, colors: colors, indices: indices)
  }

  /// Fills the band between two closed outlines with the same number of points.
  func fillRing(outer: [CGPoint], inner: [CGPoint], width: CGFloat, _ color: UIColor, alpha: CGFloat) {
    guard outer.count == inner.count, outer.count >= 3 else { return }
    let opaque = vertexColor(color, alpha: alpha * (feather > 0 ? min(width, 1) : 1))
    let inset = min(feather, width / 2)
    let outerCore = Outline.offset(outer, by: -inset)
    let innerCore = Outline.offset(inner, by: inset)
    var points = outerCore + innerCore
    var colors = Array(repeating: opaque, count: points.count)
    var indices: [Int32] = []
    let n = Int32(outer.count)
    for i in 0..<n {
      let j = (i + 1) % n
      indices += [i, j, n + i, j, n + j, n + i]
    }
    guard feather > 0 else { return renderTriangles(points, colors: colors, indices: indices) }
    let clear = transparent(opaque)
    appendBand(
      from: outerCore, firstIndex: 0, to: Outline.offset(outer, by: feather),
      into: &points, &colors, &indices, outerColor: clear)
    appendBand(
      from: innerCore, firstIndex: n, to: Outline.offset(inner, by: -feather),
      into: &points, &colors, &indices, outerColor: clear)
    renderTriangles(points, colors: colors, indices: indices)
  }

  /// Adds the fading band between an outline already in `points` (at `firstIndex`) and `edge`.
  private func appendBand(
    from core: [CGPoint], firstIndex: Int32, to edge: [CGPoint], into points: inout [CGPoint],
    _ colors: inout [SDL_Color], _ indices: inout [Int32], outerColor: SDL_Color
  ) {
    let n = Int32(core.count)
    let edgeStart = Int32(points.count)
    points += edge
    colors += Array(repeating: outerColor, count: edge.count)
    for i in 0..<n {
      let j = (i + 1) % n
      indices += [
        firstIndex + i, firstIndex + j, edgeStart + i, firstIndex + j, edgeStart + j, edgeStart + i,
      ]
    }
  }

  private func vertexColor(_ color: UIColor, alpha: CGFloat) -> SDL_Color {
    let c = color.rgba8
    return SDL_Color(r: c.r, g: c.g, b: c.b, a: SDLRenderer.byte(color.alpha * alpha))
  }

  private func transparent(_ color: SDL_Color) -> SDL_Color {
    SDL_Color(r: color.r, g: color.g, b: color.b, a: 0)
  }

  func renderTriangles(_ points: [CGPoint], colors: [SDL_Color], indices: [Int32]) {
    let limit = Float(1 << 20)
    func coordinate(_ value: CGFloat) -> Float { min(max(Float(value), -limit), limit) }
    let vertices = zip(points, colors).map { point, color in
      SDL_Vertex(
        position: SDL_FPoint(x: coordinate(point.x), y: coordinate(point.y)), color: color,
        tex_coord: SDL_FPoint(x: 0, y: 0))
    }
    SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
  }
}
