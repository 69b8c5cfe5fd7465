import CSDL2
import Foundation
import ViewCore

/// Commands drawn through a turning, shearing or mirroring transform (`DrawCommand.transformed`):
/// shapes become outlines mapped point by point and filled as antialiased triangles; images and
/// text become textured quads. The clip stays the item's axis-aligned one.
extension SDLRenderer {
  func drawTransformed(_ command: DrawCommand, _ t: CGAffineTransform, clip: CGRect?, alpha: CGFloat) {
    let lengthScale = t.lengthScale
    guard lengthScale > 0, lengthScale.isFinite else { return }
    let shape = TransformedShape(transform: t, pixelScale: mapping.scale)
    switch command {
    case .fillRect(let rect, let color):
      fillOutline(shape.outline(roundedRect: rect, radius: 0), shape.thickness(of: rect), color, alpha: alpha)
    case .fillRoundedRect(let rect, let radius, let color):
      fillOutline(
        shape.outline(roundedRect: rect, radius: radius), shape.thickness(of: rect), color, alpha: alpha)
    case .fillEllipse(let rect, let color):
      fillOutline(shape.outline(ellipseIn: rect), shape.thickness(of: rect), color, alpha: alpha)
    case .strokeRect(let rect, let color, let width):
      strokeOutline(rect, radius: 0, shape, color, lineWidth: width, alpha: alpha)
    case .strokeRoundedRect(let rect, let radius, let color, let width):
      strokeOutline(rect, radius: radius, shape, color, lineWidth: width, alpha: alpha)
    case .line(let from, let to, let color, let width):
      line(from: from.applying(t), to: to.applying(t), color, lineWidth: width * lengthScale, alpha: alpha)
    case .image(let image, let source, let rect):
      drawTransformed(image, source: source, in: rect, shape, alpha: alpha)
    case .text(let run, let rect, let rasterScale):
      let scale = rasterScale.isFinite && rasterScale > 0 ? rasterScale : 1
      guard let raster = textRaster(run, in: rect, pixelsPerPoint: scale * pixelRatio * lengthScale, background: nil)
      else { return }
      SDL_SetTextureAlphaMod(raster.texture, 255)
      drawQuad(raster.texture, shape.corners(of: raster.placement), uv: (0, 0, 1, 1), alpha: run.color.alpha * alpha)
    case .transformed(let inner, let innerTransform):
      drawTransformed(inner, innerTransform.concatenating(t), clip: clip, alpha: alpha)
    case .group(let group, _, let rect):
      // A turned group is drawn item by item, each turned (the compositor groups only upright ones).
      let shift = CGAffineTransform(translationX: rect.minX - group.extent.minX, y: rect.minY - group.extent.minY)
      for item in group.items {
        drawTransformed(item.command, shift.concatenating(t), clip: clip, alpha: alpha * item.alpha)
      }
    }
  }

  private func fillOutline(_ outline: [CGPoint], _ thickness: CGFloat, _ color: UIColor, alpha: CGFloat) {
    guard color.alpha > 0, outline.count >= 3 else { return }
    let center = CGPoint(
      x: outline.map(\.x).reduce(0, +) / CGFloat(outline.count),
      y: outline.map(\.y).reduce(0, +) / CGFloat(outline.count))
    fillConvex(outline, center: center, thickness: thickness, color, alpha: alpha)
  }

