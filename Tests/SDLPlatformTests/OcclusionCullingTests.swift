import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Items that opaque items drawn later cover completely are not drawn, and the clear is skipped
/// when the output is covered; what shows is the same pixels.
@MainActor
final class OcclusionCullingTests: XCTestCase {
  private let id = ObjectIdentifier(UIView.self)
  private let whole = CGRect(x: 0, y: 0, width: 200, height: 200)

  private func item(_ command: DrawCommand, clip: CGRect? = nil, alpha: CGFloat = 1) -> DisplayItem {
    DisplayItem(command: command, clip: clip, alpha: alpha, viewID: id)
  }

  private func draw(_ items: [DisplayItem], in window: SDLPlatformWindow) throws -> PixelBuffer {
    window.renderer.draw(DisplayList(items: items, size: whole.size, backgroundColor: .white))
    return try PixelBuffer(readingFrom: window.renderer.renderer)
  }

  func testItemsUnderAnOpaqueFillAreCulledAndTheClearSkipped() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let frame = try draw(
      [
        item(.fillRect(whole, .red)), item(.fillRect(CGRect(x: 10, y: 10, width: 20, height: 20), .green)),
        item(.fillRect(whole, .blue)),
      ], in: window)
    XCTAssertEqual(window.renderer.statistics.culledItems, 2, "red and green lie under blue")
    XCTAssertEqual(window.renderer.statistics.drawnItems, 1)
    XCTAssertTrue(window.renderer.statistics.skippedClear, "blue covers the whole output")
    XCTAssertEqual(frame.count(in: whole) { $0 & 0xFFFFFF == 0x0000FF }, 200 * 200)
  }

  /// A window-sized opaque background is a clear in its colour (a quad the size of the output
  /// cost llvmpipe ~12 ms more than a clear at 3840×2160); a translucent one, one clipped short of the output or
  /// one mostly covered is drawn as a fill.
  func testAnOpaqueFillOverTheWholeOutputIsDrawnAsAClear() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let square = CGRect(x: 10, y: 10, width: 20, height: 20)
    let frame = try draw([item(.fillRect(whole, .blue)), item(.fillRect(square, .green))], in: window)
    XCTAssertEqual(window.renderer.statistics.fillsDrawnAsClear, 1)
    XCTAssertEqual(window.renderer.statistics.drawnItems, 2)
    XCTAssertEqual(frame.count(in: whole) { $0 & 0xFFFFFF == 0x0000FF }, 200 * 200 - 400)
    XCTAssertEqual(frame.count(in: whole) { $0 & 0xFFFFFF == 0x00FF00 }, 400)
    for items in [
      [item(.fillRect(whole, .blue), alpha: 0.5)], [item(.fillRect(whole, .blue), clip: square)],
      [item(.fillRect(whole, .blue)), item(.fillRect(CGRect(x: 0, y: 20, width: 200, height: 180), .red))],
    ] {
      _ = try draw(items, in: window)
      XCTAssertEqual(window.renderer.statistics.fillsDrawnAsClear, 0)
    }
  }

  func testPartlyCoveredTranslucentAndOutsideTheClipAreDrawn() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let left = CGRect(x: 0, y: 0, width: 100, height: 200)
    let frame = try draw(
      [
        item(.fillRect(CGRect(x: 90, y: 10, width: 20, height: 20), .red)),  // half under the left fill
        item(.fillRect(CGRect(x: 120, y: 50, width: 20, height: 20), .green)),  // outside the clip
        item(.fillRect(CGRect(x: 150, y: 100, width: 20, height: 20), .red)),  // under a translucent fill
        item(.fillRect(whole, .black), clip: left),
        item(.fillRect(CGRect(x: 140, y: 90, width: 50, height: 50), .white), alpha: 0.5),
      ], in: window)
    XCTAssertEqual(window.renderer.statistics.culledItems, 0)
    XCTAssertFalse(window.renderer.statistics.skippedClear, "the right half is uncovered")
    XCTAssertEqual(frame.color(x: 105, y: 20).map(hex), hex(0xFF0000), "the uncovered half of red")
    XCTAssertEqual(frame.color(x: 95, y: 20).map(hex), hex(0x000000), "black over red")
    XCTAssertEqual(frame.color(x: 130, y: 60).map(hex), hex(0x00FF00), "green, right of the black clip")
    XCTAssertEqual(frame.color(x: 130, y: 150).map(hex), hex(0xFFFFFF), "the clear")
    let underTranslucent = try XCTUnwrap(frame.channels(x: 160, y: 110))
    XCTAssertEqual(underTranslucent.r, 255, accuracy: 1, "red shows through half-transparent white")
    XCTAssertEqual(underTranslucent.g, 128, accuracy: 2)
  }

  func testAnOpaquePhotoCullsTheBackgroundsUnderIt() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent("halves.png").path
    try SDLTestSupport.writePNG(to: path, width: 400, height: 400, left: 0xFF0000, right: 0x0000FF)
    let image = try XCTUnwrap(UIImage(contentsOfFile: path))
    let items = [
      item(.fillRect(whole, .black)), item(.fillRect(whole, .black)),
      item(.image(image, source: CGRect(x: 100, y: 100, width: 200, height: 200), in: whole)),
      item(.fillRect(CGRect(x: 10, y: 10, width: 10, height: 10), .green)),
    ]
    let first = try draw(items, in: window)
    XCTAssertEqual(
      window.renderer.statistics.culledItems, 1, "the lower black only: the photo's opacity is known once decoded")
    let second = try draw(items, in: window)
    XCTAssertEqual(window.renderer.statistics.culledItems, 2, "both black backgrounds")
    XCTAssertTrue(window.renderer.statistics.skippedClear)
    XCTAssertEqual(first, second, "the same pixels")
    XCTAssertEqual(second.color(x: 50, y: 100).map(hex), hex(0xFF0000))
    XCTAssertEqual(second.color(x: 150, y: 100).map(hex), hex(0x0000FF))
    XCTAssertEqual(second.color(x: 15, y: 15).map(hex), hex(0x00FF00), "drawn over the photo")
  }

  /// The demo's image scene: a white root, black backgrounds and an opaque photo below the bars,
  /// translucent bars above. Only the band under the bars is painted white, and nothing is cleared.
  func testFillsPartlyCoveredAreCutToWhatShows() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent("halves.png").path
    try SDLTestSupport.writePNG(to: path, width: 400, height: 400, left: 0xFF0000, right: 0x0000FF)
    let image = try XCTUnwrap(UIImage(contentsOfFile: path))
    let content = CGRect(x: 0, y: 40, width: 200, height: 160)
    let bar = UIColor(white: 0.5, alpha: 0.5)
    let items = [
      item(.fillRect(whole, .white)), item(.fillRect(content, .black), clip: content),
      item(.fillRect(content, .black), clip: content),
      item(.image(image, source: nil, in: CGRect(x: -100, y: -100, width: 400, height: 400)), clip: content),
      item(.fillRect(CGRect(x: 0, y: 0, width: 200, height: 40), bar)),
    ]
    let first = try draw(items, in: window)
    let second = try draw(items, in: window)
    let statistics = window.renderer.statistics
    XCTAssertEqual(statistics.culledItems, 2, "both black backgrounds lie under the photo")
    XCTAssertEqual(statistics.trimmedFills, 1, "the white root, cut to the band under the bar")
    XCTAssertTrue(statistics.skippedClear, "white and the photo cover the output")
    XCTAssertEqual(first, second, "the same pixels as before the photo was known to be opaque")
    let band = try XCTUnwrap(second.channels(x: 100, y: 20))
    XCTAssertEqual(band.r, 191, accuracy: 2, "the bar blended over white")
    XCTAssertEqual(second.color(x: 50, y: 100).map(hex), hex(0xFF0000))
    XCTAssertEqual(second.color(x: 150, y: 100).map(hex), hex(0x0000FF))
  }

  func testAPhotoWhoseSourceLiesOutsideItHidesNothing() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent("halves.png").path
    try SDLTestSupport.writePNG(to: path, width: 40, height: 40, left: 0xFF0000, right: 0x0000FF)
    let image = try XCTUnwrap(UIImage(contentsOfFile: path))
    let items = [
      item(.fillRect(whole, .black)),
      item(.image(image, source: CGRect(x: 0, y: 0, width: 40, height: 40), in: whole)),
      item(.image(image, source: CGRect(x: 100, y: 100, width: 40, height: 40), in: whole)),
    ]
    _ = try draw(items, in: window)
    let frame = try draw(items, in: window)
    XCTAssertEqual(
      window.renderer.statistics.culledItems, 1, "the whole photo hides black; the empty part hides nothing")
    XCTAssertEqual(frame.color(x: 10, y: 100).map(hex), hex(0xFF0000))
  }
}
