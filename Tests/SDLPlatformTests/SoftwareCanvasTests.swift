import CSDL2
import XCTest

@testable import SDLPlatform

/// The canvas a Wayland window on a CPU rasteriser draws into: resized under SDL's software
/// renderer, which goes on drawing into all of it.
@MainActor
final class SoftwareCanvasTests: XCTestCase {
  func testAfterAResizeTheRendererDrawingIntoTheCanvasFillsAllOfItsNewPixels() async throws {
    var failure: String?
    let canvas = try XCTUnwrap(SoftwareCanvas(failure: &failure), failure ?? "")
    let renderer = try XCTUnwrap(SDL_CreateSoftwareRenderer(canvas.surface))
    defer { SDL_DestroyRenderer(renderer) }
    XCTAssertTrue(canvas.fit(width: 100, height: 50, renderer: renderer))
    fill(renderer, red: 255, blue: 0)
    XCTAssertEqual(pixel(canvas, x: 99, y: 49), 0xFF0000, "red to the last pixel at 100×50")
    XCTAssertTrue(canvas.fit(width: 300, height: 200, renderer: renderer))
    var (width, height): (Int32, Int32) = (0, 0)
    SDL_GetRendererOutputSize(renderer, &width, &height)
    XCTAssertEqual([width, height], [300, 200], "the renderer draws into the canvas's new size")
    fill(renderer, red: 0, blue: 255)
    for (x, y) in [(0, 0), (150, 100), (299, 0), (0, 199), (299, 199)] {
      XCTAssertEqual(pixel(canvas, x: x, y: y), 0x0000FF, "blue at (\(x), \(y)) of 300×200")
    }
  }

  /// Fills the renderer's viewport (all of the canvas) and runs the queued commands.
  private func fill(_ renderer: OpaquePointer, red: UInt8, blue: UInt8) {
    SDL_SetRenderDrawColor(renderer, red, 0, blue, 255)
    SDL_RenderFillRect(renderer, nil)
    SDL_RenderFlush(renderer)
  }

  /// The canvas's pixel at (`x`, `y`) as 0xRRGGBB.
  private func pixel(_ canvas: SoftwareCanvas, x: Int, y: Int) -> UInt32 {
    let surface = canvas.surface.pointee
    let row = surface.pixels.advanced(by: y * Int(surface.pitch))
    return row.load(fromByteOffset: x * 4, as: UInt32.self) & 0xFF_FFFF
  }
}
