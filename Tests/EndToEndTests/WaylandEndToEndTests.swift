import TestSupport
import XCTest

/// The real app under a real Wayland compositor (headless sway) with one
/// virtual pointer: two-finger scrolling moves exactly and flings only when fast, a wheel click
/// is one notch, a button drag is 1:1, and Ctrl + two-finger scrolling zooms about the pointer.
final class WaylandEndToEndTests: EndToEndTestCase {
  /// Where a scene's scroll view starts in the window: below the 20-pt status bar and the 44-pt
  /// navigation bar (DemoNavigationController's layout).
  static let sceneTop = 64.0

  func testTheAppOpensOnWaylandAndItsTraceSaysSoFirst() throws {
    let session = try launchOnWayland(scene: "table")
    let first = try XCTUnwrap(session.app.records().first)
    XCTAssertEqual(first.event, "videoDriver", "\(first)")
    XCTAssertEqual(first.view, "wayland", "WAYLAND_DISPLAY is set: the app runs on Wayland")
  }

  func testTwentySlowTwoFingerScrollsMoveExactlyTheirDistanceAndNeverFling() throws {
    let session = try launchOnWayland(scene: "table")
    var offset = session.offset(of: "table").y
    var distances: [Double] = []
    var flings = 0
    for _ in 0..<20 {
      let mark = session.mark
      // 24 steps of 1.5 px every 16 ms (about 94 pt/s, which never flings on iOS).
      try session.pointer.fingerStream(count: 24, pixels: 1.5, interval: 16)
      let start = offset
      let ended = try session.app.waitForTrace(after: mark) {
        $0.view == "table" && $0.event == "scrollViewDidEndDragging" && $0.offset.y >= start + 36 - 0.5
      }
      let records = session.records(of: "table", after: mark)
      if records.contains(where: { $0.event == "scrollViewWillBeginDecelerating" || $0.decelerate == true }) {
        flings += 1
      }
      offset = ended.offset.y
      distances.append(offset - start)
    }
    print(
      "slow two-finger scrolls on sway: \(20 - flings) of 20 without a fling; distances "
        + "\(distances.min() ?? .nan)…\(distances.max() ?? .nan) pt (36 asked)")
    XCTAssertEqual(flings, 0, "slow streams never fling")
    for (index, distance) in distances.enumerated() {
      XCTAssertEqual(distance, 36, accuracy: 0.5, "stream \(index + 1) of 20: \(distances)")
    }
  }

