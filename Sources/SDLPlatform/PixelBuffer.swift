import CSDL2
import Foundation

/// Pixels read back from a renderer: opaque RGB, row by row from the top left.
public struct PixelBuffer: Equatable {
  public let width: Int
  public let height: Int
  /// 0x00RRGGBB per pixel.
  public let pixels: [UInt32]

  /// Reads the renderer's current output (its render target, or the window's back buffer).
  /// - Throws: `SDLPlatformError.screenshot` when SDL cannot read the pixels.
  public init(readingFrom renderer: OpaquePointer) throws {
    var width: Int32 = 0
    var height: Int32 = 0
    if let target = SDL_GetRenderTarget(renderer) {
      SDL_QueryTexture(target, nil, nil, &width, &height)
    } else {
      SDL_GetRendererOutputSize(renderer, &width, &height)
    }
    guard width > 0, height > 0 else {
      throw SDLPlatformError.screenshot(
        path: "", reason: "the renderer's output is empty (\(width)x\(height))")
    }
    var pixels = [UInt32](repeating: 0, count: Int(width) * Int(height))
    let status = pixels.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGB888.rawValue, buffer.baseAddress, width * 4)
    }
    guard status == 0 else {
      throw SDLPlatformError.screenshot(
        path: "", reason: "SDL_RenderReadPixels: \(SDLPlatformError.lastSDLError)")
    }
    self.width = Int(width)
    self.height = Int(height)
    self.pixels = pixels.map { $0 & 0x00FF_FFFF }
  }

  /// The colour at a pixel as 0xRRGGBB; nil outside the buffer.
  public func color(x: Int, y: Int) -> UInt32? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    return pixels[y * width + x]
  }

  /// Writes the pixels as a PNG (SDL2_image).
  /// - Throws: `SDLPlatformError.screenshot` naming the path and SDL's reason.
  public func savePNG(to path: String) throws {
    var copy = pixels
    let status: Int32 = copy.withUnsafeMutableBytes { buffer in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
          SDL_PIXELFORMAT_RGB888.rawValue)
      else { return -1 }
      defer { SDL_FreeSurface(surface) }
      return IMG_SavePNG(surface, path)
    }
    guard status == 0 else {
      throw SDLPlatformError.screenshot(path: path, reason: SDLPlatformError.lastSDLError)
    }
  }
}
