import CSDL2
import Foundation
import ViewCore

extension SDLRenderer {
  /// Draws `run` in `rect` (window points): rasterised at pointSize × rasterScale × pixelRatio
  /// pixels, drawn scaled into the rect (so a raster made at scale 1 and shown 4× larger is soft
  /// until the core raises `rasterScale`), aligned, vertically centred and clipped to the rect.
  /// With a `background` (0xRRGGBB) the raster is composited onto it and drawn without blending.
  func draw(_ run: TextRun, in rect: CGRect, rasterScale: CGFloat, clip: CGRect?, alpha: CGFloat, background: UInt32?) {
    let scale = rasterScale.isFinite && rasterScale > 0 ? rasterScale : 1
    guard let raster = textRaster(run, in: rect, pixelsPerPoint: scale * pixelRatio, background: background)
    else { return }
    let box = mapping.pixels(rect)
    let placed = mapping.pixels(raster.placement)
    var destination = SDL_FRect(
      x: Float(placed.minX.rounded()), y: Float((box.midY - placed.height / 2).rounded()),
      w: Float(placed.width), h: Float(placed.height))

    let textClip = clip.map { $0.intersection(rect) } ?? rect
    guard !textClip.isNull, let clipPixels = mapping.clipRect(textClip) else { return }
    setClip(clipPixels)
    if background == nil {
      SDL_SetTextureAlphaMod(raster.texture, SDLRenderer.byte(run.color.alpha * alpha))
    } else {
      statistics.opaqueTextDraws += 1
    }
    SDL_RenderCopyF(renderer, raster.texture, nil, &destination)
  }

  /// The texture of `run` rasterised at `pixelsPerPoint` output pixels per point of `rect`, and
  /// where in `rect` (its points) it goes: aligned, vertically centred. Nil when there is nothing
  /// to draw or the raster failed.
  func textRaster(_ run: TextRun, in rect: CGRect, pixelsPerPoint: CGFloat, background: UInt32?)
    -> (texture: OpaquePointer, placement: CGRect)?
  {
    guard !run.text.isEmpty, run.color.alpha > 0, rect.width > 0, rect.height > 0,
      rect.width.isFinite, rect.height.isFinite, run.font.pointSize.isFinite, run.font.pointSize > 0,
      pixelsPerPoint.isFinite, pixelsPerPoint > 0
    else { return nil }
    var pixelSize = FontLibrary.pixelSize(forPoints: run.font.pointSize * pixelsPerPoint)
    // A deeply zoomed label would rasterise larger than any texture: cap the raster at the GPU's
    // limit (softer, still drawn) instead of allocating hundreds of megabytes for it.
    let longestSide = max(rect.width, rect.height) * CGFloat(pixelSize) / run.font.pointSize
    if longestSide > CGFloat(maxTextureSide) {
      pixelSize = max(1, Int(CGFloat(pixelSize) * CGFloat(maxTextureSide) / longestSide))
    }
    // Raster pixels per point of the rect, from the whole pixel size actually used.
    let rasterPerPoint = CGFloat(pixelSize) / run.font.pointSize
    let available = rect.width * rasterPerPoint
    let key = TextRasterKey(
      text: run.text, face: FontLibrary.face(for: run.font), pixelSize: pixelSize, alignment: run.alignment,
      numberOfLines: max(run.numberOfLines, 0), width: SDLRenderer.rasterWidth(available: available),
      color: run.color.rgb24, background: background)
    let cached = cache.texture(for: .text(key)) { makeTextTexture(key) }
    guard let texture = cached.texture else { return nil }
    var width = CGFloat(cached.width) / rasterPerPoint
    let height = CGFloat(cached.height) / rasterPerPoint
    if run.numberOfLines == 1, width > rect.width {
      // Hinting makes text a little wider at some sizes than it measured; squeeze those pixels
      // rather than cut the last glyph. Anything wider was truncated with "…" already.
      width = rect.width
    }
    let slack = rect.width - width
    let offset: CGFloat = slack * run.alignment.slackFraction
    return (texture, CGRect(x: rect.minX + offset, y: rect.midY - height / 2, width: width, height: height))
  }

  /// The raster width text may use: the rect's width plus 2 % and a pixel, because the font
  /// measured at its point size can come out slightly wider at another pixel size; without the
  /// margin a label sized to fit would wrap or truncate on a high-DPI display.
  static func rasterWidth(available: CGFloat) -> Int {
    let width = available + (available * 0.02).rounded(.up) + 1
    return Int(min(max(width, 1), CGFloat(Int32.max / 2)))
  }

  func makeTextTexture(_ key: TextRasterKey) -> CachedTexture {
    let failed = CachedTexture(texture: nil, width: 0, height: 0)
    guard let raster = fonts.rasterize(key) else { return failed }
    let made =
      key.background.map { SDLRenderer.composited(raster.glyphs, color: key.color, background: $0) }
      ?? SDLRenderer.tinted(raster.glyphs, color: key.color)
    if let colour = raster.colour {
      // The emoji keep their own colours: laid over the tinted glyphs.
      if let made {
        SDL_SetSurfaceBlendMode(colour, SDL_BLENDMODE_BLEND)
        SDL_UpperBlit(colour, nil, made, nil)
      }
      SDL_FreeSurface(colour)
    }
    guard let surface = made else { return failed }
    let (width, height) = (Int(surface.pointee.w), Int(surface.pointee.h))
    guard let fitted = SDLRenderer.fitting(surface, maxSide: maxTextureSide) else { return failed }
    defer { SDL_FreeSurface(fitted) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, fitted) else { return failed }
    SDL_SetTextureBlendMode(texture, key.background == nil ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    // The raster's own size, not the texture's: text too large for the GPU is drawn at its size.
    return CachedTexture(
      texture: texture, width: width, height: height, bytes: Int(fitted.pointee.w) * Int(fitted.pointee.h) * 4
    )
  }

  /// `surface` (white glyphs, coverage in alpha) as ARGB8888 in `color` (0xRRGGBB), alpha kept;
  /// consumes `surface`.
  static func tinted(_ surface: UnsafeMutablePointer<SDL_Surface>, color: UInt32)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    defer { SDL_FreeSurface(surface) }
    guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
    guard SDL_LockSurface(argb) == 0, let pixels = argb.pointee.pixels else {
      SDL_FreeSurface(argb)
      return nil
    }
    let pitch = Int(argb.pointee.pitch)
    let rgb = color & 0xFF_FFFF
    for row in 0..<Int(argb.pointee.h) {
      let line = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
      for column in 0..<Int(argb.pointee.w) { line[column] = line[column] & 0xFF00_0000 | rgb }
    }
    SDL_UnlockSurface(argb)
    return argb
  }
}
