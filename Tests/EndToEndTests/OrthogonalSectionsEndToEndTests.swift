import TestSupport
import XCTest

/// The `sections` scene — one compositional row per `orthogonalScrollingBehavior`, each its own
/// scroll view (`section 0` … `section 4`) — driven by a real pointer: the same slow drag (300 pt
/// to the left, held still) and a flick on every row, each coming to rest exactly where that
/// behaviour rests on iOS. Rows: cards 240 pt wide, 12 apart (a 252-pt pitch), 16 pt in; twelve
/// cards make 3,044 pt of content, 1,764 pt of travel in the 1280-pt window. Row k's cards span
/// window y 94 + 140 k … 194 + 140 k.
///
/// The pointer is the project's compositor's, the app a Wayland client: a drag's moves carry the
/// compositor's nominal times (`drag`), which the app reads from its own `wl_pointer`, so a
/// flick is as fast as it says however busy the machine is (xdotool's moves under Xvfb are
/// stamped when the server gets round to them, and a loaded machine once turned this flick's
/// 3,000 pt/s into 937).
final class OrthogonalSectionsEndToEndTests: EndToEndTestCase {
  static let pitch = 252.0
  static let travel = 1764.0

  static func row(_ index: Int) -> Double { 144 + 140 * Double(index) }

  /// A slow drag of `distance` pt to the left on row `index` (10-pt moves 20 ms apart), held still
  /// for 200 ms before the release; where it rests.
  private func slowDrag(_ session: CompositorSession, row index: Int, by distance: Double = 300) throws
    -> TraceRecord
  {
    let mark = session.mark
    try session.send("move 1000 \(Self.row(index))")
    try session.send("drag \(Int(distance / 10)) -10 0 20 press")
    try session.send("pause 200")
    try session.send("button release")
    return try rest(session, row: index, after: mark)
  }

  /// A flick to the left on row `index` (six `move`-pt moves 10 ms apart, released 10 ms after the
  /// last); its release and its rest.
  private func flick(_ session: CompositorSession, row index: Int, move: Double = 30) throws
    -> (release: TraceRecord, rest: TraceRecord)
  {
    let mark = session.mark
    try session.send("move 1000 \(Self.row(index))")
    try session.send("drag 6 \(-move) 0 10 press release")
    let release = try session.waitFor("scrollViewWillEndDragging", of: "section \(index)", after: mark)
    // A flick by UIKit's measure: faster than 300 pt/s (the shorter moves are slower ones).
    XCTAssertGreaterThan(release.velocity?.x ?? 0, move > 20 ? 1000 : 300, "a flick: \(release)")
    return (release, try rest(session, row: index, after: mark))
  }

  /// The row's rest after `mark`: the end of its deceleration, or of its drag when none follows.
  private func rest(_ session: CompositorSession, row index: Int, after mark: Int) throws -> TraceRecord {
    let name = "section \(index)"
    let end = try session.waitFor("scrollViewDidEndDragging", of: name, after: mark)
    if end.decelerate == false { return end }
    return try session.waitFor("scrollViewDidEndDecelerating", of: name, after: mark)
  }

  func testEachBehaviourRestsWhereIOSRestsIt() throws {
    let session = try launchOnCompositor(scene: "sections", display: .wayland, warmsUp: false)
    try session.send("await focus")

    // .continuous: no snapping — held still, it stays where the finger left it; a flick glides on.
    let free = try slowDrag(session, row: 0)
    XCTAssertEqual(free.offset.x, 300, accuracy: 1, ".continuous stays under the finger: \(free)")
    let glide = try flick(session, row: 0)
    XCTAssertGreaterThan(glide.rest.offset.x, glide.release.offset.x + 100, ".continuous glides on: \(glide.rest)")

    // .continuousGroupLeadingBoundary: the nearest card's leading edge at the inset (k × 252).
    let boundary = try slowDrag(session, row: 1)
    XCTAssertEqual(boundary.offset.x, Self.pitch, "card 2 at the leading inset, exactly: \(boundary)")
    let onward = try flick(session, row: 1)
    XCTAssertEqual(onward.rest.offset.x.truncatingRemainder(dividingBy: Self.pitch), 0, "on a card: \(onward.rest)")
    XCTAssertGreaterThan(onward.rest.offset.x, onward.release.offset.x, "onward: \(onward.rest)")

    // .paging: a window's width at a time; 300 pt is less than half a page, so it goes back; a
    // 700-pt drag turns the page; a flick turns the next, which the end of the row cuts short.
    XCTAssertEqual(try slowDrag(session, row: 2).offset.x, 0, ".paging: back to the first page")
    XCTAssertEqual(try slowDrag(session, row: 2, by: 700).offset.x, 1280, ".paging: the second page")
    XCTAssertEqual(try flick(session, row: 2).rest.offset.x, Self.travel, ".paging: the last page, at the end")

    // .groupPaging: the nearest card when held still (300 / 252 → card 2), one card on per flick
    // even when released nearer the card it left (six 20-pt moves: about 110 pt past 252, less
    // than half a card; still card 3, 504).
    XCTAssertEqual(try slowDrag(session, row: 3).offset.x, Self.pitch, ".groupPaging: card 2's leading edge")
    let paged = try flick(session, row: 3, move: 20)
    XCTAssertLessThan(paged.release.offset.x, 1.5 * Self.pitch, "released nearer card 2: \(paged.release)")
    XCTAssertEqual(paged.rest.offset.x, 2 * Self.pitch, ".groupPaging: one card on")

    // .groupPagingCentered: card k centred is offset 252 k − 504 ((1280 − 240) / 2 − 16 = 504 of
    // inset lets card 1 reach the middle); the same drag centres card 2, the same short flick card 3.
    XCTAssertEqual(try slowDrag(session, row: 4).offset.x, Self.pitch - 504, ".groupPagingCentered: card 2 centred")
    let centred = try flick(session, row: 4, move: 20)
    XCTAssertLessThan(centred.release.offset.x, 1.5 * Self.pitch - 504, "released nearer card 2: \(centred.release)")
    XCTAssertEqual(centred.rest.offset.x, 2 * Self.pitch - 504, ".groupPagingCentered: card 3")
  }
}
