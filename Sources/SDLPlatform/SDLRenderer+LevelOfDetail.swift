import CSDL2
import Foundation
import ViewCore

/// Levels of detail: a photo drawn at half its pixels or less is drawn from a copy scaled down to
/// the drawn size once, instead of being sampled from its full resolution every frame.
///
/// Sampling a large texture into a small rect costs more than a 1:1 copy on every renderer (SDL's
/// software renderer stretches it bilinearly pixel by pixel; a GPU, llvmpipe included, fetches from
/// a texture far larger than its caches) and aliases, since bilinear filtering reads only the
/// four nearest pixels. The copy is made by halving the image (each halving averages 2×2 pixels)
/// and one last bilinear step to the exact size, so it is what a mipmap would give. A copy is
/// only made for a size drawn two frames running: while a zoom animates, the size changes every
/// frame, and those frames are drawn from the full texture as before.
extension SDLRenderer {
  /// The level of `image` for `destination` (pixels), or nil to draw from the full texture.
  func levelOfDetail(
    of image: UIImage, path: String, full: CachedTexture, source: SDL_Rect, destination: SDL_Rect
  ) -> CachedTexture? {
    // Whole images only, drawn at most half their stored size on both axes; a part of an image
    // (a zoomed crop) is drawn from the full texture.
    guard source.x == 0, source.y == 0, Int(source.w) == full.width, Int(source.h) == full.height,
      destination.w > 0, destination.h > 0, Int(destination.w) * 2 <= full.width,
      Int(destination.h) * 2 <= full.height
    else { return nil }
    let id = ObjectIdentifier(image)
    let size = LevelRequest(width: Int(destination.w), height: Int(destination.h), frame: cache.frame)
    let key = TextureKey.imageLevel(id, width: size.width, height: size.height)
    let previous = levelRequests[id]
    levelRequests[id] = size
    if cache.peek(key) == nil {
      guard let previous, previous.width == size.width, previous.height == size.height,
        previous.frame >= size.frame - 1
      else {
        // Drawn from the full texture this time; a level may come next frame.
        drewWithoutLevel = true
        return nil
      }
    }
    let level = cache.texture(for: key, owner: image) {
      makeLevel(path: path, width: size.width, height: size.height, opaque: full.isOpaque)
    }
    return level.texture == nil ? nil : level
  }

  /// Forgets the sizes of images not drawn in the frame just ended.
  func forgetOldLevelRequests() {
    let frame = cache.frame
    if levelRequests.values.contains(where: { $0.frame < frame - 1 }) {
      levelRequests = levelRequests.filter { $0.value.frame >= frame - 1 }
    }
  }

  /// Decodes `path` again and scales it to `width`×`height`; a failure leaves the full texture in use.
  func makeLevel(path: String, width: Int, height: Int, opaque: Bool) -> CachedTexture {
    let failed = CachedTexture(texture: nil, width: 0, height: 0)
    // XRGB8888 for opaque photos, so the level is drawn without blending, as the full texture is.
    let format = opaque ? SDL_PIXELFORMAT_RGB888.rawValue : SDL_PIXELFORMAT_ARGB8888.rawValue
    guard let loaded = IMG_Load(path) else { return failed }
    let converted = SDL_ConvertSurfaceFormat(loaded, format, 0)
    SDL_FreeSurface(loaded)
    guard var current = converted else { return failed }
    while Int(current.pointee.w) >= width * 2 && Int(current.pointee.h) >= height * 2 {
      guard let half = SDLRenderer.scaled(current, width: current.pointee.w / 2, height: current.pointee.h / 2)
      else { break }
      SDL_FreeSurface(current)
      current = half
    }
    if Int(current.pointee.w) != width || Int(current.pointee.h) != height,
      let exact = SDLRenderer.scaled(current, width: Int32(width), height: Int32(height))
    {
      SDL_FreeSurface(current)
      current = exact
    }
    defer { SDL_FreeSurface(current) }
    guard Int(current.pointee.w) == width, Int(current.pointee.h) == height,
      let texture = SDL_CreateTextureFromSurface(renderer, current)
    else { return failed }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    return CachedTexture(texture: texture, width: width, height: height, isOpaque: SDLRenderer.hasNoAlpha(texture))
  }

  /// A bilinear copy of `surface` at `width`×`height` in the same format; nil on failure.
  static func scaled(_ surface: UnsafeMutablePointer<SDL_Surface>, width: Int32, height: Int32)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    guard width > 0, height > 0,
      let target = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, surface.pointee.format.pointee.format)
    else { return nil }
    guard SDL_SoftStretchLinear(surface, nil, target, nil) == 0 else {
      SDL_FreeSurface(target)
      return nil
    }
    return target
  }
}

/// The pixel size an image was last drawn at, and in which frame.
struct LevelRequest {
  var width: Int
  var height: Int
  var frame: Int
}
