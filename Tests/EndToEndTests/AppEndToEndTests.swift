import XCTest

/// The application: a click on a menu row opens that scene, Esc returns to the menu, H
/// toggles the HUD; and bad input: without a display the app exits non-zero with one
/// clear line.
final class AppEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  /// The centres (window y) of the menu's rows on screen, top to bottom: the white runs at least
  /// 40 px tall in a column right of the rows' text, below the bars (grey section headers and
  /// footers and 1-px separators lie between them).
  static func menuRowCentres(in shot: Screenshot, x: Int = 1000) -> [Double] {
    var centres: [Double] = []
    var runStart: Int?
    for y in 64...shot.height {
      let white = y < shot.height && shot.pixel(x: x, y: y) == Screenshot.RGB(255, 255, 255)
      if white, runStart == nil { runStart = y }
      if !white, let start = runStart {
        if y - start >= 40 { centres.append(Double(start + y) / 2) }
        runStart = nil
      }
    }
    return centres
  }

  func testClickingMenuRowsOpensScenesAndEscapeReturns() throws {
    let list = try startProcess(["--list-scenes"])
    XCTAssertEqual(list.waitForExit(timeout: 20), 0, "--list-scenes: \(list.standardError)")
    let names = list.untracedLines.filter { !$0.isEmpty }
    let session = try launch(scene: nil)
    // The menu lists the scenes in catalog order, which --list-scenes prints.
    let rows = Self.menuRowCentres(in: try session.screenshot())
    XCTAssertGreaterThan(rows.count, 5, "the menu shows a screenful of rows: \(rows)")
    for scene in ["image", "keyboard", names.first ?? "compositing"] {
      let index = try XCTUnwrap(names.firstIndex(of: scene), "\(scene) is in --list-scenes: \(names)")
      guard index < rows.count else {
        XCTFail("\(scene)'s row \(index) is not among the \(rows.count) rows on screen")
        continue
      }
      var mark = session.mark
      try session.tool.click(at: Point(400, rows[index]))
      let opened = try session.waitForTrace(after: mark) { $0.event == "sceneDidAppear" }
      XCTAssertEqual(opened.view, scene, "row \(index) at y = \(rows[index]) opens \(scene)")
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
    XCTAssertTrue(
      lines.first?.lowercased().contains("display") ?? false, "it names the cause: \(app.standardError)")
    XCTAssertTrue(app.records().isEmpty && app.untracedLines.isEmpty, "nothing on standard output")
  }
}
