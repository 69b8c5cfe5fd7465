import XCTest

/// The mail scene's bars, context menu and alert with a real mouse and keyboard, judged by what
/// is on screen. The window is 1280 × 800: the navigation bar spans y 20 to 64, its Add item the
/// 44-pt square at its right end (8 pt from the edge: centre (1250, 42)); rows 0, 1, 2 start at
/// y 64, 145 and 244 (see `MailEditingEndToEndTests`). A context menu opens with its top-left
/// corner at the pointer, 250 pt wide: Flag (44 pt), an 8-pt separator, Delete (44 pt, red).
/// The alert is centred in the window with Cancel on the left and Delete (red) on the right.
final class ChromeEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  static let addItem = Point(1250, 42)

  /// The text of the row band at `top` (as `MailEditingEndToEndTests.text`).
  static func text(_ shot: Screenshot, top: Int) -> [Screenshot.RGB] {
    MailEditingEndToEndTests.text(shot, top: top)
  }

  /// The core of red text (iOS's system red, 255, 59, 48, antialiased): much more red than green.
  static func isRedText(_ pixel: Screenshot.RGB) -> Bool { pixel.r > 180 && pixel.r - pixel.g > 100 && pixel.b < 120 }

  /// The red pixels in `rect` (x, y, width, height), as their bounding box's centre, or nil.
  static func redCentre(_ shot: Screenshot, x: Int, y: Int, width: Int, height: Int) -> Point? {
    var xs: [Int] = []
    var ys: [Int] = []
    for py in y..<y + height {
      for px in x..<x + width where isRedText(shot.pixel(x: px, y: py)) {
        xs.append(px)
        ys.append(py)
      }
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
    return Point(Double(minX + maxX) / 2, Double(minY + maxY) / 2)
  }

  /// The alert dims the window to 80 %: a white pixel right of the rows' text, far from the
  /// alert, reads about 204.
  static func isDimmed(_ shot: Screenshot) -> Bool { shot.pixel(x: 1000, y: 700).r < 225 }

  /// The alert's red Delete button: in the right half of the middle of the window.
  static func alertDelete(_ shot: Screenshot) -> Point? {
    redCentre(shot, x: 645, y: 330, width: 130, height: 160)
  }

  func testTappingTheBarsAddItemPutsANewMessageAtTheTop() throws {
    let session = try launch(scene: "mail")
    let before = try session.waitForScreenshot { !Self.text($0, top: 64).isEmpty }
    let row0 = Self.text(before, top: 64)
    try session.tool.click(at: Self.addItem)
    // The new one-line message (81 pt) takes the top; the old first row now starts at 145.
    let after = try session.waitForScreenshot { Self.text($0, top: 145) == row0 }
    XCTAssertNotEqual(Self.text(after, top: 64), row0, "a new message is on top")
  }

  func testARightClickOnARowOpensItsMenuAndDeleteAsksThenRemovesTheRow() throws {
    let session = try launch(scene: "mail")
    let before = try session.waitForScreenshot { !Self.text($0, top: 64).isEmpty }
    let row2 = Self.text(before, top: 244)
    // Row 1 (y 145 to 244): the menu opens at the pointer, its Delete row 52 to 96 pt below.
    try session.tool.rightClick(at: Point(300, 190))
    let menu = try session.waitForScreenshot {
      Self.redCentre($0, x: 300, y: 242, width: 250, height: 44) != nil
    }
    XCTAssertNil(Self.redCentre(menu, x: 300, y: 190, width: 250, height: 44), "Flag is not red")
    XCTAssertFalse(Self.isDimmed(menu), "no alert yet")
    try session.tool.click(at: Point(400, 264))
    let alert = try session.waitForScreenshot { Self.isDimmed($0) && Self.alertDelete($0) != nil }
    XCTAssertEqual(Self.text(alert, top: 244).count, row2.count)
    let delete = try XCTUnwrap(Self.alertDelete(alert))
    try session.tool.click(at: delete)
    // Row 1 (99 pt) goes and row 2 moves up to its place.
    let after = try session.waitForScreenshot { !Self.isDimmed($0) && Self.text($0, top: 145) == row2 }
    XCTAssertNil(Self.alertDelete(after), "the alert is gone")
  }

  func testEscCancelsTheAlertAndTheRowStays() throws {
    let session = try launch(scene: "mail")
    let before = try session.waitForScreenshot { !Self.text($0, top: 64).isEmpty }
    let rows = (Self.text(before, top: 64), Self.text(before, top: 145))
    try session.tool.rightClick(at: Point(300, 100))
    _ = try session.waitForScreenshot { Self.redCentre($0, x: 300, y: 152, width: 250, height: 44) != nil }
    try session.tool.click(at: Point(400, 174))
    _ = try session.waitForScreenshot { Self.isDimmed($0) && Self.alertDelete($0) != nil }
    try session.tool.key("Escape")
    let after = try session.waitForScreenshot { !Self.isDimmed($0) }
    XCTAssertNil(Self.alertDelete(after))
    XCTAssertEqual(Self.text(after, top: 64), rows.0, "row 0 stayed")
    XCTAssertEqual(Self.text(after, top: 145), rows.1)
    XCTAssertEqual(
      after.pixel(x: 10, y: 42).r, before.pixel(x: 10, y: 42).r, "still on the mail scene (Esc did not go back)")
  }
}
