import XCTest

/// The `store` scene's compositional layout driven by a real mouse. Its featured row
/// (section 0: 300-pt cards 12 apart, 16 in, `.groupPagingCentered`) is a scroll view of its own:
/// a horizontal drag pages it so that a card rests exactly in the middle of the 1280-pt window
/// (offset 312 k − 474); a vertical drag that starts on the row scrolls the page instead.
final class StoreEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  /// The row: under the bar (64) and its 36-pt header, cards 4 … 204 in it.
  static let onRow = 64.0 + 36 + 104

  static func centred(_ index: Int) -> Double { Double(index) * 312 - 474 }

  func testTheFeaturedRowPagesToACentredCardAndAVerticalDragScrollsThePage() throws {
    let session = try launch(scene: "store")
    var mark = session.mark
    // 300 pt to the left, slowly, held still: the nearest card, the second, comes to the middle.
    try session.tool.drag(
      from: Point(900, Self.onRow), to: Point(600, Self.onRow), steps: 30, stepDelay: 0.02, holdBeforeRelease: 0.15)
    var rest = try session.waitFor("scrollViewDidEndDecelerating", of: "section 0", after: mark)
    XCTAssertEqual(rest.offset.x, Self.centred(1), "card 2 centred, exactly: \(rest)")
    mark = session.mark
    try session.tool.flick(from: Point(900, Self.onRow), by: Point(-30, 0), steps: 6, stepDelay: 0.01)
    rest = try session.waitFor("scrollViewDidEndDecelerating", of: "section 0", after: mark)
    XCTAssertEqual(rest.offset.x, Self.centred(2), "a flick: one card on, centred: \(rest)")
    mark = session.mark
    try session.tool.drag(
      from: Point(640, Self.onRow), to: Point(640, Self.onRow - 150), steps: 15, stepDelay: 0.02,
      holdBeforeRelease: 0.15)
    let page = try session.waitFor("scrollViewDidEndDragging", of: "store", after: mark)
    XCTAssertEqual(page.offset.y, 150, accuracy: 1, "the page followed the finger: \(page)")
    let row = session.records(of: "section 0", after: mark)
    XCTAssertNil(
      row.first { $0.offset.x != Self.centred(2) },
      "the row did not move: \(row.first.map(String.init(describing:)) ?? "")")
    XCTAssertNil(row.first { $0.event == "scrollViewWillBeginDragging" }, "nor began to drag")
  }

  /// The featured cards' drawn height at window column `x`: the run of non-white pixels between
  /// the row's header (y 100) and the next one (y 320).
  static func cardHeight(_ shot: Screenshot, x: Int) -> Int {
    let drawn = (100..<320).filter { y in
      let pixel = shot.pixel(x: x, y: y)
      return !(pixel.r > 250 && pixel.g > 250 && pixel.b > 250)
    }
    guard let top = drawn.first, let bottom = drawn.last else { return 0 }
    return bottom - top + 1
  }

  /// `visibleItemsInvalidationHandler` scales each featured card by max(1 − d / 1280 × 0.4, 0.85),
  /// d its centre's distance from the middle: 200 pt tall centred, 180.5 one card (312 pt) away,
  /// 170 (the floor) two away — and the scales follow the row as a drag centres the next card.
  func testTheFeaturedCardsScaleByTheirDistanceFromTheMiddle() throws {
    let session = try launch(scene: "store")
    var shot = try session.screenshot()
    XCTAssertEqual(Self.cardHeight(shot, x: 640), 200, "card 1 centred: full size")
    XCTAssertEqual(Double(Self.cardHeight(shot, x: 952)), 180.5, accuracy: 1.5, "card 2, 312 pt away: 0.9025")
    XCTAssertEqual(Double(Self.cardHeight(shot, x: 1200)), 170, accuracy: 1.5, "card 3, 624 pt away: 0.85")
    let mark = session.mark
    try session.tool.drag(
      from: Point(900, Self.onRow), to: Point(600, Self.onRow), steps: 30, stepDelay: 0.02, holdBeforeRelease: 0.15)
    try session.waitFor("scrollViewDidEndDecelerating", of: "section 0", after: mark)
    shot = try session.waitForScreenshot { Self.cardHeight($0, x: 640) == 200 }
    XCTAssertEqual(Double(Self.cardHeight(shot, x: 328)), 180.5, accuracy: 1.5, "card 1, now 312 pt to the left")
    XCTAssertEqual(Double(Self.cardHeight(shot, x: 952)), 180.5, accuracy: 1.5, "card 3, 312 pt to the right")
  }
}
