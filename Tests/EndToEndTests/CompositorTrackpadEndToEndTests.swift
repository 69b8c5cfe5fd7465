import TestSupport
import XCTest

/// The trackpad through the project's own compositor, which sends what a real trackpad sends: on
/// Wayland the app reads its own seat objects; on X11 it reads XInput 2 from the compositor's
/// Xwayland, a real X server with scroll valuators and XI 2.4 gestures. Each behaviour is one
/// function here, run by a test per display server.
final class CompositorTrackpadEndToEndTests: EndToEndTestCase {
  /// Where a scene's scroll view starts in the window: below the status and navigation bars.
  static let sceneTop = 64.0

  // MARK: Slow and fast two-finger scrolls

  func testTwentySlowScrollsMoveExactlyOnWayland() throws { try twentySlowScrolls(.wayland) }
  func testTwentySlowScrollsMoveExactlyOnX11() throws { try twentySlowScrolls(.x11) }

  private func twentySlowScrolls(_ display: CompositorSession.Display) throws {
    let session = try launchOnCompositor(scene: "table", display: display)
    var offset = session.offset(of: "table").y
    var distances: [Double] = []
    var flings = 0
    for _ in 0..<20 {
      let mark = session.mark
      // 24 steps of 1.5 px every 16 ms (about 94 pt/s, which never flings on iOS), then lift.
      try session.send("stream 24 1.5 16 stop 8")
      let start = offset
      let ended = try session.app.waitForTrace(after: mark) {
        $0.view == "table" && $0.event == "scrollViewDidEndDragging" && $0.offset.y >= start + 36 - 0.5
      }
      if session.records(of: "table", after: mark).contains(where: { $0.decelerate == true }) { flings += 1 }
      offset = ended.offset.y
      distances.append(offset - start)
    }
    print(
      "slow scrolls on the test compositor (\(display.rawValue)): \(20 - flings) of 20 without a fling; distances "
        + "\(distances.min() ?? .nan)…\(distances.max() ?? .nan) pt (36 asked)")
    XCTAssertEqual(flings, 0, "slow streams never fling")
    for (index, distance) in distances.enumerated() {
      XCTAssertEqual(distance, 36, accuracy: 0.5, "stream \(index + 1) of 20: \(distances)")
    }
  }

  func testAFastScrollRestsAtTheProjectionOfItsVelocityOnWayland() throws { try fastScroll(.wayland) }
  func testAFastScrollRestsAtTheProjectionOfItsVelocityOnX11() throws { try fastScroll(.x11) }

