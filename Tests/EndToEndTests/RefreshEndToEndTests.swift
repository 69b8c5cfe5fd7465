import XCTest

/// The `refresh` scene on `UIRefreshControl`, pulled with the mouse: a long pull begins
/// refreshing, the list rests with the 60-pt control in view, and 1.5 s of the app's clock later
/// it slides back to the top.
final class RefreshEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  func testALongPullRestsOnTheSpinnerThenSlidesBack() throws {
    let session = try launch(scene: "refresh")
    let mark = session.mark
    try session.tool.drag(
      from: Point(640, 200), to: Point(640, 650), steps: 25, stepDelay: 0.015, holdBeforeRelease: 0.1)
    let released = try session.waitFor("scrollViewDidEndDragging", of: "refresh", after: mark)
    XCTAssertLessThan(released.offset.y, -100, "pulled past the 100-pt trigger: \(released)")
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "refresh", after: mark)
    XCTAssertEqual(rest.offset.y, -60, accuracy: 0.5, "rests with the control in view: \(rest)")
    let back = try session.waitFor("scrollViewDidEndScrollingAnimation", of: "refresh", after: mark)
    XCTAssertEqual(back.offset.y, 0, accuracy: 0.01, "slid back to the top: \(back)")
    XCTAssertGreaterThan(back.time - released.time, 1.0, "after the refresh's 1.5 s (begun during the pull)")
    print(
      "refresh: released at \(released.offset.y), rested at \(rest.offset.y), back at 0 \(back.time - released.time) s later"
    )
  }
}
