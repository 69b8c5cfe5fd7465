import TestSupport
import XCTest

/// Issue 12 on X11 under Xvfb, whose XInput 2 has no scroll valuators: the app says what it found,
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
}
