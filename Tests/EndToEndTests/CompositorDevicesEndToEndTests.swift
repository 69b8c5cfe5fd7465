import TestSupport
import XCTest

/// Devices and times through the project's own compositor: a pointer plugged in after
/// the app started, a pointer unplugged in the middle of a pinch, and an app too busy to read its
/// events while the fingers move.
final class CompositorDevicesEndToEndTests: EndToEndTestCase {
  func testAPointerAddedAfterTheStartScrollsSmoothlyOnX11() throws {
    let session = try launchOnCompositor(scene: "table", display: .x11, pointerAtStart: false)
    try session.app.waitForStandardError(containing: "no scroll valuators")
    try session.send("pointer add")
    try session.warmUp("table")
    let start = session.offset(of: "table").y
    let mark = session.mark
    // 36 px of finger travel: smoothly 36 pt; in the server's emulated notches, 3 × 40 pt.
    try session.send("stream 24 1.5 16 stop 8")
    let ended = try session.waitFor("scrollViewDidEndDragging", of: "table", after: mark)
    try session.send("pause 300")
    let moved = session.offset(of: "table").y - start
    print("pointer added after the start (x11): 24 × 1.5 px moved \(moved) pt")
    XCTAssertEqual(moved, 36, accuracy: 0.5, "the smooth path, not notches: \(ended)")
  }

  func testAPointerThatVanishesMidPinchLeavesNoStuckZoomOnWayland() throws { try vanishMidPinch(.wayland) }
  func testAPointerThatVanishesMidPinchLeavesNoStuckZoomOnX11() throws { try vanishMidPinch(.x11) }

  private func vanishMidPinch(_ display: CompositorSession.Display) throws {
    let session = try launchOnCompositor(scene: "image", display: display)
    let mark = session.mark
    try session.send("pinch begin 2")
    try session.send("pinch update 0 0 1.5")
    try session.send("pinch update 0 0 2")
    try session.waitFor("scrollViewWillBeginZooming", of: "image", after: mark)
    try session.send("pointer remove")
    let ended = try session.waitFor("scrollViewDidEndZooming", of: "image", after: mark)
    XCTAssertFalse(ended.zooming, "the zoom gesture ended with the device: \(ended)")
    // The device comes back and scrolls as before.
    try session.send("pointer add")
    try session.warmUp("image")
  }

  func testAStarvedAppMeasuresTheReleaseVelocityFromTheServersTimesOnWayland() throws { try starved(.wayland) }
  func testAStarvedAppMeasuresTheReleaseVelocityFromTheServersTimesOnX11() throws { try starved(.x11) }

  private func starved(_ display: CompositorSession.Display) throws {
    let session = try launchOnCompositor(scene: "table", display: display)
    let mark = session.mark
    // The app's event loop is held (SIGSTOP) while the fingers move: 12 × 29.5 px, 10 ms apart
    // (2950 pt/s), then lift. It reads all of them at once when it runs again.
    kill(session.app.pid, SIGSTOP)
    do {
      try session.send("stream 12 29.5 10 stop 8")
    } catch {
      kill(session.app.pid, SIGCONT)
      throw error
    }
    kill(session.app.pid, SIGCONT)
    let release = try session.waitFor("scrollViewWillEndDragging", of: "table", after: mark)
    let velocity = try XCTUnwrap(release.velocity?.y)
    print("starved app on the test compositor (\(display.rawValue)): release velocity \(velocity) pt/s (2950 sent)")
    // Stamped when read, 354 pt arrive in one instant: measured over the stream's 50-ms minimum
    // span, about 6000 pt/s.
    XCTAssertEqual(velocity, 2950, accuracy: 2950 * 0.05, "\(release)")
  }

  func testWithoutPointerGesturesTheAppSaysSoOnceAndPinchesWithAltDragOnWayland() throws {
    let session = try launchOnCompositor(scene: "image", display: .wayland, gestures: false)
    try session.app.waitForStandardError(containing: "no pointer gestures: pinch with Alt+drag")
    XCTAssertEqual(
      session.app.standardError.components(separatedBy: "no pointer gestures").count - 1, 1, "said once")
    let before = try XCTUnwrap(session.records(of: "image", after: 0).last)
    let mark = session.mark
    // Alt + drag: a pinch about the press point, spread by dragging right (100 pt: ×2).
    try session.send("move 540 450")
    try session.send("key press Alt_L")
    try session.send("button press")
    for step in 1...10 { try session.send("move \(540 + step * 10) \(450 + step * 5)") }
    try session.send("button release")
    try session.send("key release Alt_L")
    let ended = try session.waitFor("scrollViewDidEndZooming", of: "image", after: mark)
    XCTAssertGreaterThan(ended.zoom, before.zoom * 1.2, "Alt + drag still pinches: \(before) → \(ended)")
  }
}
