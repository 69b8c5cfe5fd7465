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
/// compositor is told which rect changed (`wl_surface.damage_buffer`). SDL 2 itself offers no
/// shared-memory framebuffer on Wayland (its window surface is a texture drawn through OpenGL),
/// hence this target. `SCROLL_WAYLAND_PRESENT=opengl` keeps OpenGL (docs/rendering.md).
@MainActor
final class WaylandSharedMemoryTarget {
  /// The canvas SDL's software renderer draws into; its size follows the window's pixels.
  let canvas: SoftwareCanvas
  private let bridge: OpaquePointer

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
    guard let opened = wayland_shm_open(UnsafeMutableRawPointer(window), &message, message.count) else {
      failure = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return nil
    }
    guard let canvas = SoftwareCanvas(failure: &failure) else {
      wayland_shm_close(opened)
      return nil
    }
    bridge = opened
    self.canvas = canvas
  }

  isolated deinit {
    wayland_shm_close(bridge)
  }

  /// Hands the canvas to the compositor, `rect` (canvas pixels) being what changed since the last
  /// present. A failure is said once; the frame is then not shown.
  func present(_ rect: SDL_Rect) {
    let surface = canvas.surface.pointee
    // The message is written only when the present fails: room for it on the stack, not the heap.
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { message in
      let presented = wayland_shm_present(
        bridge, surface.pixels, surface.pitch, surface.w, surface.h, rect.x, rect.y, rect.w, rect.h,
        message.baseAddress, message.count)
      guard presented == 0, let text = message.baseAddress.map({ String(cString: $0) }) else { return }
      Diagnostics.report("a frame was not shown: \(text)", from: "WaylandSharedMemoryTarget", once: "present")
    }
  }

  /// The whole canvas.
  func presentWhole() {
    present(SDL_Rect(x: 0, y: 0, w: canvas.size.width, h: canvas.size.height))
  }
}
