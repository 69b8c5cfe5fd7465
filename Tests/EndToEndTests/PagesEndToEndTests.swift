import XCTest

/// The `pages` scene: a `UIPageViewController` photo browser below the bar (1280 × 736 pt from
/// y 64), pages 20 pt apart (a page step of 1300 pt in its scroll view `pages`), and a page
/// indicator of five dots centred in the 37-pt strip under the pages: 96 × 26 pt, so its dots are
/// 16 pt apart from x 608 at y 64 + 699 + 5.5 + 13.
final class PagesEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  static let step = 1300.0
  static let dotY = 64 + 699 + 5 + 13

  static func dotX(_ page: Int) -> Int { 608 + 16 * page }

  /// The current page's dot is white; the others are half-transparent grey over black.
  static func isCurrentDot(_ shot: Screenshot, _ page: Int) -> Bool {
    let pixel = shot.pixel(x: dotX(page), y: dotY)
    return pixel.r >= 240 && pixel.g >= 240 && pixel.b >= 240
  }

  static func currentDots(_ shot: Screenshot) -> [Int] { (0..<5).filter { isCurrentDot(shot, $0) } }

  func testAFlickTurnsExactlyOnePageAndTheIndicatorFollows() throws {
    let session = try launch(scene: "pages")
    let before = try session.waitForScreenshot { Self.currentDots($0) == [0] }
    XCTAssertEqual(Self.currentDots(before), [0])
    var mark = session.mark
    // Six moves of 30 pt to the left, 10 ms apart (about 3000 pt/s), as `PagingEndToEndTests`.
    try session.tool.flick(from: Point(900, 400), by: Point(-30, 0), steps: 6, stepDelay: 0.01)
    let release = try session.waitFor("scrollViewWillEndDragging", of: "pages", after: mark)
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "pages", after: mark)
    XCTAssertLessThan(release.offset.x, Self.step / 2, "released short of half a page: \(release)")
    XCTAssertEqual(release.target?.x, Self.step, "the target is the next page: \(release)")
    XCTAssertEqual(rest.offset.x, Self.step, "rests one page on: \(rest)")
    let first = try session.waitForScreenshot { Self.currentDots($0) == [1] }
    XCTAssertEqual(Self.currentDots(first), [1], "one page turned")
    // From page 1 (now with a page before it, in the middle slot at 1300) a second flick turns
    // to page 2 only; the pages are then re-slotted so page 2 is in the middle again.
    mark = session.mark
    try session.tool.flick(from: Point(900, 400), by: Point(-30, 0), steps: 6, stepDelay: 0.01)
    let second = try session.waitFor("scrollViewDidEndDecelerating", of: "pages", after: mark)
    XCTAssertEqual(second.offset.x, 2 * Self.step, "one step further: \(second)")
    let after = try session.waitForScreenshot { Self.currentDots($0) == [2] }
    XCTAssertEqual(Self.currentDots(after), [2])
  }
}
