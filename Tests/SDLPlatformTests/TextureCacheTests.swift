import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Texture lifetime: idle textures freed, memory bounded, everything rebuilt after a reset.
@MainActor
final class TextureCacheTests: XCTestCase {
  private func imageItem(_ image: UIImage, at x: CGFloat = 0) -> DisplayItem {
    DisplayItem(
      command: .image(image, source: nil, in: CGRect(x: x, y: 0, width: 40, height: 40)), clip: nil, alpha: 1,
      viewID: ObjectIdentifier(image))
  }

  private func textItem(_ text: String) -> DisplayItem {
    let run = TextRun(text: text, font: .systemFont(ofSize: 17), color: .black)
    return DisplayItem(
      command: .text(run, in: CGRect(x: 0, y: 100, width: 150, height: 30), rasterScale: 1), clip: nil,
      alpha: 1,
      viewID: ObjectIdentifier(TextureCacheTests.self))
  }

  private func image(named name: String, color: UInt32) throws -> UIImage {
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent(name).path
    try SDLTestSupport.writePNG(to: path, width: 16, height: 16, left: color, right: color)
    return try XCTUnwrap(UIImage(contentsOfFile: path))
  }

  func testTexturesUnusedForNFramesAreFreed() async throws {
    let window = try SDLTestSupport.makeWindow()
    let renderer = SDLRenderer(
      renderer: window.renderer.renderer, fonts: window.renderer.fonts, maxIdleFrames: 3)
    let size = CGSize(width: 200, height: 200)
    renderer.draw(
      DisplayList(items: [imageItem(try image(named: "a.png", color: 0xFF0000)), textItem("Hi")], size: size))
    XCTAssertEqual(renderer.cachedTextureCount, 2)
    XCTAssertGreaterThan(renderer.cachedTextureBytes, 16 * 16 * 4, "the image's 1 KiB and the text's raster")
    renderer.draw(DisplayList(size: size))
    renderer.draw(DisplayList(size: size))
    XCTAssertEqual(renderer.cachedTextureCount, 2, "unused for 2 frames: kept")
    renderer.draw(DisplayList(size: size))
    XCTAssertEqual(renderer.cachedTextureCount, 0, "unused for 3 frames: freed")
    XCTAssertEqual(renderer.cachedTextureBytes, 0)
  }

  func testByteLimitFreesTheLeastRecentlyUsedFirst() async throws {
    let window = try SDLTestSupport.makeWindow()
    let renderer = SDLRenderer(
      renderer: window.renderer.renderer, fonts: window.renderer.fonts, textureByteLimit: 2 * 16 * 16 * 4)
    let images = try (0..<3).map { try image(named: "\($0).png", color: 0x111111 * UInt32($0 + 1)) }
    let size = CGSize(width: 200, height: 200)
    for image in images { renderer.draw(DisplayList(items: [imageItem(image)], size: size)) }
    XCTAssertEqual(renderer.cachedTextureCount, 2)
    XCTAssertLessThanOrEqual(renderer.cachedTextureBytes, 2 * 16 * 16 * 4)
    XCTAssertFalse(renderer.cache.keys.contains(.image(ObjectIdentifier(images[0]))), "the oldest went first")
  }

  func testTexturesInUseThisFrameAreKeptEvenOverTheLimit() async throws {
    let window = try SDLTestSupport.makeWindow()
    let renderer = SDLRenderer(
      renderer: window.renderer.renderer, fonts: window.renderer.fonts, textureByteLimit: 1)
    let items = try (0..<3).map {
      imageItem(try image(named: "\($0).png", color: 0x00FF00), at: CGFloat($0) * 50)
    }
    renderer.draw(DisplayList(items: items, size: CGSize(width: 200, height: 200), backgroundColor: .white))
    XCTAssertEqual(renderer.cachedTextureCount, 3, "a frame's own textures are never dropped mid-use")
    let frame = try PixelBuffer(readingFrom: renderer.renderer)
    XCTAssertEqual(frame.color(x: 120, y: 20).map(hex), hex(0x00FF00))
  }

  func testRenderTargetsResetDropsTexturesAndTheNextFrameRedrawsThem() async throws {
    let window = try SDLTestSupport.makeWindow()
    let imageView = UIImageView(image: try image(named: "red.png", color: 0xFF0000))
    imageView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    let label = UILabel(text: "Reset", font: .boldSystemFont(ofSize: 20), color: .black)
    label.frame.origin = CGPoint(x: 60, y: 10)
    window.uiWindow.rootViewController!.view.addSubview(imageView)
    window.uiWindow.rootViewController!.view.addSubview(label)
    let before = try window.captureFrame()
    XCTAssertEqual(window.renderer.cachedTextureCount, 2)
    XCTAssertFalse(window.uiWindow.needsFrame)

    var reset = SDL_Event()
    reset.type = SDL_RENDER_TARGETS_RESET.rawValue
    XCTAssertEqual(SDL_PushEvent(&reset), 1)
    var cachedWhenSeen: Int?
    window.onEvent = { event in
      if event.type == SDL_RENDER_TARGETS_RESET.rawValue {
        cachedWhenSeen = window.renderer.cachedTextureCount
      }
    }
    window.onFrame = { _ in window.stop() }
    window.run()
    XCTAssertEqual(cachedWhenSeen, 2, "onEvent runs before the window's own handling")
    XCTAssertEqual(window.framesDrawn, 2, "the reset asked for a frame and the loop drew it")
    XCTAssertEqual(window.renderer.cachedTextureCount, 2, "both textures made again")

    let after = try window.captureFrame()
    XCTAssertEqual(after.color(x: 25, y: 25).map(hex), hex(0xFF0000))
    XCTAssertEqual(after, before, "identical pixels after the rebuild")
  }
}
