import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Emoji, which DejaVu has no glyphs for, are drawn in their own colours from Noto Color Emoji
/// (installed by scripts/install-deps.sh), one character wide for measuring, wrapping and the
/// caret, on the text's baseline; the text around them keeps its colour.
@MainActor
final class EmojiDrawingTests: XCTestCase {
  /// A pixel of neither the text's black nor the white background nor a grey between them.
  private func isColourful(_ color: UInt32) -> Bool {
    let r = Int(color >> 16 & 0xFF)
    let g = Int(color >> 8 & 0xFF)
    let b = Int(color & 0xFF)
    return max(r, g, b) - min(r, g, b) > 60
  }

  func testALabelDrawsItsEmojiInColourBesideItsBlackText() async throws {
    let window = try SDLTestSupport.makeWindow()
    let label = UILabel(text: "Hi 👍🏽 ok", font: .systemFont(ofSize: 20), color: .black)
    label.frame.origin = CGPoint(x: 10, y: 10)
    window.uiWindow.rootViewController!.view.addSubview(label)
    let frame = try window.captureFrame()
    let hi = label.measure("Hi ", font: label.font).width
    let thumb = label.measure("👍🏽", font: label.font).width
    // One emoji is about an em and a quarter wide (Noto's advance), not DejaVu's narrow box.
    XCTAssertEqual(thumb, 20 * 136 / 109, accuracy: 1.5)
    let emojiRect = CGRect(x: 10 + hi, y: 10, width: thumb, height: label.frame.height)
    let textRect = CGRect(x: 10, y: 10, width: hi, height: label.frame.height)
    XCTAssertGreaterThan(frame.count(in: emojiRect, where: isColourful), 60, "the thumb's skin tone")
    XCTAssertEqual(frame.count(in: textRect, where: isColourful), 0, "the text stays black")
    XCTAssertGreaterThan(frame.count(in: textRect, where: isDark), 20)
  }

  func testWrappedTextWithEmojiIsMeasuredAsItIsDrawn() async throws {
    let window = try SDLTestSupport.makeWindow()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 0))
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 17)
    label.text = "🎉 party 🎉 party 🎉 party 🎉 party"
    window.uiWindow.rootViewController!.view.addSubview(label)
    label.frame.size = label.sizeThatFits(CGSize(width: 120, height: 0))
    let lines = Int((label.frame.height / label.font.lineHeight).rounded())
    XCTAssertGreaterThanOrEqual(lines, 3, "wrapped at 120 pt")
    let frame = try window.captureFrame()
    // Each measured line holds ink and colour; nothing is drawn below the measured height.
    for line in 0..<lines {
      let rect = CGRect(x: 0, y: CGFloat(line) * label.font.lineHeight, width: 120, height: label.font.lineHeight)
      XCTAssertGreaterThan(frame.count(in: rect, where: isColourful), 10, "line \(line)'s emoji")
    }
    let below = CGRect(x: 0, y: label.frame.maxY + 1, width: 200, height: 60)
    XCTAssertEqual(frame.count(in: below, where: { isDark($0) || self.isColourful($0) }), 0)
  }

  func testTextWithoutEmojiTakesSDLTTFsOwnPath() async throws {
    let fonts = try SDLSession.sharedFonts()
    let font = try XCTUnwrap(fonts.font(.regular, pixelSize: 17))
    XCTAssertNil(fonts.fallbackRuns("Ångström — “quoted” ½ ∞", in: font), "DejaVu has all of these")
    let runs = try XCTUnwrap(fonts.fallbackRuns("a❤️b👩‍💻", in: font))
    XCTAssertEqual(runs.map(\.isEmoji), [false, true, false, true])
    XCTAssertEqual(runs.map { String($0.text) }, ["a", "❤️", "b", "👩‍💻"])
    // DejaVu draws 😎 in black; it is an emoji by default, so it comes in colour. ☺ without
    // U+FE0F is text by default and stays DejaVu's.
    XCTAssertEqual(fonts.fallbackRuns("😎", in: font)?.map(\.isEmoji), [true])
    XCTAssertNil(fonts.fallbackRuns("☺", in: font))
  }
}
