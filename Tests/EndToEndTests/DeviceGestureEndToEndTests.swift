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

  func testASwipeIsRecordedWithItsTravelOnWayland() throws { try swipeRecorded(.wayland) }
  func testASwipeIsRecordedWithItsTravelOnX11() throws { try swipeRecorded(.x11) }

  /// A three-finger swipe through the compositor (Wayland's pointer gestures, or XInput 2.4 through
  /// Xwayland) reaches the app as one swipe gesture — begin, five changes, end — at the pointer,
  /// with the fingers' travel summed in points, and a recording keeps it so.
  private func swipeRecorded(_ display: CompositorSession.Display) throws {
    let recording = file("swipe-\(display.rawValue).jsonl")
    let session = try launchOnCompositor(scene: "image", display: display, arguments: ["--record", recording])
    try session.send("move 500 400")
    // A slow two-step scroll there first, so that the swipe begins where the pointer is
    // (Xwayland can begin a gesture that follows a move at once where its pointer was before).
    let synced = session.mark
    try session.send("stream 2 2 16 stop 8")
    _ = try session.waitFor("scrollViewDidEndDragging", of: "image", after: synced)
    try session.send("swipe begin 3")
    for _ in 0..<5 { try session.send("swipe update -30 2") }
    try session.send("swipe end")
    // A slow two-step scroll after it: once it has ended in the trace, the swipe was read before it.
    let mark = session.mark
    try session.send("stream 2 2 16 stop 8")
    _ = try session.waitFor("scrollViewDidEndDragging", of: "image", after: mark)
    XCTAssertEqual(session.app.terminate(), 0, "SIGTERM quits through the app's normal path")
    // The recording's swipe lines, one flat JSON object each (docs/input.md).
    let swipes = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
      .compactMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
      .filter { $0["type"] as? String == "gesture" && $0["gesture"] as? String == "swipe" }
    let phases = swipes.map { $0["phase"] as? String ?? "?" }
    let last = swipes.last ?? [:]
    let first = swipes.first ?? [:]
    print("swipe on the test compositor (\(display.rawValue)): \(phases), last \(last)")
    XCTAssertEqual(phases, ["began"] + Array(repeating: "changed", count: 5) + ["ended"])
    XCTAssertEqual(last["dx"] as? Double ?? 0, -150, accuracy: 0.01, "5 × −30: \(last)")
    XCTAssertEqual(last["dy"] as? Double ?? 0, 10, accuracy: 0.01, "5 × 2: \(last)")
    XCTAssertEqual(first["x"] as? Double ?? 0, 500, accuracy: 1, "at the pointer: \(first)")
    XCTAssertEqual(first["y"] as? Double ?? 0, 400, accuracy: 1, "at the pointer: \(first)")
  }

  /// Ctrl held through the compositor's keyboard and one wheel notch away from the user: the
  /// pinch it begins zooms ×1.1 about the pointer and ends by itself once the wheel has rested
  /// (the app's loop passing the 0.25-s gap), while Ctrl is still down — nothing else could end it.
  func testACtrlWheelPinchEndsOnceTheWheelRestsWithCtrlStillHeldOnWayland() throws {
    let session = try launchOnCompositor(scene: "image", display: .wayland)
    let pointer = (x: 400.0, y: 300.0)
    try session.send("move \(Int(pointer.x)) \(Int(pointer.y))")
    let synced = session.mark
    try session.send("stream 2 2 16 stop 8")
    _ = try session.waitFor("scrollViewDidEndDragging", of: "image", after: synced)
    let before = try XCTUnwrap(session.records(of: "image", after: 0).last)
    try session.send("key press Control_L")
    let mark = session.mark
    try session.send("wheel -1")
    let ended = try session.waitFor("scrollViewDidEndZooming", of: "image", after: mark)
    try session.send("key release Control_L")
    let inView = (x: pointer.x, y: pointer.y - Self.sceneTop)
    let anchorBefore = ((before.offset.x + inView.x) / before.zoom, (before.offset.y + inView.y) / before.zoom)
    let anchorAfter = ((ended.offset.x + inView.x) / ended.zoom, (ended.offset.y + inView.y) / ended.zoom)
    print("Ctrl+wheel on the test compositor: zoom \(before.zoom) → \(ended.zoom), ended with Ctrl held")
    XCTAssertEqual(ended.zoom / before.zoom, 1.1, accuracy: 0.001, "one notch: ×1.1: \(before) → \(ended)")
    XCTAssertEqual(anchorAfter.0 * ended.zoom, anchorBefore.0 * ended.zoom, accuracy: 1, "about the pointer")
    XCTAssertEqual(anchorAfter.1 * ended.zoom, anchorBefore.1 * ended.zoom, accuracy: 1, "about the pointer")
  }
}
