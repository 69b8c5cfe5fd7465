import CSDL2
import Foundation
import ViewCore

extension SDLRenderer {
  /// Draws `source` (image points; nil for the whole image) of an image whose pixels are in
  /// memory, scaled into `rect`. The pixels become a texture the first time the image is drawn,
  /// cached and evicted like a decoded file's.
  func drawPixels(_ bitmap: Bitmap, of image: UIImage, source: CGRect?, in rect: CGRect, alpha: CGFloat) {
    let cached = cache.texture(for: .image(ObjectIdentifier(image)), owner: image) {
      makePixelTexture(bitmap, image: image)
    }
    guard let texture = cached.texture else { return drawFailureCross(in: rect, alpha: alpha) }
    guard var destination = mapping.snapped(rect),
      var sourcePixels = sourceRect(
        source, of: image, textureWidth: cached.width, textureHeight: cached.height)
    else { return }
    SDL_SetTextureAlphaMod(texture, SDLRenderer.byte(alpha))
    SDL_RenderCopy(renderer, texture, &sourcePixels, &destination)
  }

  /// Uploads `bitmap` to a static texture; a failure is reported once and remembered. Bitmaps
  /// larger than the GPU's limit are refused rather than scaled: they are what tiling is for.
  func makePixelTexture(_ bitmap: Bitmap, image: UIImage) -> CachedTexture {
    let failed = CachedTexture(texture: nil, width: 0, height: 0)
    guard bitmap.width <= maxTextureSide, bitmap.height <= maxTextureSide else {
      warnOnce(
        about: image,
        "pixel image of \(bitmap.width)x\(bitmap.height) exceeds the GPU's limit of \(maxTextureSide) pixels")
      return failed
    }
    // RGBA32 names the byte order R, G, B, A in memory on either endianness (ABGR8888 on
    // little-endian machines), which is the bitmap's layout.
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(bitmap.width), Int32(bitmap.height))
    else {
      warnOnce(about: image, "pixel image could not become a texture (\(SDLPlatformError.lastSDLError))")
      return failed
    }
    let status = bitmap.bytes.withUnsafeBytes { raw in
      SDL_UpdateTexture(texture, nil, raw.baseAddress, Int32(bitmap.width * 4))
    }
    guard status == 0 else {
      warnOnce(about: image, "pixel image could not be uploaded (\(SDLPlatformError.lastSDLError))")
      SDL_DestroyTexture(texture)
      return failed
    }
    // Straight alpha, as `Bitmap` stores it, is what SDL's blend mode expects.
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    return CachedTexture(texture: texture, width: bitmap.width, height: bitmap.height)
  }
}
