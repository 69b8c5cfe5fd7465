import TestSupport
import XCTest

/// The file in the shape current UIScrollView code takes
/// (`Examples/AutoLayoutForm`: a scroll view pinned to the safe area, a stack in its
/// `contentLayoutGuide` with its width tied to the `frameLayoutGuide`, a button running
/// `UIView.animate` and `present`) builds with only the Linux-forced edit and lays out as iOS does.
final class AutoLayoutFormEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  /// Row i (from 1) of the 20 44-pt rows, 12 pt apart, starts 44 (the bar) + 16 + 56 (i − 1) pt
  /// down; the content is 16 + 20 × 44 + 44 (the button) + 20 × 12 + 16 = 1,196 pt tall, so in
  /// the 756 pt under the bar the list scrolls 440 pt; the button presents a sheet over the
  /// dimmed window.
  func testTheFormLaysOutAsIOSDoesAndItsButtonPresentsASheet() throws {
    let session = try launchApp(
      "autolayout-form", arguments: ["--window-size", "1280x800", "--capture", file("capture.png")],
      rootController: "UINavigationController",
      visibleController: "FormViewController")
    XCTAssertFalse(session.app.standardError.contains("LayoutConstraints"), session.app.standardError)
    let shot = try session.screenshot()
    let row = Screenshot.RGB(242, 242, 247)  // secondarySystemBackground
    let white = Screenshot.RGB(255, 255, 255)
    for index in 1...13 {
      let top = 44 + 16 + 56 * (index - 1)
      XCTAssertEqual(shot.pixel(x: 640, y: top + 1), row, "row \(index) starts at y = \(top)")
      XCTAssertEqual(shot.pixel(x: 640, y: top + 42), row, "row \(index) is 44 pt tall")
      XCTAssertEqual(shot.pixel(x: 640, y: top - 2), white, "the 12-pt gap above row \(index)")
      XCTAssertEqual(shot.pixel(x: 17, y: top + 1), row, "row \(index) starts 16 pt from the left")
      XCTAssertEqual(shot.pixel(x: 14, y: top + 1), white, "and not before")
      XCTAssertEqual(shot.pixel(x: 1262, y: top + 1), row, "row \(index) ends 16 pt from the right")
      XCTAssertEqual(shot.pixel(x: 1265, y: top + 1), white, "and not after")
    }

    // A slow drag of 700 px up, held still: it rubber-bands past the end and settles there.
    var mark = session.mark
    try session.tool.drag(
      from: Point(640, 760), to: Point(640, 60), steps: 20, stepDelay: 0.02, holdBeforeRelease: 0.3)
    let end = try session.waitFor("scrollViewDidEndDecelerating", of: "", after: mark)
    XCTAssertEqual(end.offset.y, 440, accuracy: 0.5, "content 1,196 pt tall in 756 pt: \(end)")

    // The button, now at 44 + 16 + 20 × 56 − 440 = 740 pt: the sheet dims the window around it.
    mark = session.mark
    try session.tool.click(at: Point(640, 762))
    // The window's white margin left of the rows, dimmed by 40 % black once the sheet is up.
    let dimmed = try session.waitForScreenshot { abs($0.pixel(x: 8, y: 400).r - 153) <= 3 }
    XCTAssertEqual(dimmed.pixel(x: 640, y: 400), white, "the sheet's white view in the middle")
    XCTAssertEqual(dimmed.pixel(x: 279, y: 400).r, dimmed.pixel(x: 8, y: 400).r, "dimmed left of the 720-pt card")
    XCTAssertEqual(dimmed.pixel(x: 281, y: 400), white, "the card starts at (1280 − 720) / 2 = 280")
  }
}
