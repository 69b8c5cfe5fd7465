import Foundation
import TestSupport
import XCTest

/// `Examples/AssetCatalog` (`asset-catalog`): its look comes from `Assets.xcassets` — the
/// background, accent and header colours from colour sets, the badge from an image set at the
/// screen's scale — with a gradient header (`CAGradientLayer` as the layer class), a progress
/// ring (`CAShapeLayer`) and buttons carrying SF Symbols drawn in the accent.
final class AssetCatalogEndToEndTests: EndToEndTestCase {
  typealias RGB = Screenshot.RGB

  func testTheCatalogsColoursImageAndTheLayersAndSymbolsAreDrawn() throws {
    let session = try launchApp(
      "asset-catalog", arguments: ["--window-size", "360x640", "--capture", file("capture.png")],
      rootController: "AssetsViewController")
    let shot = try session.screenshot()
    let background = RGB(250, 244, 230)  // BrandBackground: 0–255 integers
    let accent = RGB(hex: 0xE04A7A)  // AccentColor: "0xE0" hex bytes
    let headerTop = RGB(30, 136, 229)  // HeaderTop: floats 0.118, 0.533, 0.898
    func at(_ x: Int, _ y: Int) -> RGB { shot.pixel(x: x, y: y) }
    XCTAssertTrue(at(180, 400).isClose(to: background), "the background colour set: \(at(180, 400))")
    // The header, 0…120 pt: the gradient from HeaderTop to AccentColor, top to bottom.
    XCTAssertTrue(at(180, 0).isClose(to: headerTop, tolerance: 6), "the gradient's top: \(at(180, 0))")
    XCTAssertTrue(at(180, 119).isClose(to: accent, tolerance: 6), "the gradient's bottom: \(at(180, 119))")
    let middle = RGB((30 + 224) / 2, (136 + 74) / 2, (229 + 122) / 2)
    XCTAssertTrue(at(5, 60).isClose(to: middle, tolerance: 4), "halfway, half of each: \(at(5, 60))")
    // The badge, 64 pt at (20, 140): on a 1× screen the 1× file, dark green with a white band.
    XCTAssertTrue(at(30, 150).isClose(to: RGB(0x2E, 0x7D, 0x32), tolerance: 2), "the 1× badge: \(at(30, 150))")
    XCTAssertTrue(at(60, 172).isClose(to: RGB(255, 255, 255), tolerance: 2), "its white band: \(at(60, 172))")
    XCTAssertTrue(at(90, 150).isClose(to: background), "right of the 64-pt badge: \(at(90, 150))")
    // The ring, 80 pt at (260, 140): radius 32, 8 pt wide, three quarters clockwise from the top.
    XCTAssertTrue(at(332, 180).isClose(to: accent), "the ring's right, in the tint: \(at(332, 180))")
    XCTAssertTrue(at(300, 212).isClose(to: accent), "its bottom: \(at(300, 212))")
    XCTAssertTrue(at(277, 157).isClose(to: background), "its last quarter, not drawn: \(at(277, 157))")
    XCTAssertTrue(at(300, 180).isClose(to: background), "no fill: \(at(300, 180))")
    // Three buttons 104 pt wide from y 244, each with its symbol in the accent.
    for (index, name) in ["star.fill", "heart", "trash"].enumerated() {
      let left = 16 + index * 112
      var tinted = 0
      for y in 244..<288 {
        for x in left..<left + 104 where at(x, y).isClose(to: accent, tolerance: 10) { tinted += 1 }
      }
      XCTAssertGreaterThan(tinted, 60, "\(name)'s symbol in the accent (\(tinted) pixels)")
      XCTAssertLessThan(tinted, 400, "\(name): only the 20-pt symbol is in the accent (\(tinted) pixels)")
    }
  }
}

/// The same app on a 2× screen: the image set's 2× file is drawn.
final class AssetCatalogScaleEndToEndTests: EndToEndTestCase {
  typealias RGB = Screenshot.RGB

  func testATwoTimesScreenDrawsTheImageSetsTwoTimesFile() throws {
    let session = try launchApp(
      "asset-catalog", arguments: ["--window-size", "200x300", "--scale", "2", "--capture", file("capture.png")],
      rootController: "AssetsViewController")
    let shot = try session.screenshot()
    XCTAssertEqual(shot.width, 400, "2 pixels a point")
    // The badge, 64 pt at (20, 140) pt: pixels (40…168, 280…408), the 2× file's blue.
    let badge = shot.pixel(x: 60, y: 300)
    XCTAssertTrue(badge.isClose(to: RGB(0x15, 0x65, 0xC0), tolerance: 2), "the 2× badge: \(badge)")
    XCTAssertTrue(shot.pixel(x: 160, y: 400).isClose(to: RGB(0x15, 0x65, 0xC0), tolerance: 2), "its last pixels")
    XCTAssertTrue(shot.pixel(x: 172, y: 400).isClose(to: RGB(250, 244, 230)), "past its 64 points")
  }
}