  private func strokeOutline(
    _ rect: CGRect, radius: CGFloat, _ shape: TransformedShape, _ color: UIColor, lineWidth: CGFloat, alpha: CGFloat
  ) {
    guard color.alpha > 0, lineWidth > 0, lineWidth.isFinite, rect.width > 0, rect.height > 0 else { return }
    let half = lineWidth / 2
    let outerRect = rect.insetBy(dx: -half, dy: -half)
    let segments = Outline.cornerSegments(radius: (radius + half) * shape.pixelsPerLocalPoint)
    let outer = shape.outline(roundedRect: outerRect, radius: radius + half, segments: segments)
    let innerRect = rect.insetBy(dx: half, dy: half)
    guard innerRect.width > 0, innerRect.height > 0 else {
      return fillOutline(outer, shape.thickness(of: outerRect), color, alpha: alpha)
    }
    let inner = shape.outline(roundedRect: innerRect, radius: max(radius - half, 0), segments: segments)
    fillRing(outer: outer, inner: inner, width: max(lineWidth * shape.pixelsPerLocalPoint, 1), color, alpha: alpha)
  }

  private func drawTransformed(
    _ image: UIImage, source: CGRect?, in rect: CGRect, _ shape: TransformedShape, alpha: CGFloat
  ) {
    if let tint = SDLRenderer.tint(of: image) {
      return drawTransformedTinted(image, tint: tint, source: source, in: rect, shape, alpha: alpha)
    }
    let cached: CachedTexture
    switch image.source {
    case .color(let color):
      return fillOutline(
        shape.outline(roundedRect: rect, radius: 0), shape.thickness(of: rect), color, alpha: alpha)
    case .placeholder:
      return
    case .pixels(let bitmap):
      cached = cache.texture(for: .image(ObjectIdentifier(image)), owner: image) {
        makePixelTexture(bitmap, image: image)
      }
    case .file(let path):
      cached = cache.texture(for: .image(ObjectIdentifier(image)), owner: image) {
        makeImageTexture(path: image.variantPath(forPixelRatio: pixelRatio) ?? path, image: image)
      }
    }
    guard let texture = cached.texture, cached.width > 0, cached.height > 0,
      let pixels = sourceRect(source, of: image, textureWidth: cached.width, textureHeight: cached.height)
    else { return }
    let (w, h) = (Float(cached.width), Float(cached.height))
    let uv = (Float(pixels.x) / w, Float(pixels.y) / h, Float(pixels.x + pixels.w) / w, Float(pixels.y + pixels.h) / h)
    SDL_SetTextureAlphaMod(texture, 255)
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    drawQuad(texture, shape.corners(of: rect), uv: uv, alpha: alpha)
  }

  /// A tinted image (a template, a symbol) through the transform: its mask rasterised at the
  /// size it covers on screen, drawn in the tint.
  private func drawTransformedTinted(
    _ image: UIImage, tint: UIColor, source: CGRect?, in rect: CGRect, _ shape: TransformedShape, alpha: CGFloat
  ) {
    if case .color(let color) = image.source {
      let fill = tint.withAlphaComponent(tint.alpha * color.alpha)
      return fillOutline(shape.outline(roundedRect: rect, radius: 0), shape.thickness(of: rect), fill, alpha: alpha)
    }
    let onScreen = SDL_Rect(
      x: 0, y: 0, w: Int32(max(1, (rect.width * shape.pixelsPerLocalPoint).rounded())),
      h: Int32(max(1, (rect.height * shape.pixelsPerLocalPoint).rounded())))
    guard
      let cached = maskTexture(
        for: image, pixelSize: wholeImagePixels(of: image, source: source, destination: onScreen)),
      let texture = cached.texture, cached.width > 0, cached.height > 0,
      let pixels = sourceRect(source, of: image, textureWidth: cached.width, textureHeight: cached.height)
    else { return }
    let (w, h) = (Float(cached.width), Float(cached.height))
    let uv = (Float(pixels.x) / w, Float(pixels.y) / h, Float(pixels.x + pixels.w) / w, Float(pixels.y + pixels.h) / h)
    SDL_SetTextureColorMod(texture, 255, 255, 255)
    SDL_SetTextureAlphaMod(texture, 255)
    drawQuad(texture, shape.corners(of: rect), uv: uv, alpha: tint.alpha * alpha, color: tint)
  }

