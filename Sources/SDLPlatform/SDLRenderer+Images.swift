import CSDL2
import Foundation
import ViewCore

extension SDLRenderer {
  /// Draws `source` (image points; nil for the whole image) of `image` scaled into `rect`.
  func draw(_ image: UIImage, source: CGRect?, in rect: CGRect, alpha: CGFloat) {
    if let tint = SDLRenderer.tint(of: image) {
      return drawTinted(image, tint: tint, source: source, in: rect, alpha: alpha)
    }
    switch image.source {
    case .color(let color):
      fill(rect, color, alpha: alpha)
    case .placeholder:
      // Image views draw their own placeholder and the load already reported the error; one drawn
      // directly still must not be blank.
      drawFailureCross(in: rect, alpha: alpha)
    case .pixels(let bitmap):
      drawPixels(bitmap, of: image, source: source, in: rect, alpha: alpha)
    case .file(let path):
      // An asset catalog's image is drawn from the file that suits this screen's pixels.
      let file = image.variantPath(forPixelRatio: pixelRatio) ?? path
      let cached = cache.texture(for: .image(ObjectIdentifier(image)), owner: image) {
        makeImageTexture(path: file, image: image)
      }
      guard cached.texture != nil else { return drawFailureCross(in: rect, alpha: alpha) }
      guard let destination = mapping.snapped(rect),
        let sourcePixels = sourceRect(source, of: image, textureWidth: cached.width, textureHeight: cached.height)
      else { return }
      // A photo shown much smaller than its pixels is drawn from a copy near the drawn size.
      let level = levelOfDetail(of: image, path: file, full: cached, source: sourcePixels, destination: destination)
      let drawn = level ?? cached
      guard let texture = drawn.texture else { return }
      let sourceInTexture =
        level.map { SDL_Rect(x: 0, y: 0, w: Int32($0.width), h: Int32($0.height)) } ?? sourcePixels
      SDL_SetTextureAlphaMod(texture, SDLRenderer.byte(alpha))
      SDL_SetTextureBlendMode(texture, drawn.isOpaque && alpha >= 1 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
      copyClipped(texture, source: sourceInTexture, destination: destination)
      statistics.levelOfDetailDraws += level == nil ? 0 : 1
    }
  }

  /// Copies only the part of the source that lands inside the output, so that SDL's software
  /// renderer never scales a whole zoomed image into a temporary surface of the destination's size.
  /// A copy at 1:1 samples the nearest texel: the same pixels as bilinear filtering at texel
  /// centres, at a quarter of the texel reads on a GPU (llvmpipe samples each of them in software).
  func copyClipped(_ texture: OpaquePointer, source: SDL_Rect, destination: SDL_Rect) {
    flushFills()
    var source = source
    var destination = destination
    let oneToOne = source.w == destination.w && source.h == destination.h
    SDL_SetTextureScaleMode(texture, oneToOne ? SDL_ScaleModeNearest : SDL_ScaleModeLinear)
    let (x0, y0, x1, y1) = (destination.x, destination.y, destination.x + destination.w, destination.y + destination.h)
    let (ox, oy) = (Int32(mapping.outputWidth), Int32(mapping.outputHeight))
    guard x0 < 0 || y0 < 0 || x1 > ox || y1 > oy, destination.w > 0, destination.h > 0 else {
      SDL_RenderCopy(renderer, texture, &source, &destination)
      return
    }
    let (vx0, vy0, vx1, vy1) = (max(x0, 0), max(y0, 0), min(x1, ox), min(y1, oy))
    guard vx1 > vx0, vy1 > vy0 else { return }
    let sx = Double(source.w) / Double(destination.w)
    let sy = Double(source.h) / Double(destination.h)
    let s0x = (Double(source.x) + Double(vx0 - x0) * sx).rounded(.down)
    let s1x = (Double(source.x) + Double(vx1 - x0) * sx).rounded(.up)
    let s0y = (Double(source.y) + Double(vy0 - y0) * sy).rounded(.down)
    let s1y = (Double(source.y) + Double(vy1 - y0) * sy).rounded(.up)
    var part = SDL_Rect(x: Int32(s0x), y: Int32(s0y), w: Int32(s1x - s0x), h: Int32(s1y - s0y))
    var target = SDL_FRect(
      x: Float(Double(x0) + (s0x - Double(source.x)) / sx), y: Float(Double(y0) + (s0y - Double(source.y)) / sy),
      w: Float((s1x - s0x) / sx), h: Float((s1y - s0y) / sy))
    SDL_RenderCopyF(renderer, texture, &part, &target)
  }

  /// `source` (image points) in texture pixels, within the texture; nil when nothing is left.
  func sourceRect(_ source: CGRect?, of image: UIImage, textureWidth: Int, textureHeight: Int) -> SDL_Rect? {
    let whole = SDL_Rect(x: 0, y: 0, w: Int32(textureWidth), h: Int32(textureHeight))
    guard let source else { return whole }
    guard image.size.width > 0, image.size.height > 0 else { return nil }
    // Texture pixels per image point; the texture may have been scaled down to fit the GPU.
    let sx = CGFloat(textureWidth) / image.size.width
    let sy = CGFloat(textureHeight) / image.size.height
    let clamped = source.intersection(CGRect(origin: .zero, size: image.size))
    guard !clamped.isNull, !clamped.isEmpty else { return nil }
    let mapping = PixelMapping(scale: 1, outputWidth: textureWidth, outputHeight: textureHeight)
    return mapping.integerRect(
      minX: (clamped.minX * sx).rounded(), minY: (clamped.minY * sy).rounded(),
      maxX: (clamped.maxX * sx).rounded(), maxY: (clamped.maxY * sy).rounded())
  }

  /// Decodes the file (SDL2_image) into a texture; a failure is reported once and remembered.
  func makeImageTexture(path: String, image: UIImage) -> CachedTexture {
    let failed = CachedTexture(texture: nil, width: 0, height: 0)
    guard let loaded = IMG_Load(path) else {
      warnOnce(about: image, "image could not be decoded: \(path) (\(SDLPlatformError.lastSDLError))")
      return failed
    }
    guard let surface = SDLRenderer.fitting(loaded, maxSide: maxTextureSide) else {
      warnOnce(about: image, "image could not be scaled to the GPU's limit: \(path)")
      return failed
    }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
      warnOnce(about: image, "image could not become a texture: \(path) (\(SDLPlatformError.lastSDLError))")
      return failed
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    return CachedTexture(
      texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
      isOpaque: SDLRenderer.hasNoAlpha(texture))
  }

  /// True when `texture`'s pixel format has no alpha channel (every pixel is opaque).
  static func hasNoAlpha(_ texture: OpaquePointer) -> Bool {
    var format: UInt32 = 0
    SDL_QueryTexture(texture, &format, nil, nil, nil)
    var bpp: Int32 = 0
    var (r, g, b, a): (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
    guard SDL_PixelFormatEnumToMasks(format, &bpp, &r, &g, &b, &a) == SDL_TRUE else { return false }
    return a == 0
  }

  /// `surface`, or a copy scaled down so neither side exceeds `maxSide`; consumes `surface`.
  static func fitting(_ surface: UnsafeMutablePointer<SDL_Surface>, maxSide: Int)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    let width = Int(surface.pointee.w)
    let height = Int(surface.pointee.h)
    guard width > maxSide || height > maxSide else { return surface }
    defer { SDL_FreeSurface(surface) }
    let factor = CGFloat(maxSide) / CGFloat(max(width, height))
    let newWidth = Int32(max(1, (CGFloat(width) * factor).rounded()))
    let newHeight = Int32(max(1, (CGFloat(height) * factor).rounded()))
    guard
      let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0),
      let scaled = SDL_CreateRGBSurfaceWithFormat(
        0, newWidth, newHeight, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    defer { SDL_FreeSurface(converted) }
    SDL_SetSurfaceBlendMode(converted, SDL_BLENDMODE_NONE)
    guard SDL_UpperBlitScaled(converted, nil, scaled, nil) == 0 else {
      SDL_FreeSurface(scaled)
      return nil
    }
    return scaled
  }

  /// The visible stand-in for an image that cannot be drawn: a grey box with a red cross.
  func drawFailureCross(in rect: CGRect, alpha: CGFloat) {
    let red = UIColor(red: 0.85, green: 0.1, blue: 0.1)
    fill(rect, UIColor(white: 0.85), alpha: alpha)
    stroke(rect.insetBy(dx: 1, dy: 1), red, lineWidth: 2, alpha: alpha)
    line(
      from: CGPoint(x: rect.minX, y: rect.minY), to: CGPoint(x: rect.maxX, y: rect.maxY), red, lineWidth: 2,
      alpha: alpha)
    line(
      from: CGPoint(x: rect.maxX, y: rect.minY), to: CGPoint(x: rect.minX, y: rect.maxY), red, lineWidth: 2,
      alpha: alpha)
  }
}
