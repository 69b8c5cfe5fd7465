import TestSupport
import XCTest

/// Scrolling under headless sway, whose virtual pointer sends what libinput sends for a trackpad
/// (axis source finger, axis_stop when the fingers lift) and a wheel (source wheel, discrete
/// steps): the app reads them from its own seat objects instead of guessing from SDL's values.
final class WaylandAxisEndToEndTests: EndToEndTestCase {
  func testAFingerStreamInTenPixelStepsMovesOneToOne() throws {
    let session = try launchOnWayland(scene: "table")
    // Clear of the warm-up's stream: SDL's path treats whole values within 0.3 s of a fractional
    // one as the same trackpad stream (WheelRouting.latchInterval).
    try session.pointer.send("pause 350")
    let start = session.offset(of: "table").y
    let mark = session.mark
    // 24 steps of 10 px, 16 ms apart (625 pt/s, which flings): whole multiples of 10 px, which
    // SDL 2.26 reports as whole notches of a wheel.
    try session.pointer.fingerStream(count: 24, pixels: 10, interval: 16)
    let release = try session.waitFor("scrollViewWillEndDragging", of: "table", after: mark)
    print("10-px finger stream on sway: \(release.offset.y - start) pt at the lift-off (240 asked)")
    XCTAssertEqual(release.offset.y - start, 240, accuracy: 0.5, "1:1, not 24 notches of 40 pt: \(release)")
  }

  func testTheFlightBeginsWithinAFrameOfTheLiftOff() throws {
    let session = try launchOnWayland(scene: "table")
    let mark = session.mark
    // A fast stream (12 × 29.5 px, 10 ms apart), the fingers resting 8 ms, then axis_stop.
    try session.pointer.fingerStream(count: 12, pixels: 29.5, interval: 10, lifts: false)
    try session.pointer.send("pause 8")
    try session.pointer.send("stop")
    let release = try session.waitFor("scrollViewWillBeginDecelerating", of: "table", after: mark)
    let lastMove = try XCTUnwrap(
      session.records(of: "table", after: mark).last { $0.event == "scrollViewDidScroll" && $0.dragging },
      "the stream moved the table")
    let gap = release.time - lastMove.time
    print("lift-off on sway: the flight began \(gap * 1000) ms after the stream's last step (8 ms pause)")
    // The 80-ms pause rule would start it 80 ms after the last step at the earliest.
    XCTAssertLessThan(gap, 0.008 + 1.0 / 60 + 0.004, "within a frame of axis_stop: \(lastMove) → \(release)")
  }
}
