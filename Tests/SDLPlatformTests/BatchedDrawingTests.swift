import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Runs of filled rects are drawn by one `SDL_RenderGeometry` call, and photos drawn much smaller
/// than their pixels come from a level of detail: both draw the pixels the per-item way draws.
@MainActor
final class BatchedDrawingTests: XCTestCase {
  private let id = ObjectIdentifier(UIView.self)
  private let size = CGSize(width: 200, height: 200)

  /// 60 overlapping rects, opaque and translucent runs, some of them clipped.
  private func rects() -> [(rect: CGRect, color: UIColor, alpha: CGFloat, clip: CGRect?)] {
    (0..<60).map { index in
      let x = CGFloat(index * 37 % 170)
      let y = CGFloat(index * 23 % 170)
      let color = UIColor(red: CGFloat(index % 7) / 6, green: CGFloat(index % 5) / 4, blue: CGFloat(index % 3) / 2)
      let alpha: CGFloat = (index / 10) % 2 == 0 ? 1 : 0.6
      let clip = index >= 40 ? CGRect(x: 20, y: 20, width: 150, height: 150) : nil
      return (CGRect(x: x, y: y, width: 30, height: 25), color, alpha, clip)
    }
  }

  private func checkBatchedFillsMatchPerRectCalls(software: Bool, batching: Bool? = nil) throws {
    let window = try SDLTestSupport.makeWindow(size: size, software: software)
    if let batching { window.renderer.batchesFills = batching }
    let items = rects().map {
      DisplayItem(command: .fillRect($0.rect, $0.color), clip: $0.clip, alpha: $0.alpha, viewID: id)
    }
    window.renderer.draw(DisplayList(items: items, size: size, backgroundColor: .white))
    XCTAssertEqual(
      window.renderer.statistics.fillBatches, window.renderer.batchesFills ? 6 : 0,
      "six runs of ten: opaque and translucent in turn, the last two clipped; none on the software renderer")
    let batched = try PixelBuffer(readingFrom: window.renderer.renderer)

    // The same rects, one SDL_RenderFillRect each, as a hand-written loop draws them.
    let renderer = window.renderer.renderer
    SDL_RenderSetClipRect(renderer, nil)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    SDL_RenderClear(renderer)
    for entry in rects() {
      if let clip = entry.clip {
        var clipRect = SDL_Rect(x: Int32(clip.minX), y: Int32(clip.minY), w: Int32(clip.width), h: Int32(clip.height))
        SDL_RenderSetClipRect(renderer, &clipRect)
      } else {
        SDL_RenderSetClipRect(renderer, nil)
      }
      let c = entry.color.rgba8
      SDL_SetRenderDrawBlendMode(renderer, entry.alpha < 1 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
      SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, SDLRenderer.byte(entry.alpha))
      var rect = SDL_Rect(
        x: Int32(entry.rect.minX), y: Int32(entry.rect.minY), w: Int32(entry.rect.width), h: Int32(entry.rect.height))
      SDL_RenderFillRect(renderer, &rect)
    }
    let perRect = try PixelBuffer(readingFrom: renderer)
    var differing = 0
    var worst = 0
    for (a, b) in zip(batched.pixels, perRect.pixels) where a != b {
      differing += 1
      for shift in [0, 8, 16] {
        worst = max(worst, abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)))
      }
    }
    XCTAssertLessThanOrEqual(worst, 1, "\(differing) pixels differ, by at most \(worst) in a channel")
    XCTAssertEqual(
      batched.count(in: CGRect(origin: .zero, size: size)) { $0 & 0xFFFFFF != 0xFFFFFF },
      perRect.count(in: CGRect(origin: .zero, size: size)) { $0 & 0xFFFFFF != 0xFFFFFF }, "the same pixels covered")
  }

  func testBatchedFillsDrawWhatPerRectCallsDrawOnTheSoftwareRenderer() async throws {
    // Batching is off there for speed; forced on, its geometry still draws the same pixels.
    try checkBatchedFillsMatchPerRectCalls(software: true, batching: true)
    try checkBatchedFillsMatchPerRectCalls(software: true)
  }

  func testBatchedFillsDrawWhatPerRectCallsDrawOnTheChosenRenderer() async throws {
    try checkBatchedFillsMatchPerRectCalls(software: false)
  }

  func testAPhotoDrawnSmallComesFromALevelOfDetailWithTheSamePixels() async throws {
    let window = try SDLTestSupport.makeWindow(size: size, software: true)
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent("halves.png").path
    try SDLTestSupport.writePNG(to: path, width: 800, height: 400, left: 0xFF0000, right: 0x0000FF)
    let image = try XCTUnwrap(UIImage(contentsOfFile: path))
    let list = DisplayList(
      items: [
        DisplayItem(
          command: .image(image, source: nil, in: CGRect(x: 20, y: 20, width: 100, height: 50)), clip: nil,
          alpha: 1, viewID: id)
      ], size: size, backgroundColor: .white)
    window.renderer.draw(list)
    XCTAssertEqual(window.renderer.statistics.levelOfDetailDraws, 0, "first frame: from the full texture")
    let full = try PixelBuffer(readingFrom: window.renderer.renderer)
    window.renderer.draw(list)
    XCTAssertEqual(window.renderer.statistics.levelOfDetailDraws, 1, "the same size again: a 100×50 copy")
    XCTAssertEqual(window.renderer.cachedTextureCount, 2, "the full texture and the level")
    let level = try PixelBuffer(readingFrom: window.renderer.renderer)
    for (x, y, color) in [(21, 21, 0xFF0000), (60, 45, 0xFF0000), (80, 45, 0x0000FF), (119, 69, 0x0000FF)] {
      XCTAssertEqual(level.color(x: x, y: y).map(hex), hex(UInt32(color)), "(\(x), \(y))")
      XCTAssertEqual(level.color(x: x, y: y), full.color(x: x, y: y), "(\(x), \(y)) as from the full texture")
    }
    XCTAssertEqual(level.color(x: 19, y: 40).map(hex), hex(0xFFFFFF), "left of the image")
    XCTAssertEqual(level.color(x: 120, y: 40).map(hex), hex(0xFFFFFF), "right of the image")
  }

  func testASizeThatChangesEveryFrameMakesNoLevels() async throws {
    let window = try SDLTestSupport.makeWindow(size: size, software: true)
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent("halves.png").path
    try SDLTestSupport.writePNG(to: path, width: 800, height: 400, left: 0xFF0000, right: 0x0000FF)
    let image = try XCTUnwrap(UIImage(contentsOfFile: path))
    for width in stride(from: 100, to: 140, by: 4) {
      let rect = CGRect(x: 20, y: 20, width: CGFloat(width), height: CGFloat(width) / 2)
      window.renderer.draw(
        DisplayList(
          items: [DisplayItem(command: .image(image, source: nil, in: rect), clip: nil, alpha: 1, viewID: id)],
          size: size, backgroundColor: .white))
      XCTAssertEqual(window.renderer.statistics.levelOfDetailDraws, 0, "a zoom animation: width \(width)")
    }
    XCTAssertEqual(window.renderer.cachedTextureCount, 1, "only the full texture")
  }
}