  /// `texture`'s `uv` rect (0 … 1) drawn onto four output-pixel corners (top left, top right,
  /// bottom right, bottom left of the texture), its colour multiplied by `color` and `alpha`.
  private func drawQuad(
    _ texture: OpaquePointer, _ corners: [CGPoint], uv: (Float, Float, Float, Float), alpha: CGFloat,
    color tint: UIColor = .white
  ) {
    guard corners.count == 4 else { return }
    let c = tint.rgba8
    let color = SDL_Color(r: c.r, g: c.g, b: c.b, a: SDLRenderer.byte(alpha))
    let coordinates = [
      SDL_FPoint(x: uv.0, y: uv.1), SDL_FPoint(x: uv.2, y: uv.1), SDL_FPoint(x: uv.2, y: uv.3),
      SDL_FPoint(x: uv.0, y: uv.3),
    ]
    let limit = Float(1 << 20)
    let vertices = zip(corners, coordinates).map { point, uv in
      SDL_Vertex(
        position: SDL_FPoint(x: min(max(Float(point.x), -limit), limit), y: min(max(Float(point.y), -limit), limit)),
        color: color, tex_coord: uv)
    }
    let indices: [Int32] = [0, 1, 2, 0, 2, 3]
    SDL_RenderGeometry(renderer, texture, vertices, 4, indices, 6)
  }
}

/// Maps a command's own points to output pixels through a transform, and builds its outlines
/// there: clockwise on screen (reversed when the transform mirrors), fine enough for the size
/// they are drawn at.
struct TransformedShape {
  let toPixels: CGAffineTransform
  /// Output pixels per point of the command's own coordinates (√|det|).
  let pixelsPerLocalPoint: CGFloat
  private let mirrors: Bool

  init(transform: CGAffineTransform, pixelScale: CGFloat) {
    toPixels = transform.concatenating(CGAffineTransform(scaleX: pixelScale, y: pixelScale))
    pixelsPerLocalPoint = toPixels.lengthScale
    mirrors = transform.a * transform.d - transform.b * transform.c < 0
  }

  /// The rect's smallest extent in output pixels, for `fillConvex`'s thin-shape fade.
  func thickness(of rect: CGRect) -> CGFloat { min(rect.width, rect.height) * pixelsPerLocalPoint }

  /// The rect's corners in output pixels: top left, top right, bottom right, bottom left.
  func corners(of rect: CGRect) -> [CGPoint] {
    [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ].map { $0.applying(toPixels) }
  }

  func outline(roundedRect rect: CGRect, radius: CGFloat, segments: Int? = nil) -> [CGPoint] {
    let k = pixelsPerLocalPoint
    let local = CGRect(x: rect.minX * k, y: rect.minY * k, width: rect.width * k, height: rect.height * k)
    let r = radius.isFinite ? max(radius, 0) * k : 0
    guard segments != nil || r >= 0.5 else {
      // Square corners: the four of them, clockwise on screen.
      return mapped([
        CGPoint(x: local.minX, y: local.minY), CGPoint(x: local.maxX, y: local.minY),
        CGPoint(x: local.maxX, y: local.maxY), CGPoint(x: local.minX, y: local.maxY),
      ])
    }
    return mapped(Outline.roundedRect(local, radius: r, segments: segments))
  }

  func outline(ellipseIn rect: CGRect) -> [CGPoint] {
    let k = pixelsPerLocalPoint
    return mapped(
      Outline.ellipse(CGRect(x: rect.minX * k, y: rect.minY * k, width: rect.width * k, height: rect.height * k)))
  }

  /// Points built at `k` pixels per local point, back to local points and on to output pixels.
  private func mapped(_ points: [CGPoint]) -> [CGPoint] {
    let k = pixelsPerLocalPoint
    let result = points.map { CGPoint(x: $0.x / k, y: $0.y / k).applying(toPixels) }
    return mirrors ? result.reversed() : result
  }
}
