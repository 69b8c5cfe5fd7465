import Foundation
import XCTest

@testable import ViewCore

final class SystemColorTests: XCTestCase {
  func testSemanticColoursHaveIOSLightValues() {
    XCTAssertEqual(UIColor.secondarySystemFill.description, "#78788029")
    XCTAssertEqual(UIColor.tertiarySystemFill.description, "#7676801F")
    XCTAssertEqual(UIColor.quaternarySystemFill.description, "#74748014")
    XCTAssertEqual(UIColor.quaternaryLabel.description, "#3C3C432E")
    XCTAssertEqual(UIColor.placeholderText.description, "#3C3C434D")
    XCTAssertEqual(UIColor.opaqueSeparator.description, "#C6C6C8FF")
    XCTAssertEqual(UIColor.tertiarySystemGroupedBackground.description, "#F2F2F7FF")
    XCTAssertEqual(UIColor.lightText.description, "#FFFFFF99")
    XCTAssertEqual(UIColor.darkText.description, "#000000FF")
  }

  func testHueSaturationBrightnessRoundTrips() {
    XCTAssertEqual(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), .red)
    XCTAssertEqual(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).description, "#00FF00FF")
    XCTAssertEqual(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 0.5).description, "#0000FF80")
    XCTAssertEqual(UIColor(hue: 0.5, saturation: 0, brightness: 0.5, alpha: 1), UIColor(white: 0.5))
    // iOS's system blue, #007AFF: hue 211.3°, saturation 1, brightness 1.
    var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    XCTAssertTrue(UIColor.systemBlue.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
    XCTAssertEqual(h * 360, 211.3, accuracy: 0.1)
    XCTAssertEqual(s, 1, accuracy: 1e-9)
    XCTAssertEqual(b, 1, accuracy: 1e-9)
    XCTAssertEqual(UIColor(hue: h, saturation: s, brightness: b, alpha: a).description, "#007AFFFF")
    var (r, g, bl): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
    UIColor.systemOrange.getRed(&r, green: &g, blue: &bl, alpha: nil)
    XCTAssertEqual([r, g, bl].map { ($0 * 255).rounded() }, [255, 149, 0])
    // Out of range hue and NaN are clamped, never a crash.
    XCTAssertEqual(UIColor(hue: .nan, saturation: 2, brightness: 1, alpha: 1), .red)
  }
}
