import Foundation
import TestSupport
import XCTest

/// `Examples/PhotoBrowser` (`photo-browser`): a `UIPageViewController` subclass over five photos
/// (reddish, green, blue, purple, yellow), 16 pt between pages, in a 400 × 600 window: a page
/// step of 416 pt in its scroll view (the one the app leaves unnamed; each photo's zooming scroll
/// view is named "photo N"), and five indicator dots 16 pt apart from x 168 at y 581.
final class PhotoBrowserEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  static let step = 416.0

  static func currentDots(_ shot: Screenshot) -> [Int] {
    (0..<5).filter { page in
      let pixel = shot.pixel(x: 168 + 16 * page, y: 581)
      return pixel.r >= 240 && pixel.g >= 240 && pixel.b >= 240
    }
  }

  /// Whether the middle of the window shows a mostly green photo (photo 2) or a mostly red one
  /// (photo 1).
  static func isGreen(_ shot: Screenshot) -> Bool {
    let pixel = shot.pixel(x: 200, y: 300)
    return pixel.g > pixel.r + 20 && pixel.g > pixel.b + 20
  }

  static func isRed(_ shot: Screenshot) -> Bool {
    let pixel = shot.pixel(x: 200, y: 300)
    return pixel.r > pixel.g + 20 && pixel.r > pixel.b + 20
  }

  func testAFlickTurnsExactlyOnePage() throws {
    let session = try launchApp(
      "photo-browser", arguments: ["--window-size", "400x600", "--capture", file("capture.png")],
      rootController: "UINavigationController", visibleController: "PhotoBrowserViewController")
    let before = try session.screenshot()
    XCTAssertEqual(Self.currentDots(before), [0])
    XCTAssertTrue(Self.isRed(before), "photo 1: \(before.pixel(x: 200, y: 300))")
    let mark = session.mark
    // Six moves of 30 pt to the left, 10 ms apart (about 3000 pt/s), released short of half a page.
    try session.tool.flick(from: Point(300, 300), by: Point(-30, 0), steps: 6, stepDelay: 0.01)
    let release = try session.waitFor("scrollViewWillEndDragging", of: "", after: mark)
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "", after: mark)
    XCTAssertLessThan(release.offset.x, Self.step / 2, "released short of half a page: \(release)")
    XCTAssertEqual(release.target?.x, Self.step, "the target is the next page: \(release)")
    XCTAssertEqual(rest.offset.x, Self.step, "rests one page on: \(rest)")
    let after = try session.waitForScreenshot { Self.currentDots($0) == [1] }
    XCTAssertTrue(Self.isGreen(after), "photo 2: \(after.pixel(x: 200, y: 300))")
    // The title follows the delegate's didFinishAnimating ("1 of 5" becomes "2 of 5").
    let title = { (shot: Screenshot) in (150..<250).flatMap { x in (12..<32).map { shot.pixel(x: x, y: $0) } } }
    XCTAssertNotEqual(title(after), title(before), "the title changed")
  }
}
