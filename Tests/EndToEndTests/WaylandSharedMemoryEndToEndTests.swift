import TestSupport
import XCTest

/// Where OpenGL is rasterised on the CPU (llvmpipe, as on this machine and CI), the demo on
/// Wayland draws with SDL's software renderer and hands its frames to the compositor in `wl_shm`
/// buffers (`WaylandSharedMemoryTarget`). Each present copies into the buffer it reuses only what
/// that buffer lacks; these tests read what the compositor shows (grim on the project's compositor).
final class WaylandSharedMemoryEndToEndTests: EndToEndTestCase {
  /// A slow two-finger scroll of 36 pt and then the scroll indicators' fade, whose frames change a
  /// few pixels each and go into buffers last used frames before: what the compositor shows at the end is
  /// the picture before the scroll moved up by exactly 36 pixels, every pixel of it.
  func testAfterAScrollAndTheIndicatorsFadeTheCompositorShowsTheScrolledPictureExactly() throws {
    let session = try launchOnCompositor(scene: "image", display: .wayland)
    XCTAssertTrue(
      session.app.standardError.contains("renderer software into wl_shm"),
      "OpenGL here is llvmpipe: the window is drawn in shared memory (\(session.app.standardError.prefix(600)))")
    let before = try shotOnceTheIndicatorsHaveFaded(session, after: 0, name: "before")
    let start = session.offset(of: "image").y
    let mark = session.mark
    // 24 steps of 1.5 px every 16 ms: 36 pt without a fling.
    try session.send("stream 24 1.5 16 stop 8")
    let ended = try session.app.waitForTrace(after: mark) {
      $0.view == "image" && $0.event == "scrollViewDidEndDragging" && $0.offset.y >= start + 36 - 0.5
    }
    XCTAssertEqual(ended.offset.y - start, 36, accuracy: 0.01, "\(ended)")
    let after = try shotOnceTheIndicatorsHaveFaded(session, after: mark, name: "after")
    // The rows below the bars.
    let top = Int(WaylandEndToEndTests.sceneTop)
    var differing = 0
    var first: String?
    for y in top..<(TestCompositor.outputSize.height - 36) {
      for x in 0..<TestCompositor.outputSize.width
      where !after.pixel(x: x, y: y).isClose(to: before.pixel(x: x, y: y + 36), tolerance: 0) {
        differing += 1
        if first == nil { first = "(\(x), \(y)): \(after.pixel(x: x, y: y)) against \(before.pixel(x: x, y: y + 36))" }
      }
    }
    print("wl_shm: \(differing) pixels differ from the picture before the scroll, moved up 36 px")
    XCTAssertEqual(differing, 0, "first at \(first ?? "none")")
  }

  /// grim's shot of the output once the frame computed for the end of the indicators' fade after
  /// the last scroll since `mark` (`ScrollIndicatorState`: held 0.5 s, faded over 0.3 s) has been
  /// presented: the last frame of the motion, which the compositor shows from then on.
  private func shotOnceTheIndicatorsHaveFaded(_ session: CompositorSession, after mark: Int, name: String) throws
    -> Screenshot
  {
    let moved = try XCTUnwrap(
      session.app.records(from: mark).last { $0.view == "image" && $0.event == "scrollViewDidScroll" },
      "the picture scrolled")
    try session.app.waitForTrace(after: mark) {
      $0.event == "framePresented" && ($0.frame?.target ?? -.infinity) >= moved.time + 0.8 - 1e-4
    }
    let path = file("\(name).png")
    try session.compositor.screenshot(to: path)
    return try Screenshot(path: path)
  }
}
