import TestSupport
import XCTest

/// The tutorials' own code in `Examples/`, built as `tutorial-002` and
/// `tutorial-004` on the UIKit facade, opened by their `@main` app delegates and driven through
/// their windows. Their scroll views have no identifiers, so their trace lines have `view` "".
final class ExamplesEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  /// Tutorial 004's image controller in a 400 × 300 window: the 512-pt photo1.png (from the
  /// app's resource bundle) fits at min(400, 300) / 512; a double tap zooms ×1.5 about the tap.
  func testTutorial004ImageOpensAtTheFitScaleAndADoubleTapZoomsByOneAndAHalf() throws {
    let session = try launchApp(
      "tutorial-004", arguments: ["--window-size", "400x300", "image"], rootController: "UINavigationController",
      visibleController: "ViewController")
    XCTAssertFalse(session.app.standardError.contains("warning"), session.app.standardError)
    let mark = session.mark
    try session.tool.doubleClick(at: Point(200, 150))
    let end = try session.waitFor("scrollViewDidEndZooming", of: "", after: mark)
    XCTAssertEqual(end.zoom, 300.0 / 512 * 1.5, accuracy: 0.001, "×1.5 from the fit scale: \(end)")
  }

  /// Tutorial 004's menu, the storyboard's initial scene: a table of four rows in a navigation
  /// controller. In a 400 × 300 window each row (44 pt, below the 44-pt bar) pushes its demo and
  /// the back button (the bar's left end) pops back to the menu; the image demo opens at its fit
  /// scale min(400, 300) / 512, the custom view at 1.
  func testTutorial004MenuRowsPushTheirDemosAndTheBackButtonPops() throws {
    let session = try launchApp(
      "tutorial-004", arguments: ["--window-size", "400x300"], rootController: "UINavigationController",
      visibleController: "TableViewController")
    let demos: [(name: String, zoom: Double)] = [
      ("ViewController", 300.0 / 512), ("CustomScrollViewController", 1), ("PagedScrollViewController", 1),
      ("PeekPagedScrollViewController", 1),
    ]
    for (row, demo) in demos.enumerated() {
      var mark = session.mark
      try session.tool.click(at: Point(200, 44 + 44 * Double(row) + 22))
      let pushed = try session.waitForTrace(after: mark) { $0.event == "viewDidAppear" }
      XCTAssertEqual(pushed.view, demo.name, "row \(row) pushes its demo")
      XCTAssertEqual(pushed.zoom, demo.zoom, accuracy: 0.001, "row \(row): \(pushed)")
      mark = session.mark
      try session.tool.click(at: Point(30, 22))
      let back = try session.waitForTrace(after: mark) { $0.event == "viewDidAppear" }
      XCTAssertEqual(back.view, "TableViewController", "the back button pops row \(row)'s demo")
    }
    XCTAssertFalse(session.app.standardError.contains("warning"), session.app.standardError)
  }

  /// Tutorial 004's paged controller, pushed by the `paged` shortcut: a flick lands on the next
  /// 1280-pt page. Its scroll view lies under the 44-pt navigation bar and, as on iOS, the bar's
  /// height is added to its top inset (`contentInsetAdjustmentBehavior` `.automatic`), so it rests at
  /// y = −44.
  func testTutorial004PagedFlickLandsOnTheNextPage() throws {
    let session = try launchApp(
      "tutorial-004", arguments: ["paged"], rootController: "UINavigationController",
      visibleController: "PagedScrollViewController")
    let mark = session.mark
    try session.tool.flick(from: Point(900, 400), by: Point(-30, 0), steps: 6, stepDelay: 0.01)
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "", after: mark)
    XCTAssertEqual(rest.offset.x, 1280, "rests on page 1: \(rest)")
    XCTAssertEqual(rest.offset.y, -44, "below the bar: \(rest)")
  }

  /// Tutorial 004's peeking controller: a drag beside the 240-pt scroll view (on the container,
  /// whose `hitTest` compares `theView == self`) pages it.
  func testTutorial004PeekingDragBesideTheScrollViewPages() throws {
    let session = try launchApp(
      "tutorial-004", arguments: ["peeking"], rootController: "UINavigationController",
      visibleController: "PeekPagedScrollViewController")
    let mark = session.mark
    // The scroll view spans x 520…760 and y 244…556 of the 1280 × 800 window.
    try session.tool.flick(from: Point(1000, 400), by: Point(-20, 0), steps: 10, stepDelay: 0.01)
    let began = try session.waitFor("scrollViewWillBeginDragging", of: "", after: mark)
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "", after: mark)
    XCTAssertEqual(began.offset.x, 0)
    XCTAssertEqual(rest.offset.x, 240, "one page: \(rest)")
  }

  /// Tutorial 002's ScrollViewController in an 800 × 600 window: image.png (1000 × 872) opens at
  /// zoom 1; a double tap zooms out to the fit scale min(800 / 1000, 600 / 872), centred by the
  /// content inset.
  func testTutorial002DoubleTapZoomsOutToTheFitScale() throws {
    let session = try launchApp(
      "tutorial-002", arguments: ["--window-size", "800x600"], rootController: "ScrollViewController")
    XCTAssertFalse(session.app.standardError.contains("warning"), session.app.standardError)
    let mark = session.mark
    try session.tool.doubleClick(at: Point(400, 300))
    let end = try session.waitFor("scrollViewDidEndZooming", of: "", after: mark)
    XCTAssertEqual(end.zoom, 600.0 / 872, accuracy: 0.001, "the fit scale: \(end)")
    // Centred: the horizontal inset (800 − 1000 × zoom) / 2 leaves the offset at minus the inset.
    XCTAssertEqual(end.offset.x, -(800 - 1000 * end.zoom) / 2, accuracy: 1, "\(end)")
  }

  /// Tutorial 002's nested scroll views (1280 × 800): dragging the foreground (content 1600 pt
  /// tall) moves the background (image 872 pt tall) by the same fraction of its range, 72 / 800.
  func testTutorial002BackgroundFollowsTheForegroundsFraction() throws {
    let session = try launchApp("tutorial-002", arguments: ["nested"], rootController: "ViewController")
    let mark = session.mark
    try session.tool.drag(
      from: Point(640, 600), to: Point(640, 300), steps: 30, stepDelay: 0.02, holdBeforeRelease: 0.15)
    let end = try session.waitFor("scrollViewDidEndDragging", of: "", after: mark)
    XCTAssertEqual(end.offset.y, 300, accuracy: 2, "the foreground followed the finger: \(end)")
    let expected = end.offset.y * 72 / 800
    let background = session.app.records(from: mark).filter { $0.event == "scrollViewDidScroll" && !$0.dragging }
    XCTAssertTrue(
      background.contains { abs($0.offset.y - expected) < 0.01 },
      "a background scroll to \(expected): \(background.suffix(3))")
  }

  /// Bad use of the app entry point: without a display `makeKeyAndVisible()` says so in one line
  /// and the app exits with 1; a bad `--window-size` is one line and exit status 2.
  func testWithoutADisplayOrWithABadWindowSizeTheAppSaysSoInOneLine() throws {
    let path = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("tutorial-004").path
    let headless = try DemoProcess(
      executable: path, arguments: [], directory: directory,
      environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "XDG_RUNTIME_DIR": nil])
    defer { headless.terminate() }
    XCTAssertEqual(headless.waitForExit(), 1)
    let lines = headless.standardError.split(separator: "\n")
    XCTAssertEqual(lines.count, 1, headless.standardError)
    XCTAssertTrue(lines.first?.hasPrefix("tutorial-004: error: no display") ?? false, headless.standardError)

    let badSize = try DemoProcess(executable: path, arguments: ["--window-size", "0x0"], directory: directory)
    defer { badSize.terminate() }
    XCTAssertEqual(badSize.waitForExit(), 2)
    XCTAssertEqual(
      badSize.standardError,
      "tutorial-004: error: --window-size expects WxH with both from 1 to 16384 (e.g. 1280x800), got '0x0'\n")
  }
}
