import CSDL2
import Foundation
import ViewCore

extension SDLRenderer {
  func fill(_ rect: CGRect, _ color: UIColor, alpha: CGFloat) {
    guard color.alpha > 0, var pixels = mapping.snapped(rect) else { return }
    setDrawColor(color, alpha: alpha)
    let opaque = color.alpha * alpha >= 1
    if opaque { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
    SDL_RenderFillRect(renderer, &pixels)
    if opaque { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
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
      SDL_Rect(x: ox0, y: oy0, w: ox1 - ox0, h: iy0 - oy0),
      SDL_Rect(x: ox0, y: iy1, w: ox1 - ox0, h: oy1 - iy1),
      SDL_Rect(x: ox0, y: iy0, w: ix0 - ox0, h: iy1 - iy0),
      SDL_Rect(x: ix1, y: iy0, w: ox1 - ix1, h: iy1 - iy0),
    ]
    SDL_RenderFillRects(renderer, &bands, Int32(bands.count))
  }

  /// Straight edges snap to pixels like `fill`; the corners are antialiased.
  func fillRoundedRect(_ rect: CGRect, radius: CGFloat, _ color: UIColor, alpha: CGFloat) {
    guard color.alpha > 0, let snapped = mapping.snapped(rect) else { return }
    let box = CGRect(x: Int(snapped.x), y: Int(snapped.y), width: Int(snapped.w), height: Int(snapped.h))
    let radiusPixels = radius.isFinite ? radius * mapping.scale : 0
    guard radiusPixels >= 0.5 else { return fill(rect, color, alpha: alpha) }
    let outline = Outline.roundedRect(box, radius: radiusPixels)
    fillConvex(
      outline, center: CGPoint(x: box.midX, y: box.midY), thickness: min(box.width, box.height), color,
      alpha: alpha)
  }

  /// A rounded frame centred on the edges: the ring between the outline grown and shrunk by half
  /// the line width (corner radii grow and shrink with it, as Core Graphics strokes them).
  func strokeRoundedRect(
    _ rect: CGRect, radius: CGFloat, _ color: UIColor, lineWidth: CGFloat, alpha: CGFloat
  ) {
    guard color.alpha > 0, lineWidth > 0, lineWidth.isFinite, rect.width > 0, rect.height > 0 else { return }
    let box = mapping.pixels(rect)
    let width = max(lineWidth * mapping.scale, 1)
    let half = width / 2
    let radiusPixels = radius.isFinite ? max(radius * mapping.scale, 0) : 0
    let outerBox = box.insetBy(dx: -half, dy: -half)
    let segments = Outline.cornerSegments(
      radius: min(radiusPixels + half, outerBox.width / 2, outerBox.height / 2))
    let outer = Outline.roundedRect(outerBox, radius: radiusPixels + half, segments: segments)
    let innerBox = box.insetBy(dx: half, dy: half)
    guard innerBox.width > 0, innerBox.height > 0 else {
      let thickness = min(outerBox.width, outerBox.height)
      return fillConvex(
        outer, center: CGPoint(x: box.midX, y: box.midY), thickness: thickness, color, alpha: alpha)
    }
    let inner = Outline.roundedRect(innerBox, radius: max(radiusPixels - half, 0), segments: segments)
    fillRing(outer: outer, inner: inner, width: width, color, alpha: alpha)
  }

  func fillEllipse(_ rect: CGRect, _ color: UIColor, alpha: CGFloat) {
    guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
    let box = mapping.pixels(rect)
    let center = CGPoint(x: box.midX, y: box.midY)
    fillConvex(
      Outline.ellipse(box), center: center, thickness: min(box.width, box.height), color, alpha: alpha)
  }

  /// A line with butt caps (Core Graphics' default), at least one pixel wide.
  func line(from: CGPoint, to: CGPoint, _ color: UIColor, lineWidth: CGFloat, alpha: CGFloat) {
    guard color.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return }
    let width = max(lineWidth * mapping.scale, 1)
    let half = width / 2
    let a = mapping.pixels(from)
    let b = mapping.pixels(to)
    let length = hypot(b.x - a.x, b.y - a.y)
    guard length > 0, length.isFinite else { return }
    if a.x == b.x || a.y == b.y {
      // Axis-aligned: a snapped rectangle is crisper than two triangles.
      let box = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        .insetBy(dx: a.x == b.x ? -half : 0, dy: a.y == b.y ? -half : 0)
      guard
        var pixels = mapping.integerRect(
          minX: box.minX.rounded(), minY: box.minY.rounded(), maxX: box.maxX.rounded(),
          maxY: box.maxY.rounded())
      else { return }
      setDrawColor(color, alpha: alpha)
      SDL_RenderFillRect(renderer, &pixels)
      return
    }
    let normal = CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
    // Clockwise on screen (y down), as `fillConvex` expects.
    let corners = [
      CGPoint(x: a.x - normal.x, y: a.y - normal.y), CGPoint(x: b.x - normal.x, y: b.y - normal.y),
      CGPoint(x: b.x + normal.x, y: b.y + normal.y), CGPoint(x: a.x + normal.x, y: a.y + normal.y),
    ]
    let center = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    fillConvex(corners, center: center, thickness: min(width, length), color, alpha: alpha)
  }
}
