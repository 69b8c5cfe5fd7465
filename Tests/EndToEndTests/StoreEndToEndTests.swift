import XCTest

/// Issue 23: the `store` scene's compositional layout driven by a real mouse. Its featured row
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
}
