import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Views turned or mirrored by their `transform`, drawn through real SDL: fills, images and text
/// land where the turn puts them, not in the upright rect.
@MainActor
final class TurnedDrawingTests: XCTestCase {
  private func isRed(_ c: UInt32) -> Bool { c >> 16 & 0xFF > 200 && c >> 8 & 0xFF < 60 && c & 0xFF < 60 }
  private func isBlue(_ c: UInt32) -> Bool { c >> 16 & 0xFF < 60 && c >> 8 & 0xFF < 60 && c & 0xFF > 200 }

  private func rootView(of window: SDLPlatformWindow) throws -> UIView {
    try XCTUnwrap(window.uiWindow.rootViewController?.view)
  }

  /// A 100 × 100 red square centred in the 200 × 200 window, turned 45°: a diamond whose tips
  /// reach 70.7 px from the centre, while the upright square's corners are left white.
  func testATurnedSquareIsADiamond() async throws {
    let window = try SDLTestSupport.makeWindow()
    let square = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    square.backgroundColor = .red
    square.transform = CGAffineTransform(rotationAngle: .pi / 4)
    try rootView(of: window).addSubview(square)
    let frame = try window.captureFrame()
    XCTAssertTrue(frame.color(x: 100, y: 100).map(isRed) == true, "the centre")
    XCTAssertTrue(frame.color(x: 100, y: 33).map(isRed) == true, "the top tip, 67 px up (upright: 50)")
    XCTAssertTrue(frame.color(x: 33, y: 100).map(isRed) == true, "the left tip")
    XCTAssertEqual(frame.color(x: 55, y: 55).map(hex), hex(0xFFFFFF), "the upright square's corner stays white")
    XCTAssertEqual(frame.color(x: 145, y: 145).map(hex), hex(0xFFFFFF))
    // The diamond's area: 100 × 100 px whatever the turn (edges feathered: ± one pixel's band).
    let red = frame.count(in: CGRect(x: 0, y: 0, width: 200, height: 200), where: isRed)
    XCTAssertEqual(Double(red), 10_000, accuracy: 300)
  }

  /// A 2 × 1 image, red on the left and blue on the right, shown 100 × 50: half a turn puts the
  /// blue on the left; a mirror (scale x −1) does too; the upright image has red on the left.
  func testHalfATurnAndAMirrorSwapTheImagesSides() async throws {
    let window = try SDLTestSupport.makeWindow()
    let bitmap = try XCTUnwrap(Bitmap(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 255]))
    let imageView = UIImageView(image: UIImage(pixels: bitmap))
    imageView.frame = CGRect(x: 50, y: 75, width: 100, height: 50)
    try rootView(of: window).addSubview(imageView)
    var frame = try window.captureFrame()
    XCTAssertTrue(frame.color(x: 60, y: 100).map(isRed) == true, "upright: red on the left")
    imageView.transform = CGAffineTransform(rotationAngle: .pi)
    frame = try window.captureFrame()
    XCTAssertTrue(frame.color(x: 60, y: 100).map(isBlue) == true, "half a turn: blue on the left")
    XCTAssertTrue(frame.color(x: 140, y: 100).map(isRed) == true)
    imageView.transform = CGAffineTransform(scaleX: -1, y: 1)
    frame = try window.captureFrame()
    XCTAssertTrue(frame.color(x: 60, y: 100).map(isBlue) == true, "mirrored: blue on the left")
  }

  /// A one-line label turned a quarter: its ink runs down a column, not along a row.
  func testAQuarterTurnedLabelRunsDownTheWindow() async throws {
    let window = try SDLTestSupport.makeWindow()
    let label = UILabel(frame: CGRect(x: 20, y: 88, width: 160, height: 24))
    label.text = "Turned label text"
    label.textColor = .black
    try rootView(of: window).addSubview(label)
    func inkExtent(_ frame: PixelBuffer) -> (width: Int, height: Int) {
      let columns = (0..<200).filter { frame.count(in: CGRect(x: $0, y: 0, width: 1, height: 200), where: isDark) > 0 }
      let rows = (0..<200).filter { frame.count(in: CGRect(x: 0, y: $0, width: 200, height: 1), where: isDark) > 0 }
      return ((columns.max() ?? 0) - (columns.min() ?? 0), (rows.max() ?? 0) - (rows.min() ?? 0))
    }
    let upright = inkExtent(try window.captureFrame())
    XCTAssertGreaterThan(upright.width, 100, "upright: a long row of ink")
    XCTAssertLessThan(upright.height, 24)
    label.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = inkExtent(try window.captureFrame())
    XCTAssertEqual(turned.height, upright.width, accuracy: 3, "the row's length now runs down")
    XCTAssertEqual(turned.width, upright.height, accuracy: 3)
  }
}
