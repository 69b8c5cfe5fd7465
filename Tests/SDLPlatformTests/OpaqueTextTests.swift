import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Text over one known solid colour is composited onto it once and drawn without blending; the
/// pixels are those of blended text. Anything else under it keeps the blend.
@MainActor
final class OpaqueTextTests: XCTestCase {
  private let id = ObjectIdentifier(UIView.self)
  private let size = CGSize(width: 240, height: 120)
  private let labelRect = CGRect(x: 20, y: 40, width: 180, height: 24)
  private let run = TextRun(
    text: "Opaque glyphs 123", font: .systemFont(ofSize: 17), color: UIColor(red: 0.1, green: 0.2, blue: 0.6))
  private let grey = UIColor(red: 0.8, green: 0.85, blue: 0.9)

  private func item(_ command: DrawCommand, alpha: CGFloat = 1) -> DisplayItem {
    DisplayItem(command: command, clip: nil, alpha: alpha, viewID: id)
  }

  private func draw(_ items: [DisplayItem], in window: SDLPlatformWindow) throws -> PixelBuffer {
    window.renderer.draw(DisplayList(items: items, size: size, backgroundColor: .white))
    return try PixelBuffer(readingFrom: window.renderer.renderer)
  }

  /// The largest difference of any channel of any pixel in `rect`.
  private func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer, in rect: CGRect) throws -> Int {
    var largest = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) {
        let (p, q) = (try XCTUnwrap(a.channels(x: x, y: y)), try XCTUnwrap(b.channels(x: x, y: y)))
        largest = max(largest, abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
      }
    }
    return largest
  }

  func testTextOverASolidFillIsDrawnOpaqueWithTheBlendedPixels() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let background = item(.fillRect(CGRect(x: 10, y: 30, width: 210, height: 44), grey))
    let text = item(.text(run, in: labelRect, rasterScale: 1))
    let opaque = try draw([background, text], in: window)
    XCTAssertEqual(window.renderer.statistics.opaqueTextDraws, 1, "the fill lies under all of the text")
    // A fill of alpha 0 between them paints nothing but hides the background: the text is blended.
    let veil = item(.fillRect(labelRect, UIColor(red: 1, green: 0, blue: 0, alpha: 0.001)))
    let blended = try draw([background, veil, text], in: window)
    XCTAssertEqual(window.renderer.statistics.opaqueTextDraws, 0, "an unknown colour under the text")
    XCTAssertGreaterThan(opaque.count(in: labelRect, where: isDark), 40, "glyphs inked")
    // SDL's software blend rounds by shifting where the composite divides by 255: within 2.
    XCTAssertLessThanOrEqual(try largestDifference(opaque, blended, in: labelRect), 2, "the same pixels, ±2")
  }

  func testTextWithNothingUnderItIsCompositedOntoTheClearColour() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let elsewhere = item(.fillRect(CGRect(x: 0, y: 0, width: 240, height: 20), grey))
    let frame = try draw([elsewhere, item(.text(run, in: labelRect, rasterScale: 1))], in: window)
    XCTAssertEqual(window.renderer.statistics.opaqueTextDraws, 1)
    XCTAssertEqual(frame.color(x: 199, y: 41).map(hex), hex(0xFFFFFF), "the clear's white around the glyphs")
  }

  func testTextPartlyOverAFillOrOverATranslucentOneOrItselfTranslucentIsBlended() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let text = item(.text(run, in: labelRect, rasterScale: 1))
    let halfWidth = CGRect(x: 10, y: 30, width: 100, height: 44)
    let cases: [(String, [DisplayItem])] = [
      ("a fill under half of it", [item(.fillRect(halfWidth, grey)), text]),
      ("a translucent fill", [item(.fillRect(labelRect.insetBy(dx: -4, dy: -4), grey), alpha: 0.5), text]),
      ("translucent text", [item(.fillRect(labelRect.insetBy(dx: -4, dy: -4), grey)), item(text.command, alpha: 0.5)]),
    ]
    for (name, items) in cases {
      _ = try draw(items, in: window)
      XCTAssertEqual(window.renderer.statistics.opaqueTextDraws, 0, name)
      XCTAssertEqual(window.renderer.statistics.drawnItems, items.count, name)
    }
  }
}
