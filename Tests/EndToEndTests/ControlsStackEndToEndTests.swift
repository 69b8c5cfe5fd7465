import Foundation
import TestSupport
import XCTest

/// `Examples/ControlsStack` (`controls-stack`): a vertical stack of a 120-pt carousel, a page
/// control and one of each standard control. Each row sits where its intrinsic height puts it, so
/// the panel after the page control keeps its size and nothing is drawn above the stack; a click
/// right of the current dot turns the page.
final class ControlsStackEndToEndTests: EndToEndTestCase {
  typealias RGB = Screenshot.RGB

  func testEveryRowSitsAtItsIntrinsicHeightAndAClickOnThePageControlTurnsThePage() throws {
    let session = try launchApp(
      "controls-stack", arguments: ["--window-size", "360x700", "--capture", file("capture.png")],
      rootController: "ControlsViewController")
    // The stack starts 20 pt down with 12 pt between rows: carousel 20…140, page control 152…178
    // (26 pt), segmented control 190…222 (32), switch 234…265 (31), slider 277…308 (31), progress
    // 320…324 (4), stepper 336…368 (32), spinner 380…400 (20), footer 412…456 (44).
    let orange = RGB(hex: 0xFF9500)
    let indigo = RGB(hex: 0x5856D6)
    let blue = RGB(hex: 0x007AFF)
    let green = RGB(hex: 0x34C759)
    let white = RGB(hex: 0xFFFFFF)
    let shot = try session.screenshot()
    XCTAssertTrue(shot.pixel(x: 180, y: 10).isClose(to: white), "nothing above the stack: \(shot.pixel(x: 180, y: 10))")
    XCTAssertTrue(shot.pixel(x: 180, y: 80).isClose(to: orange), "the carousel: \(shot.pixel(x: 180, y: 80))")
    XCTAssertTrue(shot.pixel(x: 180, y: 146).isClose(to: white), "the gap under it: \(shot.pixel(x: 180, y: 146))")
    // Five dots 16 pt apart centred in the 328-pt row: the first (current, blue) at x 16 + 132.
    XCTAssertTrue(shot.pixel(x: 148, y: 165).isClose(to: blue), "the current dot: \(shot.pixel(x: 148, y: 165))")
    XCTAssertTrue(shot.pixel(x: 165, y: 249).isClose(to: green), "the switch, on: \(shot.pixel(x: 165, y: 249))")
    XCTAssertTrue(shot.pixel(x: 60, y: 322).isClose(to: blue), "the progress bar: \(shot.pixel(x: 60, y: 322))")
    XCTAssertTrue(shot.pixel(x: 180, y: 406).isClose(to: white), "the gap above the footer")
    XCTAssertTrue(shot.pixel(x: 180, y: 434).isClose(to: indigo), "the footer: \(shot.pixel(x: 180, y: 434))")
    XCTAssertTrue(shot.pixel(x: 180, y: 460).isClose(to: white), "nothing past the footer")

    try session.tool.click(at: XDoTool.Point(220, 165))
    let teal = RGB(hex: 0x30B0C7)
    try session.waitForScreenshot { $0.pixel(x: 180, y: 80).isClose(to: teal) }
  }
}
