import XCTest

/// The `collection` scene's carousel — photo cards 280 pt wide, 16 apart, in a
/// horizontal flow layout, snapped by its delegate in `scrollViewWillEndDragging` at
/// `decelerationRate = .fast` — driven by a real mouse: a slow drag held still and fast flicks each
/// come to rest exactly on a card (a whole number of 296-pt pitches), never a point short.
final class CollectionEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  static let pitch = 296.0
  /// On the first card: the carousel spans y 64 … 286 under the bar, its cards 16 … 206 in it.
  static let card = Point(900, 170)

  func testTheCarouselComesToRestExactlyOnACard() throws {
    let session = try launch(scene: "collection")
    var mark = session.mark
    // 200 pt to the left, 10 pt every 20 ms, then held still: the nearest card is the next one.
    try session.tool.drag(
      from: Self.card, to: Point(700, 170), steps: 20, stepDelay: 0.02, holdBeforeRelease: 0.15)
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "carousel", after: mark)
    XCTAssertEqual(rest.offset.x, Self.pitch, "the next card, exactly: \(rest)")
    for _ in 0..<2 {
      mark = session.mark
      // Six moves of 30 pt, 10 ms apart: a fast flick onward.
      try session.tool.flick(from: Self.card, by: Point(-30, 0), steps: 6, stepDelay: 0.01)
      let release = try session.waitFor("scrollViewWillEndDragging", of: "carousel", after: mark)
      let flung = try session.waitFor("scrollViewDidEndDecelerating", of: "carousel", after: mark)
      XCTAssertGreaterThan(release.velocity?.x ?? 0, 1000, "a flick: \(release)")
      XCTAssertEqual(flung.offset.x.truncatingRemainder(dividingBy: Self.pitch), 0, "on a card: \(flung)")
      XCTAssertGreaterThan(flung.offset.x, release.offset.x, "onward: \(flung)")
    }
  }
}

/// The `collection` scene's photo grid (y 286 … 800, eight 155-pt columns
/// 159.57 pt apart from x 4) pinched with the real mouse — an Alt-drag pressed at the grid's
/// centre (640, 543) and dragged 100 pt right, a pinch about the press point of scale 2 — to four
/// columns (315 pt, 319 apart), animated, the photo under the pinch kept under it.
final class CollectionPinchEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  static func isWhite(_ pixel: Screenshot.RGB) -> Bool { pixel.r > 250 && pixel.g > 250 && pixel.b > 250 }

  /// Whether the grid shows a gap between columns all the way down at `x` (below its pinned header).
  static func gap(_ shot: Screenshot, x: Int) -> Bool {
    stride(from: 330, to: 795, by: 3).allSatisfy { isWhite(shot.pixel(x: x, y: $0)) }
  }

  func testAPinchOnTheGridHalvesItsColumnsAndKeepsThePhotoUnderTheFingers() throws {
    let session = try launch(scene: "collection")
    let before = try session.screenshot()
    // Eight columns: gaps at x 159 … 163 and 319 … 323 (a gap between columns 1 and 2).
    XCTAssertTrue(Self.gap(before, x: 161), "eight columns: a gap at x 161")
    XCTAssertFalse(Self.gap(before, x: 321) && !Self.gap(before, x: 161), "not four yet")
    let mark = session.mark
    try session.tool.altDrag(from: Point(640, 543), to: Point(740, 543), steps: 20, stepDelay: 0.02)
    // Four columns: x 161 is inside the first, 319 … 323 is the first gap.
    let after = try session.waitForScreenshot { Self.gap($0, x: 321) && !Self.gap($0, x: 161) }
    XCTAssertTrue(Self.gap(after, x: 640), "the middle gap stays")
    // The pinch's centre (640, 543) is grid point (640, 257): between photos 3 and 4 of line 1
    // (y 195 … 350), 0.4 of the way down; the nearer, earlier one is photo 3 (item 3 + 8 = 11).
    // In four columns item 11 is line 2 (y 36 + 2 × 319 = 674): the grid scrolls to
    // 674 + 0.4 × 315 − 257 = 543 to keep that point under the fingers.
    let moves = session.records(of: "grid", after: mark).filter { $0.event == "scrollViewDidScroll" }
    let last = try XCTUnwrap(moves.last, "the layout change moved the grid")
    XCTAssertEqual(last.offset.y, 543, accuracy: 1, "the photo under the fingers stays there: \(last)")
  }
}
