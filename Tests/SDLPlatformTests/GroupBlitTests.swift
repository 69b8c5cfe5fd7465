import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Rasterized layers on SDL's OpenGL renderer are copied into the window by a framebuffer blit
/// (`GroupBlitter`, docs/rendering.md), which must give the pixels of the layer's views drawn one
/// by one: the rows the right way up, cut to the clip that holds the layer, at every offset.
@MainActor
final class GroupBlitTests: XCTestCase {
  /// An OpenGL window (the offscreen driver's, on Mesa here) with a clipping box at (10, 20),
  /// 300×200, holding a rasterized column of 300×420 with bands and boxes that tell rows and
  /// columns apart.
  private func makeScene() throws -> (window: SDLPlatformWindow, content: UIView) {
    let window = try SDLTestSupport.makeWindow(size: CGSize(width: 320, height: 240))
    guard case .accelerated(let name, _) = window.rendererKind, name == "opengl" else {
      throw XCTSkip("the accelerated renderer here is \(window.rendererKind), not SDL's OpenGL")
    }
    let root = window.uiWindow.rootViewController!.view
    root.backgroundColor = .systemYellow
    let box = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
    box.clipsToBounds = true
    root.addSubview(box)
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 420))
    content.backgroundColor = .white
    content.layer.shouldRasterize = true
    let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange, .systemPurple, .systemTeal]
    for (index, color) in colors.enumerated() {
      let band = UIView(frame: CGRect(x: CGFloat(index * 13), y: CGFloat(index * 70), width: 200, height: 30))
      band.backgroundColor = color
      content.addSubview(band)
    }
    let label = UILabel(frame: CGRect(x: 20, y: 40, width: 240, height: 24))
    label.text = "Rows from the top"
    content.addSubview(label)
    box.addSubview(content)
    return (window, content)
  }

  func testAScrolledRasterizedLayerIsBlittedWithThePixelsOfItsViewsDrawn() async throws {
    let (window, content) = try makeScene()
    _ = try window.captureFrame()
    XCTAssertEqual(window.renderer.statistics.groupRenders, 1)
    XCTAssertEqual(window.renderer.statistics.groupBlits, 0, "a layer drawn in this frame is copied as it was drawn")
    for offset in [0, 17, 131, 220] {
      try checkBlitMatchesDrawing(window, content, offset: offset)
    }
  }

  func testAfterTheLayerChangesItsBlitShowsTheChange() async throws {
    let (window, content) = try makeScene()
    try checkBlitMatchesDrawing(window, content, offset: 40)
    content.subviews[1].backgroundColor = .black
    content.layer.shouldRasterize = true
    _ = try window.captureFrame()
    XCTAssertEqual(window.renderer.statistics.groupRenders, 1, "the changed layer was not drawn again")
    XCTAssertEqual(window.renderer.statistics.groupBlits, 0, "a layer drawn in this frame is copied as it was drawn")
    try checkBlitMatchesDrawing(window, content, offset: 40)
  }

  /// With the column scrolled by `offset`, a frame that blits the rasterized layer has the pixels
  /// of a frame that draws its views.
  private func checkBlitMatchesDrawing(
    _ window: SDLPlatformWindow, _ content: UIView, offset: Int, line: UInt = #line
  ) throws {
    content.frame.origin.y = CGFloat(-offset)
    content.layer.shouldRasterize = true
    _ = try window.captureFrame()  // the layer's copy is filled the first frame it shows unchanged
    let blitted = try window.captureFrame()
    XCTAssertEqual(
      window.renderer.statistics.groupBlits, 1, "at offset \(offset) the layer was not blitted", line: line)
    content.layer.shouldRasterize = false
    let drawn = try window.captureFrame()
    XCTAssertEqual(window.renderer.statistics.groupCopies, 0, line: line)
    XCTAssertEqual(
      differingPixels(blitted, drawn), 0, "at offset \(offset) the blitted layer differs from its views drawn",
      line: line)
  }

  private func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
    guard a.width == b.width, a.height == b.height else { return Int.max }
    return zip(a.pixels, b.pixels).filter { $0 != $1 }.count
  }
}
