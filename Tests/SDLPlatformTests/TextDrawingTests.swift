import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Text rasterised with SDL2_ttf and DejaVu Sans.
@MainActor
final class TextDrawingTests: XCTestCase {
  func testLabelInksItsRectAndNothingOutside() async throws {
    let window = try SDLTestSupport.makeWindow()
    let label = UILabel(text: "Hello, world", font: .systemFont(ofSize: 17), color: .black)
    label.frame.origin = CGPoint(x: 20, y: 30)
    window.uiWindow.rootViewController!.view.addSubview(label)
    let frame = try window.captureFrame()
    let rect = label.frame
    XCTAssertGreaterThan(rect.width, 60, "measured by SDL2_ttf")
    XCTAssertEqual(rect.height, UIFont.systemFont(ofSize: 17).lineHeight)
    let inside = frame.count(in: rect, where: isDark)
    let everywhere = frame.count(in: CGRect(x: 0, y: 0, width: 200, height: 200), where: isDark)
    XCTAssertGreaterThan(inside, 40, "glyphs inked")
    XCTAssertEqual(everywhere, inside, "no ink outside the label's rect")
  }

  func testAlignmentPlacesTheInk() async throws {
    let window = try SDLTestSupport.makeWindow()
    var extents: [NSTextAlignment: ClosedRange<Int>] = [:]
    for alignment in [NSTextAlignment.left, .center, .right] {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      label.text = "ab"
      label.textAlignment = alignment
      for view in window.uiWindow.rootViewController!.view.subviews { view.removeFromSuperview() }
      window.uiWindow.rootViewController!.view.addSubview(label)
      let frame = try window.captureFrame()
      let columns = (0..<200).filter { x in
        frame.count(in: CGRect(x: x, y: 0, width: 1, height: 40), where: isDark) > 0
      }
      extents[alignment] = try XCTUnwrap(columns.min())...XCTUnwrap(columns.max())
    }
    XCTAssertLessThan(try XCTUnwrap(extents[.left]).lowerBound, 3)
    XCTAssertGreaterThan(try XCTUnwrap(extents[.right]).upperBound, 196)
    let center = try XCTUnwrap(extents[.center])
    XCTAssertEqual(Double(center.lowerBound + center.upperBound) / 2, 100, accuracy: 3)
  }

  func testLongSingleLineIsTruncatedWithAnEllipsisInsideItsRect() async throws {
    let fonts = try SDLSession.sharedFonts()
    let font = try XCTUnwrap(fonts.font(.regular, pixelSize: 17))
    let line = "The quick brown fox jumps over the lazy dog"
    let fitted = FontLibrary.truncatingTail(line, in: font, toWidth: 100)
    XCTAssertTrue(fitted.hasSuffix("…"), fitted)
    XCTAssertLessThanOrEqual(FontLibrary.width(of: fitted, in: font), 100)
    XCTAssertGreaterThan(FontLibrary.width(of: fitted, in: font), 70, "as much as fits")
    XCTAssertEqual(FontLibrary.truncatingTail("short", in: font, toWidth: 100), "short")
  }

  func testNumberOfLinesLimitsWrappedText() async throws {
    let window = try SDLTestSupport.makeWindow()
    let text = Array(repeating: "word", count: 40).joined(separator: " ")
    func inkedRows(lines: Int) throws -> Int {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
      label.text = text
      label.numberOfLines = lines
      for view in window.uiWindow.rootViewController!.view.subviews { view.removeFromSuperview() }
      window.uiWindow.rootViewController!.view.addSubview(label)
      let frame = try window.captureFrame()
      let rows = (0..<200).filter { y in
        frame.count(in: CGRect(x: 0, y: y, width: 150, height: 1), where: isDark) > 0
      }
      return (rows.max() ?? 0) - (rows.min() ?? 0)
    }
    let two = try inkedRows(lines: 2)
    let unlimited = try inkedRows(lines: 0)
    XCTAssertEqual(Double(two), 20 + 13, accuracy: 4, "two 20-pixel lines of ink")
    XCTAssertGreaterThan(unlimited, 5 * 20, "unlimited wraps into many lines")
  }