  private func fastScroll(_ display: CompositorSession.Display) throws {
    let session = try launchOnCompositor(scene: "table", display: display)
    let mark = session.mark
    // 12 steps of 29.5 px every 10 ms (about 2950 pt/s), then the fingers lift.
    try session.send("stream 12 29.5 10 stop 8")
    let release = try session.waitFor("scrollViewWillEndDragging", of: "table", after: mark)
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "table", after: mark)
    let velocity = try XCTUnwrap(release.velocity?.y)
    let projected = ReferencePhysics.restingOffset(from: release.offset.y, velocity: velocity) - release.offset.y
    let travelled = rest.offset.y - release.offset.y
    print(
      "fast scroll on the test compositor (\(display.rawValue)): release \(velocity) pt/s, travelled \(travelled) pt, "
        + "iOS projection \(projected) pt")
    XCTAssertGreaterThan(velocity, 2000, "a fast stream (2950 pt/s sent): \(release)")
    XCTAssertEqual(travelled, projected, accuracy: projected * 0.01, "release \(release), rest \(rest)")
  }

  // MARK: Finger or wheel

  func testATenPixelFingerStreamMovesOneToOneOnWayland() throws { try tenPixelStream(.wayland) }

  private func tenPixelStream(_ display: CompositorSession.Display) throws {
    let session = try launchOnCompositor(scene: "table", display: display)
    try session.send("pause 350")  // clear of the warm-up's stream (WheelRouting.latchInterval)
    let start = session.offset(of: "table").y
    let mark = session.mark
    try session.send("stream 24 10 16 stop 8")
    let release = try session.waitFor("scrollViewWillEndDragging", of: "table", after: mark)
    XCTAssertEqual(release.offset.y - start, 240, accuracy: 0.5, "24 × 10 px 1:1, not 24 notches: \(release)")
  }

  func testAWheelStepIsOneFortyPointNotchOnWayland() throws { try wheelStep(.wayland) }
  func testAWheelStepIsOneFortyPointNotchOnX11() throws { try wheelStep(.x11) }

  private func wheelStep(_ display: CompositorSession.Display) throws {
    let session = try launchOnCompositor(scene: "table", display: display)
    try session.send("pause 350")
    let start = session.offset(of: "table").y
    let mark = session.mark
    try session.send("wheel 1")
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "table", after: mark)
    XCTAssertEqual(rest.offset.y - start, 40, accuracy: 0.5, "\(rest)")
  }

  // MARK: Lift-off and hold

  func testTheFlightBeginsWithinAFrameOfTheLiftOffOnWayland() throws {
    let session = try launchOnCompositor(scene: "table", display: .wayland)
    let mark = session.mark
    try session.send("stream 12 29.5 10 stop 8")
    let release = try session.waitFor("scrollViewWillBeginDecelerating", of: "table", after: mark)
    let lastMove = try XCTUnwrap(
      session.records(of: "table", after: mark).last { $0.event == "scrollViewDidScroll" && $0.dragging })
    let gap = release.time - lastMove.time
    print("lift-off on the test compositor: the flight began \(gap * 1000) ms after the last step (stop 8 ms after it)")
    XCTAssertLessThan(gap, 0.008 + 1.0 / 60 + 0.004, "within a frame of axis_stop: \(lastMove) → \(release)")
  }

  func testAHoldCatchesAFlightWithinAFrameOnWayland() throws {
    let session = try launchOnCompositor(scene: "table", display: .wayland)
    let mark = session.mark
    try session.send("stream 12 29.5 10 stop 8")
    try session.waitFor("scrollViewWillBeginDecelerating", of: "table", after: mark)
    try session.send("pause 150")
    let holdMark = session.mark
    try session.send("hold begin 2")
    let caught = try session.app.waitForTrace(after: holdMark) { $0.view == "table" && !$0.decelerating }
    try session.send("pause 300")
    try session.send("hold end")
    try session.send("pause 100")
    let later = session.records(of: "table", after: holdMark)
    let moved = later.filter { $0.event == "scrollViewDidScroll" && $0.time > caught.time }
    print("hold on the test compositor: caught at \(caught.offset.y) pt; \(moved.count) moves after")
    XCTAssertTrue(caught.tracking, "the resting fingers hold the content: \(caught)")
    XCTAssertEqual(moved.count, 0, "nothing moves once caught: \(moved)")
    XCTAssertFalse(later.contains { $0.event == "scrollViewDidEndDecelerating" }, "caught, not ended")
    XCTAssertEqual(session.offset(of: "table").y, caught.offset.y, accuracy: 0.001)
  }

  // MARK: Pinch

  func testAPinchZoomsAboutThePointerOnWayland() throws { try pinchAboutThePointer(.wayland) }
  func testAPinchZoomsAboutThePointerOnX11() throws { try pinchAboutThePointer(.x11) }

  private func pinchAboutThePointer(_ display: CompositorSession.Display) throws {
    let session = try launchOnCompositor(scene: "image", display: display)
    let pointer = (x: 500.0, y: 350.0)
    try session.send("move \(Int(pointer.x)) \(Int(pointer.y))")
    // Wait until the app has had input at the new position: Xwayland can begin a pinch that
    // follows the move at once where its pointer was before (the window's centre; 1 run in 3).
    // A slow two-step scroll there (below the 250 pt/s flick gate) ends without a flight.
    let synced = session.mark
    try session.send("stream 2 2 16 stop 8")
    _ = try session.waitFor("scrollViewDidEndDragging", of: "image", after: synced)
    let before = try XCTUnwrap(session.records(of: "image", after: 0).last)
    let mark = session.mark
    try session.send("pinchstream 20 16 2")
    let ended = try session.waitFor("scrollViewDidEndZooming", of: "image", after: mark)
    print("pinch ×2 on the test compositor (\(display.rawValue)): zoom \(before.zoom) → \(ended.zoom)")
    XCTAssertEqual(ended.zoom / before.zoom, 2, accuracy: 0.02, "\(before) → \(ended)")
    let inView = (x: pointer.x, y: pointer.y - Self.sceneTop)
    let anchorBefore = ((before.offset.x + inView.x) / before.zoom, (before.offset.y + inView.y) / before.zoom)
    let anchorAfter = ((ended.offset.x + inView.x) / ended.zoom, (ended.offset.y + inView.y) / ended.zoom)
    // Within 1 pt on screen: the content point moved less than a point at the new zoom.
    XCTAssertEqual(anchorAfter.0 * ended.zoom, anchorBefore.0 * ended.zoom, accuracy: 1, "\(before) → \(ended)")
    XCTAssertEqual(anchorAfter.1 * ended.zoom, anchorBefore.1 * ended.zoom, accuracy: 1, "\(before) → \(ended)")
  }

  func testATrackpadPinchReColumnsThePhotoGridOnWayland() throws { try pinchThePhotoGrid(.wayland) }
  func testATrackpadPinchReColumnsThePhotoGridOnX11() throws { try pinchThePhotoGrid(.x11) }

  /// The `collection` scene's photo grid (window y 286 … 800; eight 155-pt columns 159.57 apart,
  /// lines 159 apart from y 36 in the grid) pinched ×2 on the trackpad with the pointer on photo
  /// 11 (window (400, 543): grid point (400, 257 + s) at offset s, line 1 (y 195 … 350), column 2,
  /// (62 + s) / 155 of the way down): four columns (315 pt, 319 apart), and the grid scrolls to
  /// keep that point under the pointer — photo 11 is line 2 of four columns (y 674): offset
  /// 674 + (62 + s) / 155 × 315 − 257.
  private func pinchThePhotoGrid(_ display: CompositorSession.Display) throws {
    let session = try launchOnCompositor(scene: "collection", scrollView: "grid", display: display)
    try session.send("move 400 543")
    // As above: a slow scroll there first, so that the pinch begins where the pointer is.
    let synced = session.mark
    try session.send("stream 2 2 16 stop 8")
    _ = try session.waitFor("scrollViewDidEndDragging", of: "grid", after: synced)
    let start = try XCTUnwrap(session.records(of: "grid", after: 0).last).offset.y
    XCTAssertLessThan(start, 90, "still on line 1 under the pointer")
    let expected = 674 + (62 + start) / 155 * 315 - 257
    let mark = session.mark
    try session.send("pinchstream 20 16 2")
    // The last step's layout change moves the offset last: wait until it reaches the anchored value.
    let moved = try session.app.waitForTrace(after: mark) {
      $0.view == "grid" && $0.event == "scrollViewDidScroll" && abs($0.offset.y - expected) < 1
    }
    print("trackpad pinch ×2 on the photo grid (\(display.rawValue)): offset \(start) → \(moved.offset.y)")
    let last = try XCTUnwrap(session.records(of: "grid", after: mark).last { $0.event == "scrollViewDidScroll" })
    XCTAssertEqual(last.offset.y, expected, accuracy: 1, "four columns, photo 11 kept under the pointer")
  }

  func testAPinchPastTheMaximumRubberBandsAndBouncesBackOnWayland() throws { try pinchPastTheMaximum(.wayland) }
  func testAPinchPastTheMaximumRubberBandsAndBouncesBackOnX11() throws { try pinchPastTheMaximum(.x11) }

  private func pinchPastTheMaximum(_ display: CompositorSession.Display) throws {
    let session = try launchOnCompositor(scene: "image", display: display)
    let mark = session.mark
    // The image scene fits the photo (zoom about 0.2) and allows up to 4: ×40 goes far past it.
    try session.send("pinchstream 30 16 40")
    let ended = try session.waitFor("scrollViewDidEndZooming", of: "image", after: mark)
    let peak = session.records(of: "image", after: mark).map(\.zoom).max() ?? 0
    print("pinch past the maximum (\(display.rawValue)): peak zoom \(peak), rest \(ended.zoom)")
    XCTAssertGreaterThan(peak, 4.05, "stretched past the maximum while pinching")
    XCTAssertEqual(ended.zoom, 4, accuracy: 0.001, "bounced back to the maximum: \(ended)")
  }
}