  func testAFastStreamDeceleratesWithinOnePercentOfTheProjectionOfItsVelocity() throws {
    let session = try launchOnWayland(scene: "table")
    let mark = session.mark
    // 12 steps of 29.5 px every 10 ms (about 2950 pt/s), then the fingers lift. (A step of a
    // whole multiple of 10 px reaches the app as whole notches, which SDL 2.26 cannot tell from
    // a wheel's when it starts a stream; a trackpad's steps are almost never whole.)
    try session.pointer.fingerStream(count: 12, pixels: 29.5, interval: 10)
    let release = try session.waitFor("scrollViewWillEndDragging", of: "table", after: mark)
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "table", after: mark)
    let velocity = try XCTUnwrap(release.velocity?.y)
    XCTAssertGreaterThan(velocity, 1000, "a fast stream: \(release)")
    let projected = ReferencePhysics.restingOffset(from: release.offset.y, velocity: velocity) - release.offset.y
    let travelled = rest.offset.y - release.offset.y
    print(
      "fast stream on sway: release velocity \(velocity) pt/s, travelled \(travelled) pt, iOS projection "
        + "\(projected) pt, off by \(abs(travelled - projected) / projected * 100) %")
    XCTAssertEqual(travelled, projected, accuracy: projected * 0.01, "release \(release), rest \(rest)")
    let sequence = session.records(of: "table", after: mark).map(\.event).filter {
      $0 != "scrollViewDidScroll" && $0 != "stateDidChange"
    }
    XCTAssertEqual(
      sequence,
      [
        "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
      ])
  }

  func testAWheelClickIsOneFortyPointNotch() throws {
    let session = try launchOnWayland(scene: "table")
    let start = session.offset(of: "table").y
    // The wheel comes after the warm-up's two-finger stream has let go of the wheel routing (a
    // whole value within WheelRouting.latchInterval, 0.3 s, of a precise one continues the stream).
    try session.pointer.send("pause 350")
    let mark = session.mark
    try session.pointer.send("wheel 1")
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "table", after: mark)
    XCTAssertEqual(rest.offset.y - start, 40, accuracy: 0.5)
  }

  func testAButtonDragMovesTheContentOneToOne() throws {
    let session = try launchOnWayland(scene: "image")
    let mark = session.mark
    try session.pointer.move(to: 640, 600)
    try session.pointer.send("button press")
    for step in 1...20 {
      try session.pointer.move(to: 640, 600 - step * 10)
      try session.pointer.send("pause 20")
    }
    try session.pointer.send("pause 150")
    try session.pointer.send("button release")
    let began = try session.waitFor("scrollViewWillBeginDragging", of: "image", after: mark)
    let ending = try session.waitFor("scrollViewWillEndDragging", of: "image", after: mark)
    XCTAssertEqual(ending.offset.y - began.offset.y, 200, accuracy: 1, "the content follows the pointer 1:1")
    XCTAssertEqual(ending.offset.x, began.offset.x, accuracy: 0.001)
  }

  func testCtrlAndTwoFingerScrollingZoomAboutThePointer() throws {
    let session = try launchOnWayland(scene: "image")
    let pointer = (x: 400.0, y: 300.0)
    try session.pointer.move(to: Int(pointer.x), Int(pointer.y))
    let before = try XCTUnwrap(session.records(of: "image", after: 0).last)
    let mark = session.mark
    try session.pointer.send("ctrl press")
    // Ten steps of 2.5 px away from the user: zoom in.
    try session.pointer.fingerStream(count: 10, pixels: -2.5, interval: 16)
    try session.pointer.send("ctrl release")
    let ended = try session.waitFor("scrollViewDidEndZooming", of: "image", after: mark)
    XCTAssertGreaterThan(ended.zoom, before.zoom * 1.05, "zoomed in: \(before) → \(ended)")
    // The content point under the pointer stays under it.
    let inView = (x: pointer.x, y: pointer.y - Self.sceneTop)
    let anchorBefore = ((before.offset.x + inView.x) / before.zoom, (before.offset.y + inView.y) / before.zoom)
    let anchorAfter = ((ended.offset.x + inView.x) / ended.zoom, (ended.offset.y + inView.y) / ended.zoom)
    XCTAssertEqual(anchorAfter.0, anchorBefore.0, accuracy: 1, "\(before) → \(ended)")
    XCTAssertEqual(anchorAfter.1, anchorBefore.1, accuracy: 1, "\(before) → \(ended)")
  }

  func testAScaleTwoOutputDrawsAtItsPixelsWithInputInPoints() throws {
    let session = try launchOnWayland(scene: "table", scale: 2)
    let start = session.offset(of: "table").y
    let mark = session.mark
    try session.pointer.fingerStream(count: 24, pixels: 1.5, interval: 16)
    let ended = try session.app.waitForTrace(after: mark) {
      $0.view == "table" && $0.event == "scrollViewDidEndDragging" && $0.offset.y >= start + 36 - 0.5
    }
    XCTAssertEqual(ended.offset.y - start, 36, accuracy: 0.5, "24 × 1.5 surface units are 36 pt at 2×: \(ended)")
    let path = file("output.png")
    try session.sway.screenshot(to: path)
    let shot = try Screenshot(path: path)
    XCTAssertEqual(shot.width, HeadlessSway.outputSize.width, "grim captures the output's pixels")
    // The navigation bar's 1-pt separator at 63–64 pt lies on pixel rows 126 and 127, both fully
    // drawn and nothing blended beside them: drawn at the pixel size, not scaled up.
    let bar = shot.pixel(x: 200, y: 120)
    let separator = [126, 127].map { shot.pixel(x: 200, y: $0) }
    XCTAssertEqual(separator[0], separator[1])
    XCTAssertFalse(separator[0].isClose(to: bar, tolerance: 20), "the separator row differs from the bar")
    XCTAssertTrue(shot.pixel(x: 200, y: 125).isClose(to: bar, tolerance: 2), "no blending above")
    // One device pixel: an app drawing at 1× and upscaled by the compositor (nearest, sway's
    // filter at integer scales) paints every 2×2 block of pixels one colour, so a pixel never
    // differs from its neighbour inside the block. The glyphs of the first rows' text, drawn at
    // 2×, have edges one device pixel wide: many pixels differ from the other pixel of their pair.
    let text = (x: 0..<HeadlessSway.outputSize.width / 2 * 2, y: 140..<400)
    var (acrossColumns, acrossRows) = (0, 0)
    for y in stride(from: text.y.lowerBound, to: text.y.upperBound, by: 2) {
      for x in stride(from: text.x.lowerBound, to: text.x.upperBound, by: 2) {
        let corner = shot.pixel(x: x, y: y)
        if !corner.isClose(to: shot.pixel(x: x + 1, y: y), tolerance: 8) { acrossColumns += 1 }
        if !corner.isClose(to: shot.pixel(x: x, y: y + 1), tolerance: 8) { acrossRows += 1 }
      }
    }
    print("2× output: \(acrossColumns) pixel pairs differ across columns, \(acrossRows) across rows")
    XCTAssertGreaterThan(acrossColumns, 100, "edges one device pixel wide, not 2×2 blocks")
    XCTAssertGreaterThan(acrossRows, 100, "edges one device pixel high, not 2×2 blocks")
  }
}
