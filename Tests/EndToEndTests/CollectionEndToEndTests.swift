import XCTest

/// Issue 23: the `collection` scene's carousel — photo cards 280 pt wide, 16 apart, in a
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
