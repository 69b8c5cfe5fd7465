import XCTest

/// A file in today's shape (`Examples/ModernCollection`: a compositional
/// layout with an orthogonally scrolling featured row and a grid, a diffable data source, cell and
/// supplementary registrations) builds with only the Linux-forced edit and shows its sections
/// where iOS puts them. In a 1280 × 800 window under the 44-pt bar: a 44-pt header, then featured
/// groups 80 % wide (1,024 pt) and 200 tall, centred (x 128 … 1,152, y 88 … 288) with the next
/// 16 pt on; a header (288 … 332); the grid's thirds (426.67 pt) inset 4, 160 tall per row.
final class ModernCollectionEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  static let blue = Screenshot.RGB(0, 122, 255)
  static let green = Screenshot.RGB(52, 199, 89)

  func testTheSectionsAreWhereIOSPutsThemAndTheFeaturedRowPagesCentred() throws {
    let session = try launchApp(
      "modern-collection", arguments: ["--window-size", "1280x800", "--capture", file("capture.png")],
      rootController: "UINavigationController",
      visibleController: "BrowseViewController")
    let shot = try session.screenshot()
    func check(_ x: Int, _ y: Int, _ color: Screenshot.RGB, _ expected: Bool, _ what: String) {
      XCTAssertEqual(shot.pixel(x: x, y: y).isClose(to: color), expected, "\(what): \(shot.pixel(x: x, y: y))")
    }
    check(130, 190, Self.blue, true, "the first featured card starts at 128")
    check(125, 190, Self.blue, false, "and not before")
    check(1150, 190, Self.blue, true, "it ends at 1,152")
    check(1160, 190, Self.blue, false, "16 pt before the next")
    check(1170, 190, Self.blue, true, "the next card peeks in at 1,168")
    check(640, 90, Self.blue, true, "the row starts under its 44-pt header at 88")
    check(640, 86, Self.blue, false, "and not above")
    check(6, 340, Self.green, true, "the grid's first item at (4, 336)")
    check(2, 340, Self.green, false, "inset 4 from the left")
    check(420, 486, Self.green, true, "its first item ends at 422.67, 488")
    check(426, 486, Self.green, false, "the 8-pt gap")
    check(6, 498, Self.green, true, "the next row at 496")
    check(6, 492, Self.green, false, "after the row's insets")
    // A flick on the featured row: the next card comes to rest centred (offset 1,040 − 128).
    let mark = session.mark
    try session.tool.flick(from: Point(900, 190), by: Point(-30, 0), steps: 6, stepDelay: 0.01)
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "section 0", after: mark)
    XCTAssertEqual(rest.offset.x, 912, "card 2 centred: \(rest)")
  }
}
