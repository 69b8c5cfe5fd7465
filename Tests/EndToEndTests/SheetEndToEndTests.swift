import Foundation
import XCTest

/// A page sheet with a list, driven by the real mouse. A drag on the list scrolls it;
/// a drag down that takes it past its top hands the rest to the sheet; with the list at its top,
/// a drag down moves the sheet instead and dismisses it, and the form under it scrolls again.
final class SheetEndToEndTests: EndToEndTestCase {
  func testAListAtItsTopHandsADragDownToTheSheet() throws {
    let session = try launch(scene: "form")
    // "Show a sheet": under the 64-pt bar, the 20-pt inset, the 44-pt toggle and an 8-pt gap.
    try session.tool.click(at: XDoTool.Point(640, 64 + 20 + 44 + 8 + 22))

    // The card slides up for half a second: slow drags up on it until its list follows one.
    var mark = session.mark
    var listFollowed = false
    for _ in 0..<10 where !listFollowed {
      try session.tool.drag(
        from: XDoTool.Point(640, 500), to: XDoTool.Point(640, 400), steps: 10, stepDelay: 0.02, holdBeforeRelease: 0.3)
      listFollowed =
        (try? session.waitFor("scrollViewDidEndDragging", of: "sheet-list", after: mark, timeout: 3)) != nil
      mark = session.mark
    }
    XCTAssertTrue(listFollowed, "the sheet's list scrolled")
    XCTAssertGreaterThan(try session.state(of: "sheet-list").offset.y, 50, "scrolled down by the drag up")

    // Back down past its top in one drag: the list scrolls to its top and stops there (no rubber
    // band); the sheet follows the rest of the same drag, then settles back (not far enough).
    mark = session.mark
    try session.tool.drag(
      from: XDoTool.Point(640, 300), to: XDoTool.Point(640, 550), steps: 12, stepDelay: 0.02, holdBeforeRelease: 0.3)
    try session.waitFor("scrollViewDidEndDragging", of: "sheet-list", after: mark)
    let handOff = session.records(of: "sheet-list", after: mark)
    XCTAssertEqual(try session.state(of: "sheet-list").offset.y, 0, accuracy: 0.5, "at its top")
    XCTAssertGreaterThanOrEqual(
      handOff.map(\.offset.y).min() ?? -1, -0.5, "never pulled past its top: the sheet took the rest")

    // At its top, a drag down is the sheet's: the list does not move, the sheet goes.
    mark = session.mark
    try session.tool.drag(
      from: XDoTool.Point(640, 250), to: XDoTool.Point(640, 650), steps: 16, stepDelay: 0.02, holdBeforeRelease: 0.1)
    var formFollowed = false
    var formMark = session.mark
    for _ in 0..<10 where !formFollowed {
      try session.tool.drag(
        from: XDoTool.Point(640, 600), to: XDoTool.Point(640, 500), steps: 10, stepDelay: 0.02, holdBeforeRelease: 0.3)
      formFollowed = (try? session.waitFor("scrollViewDidEndDragging", of: "form", after: formMark, timeout: 3)) != nil
      formMark = session.mark
    }
    XCTAssertTrue(formFollowed, "with the sheet gone, the form under it scrolls")
    let listEvents = session.records(of: "sheet-list", after: mark).map(\.event)
    XCTAssertFalse(
      listEvents.contains("scrollViewWillBeginDragging"), "the list did not take the drag down: \(listEvents)")
  }
}