  func testFontsOpenAtManySizesStayBounded() async throws {
    let fonts = try FontLibrary()
    for size in 8..<80 { XCTAssertNotNil(fonts.font(.regular, pixelSize: size)) }
    XCTAssertLessThanOrEqual(fonts.openCount, 32, "least recently used sizes are closed")
    XCTAssertNotNil(fonts.font(.bold, pixelSize: 5000), "an absurd size is clamped, not refused")
  }

  func testMeasurerMatchesLineHeightsAndWraps() async throws {
    let fonts = try SDLSession.sharedFonts()
    let measurer = SDLTextMeasurer(fonts: fonts)
    let font = UIFont.systemFont(ofSize: 17)
    let one = measurer.size(of: "Hello", font: font, wrapWidth: nil)
    XCTAssertEqual(one.height, font.lineHeight)
    XCTAssertEqual(one.width, 44, accuracy: 6)
    let text = "one two three four five six seven eight nine ten"
    let wrapped = measurer.size(of: text, font: font, wrapWidth: 100)
    XCTAssertLessThanOrEqual(wrapped.width, 100)
    XCTAssertGreaterThanOrEqual(wrapped.height, 3 * font.lineHeight)
    XCTAssertEqual(measurer.size(of: "a\nb", font: font, wrapWidth: nil).height, 2 * font.lineHeight)
    XCTAssertEqual(measurer.size(of: "", font: font, wrapWidth: nil), .zero)
  }

  func testRasterScaleSetsThePixelSizeAndScaledTextZooms() async throws {
    let window = try SDLTestSupport.makeWindow(size: CGSize(width: 400, height: 200))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    label.text = "Zoom"
    content.addSubview(label)
    window.uiWindow.rootViewController!.view.addSubview(content)
    func inkWidth() throws -> Int {
      let frame = try window.captureFrame()
      let columns = (0..<400).filter { x in
        frame.count(in: CGRect(x: x, y: 0, width: 1, height: 200), where: isDark) > 0
      }
      return (columns.max() ?? 0) - (columns.min() ?? 0)
    }
    let plain = try inkWidth()
    XCTAssertEqual(textPixelSizes(window), [17])

    // Zoomed ×3 by a transform, still rasterised at scale 1: the old raster is scaled up.
    content.transform = CGAffineTransform(scaleX: 3, y: 3)
    content.frame.origin = .zero
    let zoomed = try inkWidth()
    XCTAssertEqual(Double(zoomed), Double(plain) * 3, accuracy: 8)
    XCTAssertEqual(textPixelSizes(window), [17], "no new raster during the zoom")

    // The zoom ends: the core raises the raster scale and the text is rasterised sharp.
    content.setRasterizationScale(3)
    let sharp = try inkWidth()
    XCTAssertEqual(Double(sharp), Double(plain) * 3, accuracy: 8)
    XCTAssertTrue(textPixelSizes(window).contains(51))
  }

  func testRasterOfADeeplyZoomedLabelIsCappedAtTheTextureLimit() async throws {
    let window = try SDLTestSupport.makeWindow()
    let run = TextRun(text: "Deep zoom", font: .systemFont(ofSize: 17), color: .black)
    let item = DisplayItem(
      command: .text(run, in: CGRect(x: 0, y: 0, width: 2000, height: 40), rasterScale: 16), clip: nil,
      alpha: 1,
      viewID: ObjectIdentifier(window))
    window.renderer.draw(DisplayList(items: [item], size: CGSize(width: 200, height: 200)))
    let size = try XCTUnwrap(textPixelSizes(window).first)
    let limit = window.renderer.maxTextureSide
    XCTAssertLessThan(size, 17 * 16, "not the full 272-pixel raster")
    XCTAssertLessThanOrEqual(2000 * size / 17, limit, "the rect's width in raster pixels fits a texture")
  }

  private func textPixelSizes(_ window: SDLPlatformWindow) -> Set<Int> {
    Set(
      window.renderer.cache.keys.compactMap { key in
        if case .text(let raster) = key { return raster.pixelSize }
        return nil
      })
  }
}
