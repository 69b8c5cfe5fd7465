import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// A 2× window (`--scale 2` or `GDK_SCALE=2` on X11; Wayland's output scale comes from SDL): the
/// UI keeps its size in points, draws at twice the pixels, and input arrives in points.
@MainActor
final class HiDPITests: XCTestCase {
  private func makeWindow(scale: CGFloat) throws -> SDLPlatformWindow {
    SDLTestSupport.useOffscreenVideo()
    let window = try SDLPlatformWindow(
      title: "hidpi", size: CGSize(width: 200, height: 100), options: .init(allowsHeadless: true, scale: scale))
    let root = UIViewController()
    root.view.backgroundColor = .white
    window.uiWindow.rootViewController = root
    return window
  }

  func testScaleTwoKeepsPointsAndDrawsTwiceThePixels() async throws {
    let window = try makeWindow(scale: 2)
    XCTAssertEqual(window.uiWindow.bounds.size, CGSize(width: 200, height: 100))
    XCTAssertEqual(window.uiWindow.screenScale, 2)
    let frame = try window.captureFrame()
    XCTAssertEqual(frame.width, 400)
    XCTAssertEqual(frame.height, 200)
  }

  func testAOnePointLineCoversExactlyTwoPixelColumns() async throws {
    let window = try makeWindow(scale: 2)
    let line = UIView(frame: CGRect(x: 10, y: 0, width: 1, height: 100))
    line.backgroundColor = .black
    window.uiWindow.rootViewController!.view.addSubview(line)
    let frame = try window.captureFrame()
    XCTAssertEqual(frame.count(in: CGRect(x: 20, y: 0, width: 2, height: 200), where: isDark), 400, "sharp: 2 × 200 px")
    XCTAssertEqual(frame.count(in: CGRect(x: 0, y: 0, width: 400, height: 200), where: isDark), 400, "nothing else")
  }

  func testTextIsRasterisedAtThePixelSize() async throws {
    func inkedRows(scale: CGFloat) throws -> Int {
      let window = try makeWindow(scale: scale)
      let label = UILabel(text: "Hg", font: .systemFont(ofSize: 20), color: .black)
      label.frame.origin = CGPoint(x: 10, y: 10)
      window.uiWindow.rootViewController!.view.addSubview(label)
      let frame = try window.captureFrame()
      return (0..<frame.height).filter { y in
        frame.count(in: CGRect(x: 0, y: y, width: frame.width, height: 1), where: isDark) > 0
      }.count
    }
    let one = try inkedRows(scale: 1)
    let two = try inkedRows(scale: 2)
    XCTAssertGreaterThan(one, 10)
    XCTAssertEqual(Double(two), Double(one) * 2, accuracy: 3, "glyphs drawn at twice the pixels, not stretched")
  }

  func testInputArrivesInPoints() async throws {
    let window = try makeWindow(scale: 2)
    let space = SDLInputSource.coordinates(of: window)
    XCTAssertEqual(space.point(x: 100, y: 50), CGPoint(x: 50, y: 25), "X11 window pixels ÷ 2")
  }

  func testTheScaleComesFromTheFlagThenGDKScaleAndNeverOnWayland() async {
    XCTAssertEqual(SDLPlatformWindow.windowUnitsPerPoint(driver: "x11", scale: 2, environment: [:]), 2)
    XCTAssertEqual(SDLPlatformWindow.windowUnitsPerPoint(driver: "x11", scale: nil, environment: ["GDK_SCALE": "2"]), 2)
    XCTAssertEqual(SDLPlatformWindow.windowUnitsPerPoint(driver: "x11", scale: nil, environment: ["GDK_SCALE": "x"]), 1)
    XCTAssertEqual(SDLPlatformWindow.windowUnitsPerPoint(driver: "wayland", scale: 2, environment: [:]), 1)
  }
}
