import XCTest

/// The built demo under Xvfb shows the `compositing` scene, and an arrow key moves the
/// purple view's subviews by the documented 10 pt (its bounds origin changes, its frame does not).
final class CompositingEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  static let purple = Screenshot.RGB(hex: 0x8E44AD)
  static let yellow = Screenshot.RGB(hex: 0xF1C40F)
  static let green = Screenshot.RGB(hex: 0x2ECC71)
  static let blue = Screenshot.RGB(hex: 0x3498DB)
  /// The scene's top in the window: the 20-pt status bar and the 44-pt navigation bar.
  static let top = 64

  func testSceneShowsTheHierarchyAndAnArrowKeyMovesTheSubviews() throws {
    let session = try launch(scene: "compositing")
    let top = Self.top
    // Purple at (80, 120) in the scene; yellow at (20, 20) inside it, green (200, 140), blue (60, 260).
    try session.tool.move(to: Point(300, Double(top + 186)))
    let before = try session.screenshot()
    XCTAssertEqual(before.width, 1280)
    XCTAssertEqual(before.height, 800)
    assertColor(before, x: 110, y: top + 170, Self.yellow, "yellow child at (100+10, 64+120+20+10)")
    assertColor(before, x: 300, y: top + 186, Self.purple, "purple between the children")
    assertColor(before, x: 400, y: top + 510, Self.purple, "purple below the children")
    assertColor(before, x: 290, y: top + 280, Self.green, "green child")
    assertColor(before, x: 150, y: top + 390, Self.blue, "blue child")
    assertColor(before, x: 102, y: top + 186, Self.yellow, "yellow just inside its left edge (x = 100)")
    assertColor(before, x: 97, y: top + 186, Self.purple, "purple just left of yellow")
    assertColor(before, x: 237, y: top + 186, Self.yellow, "yellow just inside its right edge (x = 240)")
    assertColor(before, x: 70, y: top + 186, Screenshot.RGB(245, 245, 245), "scene background left of purple")

    try session.tool.key("Right")
    let after = try session.screenshot()
    assertColor(after, x: 92, y: top + 186, Self.yellow, "yellow just inside its new left edge (x = 90)")
    assertColor(after, x: 87, y: top + 186, Self.purple, "purple just left of the moved yellow")
    assertColor(after, x: 97, y: top + 186, Self.yellow, "yellow where purple was")
    assertColor(after, x: 227, y: top + 186, Self.yellow, "yellow inside its new right edge (230)")
    assertColor(after, x: 232, y: top + 186, Self.purple, "purple just right of the new right edge")
    assertColor(after, x: 237, y: top + 186, Self.purple, "purple where yellow's right edge was")
    assertColor(after, x: 280, y: top + 280, Self.green, "green moved left too (left edge 280 → 270)")
    assertColor(after, x: 436, y: top + 280, Self.purple, "purple where green's right edge was (440 → 430)")
    assertColor(
      after, x: 70, y: top + 186, Screenshot.RGB(245, 245, 245), "the purple view itself did not move")
    assertColor(after, x: 82, y: top + 186, Self.purple, "purple's own left edge stays at x = 80")
  }

  private func assertColor(
    _ shot: Screenshot, x: Int, y: Int, _ expected: Screenshot.RGB, _ what: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let actual = shot.pixel(x: x, y: y)
    XCTAssertTrue(
      actual.isClose(to: expected),
      "\(what): pixel (\(x), \(y)) is \(actual), expected \(expected) (\(shot.path))",
      file: file, line: line)
  }
}
