import CSDL2
import Foundation
import ViewCore

extension SDLPlatformWindow {
  /// Lays out, draws the current frame and saves the window's pixels as a PNG at `path`.
  /// - Throws: `SDLPlatformError.screenshot` with SDL's reason.
  public func screenshot(to path: String) throws {
    let pixels = try captureFrame()
    try pixels.savePNG(to: path)
  }

  /// Draws the current frame and reads its pixels back (then presents it).
  public func captureFrame() throws -> PixelBuffer {
    syncSize()
    uiWindow.advance(to: clock.now())
    renderer.draw(uiWindow.makeDisplayList())
    let pixels = try PixelBuffer(readingFrom: renderer.renderer)
    presentWhole()
    framesDrawn += 1
    return pixels
  }
}
