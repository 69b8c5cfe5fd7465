import CGLBlit
import CSDL2

/// Framebuffer blits for rasterized layers on SDL's OpenGL renderer (`gl_blit.h`,
/// docs/rendering.md): a group's texture is copied, the first frame it shows unchanged, into a
/// texture in the window's layout, which each frame is blitted 1:1 into the window. On Mesa's
/// llvmpipe that blit is a memory copy where SDL's textured quad samples every pixel.
final class GroupBlitter {
  let blitter: OpaquePointer

  /// The blitter for `renderer` when it is SDL's OpenGL renderer and its context, current now
  /// (as after SDL changed the render target), can blit; nil otherwise (groups are then copied
  /// by `SDL_RenderCopy`).
  init?(renderer: OpaquePointer) {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(renderer, &info) == 0, String(cString: info.name) == "opengl" else { return nil }
    guard let blitter = gl_blitter_open(UnsafeMutableRawPointer(renderer)) else { return nil }
    self.blitter = blitter
  }

  isolated deinit { gl_blitter_close(blitter) }
}

/// A group's pixels in the window's layout (`GLBlitCopy`). Its GL objects are freed by `free()`,
/// which the texture cache calls as it destroys the group's SDL texture (SDL makes the renderer's
/// context current for that), or with its last reference while that context is current.
final class GroupBlitCopy {
  let blitter: GroupBlitter
  private var copy: OpaquePointer?
  let width: Int
  let height: Int
  /// The version of the group whose pixels it holds; nil until filled.
  var filledVersion: Int?

  init?(blitter: GroupBlitter, width: Int, height: Int) {
    guard let copy = gl_blit_copy_make(blitter.blitter, Int32(width), Int32(height)) else { return nil }
    (self.blitter, self.copy, self.width, self.height) = (blitter, copy, width, height)
  }

  isolated deinit { free() }

  func free() {
    if let copy { gl_blit_copy_free(blitter.blitter, copy) }
    copy = nil
  }

  /// Fills the copy with `texture`'s pixels (a render target of the blitter's renderer at least
  /// as large); false when it could not.
  func fill(from texture: OpaquePointer) -> Bool {
    guard let copy else { return false }
    return gl_blit_copy_fill(blitter.blitter, copy, UnsafeMutableRawPointer(texture)) != 0
  }

  /// Copies `source` (pixels of this copy) to `destination` (the window's pixels from the top
  /// left, of an output `outputHeight` tall), both the same size and cut to what shows; false
  /// when the window is not what SDL draws into.
  func draw(source: PixelBox, at destination: (x: Int, y: Int), outputHeight: Int) -> Bool {
    guard let copy else { return false }
    return gl_blit_copy_draw(
      blitter.blitter, copy, Int32(source.x0), Int32(source.y0), Int32(destination.x), Int32(destination.y),
      Int32(source.x1 - source.x0), Int32(source.y1 - source.y0), Int32(outputHeight)) != 0
  }
}
