import XCTest

/// The `tiled` scene (a 32768×32768 image in 256-px tiles, drawn with a 1-pixel grid
/// line every 2048 image pixels at every level): after a scripted zoom and pan, a settled
/// screenshot shows full-resolution detail at the visible spot — a grid line one or two pixels
/// wide where the trace's offset and zoom put it — not a coarser tile stretched in its place
/// (whose line would be 2^level pixels wide and blurred).
final class TiledEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  static let top = 64.0
  static let gridCell = 2048.0

  func testAfterAZoomAndAPanTheScreenshotShowsDetail() throws {
    let session = try launch(scene: "tiled")
    var mark = session.mark
    // 40 Ctrl+wheel notches (×1.1 each) about one point: from the fitted ≈0.022 to ≈1.
    // Each notch multiplies the current scale, so a loaded machine that splits the notches into
    // several pinches (a rest of 0.25 s ends one) reaches the same scale: wait for the end of the
    // pinch that reaches it (one ending at 0.92, a notch short, is not it).
    // Fitted: the 736-pt-tall view over 32768 pixels; the maximum (2) is not reached.
    let expectedZoom = 736.0 / 32768 * pow(1.1, 40)
    for _ in 0..<40 { try session.tool.wheel(up: true, at: Point(640, 400), modifier: "ctrl") }
    let zoomed = try session.waitForTrace(after: mark) {
      $0.view == "tiled" && $0.event == "scrollViewDidEndZooming" && $0.zoom > expectedZoom / 1.05
    }
    let gestures = session.records(of: "tiled", after: mark).filter { $0.event == "scrollViewDidEndZooming" }
    XCTAssertEqual(
      zoomed.zoom, expectedZoom, accuracy: expectedZoom * 0.01, "40 notches of ×1.1 from the fit: \(zoomed)")
    XCTAssertGreaterThanOrEqual(gestures.count, 1)
    mark = session.mark
    try session.tool.drag(
      from: Point(900, 600), to: Point(600, 400), steps: 20, stepDelay: 0.02, holdBeforeRelease: 0.15)
    let panned = try session.waitFor("scrollViewDidEndDragging", of: "tiled", after: mark)
    XCTAssertEqual(panned.offset.x - zoomed.offset.x, 300, accuracy: 1, "the pan moved the content: \(panned)")
    let shot = try session.screenshot()
    let state = try session.state(of: "tiled")

    // The first vertical grid line inside the view, in window pixels.
    let firstLine = (state.offset.x / (Self.gridCell * state.zoom)).rounded(.up)
    var lineX = firstLine * Self.gridCell * state.zoom - state.offset.x
    if lineX < 20 { lineX += Self.gridCell * state.zoom }
    XCTAssertLessThan(lineX, 1260, "a grid line is on screen at x = \(lineX)")
    let row = Int(Self.top) + 360
    let brightness = { (x: Int) -> Int in
      let p = shot.pixel(x: x, y: row); return p.r + p.g + p.b
    }
    // The line's pixel column: the brightest within a pixel or two of where it should be
    // (the trace rounds offsets to 1/1000 pt, and pixel edges round either way).
    let expected = Int(lineX.rounded(.down))
    let column = (expected - 2...expected + 2).max { brightness($0) < brightness($1) } ?? expected
    let line = shot.pixel(x: column, y: row)
    let away = [shot.pixel(x: column - 6, y: row), shot.pixel(x: column + 6, y: row)]
    for side in away {
      XCTAssertGreaterThan(
        line.r + line.g + line.b, side.r + side.g + side.b + 60,
        "the grid line at x = \(column) is lighter than the image 6 px beside it: \(line) vs \(side)")
    }
    // Full resolution draws the line at most two pixels wide; a stand-in tile would widen it.
    let threshold = (brightness(column) + max(brightness(column - 6), brightness(column + 6))) / 2
    let wide = (column - 5...column + 5).filter { brightness($0) > threshold }.count
    XCTAssertLessThanOrEqual(wide, 2, "a sharp, full-resolution line (\(wide) px wide) at x = \(column)")
  }
}
