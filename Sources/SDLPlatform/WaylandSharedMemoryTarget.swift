import CSDL2
import CWaylandInput
import Foundation
import ViewCore

/// Where OpenGL is rasterised on the CPU (Mesa's llvmpipe, softpipe or swrast, as in a virtual
/// machine, a remote desktop or CI), a Wayland window draws with SDL's software renderer into a
/// canvas of its own and hands the compositor the changed pixels in shared memory (`wl_shm`; see
/// `wayland_shm.h`), as Firefox and Chromium fall back to software compositing there.
///
/// Why: llvmpipe samples every texel of a textured copy through its generated shader, about
/// 4 ms per million pixels on two cores, and a scroll copies the whole window every frame; SDL's
/// software renderer copies an opaque picture at one texel a pixel row by row (`memcpy`), and the
/// compositor is told which rects changed (`wl_surface.damage_buffer`). SDL 2 itself offers no
/// shared-memory framebuffer on Wayland (its window surface is a texture drawn through OpenGL),
/// hence this target. `SCROLL_WAYLAND_PRESENT=opengl` keeps OpenGL (docs/rendering.md).
@MainActor
final class WaylandSharedMemoryTarget {
  /// The canvas SDL's software renderer draws into (XRGB8888); its size follows the window's.
  let canvas: UnsafeMutablePointer<SDL_Surface>
  private let bridge: OpaquePointer
  /// What the compositor offers, for the log.
  let status: String

  /// Whether `glRenderer` (OpenGL's `GL_RENDERER`) names a rasteriser that runs on the CPU.
  static func isSoftwareRasteriser(_ glRenderer: String) -> Bool {
    let name = glRenderer.lowercased()
    return ["llvmpipe", "softpipe", "software rasterizer", "swrast"].contains { name.contains($0) }
  }

  /// `GL_RENDERER` of the OpenGL context current on this thread (SDL's renderer's), or nil.
  static func currentGLRenderer() -> String? {
    guard let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
    typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
    let getString = unsafeBitCast(address, to: GetString.self)
    let glRendererName: UInt32 = 0x1F01
    return getString(glRendererName).map { String(cString: $0) }
  }

  /// The target on `window`'s surface, or nil with why in `failure` (off Wayland, no `wl_shm`).
  init?(window: OpaquePointer, failure: inout String?) {
    var message = [CChar](repeating: 0, count: 256)
    let opened = wayland_shm_open(UnsafeMutableRawPointer(window), &message, message.count)
    let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let opened else {
      failure = text
      return nil
    }
    guard let surface = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_RGB888.rawValue) else {
      wayland_shm_close(opened)
      failure = "no canvas: \(SDLPlatformError.lastSDLError)"
      return nil
    }
    bridge = opened
    canvas = surface
    status = text
  }

  isolated deinit {
    wayland_shm_close(bridge)
    SDL_FreeSurface(canvas)
  }

  /// The canvas's size in pixels.
  var size: (width: Int32, height: Int32) { (canvas.pointee.w, canvas.pointee.h) }

  /// Gives the canvas `width` × `height` pixels (cleared) when it has another size: a new canvas
  /// in the same `SDL_Surface`, so that the software renderer drawing into it carries on (SDL offers
  /// no way to point a renderer at another surface). False when the pixels cannot be had; the
  /// old canvas stays then.
  @discardableResult
  func fit(width: Int32, height: Int32) -> Bool {
    guard width > 0, height > 0, width != canvas.pointee.w || height != canvas.pointee.h else { return true }
    guard let resized = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGB888.rawValue) else {
      Diagnostics.report(
        "no \(width)×\(height) canvas for the window (\(SDLPlatformError.lastSDLError)); the old size stays",
        from: "WaylandSharedMemoryTarget", once: "canvas")
      return false
    }
    // The pixels change hands: the new surface's go to the canvas, the canvas's old ones are freed
    // with the new surface's shell.
    swap(&canvas.pointee.pixels, &resized.pointee.pixels)
    swap(&canvas.pointee.w, &resized.pointee.w)
    swap(&canvas.pointee.h, &resized.pointee.h)
    swap(&canvas.pointee.pitch, &resized.pointee.pitch)
    SDL_FreeSurface(resized)
    SDL_SetClipRect(canvas, nil)
    return true
  }

  /// Hands the canvas to the compositor, `rects` (canvas pixels) being what changed since the
  /// last present. A failure is said once; the frame is then not shown.
  func present(_ rects: [SDL_Rect]) {
    var flat: [Int32] = []
    flat.reserveCapacity(rects.count * 4)
    for rect in rects { flat += [rect.x, rect.y, rect.w, rect.h] }
    var message = [CChar](repeating: 0, count: 256)
    let presented = wayland_shm_present(
      bridge, canvas.pointee.pixels, canvas.pointee.pitch, canvas.pointee.w, canvas.pointee.h, flat,
      Int32(rects.count), &message, message.count)
    guard presented == 0 else { return }
    let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    Diagnostics.report("a frame was not shown: \(text)", from: "WaylandSharedMemoryTarget", once: "present")
  }

  /// The whole canvas.
  func presentWhole() {
    present([SDL_Rect(x: 0, y: 0, w: canvas.pointee.w, h: canvas.pointee.h)])
  }
}
