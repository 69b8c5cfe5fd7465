import TestSupport
import XCTest

/// Nested scroll views: in `parallax` the background follows the foreground at the
/// tutorial's ratio (background range / foreground range) on every frame; in `cross` a horizontal
/// drag on the strip moves only `strip` and a vertical one, even starting on the strip, only `outer`.
final class NestingEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  func testParallaxBackgroundFollowsTheForegroundAtTheFormulasRatio() throws {
    let session = try launch(scene: "parallax")
    // Foreground: 24 labels 110 pt apart from y = 40, then a 128-pt container and 200 pt below it.
    let labels: Double = 40 + 24 * 110
    let foregroundRange: Double = labels + 128 + 200 - 736
    // Background: an image as wide as the view and 1.6 times as tall.
    let backgroundRange: Double = 736 * 1.6 - 736
    let ratio = backgroundRange / foregroundRange
    let mark = session.mark
    try session.tool.flick(from: Point(640, 600), by: Point(0, -20), steps: 8, stepDelay: 0.01)
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "foreground", after: mark)
    var foreground: TraceRecord?
    var pairs = 0
    for record in session.app.records(from: mark) {
      if record.view == "foreground" { foreground = record }
      guard record.view == "background", record.event == "scrollViewDidScroll", let foreground else {
        continue
      }
      pairs += 1
      XCTAssertEqual(
        record.offset.y, foreground.offset.y * ratio, accuracy: 0.01,
        "background = foreground × \(backgroundRange)/\(foregroundRange): \(foreground) → \(record)")
      XCTAssertEqual(record.offset.x, 0)
    }
    XCTAssertGreaterThan(rest.offset.y, 300, "the flick scrolled the foreground: \(rest)")
    XCTAssertGreaterThan(pairs, 10, "the background moved with the foreground on every frame")
    let background = try session.state(of: "background")
    XCTAssertEqual(background.offset.y, rest.offset.y * ratio, accuracy: 0.01, "at rest too: \(background)")
  }

  func testHorizontalDragOnTheStripMovesOnlyTheStrip() throws {
    let session = try launch(scene: "cross")
    let mark = session.mark
    // The strip spans window y 264…392 (64 + 200 + 128).
    try session.tool.drag(
      from: Point(800, 330), to: Point(500, 330), steps: 30, stepDelay: 0.02, holdBeforeRelease: 0.15)
    let release = try session.waitFor("scrollViewWillEndDragging", of: "strip", after: mark)
    XCTAssertEqual(release.offset.x, 300, accuracy: 1, "the strip followed the finger: \(release)")
    XCTAssertEqual(release.offset.y, 0)
    let outer = session.records(of: "outer", after: mark)
    XCTAssertNil(outer.first { $0.event == "scrollViewWillBeginDragging" }, "outer did not drag")
    XCTAssertNil(outer.first { $0.offset != TraceRecord.Point(x: 0, y: 0) }, "outer did not move")
  }

  func testVerticalDragStartingOnTheStripMovesOnlyTheOuterView() throws {
    let session = try launch(scene: "cross")
    let mark = session.mark
    try session.tool.drag(
      from: Point(800, 330), to: Point(800, 180), steps: 15, stepDelay: 0.02, holdBeforeRelease: 0.15)
    let release = try session.waitFor("scrollViewWillEndDragging", of: "outer", after: mark)
    XCTAssertEqual(release.offset.y, 150, accuracy: 1, "the outer view followed the finger: \(release)")
    XCTAssertEqual(release.offset.x, 0)
    let strip = session.records(of: "strip", after: mark)
    XCTAssertNil(strip.first { $0.event == "scrollViewWillBeginDragging" }, "the strip did not drag")
    XCTAssertNil(strip.first { $0.offset != TraceRecord.Point(x: 0, y: 0) }, "the strip did not move")
  }
}
