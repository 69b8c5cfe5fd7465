import TestSupport
import XCTest

/// Input on X11 under Xvfb, whose XInput 2 has no scroll valuators: the app says what it found,
/// falls back to SDL's wheel notches, and runs unchanged.
final class X11InputEndToEndTests: EndToEndTestCase {
  func testWithoutScrollValuatorsTheWheelStillScrollsOneNotch() throws {
    let session = try launch(scene: "table")
    XCTAssertEqual(session.app.records().first?.view, "x11", "only DISPLAY is set: X11")
    try session.app.waitForStandardError(containing: "no scroll valuators")
    let mark = session.mark
    try session.tool.wheel(up: false, at: XDoTool.Point(640, 400))
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "table", after: mark)
    XCTAssertEqual(rest.offset.y, 40, accuracy: 0.5, "one notch: \(rest)")
  }

  func testAtScaleTwoADragOfTwoHundredPixelsMovesTheContentOneHundredPoints() throws {
    let session = try launch(scene: "image", arguments: ["--scale", "2", "--window-size", "640x400"])
    try session.app.waitForStandardError(containing: "XInput")
    let mark = session.mark
    // 200 window pixels up in 20 steps every 20 ms, resting before the release.
    try session.tool.drag(
      from: XDoTool.Point(640, 600), to: XDoTool.Point(640, 400), steps: 20, stepDelay: 0.02,
      holdBeforeRelease: 0.15)
    let began = try session.waitFor("scrollViewWillBeginDragging", of: "image", after: mark)
    let ending = try session.waitFor("scrollViewWillEndDragging", of: "image", after: mark)
    XCTAssertEqual(ending.offset.y - began.offset.y, 100, accuracy: 1, "input in points: 200 px ÷ 2")
    let shot = try session.screenshot()
    XCTAssertEqual(shot.width, 1280, "a 640-pt window drawn at 2 pixels per point")
  }
}
