import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Screenshots, start-up errors and the no-display diagnosis.
@MainActor
final class ScreenshotAndSessionTests: XCTestCase {
  func testScreenshotWritesAPNGOfTheWindowsPixels() async throws {
    let window = try SDLTestSupport.makeWindow(size: CGSize(width: 160, height: 90))
    let square = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 90))
    square.backgroundColor = .blue
    window.uiWindow.rootViewController!.view.addSubview(square)
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent("shot.png").path
    try window.screenshot(to: path)
    let surface = try XCTUnwrap(IMG_Load(path), SDLPlatformError.lastSDLError)
    defer { SDL_FreeSurface(surface) }
    XCTAssertEqual(surface.pointee.w, 160)
    XCTAssertEqual(surface.pointee.h, 90)
    XCTAssertEqual(try ImageFileProbe.pixelSize(ofImageAt: path), CGSize(width: 160, height: 90))
  }

  func testScreenshotToAnUnwritablePathThrowsAClearError() async throws {
    let window = try SDLTestSupport.makeWindow()
    XCTAssertThrowsError(try window.screenshot(to: "/nonexistent-directory/shot.png")) { error in
      XCTAssertTrue("\(error)".contains("/nonexistent-directory/shot.png"), "\(error)")
    }
  }

  func testWindowTitleAndRendererAreReported() async throws {
    let window = try SDLTestSupport.makeWindow()
    window.title = "Scroll Demo — Compositing"
    XCTAssertEqual(window.title, "Scroll Demo — Compositing")
    XCTAssertFalse(window.rendererKind.description.isEmpty)
    let software = try SDLTestSupport.makeWindow(software: true)
    XCTAssertEqual(software.rendererKind, .software(name: "software"))
  }

  func testOffscreenFallbackCountsAsNoDisplayUnlessRequested() async {
    XCTAssertTrue(SDLSession.isHeadlessFallback(driver: "offscreen", requested: nil))
    XCTAssertTrue(SDLSession.isHeadlessFallback(driver: "dummy", requested: "x11"))
    XCTAssertFalse(SDLSession.isHeadlessFallback(driver: "offscreen", requested: "offscreen"))
    XCTAssertFalse(SDLSession.isHeadlessFallback(driver: "x11", requested: nil))
    XCTAssertNotNil(SDLSession.missingDisplayReason([:]))
    XCTAssertNotNil(SDLSession.missingDisplayReason(["DISPLAY": ""]))
    XCTAssertNil(SDLSession.missingDisplayReason(["DISPLAY": ":0"]))
    XCTAssertNil(SDLSession.missingDisplayReason(["WAYLAND_DISPLAY": "wayland-0"]))
    XCTAssertNil(SDLSession.missingDisplayReason(["SDL_VIDEODRIVER": "offscreen"]))
  }

  func testNoDisplayMessageNamesTheCauseAndTheRemedy() async {
    let message = SDLPlatformError.noDisplay(reason: "x11 not available").description
    XCTAssertTrue(message.hasPrefix("no display: "))
    XCTAssertTrue(message.contains("x11 not available"))
    XCTAssertTrue(message.contains("xvfb-run scroll-demo"))
    XCTAssertTrue(message.contains("SDL_VIDEODRIVER=offscreen"))
  }

  func testMissingFontsAreNamed() async {
    XCTAssertThrowsError(try FontLibrary(directory: "/nonexistent-fonts")) { error in
      guard case .fontsMissing(let paths)? = error as? SDLPlatformError else { return XCTFail("\(error)") }
      XCTAssertTrue(paths.contains("/nonexistent-fonts/DejaVuSans.ttf"))
      XCTAssertEqual(paths.count, 3)
      XCTAssertTrue("\(error)".contains("fonts-dejavu"))
    }
  }
}
