import CSDL2
import Foundation
import ViewCore

/// An XRGB8888 surface that SDL's software renderer draws into and that changes size under it:
/// SDL offers no way to point a renderer at another surface, so a resize gives this one
/// `SDL_Surface` new pixels, and the renderer's viewport is reset to the new size.
@MainActor
final class SoftwareCanvas {
  let surface: UnsafeMutablePointer<SDL_Surface>

  /// A 1×1 canvas (`fit` gives it its size); nil with SDL's reason when no surface can be made.
  init?(failure: inout String?) {
    guard let surface = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_RGB888.rawValue) else {
      failure = "no canvas: \(SDLPlatformError.lastSDLError)"
      return nil
    }
    self.surface = surface
  }

  isolated deinit {
    SDL_FreeSurface(surface)
  }

  /// Its size in pixels.
  var size: (width: Int32, height: Int32) { (surface.pointee.w, surface.pointee.h) }

  /// Gives the canvas `width` × `height` pixels (cleared) when it has another size, and `renderer`
  /// (drawing into it) a viewport of all of them. False when the pixels cannot be had: the old
  /// canvas stays then (said once).
  @discardableResult
  func fit(width: Int32, height: Int32, renderer: OpaquePointer) -> Bool {
    guard width > 0, height > 0, width != surface.pointee.w || height != surface.pointee.h else { return true }
    guard let resized = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGB888.rawValue) else {
      Diagnostics.report(
        "no \(width)×\(height) canvas for the window (\(SDLPlatformError.lastSDLError)); the old size stays",
        from: "SoftwareCanvas", once: "canvas")
      return false
    }
    // The pixels change hands: the new surface's go to the canvas, the canvas's old ones are freed
    // with the new surface's shell.
    swap(&surface.pointee.pixels, &resized.pointee.pixels)
    swap(&surface.pointee.w, &resized.pointee.w)
    swap(&surface.pointee.h, &resized.pointee.h)
    swap(&surface.pointee.pitch, &resized.pointee.pitch)
    SDL_FreeSurface(resized)
    SDL_SetClipRect(surface, nil)
    SDL_RenderSetViewport(renderer, nil)
    return true
  }
}
