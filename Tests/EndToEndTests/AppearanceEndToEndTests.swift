import Foundation
import TestSupport
import XCTest

/// The dark appearance in the real demo: `--appearance dark` opens the table scene in iOS's dark
/// colours (the rows black, the section header #1C1C1E, the bars dark grey, the text white), and
/// D switches a running window between the appearances.
final class AppearanceEndToEndTests: EndToEndTestCase {
  typealias RGB = Screenshot.RGB

  /// Window points in the table scene at 1280 × 800: a row's empty middle, the plain section
  /// header's empty middle, the navigation bar right of its title.
  private let row = (x: 640, y: 114)
  private let header = (x: 640, y: 78)
  private let bar = (x: 1000, y: 50)

  func testDarkOpensInIOSsDarkColoursAndDSwitchesAppearance() throws {
    let session = try launch(scene: "table", arguments: ["--appearance", "dark"])
    let dark = try session.screenshot()
    XCTAssertEqual(dark.pixel(x: row.x, y: row.y), RGB(0, 0, 0), "a row: systemBackground, dark")
    XCTAssertTrue(
      dark.pixel(x: header.x, y: header.y).isClose(to: RGB(0x1C, 0x1C, 0x1E), tolerance: 2),
      "the section header, dark: \(dark.pixel(x: header.x, y: header.y))")
    // #1D1D1D at 94 % over the black rows: 27 per channel.
    XCTAssertTrue(
      dark.pixel(x: bar.x, y: bar.y).isClose(to: RGB(27, 27, 27), tolerance: 3),
      "the navigation bar, dark: \(dark.pixel(x: bar.x, y: bar.y))")
    XCTAssertGreaterThan(ink(dark), 230, "the label's text is white on black")

    try session.tool.key("d")
    let light = try session.waitForScreenshot { $0.pixel(x: row.x, y: row.y) == RGB(255, 255, 255) }
    XCTAssertTrue(
      light.pixel(x: header.x, y: header.y).isClose(to: RGB(0xF7, 0xF7, 0xF7), tolerance: 2),
      "the section header, light: \(light.pixel(x: header.x, y: header.y))")
    XCTAssertLessThan(ink(light), 25, "the label's text is black on white")

    try session.tool.key("d")
    let again = try session.waitForScreenshot { $0.pixel(x: row.x, y: row.y) == RGB(0, 0, 0) }
    XCTAssertGreaterThan(ink(again), 230, "D again: dark again")
  }

  func testWithoutAPreferenceTheDemoIsLight() throws {
    let session = try launch(scene: "table")
    let shot = try session.screenshot()
    XCTAssertEqual(shot.pixel(x: row.x, y: row.y), RGB(255, 255, 255), "a row: systemBackground, light")
    XCTAssertTrue(
      shot.pixel(x: bar.x, y: bar.y).isClose(to: RGB(248, 248, 248), tolerance: 3),
      "the navigation bar, light: \(shot.pixel(x: bar.x, y: bar.y))")
  }

  /// The grey of "Row 1"'s text: of the pixels in its label (16…70 pt across, 106…122 pt down),
  /// the one farthest from the row's background.
  private func ink(_ shot: Screenshot) -> Int {
    let background = shot.pixel(x: row.x, y: row.y).g
    var farthest = background
    for y in 106...122 {
      for x in 16...70 where abs(shot.pixel(x: x, y: y).g - background) > abs(farthest - background) {
        farthest = shot.pixel(x: x, y: y).g
      }
    }
    return farthest
  }
}
