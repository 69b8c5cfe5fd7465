import XCTest

/// In `paged` (1280-pt pages in the scroll view `pager`, a page control of five dots at
/// the bottom) a flick lands exactly on the next page and the dot moves, and a short slow drag
/// returns; in `peeking` (768-pt pages, neighbours visible beside the scroll view) a drag that
/// starts on a peeking neighbour pages.
final class PagingEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  static let pageWidth = 1280.0
  static let peekingPageWidth = 768.0
  /// The page control: 96×26 centred at y = 64 + 736 − 50; its dots 16 pt apart from x = 608.
  static let dotY = 64 + 736 - 50 + 13

  static func dotX(_ page: Int) -> Int { 608 + 16 * page }

  /// The current page's dot is white; the others are half-transparent grey over the photo.
  static func isCurrentDot(_ shot: Screenshot, _ page: Int) -> Bool {
    let pixel = shot.pixel(x: dotX(page), y: dotY)
    return pixel.r >= 240 && pixel.g >= 240 && pixel.b >= 240
  }

  func testFlickLandsOnAPageBoundaryAndTheDotMoves() throws {
    let session = try launch(scene: "paged")
    let before = try session.screenshot()
    XCTAssertTrue(
      Self.isCurrentDot(before, 0), "page 0's dot is current: \(before.pixel(x: Self.dotX(0), y: Self.dotY))")
    XCTAssertFalse(Self.isCurrentDot(before, 1), "page 1's dot is not")
    let mark = session.mark
    // Six moves of 30 pt to the left, 10 ms apart (about 3000 pt/s: past iOS's 300 pt/s threshold).
    try session.tool.flick(from: Point(900, 400), by: Point(-30, 0), steps: 6, stepDelay: 0.01)
    let release = try session.waitFor("scrollViewWillEndDragging", of: "pager", after: mark)
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "pager", after: mark)
    XCTAssertLessThan(release.offset.x, Self.pageWidth / 2, "released short of half a page: \(release)")
    XCTAssertGreaterThan(release.velocity?.x ?? 0, 300, "a flick: \(release)")
    XCTAssertEqual(release.target?.x, Self.pageWidth, "the target is the next page")
    XCTAssertEqual(rest.offset.x, Self.pageWidth, "rests exactly on page 1: \(rest)")
    XCTAssertEqual(rest.offset.x.truncatingRemainder(dividingBy: Self.pageWidth), 0, "a page boundary")
    XCTAssertEqual(rest.offset.y, 0)
    let after = try session.screenshot()
    XCTAssertTrue(
      Self.isCurrentDot(after, 1), "page 1's dot is current: \(after.pixel(x: Self.dotX(1), y: Self.dotY))")
    XCTAssertFalse(
      Self.isCurrentDot(after, 0), "page 0's dot is not: \(after.pixel(x: Self.dotX(0), y: Self.dotY))")
  }

  func testShortSlowDragReturnsToTheSamePage() throws {
    let session = try launch(scene: "paged")
    let mark = session.mark
    // 300 pt to the left (less than half a page), 10 pt every 20 ms, resting before the release.
    try session.tool.drag(
      from: Point(900, 400), to: Point(600, 400), steps: 30, stepDelay: 0.02, holdBeforeRelease: 0.15)
    let release = try session.waitFor("scrollViewWillEndDragging", of: "pager", after: mark)
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "pager", after: mark)
    XCTAssertEqual(release.offset.x, 300, accuracy: 1, "the page followed the finger: \(release)")
    XCTAssertEqual(rest.offset.x, 0, "back on page 0: \(rest)")
    let after = try session.screenshot()
    XCTAssertTrue(Self.isCurrentDot(after, 0), "page 0's dot is still current")
    XCTAssertFalse(Self.isCurrentDot(after, 1), "page 1's dot is not")
  }

  func testDragOnAPeekingNeighbourPages() throws {
    let session = try launch(scene: "peeking")
    // The scroll view spans x 256…1024; the next page peeks in at the right, beyond x = 1024.
    var mark = session.mark
    try session.tool.flick(from: Point(1150, 400), by: Point(-20, 0), steps: 10, stepDelay: 0.01)
    let began = try session.waitFor("scrollViewWillBeginDragging", of: "peeking", after: mark)
    var rest = try session.waitFor("scrollViewDidEndDecelerating", of: "peeking", after: mark)
    XCTAssertEqual(began.offset.x, 0)
    XCTAssertEqual(
      rest.offset.x, Self.peekingPageWidth, "a drag on the right-hand neighbour pages to it: \(rest)")
    // Now page 0 peeks in at the left, before x = 256.
    mark = session.mark
    try session.tool.flick(from: Point(130, 400), by: Point(20, 0), steps: 10, stepDelay: 0.01)
    rest = try session.waitFor("scrollViewDidEndDecelerating", of: "peeking", after: mark)
    XCTAssertEqual(rest.offset.x, 0, "a drag on the left-hand neighbour pages back: \(rest)")
  }
}
