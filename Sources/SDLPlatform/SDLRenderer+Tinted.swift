import CSDL2
import Foundation
import ViewCore

extension SDLRenderer {
  /// The colour an image's pixels take when drawn (their alpha kept): its own tint, else black
  /// for a symbol (drawn directly, not through a view that tints it); nil draws its colours.
  static func tint(of image: UIImage) -> UIColor? {
    image.drawingTint ?? (image.isSymbolImage ? .black : nil)
  }

  /// Draws the image's shape (its alpha) in `tint`: a white mask texture whose colour the GPU
  /// multiplies by the tint, so one texture serves every tint.
  func drawTinted(_ image: UIImage, tint: UIColor, source: CGRect?, in rect: CGRect, alpha: CGFloat) {
    if case .color(let color) = image.source {
      return fill(rect, tint.withAlphaComponent(tint.alpha * color.alpha), alpha: alpha)
    }
    guard let destination = mapping.snapped(rect) else { return }
    let pixels = wholeImagePixels(of: image, source: source, destination: destination)
    guard let cached = maskTexture(for: image, pixelSize: pixels) else {
      return drawFailureCross(in: rect, alpha: alpha)
    }
    guard let texture = cached.texture,
      let sourcePixels = sourceRect(source, of: image, textureWidth: cached.width, textureHeight: cached.height)
    else { return }
    let c = tint.rgba8
    SDL_SetTextureColorMod(texture, c.r, c.g, c.b)
    SDL_SetTextureAlphaMod(texture, SDLRenderer.byte(tint.alpha * alpha))
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    copyClipped(texture, source: sourcePixels, destination: destination)
  }

  /// The size in pixels the whole image has when `source` of it fills `destination`: a vector
  /// glyph is rasterised at that size, so it is crisp at any scale.
  func wholeImagePixels(of image: UIImage, source: CGRect?, destination: SDL_Rect) -> (width: Int, height: Int) {
    guard let source, source.width > 0, source.height > 0 else {
      return (Int(destination.w), Int(destination.h))
    }
    return (
      Int((CGFloat(destination.w) * image.size.width / source.width).rounded()),
      Int((CGFloat(destination.h) * image.size.height / source.height).rounded())
    )
  }

  /// The white mask of the image's pixels, cached: an SVG file by path at `pixelSize`, a raster
  /// file by path at its own size, pixels in memory by bitmap. Nil when the image cannot be drawn
  /// as a mask (a placeholder) or the mask could not be made (reported once).
  func maskTexture(for image: UIImage, pixelSize: (width: Int, height: Int)) -> CachedTexture? {
    let cached: CachedTexture
    switch image.source {
    case .color, .placeholder:
      return nil
    case .pixels(let bitmap):
      cached = cache.texture(for: .pixelMask(ObjectIdentifier(bitmap)), owner: bitmap) {
        let surface = bitmap.bytes.withUnsafeBytes { raw in
          SDL_CreateRGBSurfaceWithFormatFrom(
            UnsafeMutableRawPointer(mutating: raw.baseAddress), Int32(bitmap.width), Int32(bitmap.height), 32,
            Int32(bitmap.width * 4), SDL_PIXELFORMAT_RGBA32.rawValue)
        }
        return makeMaskTexture(from: surface, describing: "pixel image \(bitmap)")
      }
    case .file(let own):
      let path = image.variantPath(forPixelRatio: pixelRatio) ?? own
      let isVector = path.lowercased().hasSuffix(".svg")
      let width = isVector ? max(1, min(pixelSize.width, maxTextureSide)) : 0
      let height = isVector ? max(1, min(pixelSize.height, maxTextureSide)) : 0
      // The symbol's weight, as a share of its width (so it holds at any raster size).
      let outset = image.size.width > 0 ? image.symbolStrokeOutset / image.size.width : 0
      let key = Int((outset * 1000).rounded())
      cached = cache.texture(for: .mask(path: path, width: width, height: height, outset: key)) {
        makeMaskTexture(
          from: SDLRenderer.loadSurface(path: path, width: width, height: height), describing: path,
          outset: CGFloat(key) / 1000)
      }
    }
    return cached.texture == nil ? nil : cached
  }

  /// The file's pixels: an SVG rasterised at `width` × `height` (SDL2_image's nanosvg), any other
  /// format decoded at its own size (`width` and `height` 0).
  static func loadSurface(path: String, width: Int, height: Int) -> UnsafeMutablePointer<SDL_Surface>? {
    guard width > 0, height > 0 else { return IMG_Load(path) }
    guard let stream = SDL_RWFromFile(path, "rb") else { return nil }
    defer { SDL_RWclose(stream) }
    return IMG_LoadSizedSVG_RW(stream, Int32(width), Int32(height))
  }

  /// A texture whose every pixel is white with the surface's alpha; consumes `surface`. A
  /// failure is reported once per source and remembered as an empty texture.
  func makeMaskTexture(
    from surface: UnsafeMutablePointer<SDL_Surface>?, describing what: String, outset: CGFloat = 0
  ) -> CachedTexture {
    let failed = CachedTexture(texture: nil, width: 0, height: 0)
    guard let surface else {
      Diagnostics.report(
        "image could not be decoded: \(what) (\(SDLPlatformError.lastSDLError))", from: "warning", once: "mask:" + what)
      return failed
    }
    let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0)
    SDL_FreeSurface(surface)
    guard let converted else { return failed }
    defer { SDL_FreeSurface(converted) }
    SDL_LockSurface(converted)
    let (width, height, pitch) = (Int(converted.pointee.w), Int(converted.pointee.h), Int(converted.pointee.pitch))
    if let base = converted.pointee.pixels?.assumingMemoryBound(to: UInt8.self) {
      for y in 0..<height {
        let row = base + y * pitch
        for x in 0..<width {
          // R, G, B become white; A (byte 3 in RGBA32's memory order) stays.
          row[4 * x] = 255
          row[4 * x + 1] = 255
          row[4 * x + 2] = 255
        }
      }
      if outset != 0 {
        SymbolStroke.adjust(
          alphaOf: base, width: width, height: height, pitch: pitch, by: outset * CGFloat(width))
      }
    }
    SDL_UnlockSurface(converted)
    guard let texture = SDL_CreateTextureFromSurface(renderer, converted) else {
      Diagnostics.report(
        "image could not become a texture: \(what) (\(SDLPlatformError.lastSDLError))", from: "warning",
        once: "mask-texture:" + what)
      return failed
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    return CachedTexture(texture: texture, width: width, height: height)
  }
}
