import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Symbols drawn through real SDL: the icon theme's SVG rasterised at the drawn size, in the tint.
@MainActor
final class SymbolPixelTests: XCTestCase {
  func testAPlusSymbolIsDrawnCrispInTheTint() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let root = window.uiWindow.rootViewController!.view
    // pointSize 40 → a 48-pt square: Adwaita's 16-unit grid at 3 pixels a unit.
    let view = UIImageView(image: UIImage(systemName: "plus", withConfiguration: .init(pointSize: 40)))
    view.frame.origin = CGPoint(x: 20, y: 20)
    view.tintColor = .red
    root.addSubview(view)
    XCTAssertEqual(view.frame.size, CGSize(width: 48, height: 48))
    let frame = try window.captureFrame()
    // The glyph: a bar 2 units wide (units 7–9) across units 1–15, horizontally and vertically.
    let expectations: [(x: Int, y: Int, color: UInt32, why: String)] = [
      (20 + 24, 20 + 24, 0xFF0000, "the cross's centre, in the tint"),
      (20 + 6, 20 + 24, 0xFF0000, "the horizontal bar near its left end (unit 2)"),
      (20 + 24, 20 + 42, 0xFF0000, "the vertical bar near its bottom end (unit 14)"),
      (20 + 9, 20 + 9, 0xFFFFFF, "between the arms (unit 3, 3)"),
      (20 + 40, 20 + 12, 0xFFFFFF, "between the arms (unit 13, 4)"),
      (20 + 1, 20 + 24, 0xFFFFFF, "left of the bar (unit 0)"),
    ]
    for e in expectations {
      XCTAssertEqual(frame.color(x: e.x, y: e.y).map(hex), hex(e.color), "\(e.why) at (\(e.x), \(e.y))")
    }
    let tinted = frame.count(in: CGRect(x: 20, y: 20, width: 48, height: 48)) { $0 == 0xFF0000 }
    // Two 6 × 42 bars sharing a 6 × 6 centre: 468 pixels wholly red, give or take their edges.
    XCTAssertEqual(Double(tinted), 468, accuracy: 60, "pixels wholly in the tint")
    let theirOwnGrey = frame.count(in: CGRect(x: 20, y: 20, width: 48, height: 48)) { $0 == 0x2E3436 }
    XCTAssertEqual(theirOwnGrey, 0, "the theme's own grey never shows through a template")
  }

  func testAStarFillsMoreThanItsOutline() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let root = window.uiWindow.rootViewController!.view
    let filled = UIImageView(image: UIImage(systemName: "star.fill", withConfiguration: .init(pointSize: 50)))
    let outline = UIImageView(image: UIImage(systemName: "star", withConfiguration: .init(pointSize: 50)))
    filled.frame.origin = CGPoint(x: 10, y: 10)
    outline.frame.origin = CGPoint(x: 100, y: 10)
    root.addSubview(filled)
    root.addSubview(outline)
    let frame = try window.captureFrame()
    let blue = UIView.defaultTintColor.rgba8
    let tint = UInt32(blue.r) << 16 | UInt32(blue.g) << 8 | UInt32(blue.b)
    let filledPixels = frame.count(in: CGRect(x: 10, y: 10, width: 60, height: 60)) { $0 == tint }
    let outlinePixels = frame.count(in: CGRect(x: 100, y: 10, width: 60, height: 60)) { $0 == tint }
    XCTAssertEqual(frame.color(x: 40, y: 42).map(hex), hex(tint), "the filled star's middle, in the default tint")
    XCTAssertEqual(frame.color(x: 130, y: 42).map(hex), hex(0xFFFFFF), "the outline star's middle is empty")
    XCTAssertGreaterThan(filledPixels, 1000, "a 60-pt star covers about a third of its square")
    XCTAssertLessThan(outlinePixels * 2, filledPixels, "the outline is a thin ring")
  }

  /// A weight draws the plus's bars thicker or thinner (Adwaita's icon has one weight; the platform
  /// moves its edges by `UIImage.symbolStrokeOutset`): at 40 pt the 6-px bars of regular become
  /// about 13 px at black (3.45 px more each side) and about 2 px at ultralight (1.95 px less).
  func testWeightsThickenAndThinTheStrokes() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let root = window.uiWindow.rootViewController!.view
    let weights: [UIImage.SymbolWeight] = [.ultraLight, .regular, .bold, .black]
    for (index, weight) in weights.enumerated() {
      let configuration = UIImage.SymbolConfiguration(pointSize: 40, weight: weight)
      let view = UIImageView(image: UIImage(systemName: "plus", withConfiguration: configuration))
      view.frame.origin = CGPoint(x: 10 + 60 * index, y: 20)
      view.tintColor = .red
      root.addSubview(view)
      XCTAssertEqual(view.frame.size, CGSize(width: 48, height: 48), "a weight keeps the symbol's size")
    }
    let frame = try window.captureFrame()
    /// The horizontal bar's thickness down the column at unit 3 of the symbol at `index`: pixels
    /// at least half in the tint.
    func thickness(_ index: Int) -> Int {
      (20..<68).filter { y in (frame.channels(x: 10 + 60 * index + 9, y: y)?.g ?? 255) < 128 }.count
    }
    let (ultraLight, regular, bold, black) = (thickness(0), thickness(1), thickness(2), thickness(3))
    XCTAssertEqual(regular, 6, "regular: the icon's own 2-unit bar")
    XCTAssertEqual(Double(bold), 6 + 2 * 1.65, accuracy: 1, "bold: 0.55 × 6 / 2 = 1.65 px more each side")
    XCTAssertEqual(Double(black), 6 + 2 * 3.45, accuracy: 1, "black: 3.45 px more each side")
    XCTAssertEqual(Double(ultraLight), 6 - 2 * 1.95, accuracy: 1, "ultralight: 1.95 px less each side")
    XCTAssertEqual(
      frame.color(x: 10 + 24, y: 20 + 24).map(hex), hex(0xFF0000), "the centre stays in the tint at every weight")
  }
}
