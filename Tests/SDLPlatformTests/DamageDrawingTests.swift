import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Drawing only what changed, on SDL's software renderer (whose window surface keeps its pixels
/// between frames): a frame without damage draws and presents nothing, a small change redraws
/// only its pixels, and both partial frames and rasterized layers give the pixels of a full redraw.
@MainActor
final class DamageDrawingTests: XCTestCase {
  /// The window's clock, moved by hand.
  @MainActor private final class Clock {
    var now: TimeInterval = 0
  }
  private let clock = Clock()

  /// A software window on a clock this test moves, with a few views on white.
  private func makeWindow(size: CGSize = CGSize(width: 320, height: 240)) throws -> SDLPlatformWindow {
    let window = try SDLTestSupport.makeWindow(size: size, software: true)
    XCTAssertTrue(window.keepsPixelsBetweenFrames)
    let clock = clock
    clock.now = window.clock.now()
    window.clock = FrameClock(reading: { MainActor.assumeIsolated { clock.now } })
    let root = window.uiWindow.rootViewController!.view
    let card = UIView(frame: CGRect(x: 16, y: 16, width: 120, height: 60))
    card.backgroundColor = .systemTeal
    card.layer.cornerRadius = 10
    root.addSubview(card)
    let label = UILabel(frame: CGRect(x: 16, y: 90, width: 200, height: 24))
    label.text = "Only what changed"
    root.addSubview(label)
    return window
  }

  private func step(_ window: SDLPlatformWindow, by seconds: TimeInterval) {
    clock.now += seconds
    window.step()
  }

  func testAFrameWithoutChangeDrawsAndPresentsNothingAndABlinkOnlyTheCaret() async throws {
    let window = try makeWindow()
    let field = UITextField(frame: CGRect(x: 16, y: 140, width: 240, height: 34))
    field.text = "Caret"
    window.uiWindow.rootViewController!.view.addSubview(field)
    step(window, by: 0.01)  // the window's clock starts at the first pass; the blink counts from it
    XCTAssertTrue(field.becomeFirstResponder())
    step(window, by: 0.01)
    let drawn = window.framesDrawn
    for _ in 0..<20 { step(window, by: 1.0 / 60) }  // 0.33 s: the caret stays on
    XCTAssertTrue(window.uiWindow.isAnimating, "the blinker runs")
    XCTAssertEqual(window.framesDrawn, drawn, "passes with nothing changed drew or presented a frame")
    for _ in 0..<15 { step(window, by: 1.0 / 60) }  // past 0.5 s: the caret goes off
    XCTAssertEqual(window.framesDrawn, drawn + 1, "the blink is one frame")
    // The caret is 2 pt wide and at most the field's 34 pt tall; its damage grows by 2 px a side
    // (antialiasing) and up to 1 px for rounding outward.
    let caretBound = (2 + 5) * (34 + 5)
    XCTAssertLessThanOrEqual(
      window.renderer.statistics.damagedPixels, caretBound,
      "the blink redrew \(window.renderer.statistics.damagedPixels) pixels, more than a caret's \(caretBound)")
    XCTAssertGreaterThan(window.renderer.statistics.damagedPixels, 0)
  }

  func testAPartialFrameHasThePixelsOfAFullRedraw() async throws {
    let window = try makeWindow()
    step(window, by: 0.01)
    let root = window.uiWindow.rootViewController!.view
    root.subviews[0].frame.origin = CGPoint(x: 26, y: 20)
    (root.subviews[1] as? UILabel)?.textColor = .systemRed
    step(window, by: 1.0 / 60)
    let partial = try PixelBuffer(readingFrom: window.renderer.renderer)
    let damaged = window.renderer.statistics.damagedPixels
    XCTAssertLessThan(damaged, partial.width * partial.height / 2, "the change should have been drawn in part")
    window.renderer.draw(window.uiWindow.makeDisplayList())
    let full = try PixelBuffer(readingFrom: window.renderer.renderer)
    XCTAssertEqual(window.renderer.statistics.damagedPixels, full.width * full.height)
    XCTAssertEqual(
      differingPixels(partial, full), 0, "a partial frame (\(damaged) pixels redrawn) differs from a full redraw")
  }

  func testARasterizedLayerIsCopiedWhenItMovesAndMatchesItsViewsDrawn() async throws {
    let window = try makeWindow()
    let root = window.uiWindow.rootViewController!.view
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    content.backgroundColor = .white
    content.layer.shouldRasterize = true
    for view in root.subviews { content.addSubview(view) }
    let photo = UIView(frame: CGRect(x: 180, y: 20, width: 100, height: 80))
    photo.backgroundColor = .systemOrange
    photo.layer.borderWidth = 3
    photo.layer.borderColor = .darkGray
    content.addSubview(photo)
    root.addSubview(content)
    _ = try window.captureFrame()
    XCTAssertEqual(window.renderer.statistics.groupRenders, 1, "the layer is drawn into its texture once")
    content.frame.origin.y = -17
    let copied = try window.captureFrame()
    XCTAssertEqual(window.renderer.statistics.groupRenders, 0, "a layer that only moved was drawn again")
    XCTAssertEqual(window.renderer.statistics.groupCopies, 1)
    content.layer.shouldRasterize = false
    let drawn = try window.captureFrame()
    XCTAssertEqual(window.renderer.statistics.groupCopies, 0)
    XCTAssertEqual(differingPixels(copied, drawn), 0, "the rasterized layer's copy differs from its views drawn")
  }

  func testARasterizedPhotoIsDrawnAgainOnceItsLevelOfDetailIsMade() async throws {
    // One white column in three, drawn at a quarter of the size: sampled from the full texture
    // they alias into uneven stripes; from the level of detail (halved twice) they average out.
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent("stripes.png").path
    let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 400, 240, 32, SDL_PIXELFORMAT_RGB888.rawValue))
    for x in stride(from: 0, to: 400, by: 3) {
      var column = SDL_Rect(x: Int32(x), y: 0, w: 1, h: 240)
      SDL_FillRect(surface, &column, 0xFFFFFF)
    }
    XCTAssertEqual(IMG_SavePNG(surface, path), 0)
    SDL_FreeSurface(surface)
    let window = try makeWindow()
    let root = window.uiWindow.rootViewController!.view
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    content.backgroundColor = .white
    content.layer.shouldRasterize = true
    let photo = UIImageView(image: UIImage(contentsOfFile: path))
    photo.frame = CGRect(x: 20, y: 20, width: 100, height: 60)
    content.addSubview(photo)
    root.addSubview(content)
    for offset in 0..<3 {
      content.frame.origin.y = CGFloat(-offset)
      _ = try window.captureFrame()
    }
    content.frame.origin.y = -3
    let copied = try window.captureFrame()
    XCTAssertEqual(window.renderer.statistics.groupRenders, 0, "the layer should be copied by now")
    content.layer.shouldRasterize = false
    _ = try window.captureFrame()
    let drawn = try window.captureFrame()
    XCTAssertEqual(window.renderer.statistics.levelOfDetailDraws, 1, "drawn directly, the photo uses its level")
    XCTAssertEqual(differingPixels(copied, drawn), 0, "the copied layer still holds the photo before its level")
  }

  private func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
    guard a.width == b.width, a.height == b.height else { return Int.max }
    return zip(a.pixels, b.pixels).filter { $0 != $1 }.count
  }
}
