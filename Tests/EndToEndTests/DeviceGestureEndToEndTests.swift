import Foundation
import TestSupport
import XCTest

/// A trackpad pinch is a pinch, not two made-up fingers: the window hit-tests it once, at the
/// pointer, and the pinch recognizer there takes its scale directly. Through the project's own
/// compositor, whose pinch the app reads from Wayland's pointer gestures or XInput 2.4.
final class DeviceGestureEndToEndTests: EndToEndTestCase {
  /// Where a scene's scroll view starts in the window: below the status and navigation bars.
  static let sceneTop = 64.0

  func testAPinchNearAScrollViewsEdgeZoomsItAboutThePointerOnWayland() throws { try pinchNearTheEdge(.wayland) }
  func testAPinchNearAScrollViewsEdgeZoomsItAboutThePointerOnX11() throws { try pinchNearTheEdge(.x11) }

  /// The image scene's scroll view fills the window's width: 40 pt from its left edge, two
  /// fingers 200 pt apart about the pointer would put one outside it.
  private func pinchNearTheEdge(_ display: CompositorSession.Display) throws {
    let session = try launchOnCompositor(scene: "image", display: display)
    let pointer = (x: 40.0, y: 400.0)
    try session.send("move \(Int(pointer.x)) \(Int(pointer.y))")
    // A slow two-step scroll there first, so that the pinch begins where the pointer is.
    let synced = session.mark
    try session.send("stream 2 2 16 stop 8")
    _ = try session.waitFor("scrollViewDidEndDragging", of: "image", after: synced)
    let before = try XCTUnwrap(session.records(of: "image", after: 0).last)
    let mark = session.mark
    try session.send("pinchstream 20 16 2")
    let ended = try session.waitFor("scrollViewDidEndZooming", of: "image", after: mark, timeout: 5)
    let inView = (x: pointer.x, y: pointer.y - Self.sceneTop)
    let anchorBefore = ((before.offset.x + inView.x) / before.zoom, (before.offset.y + inView.y) / before.zoom)
    let anchorAfter = ((ended.offset.x + inView.x) / ended.zoom, (ended.offset.y + inView.y) / ended.zoom)
    print(
      "pinch ×2 40 pt from the scroll view's edge (\(display.rawValue)): zoom \(before.zoom) → \(ended.zoom), "
        + "content point under the pointer \(anchorBefore) → \(anchorAfter)")
    XCTAssertEqual(ended.zoom / before.zoom, 2, accuracy: 0.02, "\(before) → \(ended)")
    XCTAssertEqual(anchorAfter.0 * ended.zoom, anchorBefore.0 * ended.zoom, accuracy: 1, "about the pointer")
    XCTAssertEqual(anchorAfter.1 * ended.zoom, anchorBefore.1 * ended.zoom, accuracy: 1, "about the pointer")
  }

  func testARecordedTrackpadPinchReplaysToTheSameZoom() throws {
    let recording = file("pinch.jsonl")
    let session = try launchOnCompositor(scene: "image", display: .wayland, arguments: ["--record", recording])
    let mark = session.mark
    try session.send("pinchstream 20 16 1.7")
    let live = try session.waitFor("scrollViewDidEndZooming", of: "image", after: mark)
    XCTAssertEqual(session.app.terminate(), 0, "SIGTERM quits through the app's normal path")
    let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
    let gestureLines = lines.filter { $0.contains("\"type\":\"gesture\"") }
    XCTAssertEqual(gestureLines.count, 22, "the begin, 20 updates and the end, as gestures: \(lines.suffix(3))")
    let replay = try startProcess(["--scene", "image", "--trace", "--replay", recording])
    XCTAssertEqual(replay.waitForExit(timeout: 60), 0, "the replay exits by itself: \(replay.standardError)")
    let replayed = try XCTUnwrap(
      replay.records().last { $0.view == "image" && $0.event == "scrollViewDidEndZooming" }, "the replay zooms")
    print("recorded trackpad pinch: zoom \(live.zoom) live, \(replayed.zoom) replayed")
    XCTAssertEqual(replayed.zoom, live.zoom, accuracy: 0.01, "live \(live) vs replayed \(replayed)")
  }
}
