import XCTest

/// Buttons on the `keyboard` scene, whose fields (text fields tinted as buttons are) sit inside a
/// scroll view: a press highlights (once the scroll view's content-touch delay has passed), a
/// click fires (the field begins editing and the simulated keyboard slides up), and a press that
/// becomes a drag does not fire.
final class ButtonEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  typealias RGB = Screenshot.RGB
  /// A field at rest: white under the system tint (0, 122, 255) at 12%.
  static let normal = RGB(224, 239, 255)
  /// A pressed field: the tint at 35%.
  static let highlighted = RGB(166, 209, 255)
  /// The focused field: its 0xFFF6D5 background under the tint at 12%.
  static let focused = RGB(224, 231, 218)
  /// The simulated keyboard's background (white 0.82).
  static let keyboard = RGB(209, 209, 209)
  /// Just under the keyboard's top edge when it is all the way up (800 − 260 = 540).
  static let keyboardTop = (x: 1000, y: 542)
  /// Field 1 spans window y 144…192 (64 + 80), field 2 y 208…256; both x 20…1260.
  static let field1 = Point(300, 168)
  static let field2 = Point(300, 232)

  func testPressHighlightsAndReleaseFires() throws {
    let session = try launch(scene: "keyboard")
    let tool = session.tool
    let atRest = try session.screenshot()
    XCTAssertTrue(
      atRest.pixel(x: 30, y: 168).isClose(to: Self.normal), "field 1 at rest: \(atRest.pixel(x: 30, y: 168))")
    try tool.run(tool.moveArguments(Self.field1) + ["mousedown", "1"])
    let held = try session.waitForScreenshot(timeout: 5) {
      $0.pixel(x: 30, y: 168).isClose(to: Self.highlighted)
    }
    XCTAssertFalse(
      held.pixel(x: 1000, y: 700).isClose(to: Self.keyboard, tolerance: 3),
      "nothing fires while the button is held")
    try tool.run(["mouseup", "1"])
    let up = try session.waitForScreenshot(timeout: 5) { Self.keyboardIsUp($0) }
    XCTAssertTrue(
      up.pixel(x: 30, y: 168).isClose(to: Self.focused), "field 1 is focused: \(up.pixel(x: 30, y: 168))")
    XCTAssertTrue(
      up.pixel(x: 1275, y: 560).isClose(to: Self.keyboard, tolerance: 3), "the keyboard spans the width")
  }

  func testClickFiresAndTheKeyboardSlidesUp() throws {
    let session = try launch(scene: "keyboard")
    try session.tool.click(at: Self.field2)
    let shot = try session.waitForScreenshot(timeout: 5) { Self.keyboardIsUp($0) }
    XCTAssertTrue(
      shot.pixel(x: 30, y: 232).isClose(to: Self.focused), "field 2 is focused: \(shot.pixel(x: 30, y: 232))")
    XCTAssertTrue(
      shot.pixel(x: 30, y: 168).isClose(to: Self.normal), "field 1 is not: \(shot.pixel(x: 30, y: 168))")
    XCTAssertTrue(
      shot.pixel(x: 10, y: 795).isClose(to: Self.keyboard, tolerance: 3), "keyboard at the window's bottom")
  }

  func testQuickDragFromAFieldScrollsAndDoesNotFire() throws {
    let session = try launch(scene: "keyboard")
    let mark = session.mark
    // Up 120 pt in 10-pt steps 10 ms apart: past the pan threshold long before the 150 ms delay.
    try session.tool.drag(
      from: Self.field2, to: Point(Self.field2.x, Self.field2.y - 120), steps: 12, stepDelay: 0.01,
      holdBeforeRelease: 0.15)
    try session.waitFor("scrollViewWillBeginDragging", of: "keyboard", after: mark)
    let release = try session.waitFor("scrollViewWillEndDragging", of: "keyboard", after: mark)
    XCTAssertEqual(release.offset.y, 120, accuracy: 1, "the drag scrolled the fields: \(release)")
    let shot = try session.screenshot()
    // Field 2 is now at window y 208 − 120 = 88…136, under the bars' bottom edge at 64.
    XCTAssertTrue(
      shot.pixel(x: 30, y: 112).isClose(to: Self.normal), "field 2 did not fire: \(shot.pixel(x: 30, y: 112))"
    )
    try assertNoKeyboard(session)
  }

  func testHeldPressDraggedAwayDoesNotFire() throws {
    let session = try launch(scene: "keyboard")
    let tool = session.tool
    let mark = session.mark
    try tool.run(tool.moveArguments(Self.field2) + ["mousedown", "1"])
    try session.waitForScreenshot(timeout: 5) { $0.pixel(x: 30, y: 232).isClose(to: Self.highlighted) }
    // The button has the touch now; dragging 150 pt up takes it beyond the button's slop.
    try tool.drag(
      from: Self.field2, to: Point(Self.field2.x, Self.field2.y - 150), steps: 15, stepDelay: 0.02,
      holdBeforeRelease: 0.15, pressed: true)
    let shot = try session.screenshot()
    XCTAssertTrue(
      shot.pixel(x: 30, y: 232).isClose(to: Self.normal), "field 2 did not fire: \(shot.pixel(x: 30, y: 232))"
    )
    XCTAssertNil(
      session.records(of: "keyboard", after: mark).first { $0.event == "scrollViewWillBeginDragging" },
      "a control that has the touch is not cancelled by the scroll view (touchesShouldCancel is false)")
    try assertNoKeyboard(session)
  }

  /// The keyboard is all the way up: grey just under its top edge and near the window's bottom.
  static func keyboardIsUp(_ shot: Screenshot) -> Bool {
    shot.pixel(x: keyboardTop.x, y: keyboardTop.y).isClose(to: keyboard, tolerance: 3)
      && shot.pixel(x: 1000, y: 795).isClose(to: keyboard, tolerance: 3)
  }

  /// End scrolls to the bottom with a 0.3 s animation, longer than the keyboard's 0.25 s slide:
  /// after it, a keyboard that had been asked for would be fully up.
  private func assertNoKeyboard(_ session: DemoSession, file: StaticString = #filePath, line: UInt = #line)
    throws
  {
    try session.tool.move(to: Point(640, 400))
    let mark = session.mark
    try session.tool.key("End")
    try session.waitFor("scrollViewDidEndScrollingAnimation", of: "keyboard", after: mark)
    let shot = try session.screenshot()
    for point in [(1000, 795), (1275, 560)] {
      let pixel = shot.pixel(x: point.0, y: point.1)
      XCTAssertFalse(
        pixel.isClose(to: Self.keyboard, tolerance: 3), "no keyboard at \(point): \(pixel) (\(shot.path))",
        file: file, line: line)
    }
  }
}
