import TestSupport
import XCTest

/// No first step lost on X11: a scroll valuator's first event after the app starts, after a
/// pointer is plugged in, or after the pointer enters, moves by what it says, because the app
/// reads each valuator's current value from the device (`XIQueryDevice`) before that event comes.
/// Through Xwayland on the project's own compositor, with no warm-up scroll before the
/// measured one: the compositor says when the window has the focus (`await focus`), so that
/// the first event goes to it.
final class ScrollReferenceEndToEndTests: EndToEndTestCase {
  func testTheFirstWheelStepAfterTheStartMovesFortyPointsOnX11() throws {
    let session = try launchOnCompositor(scene: "table", display: .x11, warmsUp: false)
    try session.send("await focus")
    try session.send("move \(TestCompositor.outputSize.width / 2) \(TestCompositor.outputSize.height / 2)")
    let start = session.offset(of: "table").y
    let mark = session.mark
    try session.send("wheel 1")
    let moved = try wheelStepDistance(session, from: start, after: mark)
    print("first wheel step after the start (x11): moved \(moved) pt (40 for one notch)")
    XCTAssertEqual(moved, 40, accuracy: 0.01, "one notch")
  }

  func testTheFirstSlowScrollAfterTheStartMovesAllOfItOnX11() throws {
    let session = try launchOnCompositor(scene: "table", display: .x11, warmsUp: false)
    try session.send("await focus")
    try session.send("move \(TestCompositor.outputSize.width / 2) \(TestCompositor.outputSize.height / 2)")
    let start = session.offset(of: "table").y
    let mark = session.mark
    // 24 × 1.5 px of finger travel: 36 pt, the first step included.
    try session.send("stream 24 1.5 16 stop 8")
    let ended = try session.waitFor("scrollViewDidEndDragging", of: "table", after: mark)
    try session.send("pause 300")
    let moved = session.offset(of: "table").y - start
    print("first slow scroll after the start (x11): 24 × 1.5 px moved \(moved) pt (36 sent)")
    XCTAssertEqual(moved, 36, accuracy: 0.01, "every step of the stream: \(ended)")
  }

  func testTheFirstWheelStepOfAPointerPluggedInMovesFortyPointsOnX11() throws {
    let session = try launchOnCompositor(scene: "table", display: .x11, pointerAtStart: false)
    try session.app.waitForStandardError(containing: "no scroll valuators")
    try session.send("await focus")
    // The pointer appears over the window: the device is added and the pointer enters it.
    try session.send("pointer add")
    try session.send("move \(TestCompositor.outputSize.width / 2) \(TestCompositor.outputSize.height / 2)")
    try session.app.waitForTrace { $0.event == "pointerDevicesDidChange" }
    let start = session.offset(of: "table").y
    let mark = session.mark
    try session.send("wheel 1")
    let moved = try wheelStepDistance(session, from: start, after: mark)
    print("first wheel step of a pointer plugged in (x11): moved \(moved) pt (40 for one notch)")
    XCTAssertEqual(moved, 40, accuracy: 0.01, "one notch")
  }

  /// How far the table moved for a wheel step sent after `mark`: to where its animation ended, or
  /// 0 when none began within 5 s (the step was lost, so nothing will come).
  private func wheelStepDistance(_ session: CompositorSession, from start: Double, after mark: Int) throws -> Double {
    guard let rest = try? session.waitFor("scrollViewDidEndDecelerating", of: "table", after: mark, timeout: 5) else {
      return session.offset(of: "table").y - start
    }
    return rest.offset.y - start
  }
}
