import XCTest

/// Issue 7's application: a click on a menu row opens that scene, Esc returns to the menu, H
/// toggles the HUD; and issue 2's bad input: without a display the app exits non-zero with one
/// clear line.
final class AppEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  /// The window y of the middle of `row` in `section` of the menu's grouped table, which starts
  /// under the bars at y = 64: each section is a 38-pt header, its 60-pt rows and an 18-pt footer.
  static func menuRowY(section: Int, row: Int, rowsBefore: Int) -> Double {
    64 + Double(section) * (38 + 18) + Double(rowsBefore) * 60 + 38 + Double(row) * 60 + 30
  }

  func testClickingMenuRowsOpensScenesAndEscapeReturns() throws {
    let session = try launch(scene: nil)
    // Sections: Foundations (compositing), Scrolling and zooming (image, custom), Insets (inset,
    // keyboard, refresh).
    let rows: [(scene: String, y: Double)] = [
      ("image", Self.menuRowY(section: 1, row: 0, rowsBefore: 1)),
      ("keyboard", Self.menuRowY(section: 2, row: 1, rowsBefore: 3)),
      ("compositing", Self.menuRowY(section: 0, row: 0, rowsBefore: 0)),
    ]
    for (scene, y) in rows {
      var mark = session.mark
      try session.tool.click(at: Point(400, y))
      let opened = try session.waitForTrace(after: mark) { $0.event == "sceneDidAppear" }
      XCTAssertEqual(opened.view, scene, "the row at y = \(y) opens \(scene)")
      mark = session.mark
      try session.tool.key("Escape")
      let back = try session.waitForTrace(after: mark) { $0.event == "sceneDidAppear" }
      XCTAssertEqual(back.view, "menu", "Esc returns to the menu from \(scene)")
    }
  }

  func testHTogglesTheHUD() throws {
    let session = try launch(scene: nil)
    // The HUD: 440×330 at the top right, 12 pt in from the window's right and the bars' bottom.
    let points = [(1255, 90), (1000, 300), (1255, 395), (840, 395)]
    try session.tool.move(to: Point(640, 600))
    let before = try session.screenshot()
    for (x, y) in points {
      XCTAssertGreaterThan(before.pixel(x: x, y: y).g, 200, "the menu's light background at (\(x), \(y))")
    }
    try session.tool.key("h")
    let shown = try session.screenshot()
    for (x, y) in points {
      let pixel = shown.pixel(x: x, y: y)
      XCTAssertLessThan(max(pixel.r, pixel.g, pixel.b), 100, "the HUD's dark panel at (\(x), \(y)): \(pixel)")
    }
    XCTAssertGreaterThan(shown.pixel(x: 800, y: 300).g, 200, "left of the HUD the menu shows")
    try session.tool.key("h")
    let hidden = try session.screenshot()
    for (x, y) in points {
      XCTAssertGreaterThan(hidden.pixel(x: x, y: y).g, 200, "H again hides the HUD at (\(x), \(y))")
    }
  }

  func testWithoutADisplayItExitsNonZeroWithOneClearLine() throws {
    let app = try startProcess(
      ["--scene", "image"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
    let status = try XCTUnwrap(app.waitForExit(timeout: 20), "the app exits by itself")
    XCTAssertNotEqual(status, 0, "no display is a failure")
    let lines = app.standardError.split(separator: "\n")
    XCTAssertEqual(lines.count, 1, "one line: \(app.standardError)")
    XCTAssertTrue(lines.first?.lowercased().contains("display") ?? false, "it names the cause: \(app.standardError)")
    XCTAssertTrue(app.records().isEmpty && app.untracedLines.isEmpty, "nothing on standard output")
  }
}
