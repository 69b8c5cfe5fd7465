import Foundation
import TestSupport
import XCTest

/// The `mail` scene's search, the iOS way, through the real X server: the
/// `navigationItem.searchController`'s bar sits under the navigation bar (window y 64…120 when
/// shown, its field 74…110), tucked away at rest, shown by pulling the list down at its top and
/// folded as it scrolls up; its 56 pt are in the list's adjusted top inset. Editing dims the
/// mailbox; typing shows the matching messages in the results controller; a click on the
/// dimming ends the search.
final class MailSearchEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  /// The search bar's shown height and the list's adjusted top inset from an `extentDidChange` line.
  private static func extent(_ record: TraceRecord) -> (extent: Double, inset: Double)? {
    guard record.view == "navigationSearchBar", record.event == "extentDidChange",
      let words = record.text?.split(separator: " "), words.count == 4,
      let extent = Double(words[1]), let inset = Double(words[3])
    else { return nil }
    return (extent, inset)
  }

  private func waitForExtent(_ session: DemoSession, after mark: Int, _ value: Double) throws -> TraceRecord {
    try session.waitForTrace(after: mark) { Self.extent($0)?.extent == value }
  }

  /// The subjects of the results controller's last update after `mark`, once `done` holds.
  private func waitForResults(
    _ session: DemoSession, after mark: Int, until done: @escaping ([String]) -> Bool
  ) throws -> [String] {
    func subjects(_ record: TraceRecord) -> [String] {
      record.text.map { $0.isEmpty ? [] : $0.components(separatedBy: "\n") } ?? []
    }
    let record = try session.waitForTrace(after: mark, timeout: 30) { record in
      record.view == "searchResults" && record.event == "resultsDidUpdate" && done(subjects(record))
    }
    return subjects(record)
  }

  func testTheBarIsTuckedAwayAtRestShownByPullingDownAndFoldsAsTheListScrollsUp() throws {
    let session = try launch(scene: "mail")
    // At rest: the bar tucked away (extent 0), its 56 pt in the inset, the list one bar down.
    let rest = try waitForExtent(session, after: 0, 0)
    XCTAssertEqual(Self.extent(rest)?.inset, 56)
    XCTAssertEqual(try session.state(of: "mail").offset.y, 0, accuracy: 0.5)
    // Pulled down 120 pt at the top and held: the whole bar shows.
    var mark = session.mark
    try session.tool.drag(
      from: Point(640, 300), to: Point(640, 420), steps: 24, stepDelay: 0.02, holdBeforeRelease: 0.3)
    let shown = try waitForExtent(session, after: mark, 56)
    XCTAssertEqual(Self.extent(shown)?.inset, 56)
    _ = try session.waitFor("scrollViewDidEndDecelerating", of: "mail", after: mark, timeout: 10)
    XCTAssertEqual(try session.state(of: "mail").offset.y, -56, accuracy: 0.5, "rests at the top, the bar shown")
    let open = try session.screenshot()
    // The field's rounded rectangle (white, grey border) across the bar at y 92; the list's first
    // row (white) starts below it at 120.
    XCTAssertTrue(open.pixel(x: 4, y: 92).isClose(to: Screenshot.RGB(hex: 0xF7F7F7)), "\(open.pixel(x: 4, y: 92))")
    XCTAssertTrue(open.pixel(x: 640, y: 92).isClose(to: Screenshot.RGB(hex: 0xFFFFFF)), "\(open.pixel(x: 640, y: 92))")
    // Scrolled up 20 pt and held: 36 pt of it show; let go there, it rests shown (nearer).
    mark = session.mark
    try session.tool.drag(
      from: Point(640, 400), to: Point(640, 380), steps: 10, stepDelay: 0.03, holdBeforeRelease: 0.3)
    let folding = try session.waitForTrace(after: mark) { record in
      Self.extent(record).map { $0.extent > 30 && $0.extent < 42 } ?? false
    }
    XCTAssertEqual(Self.extent(folding)?.inset, 56)
    // Released with no speed 20 pt in: the flight to the snapped rest ends decelerating.
    let afterShort = try session.waitFor("scrollViewDidEndDecelerating", of: "mail", after: mark, timeout: 10)
    XCTAssertEqual(afterShort.offset.y, -56, accuracy: 0.5)
    // Scrolled up 40 pt and let go: it rests tucked away (nearer), the list at 0.
    mark = session.mark
    try session.tool.drag(
      from: Point(640, 400), to: Point(640, 360), steps: 10, stepDelay: 0.03, holdBeforeRelease: 0.3)
    let release = try session.waitFor("scrollViewWillEndDragging", of: "mail", after: mark)
    XCTAssertEqual(release.offset.y, -16, accuracy: 1, "40 pt up from the top: \(release)")
    XCTAssertEqual(release.target?.y ?? .nan, 0, accuracy: 0.5, "snapped to the bar tucked away")
    _ = try session.waitFor("scrollViewDidEndDecelerating", of: "mail", after: mark, timeout: 10)
    let records = session.app.records(from: mark).compactMap(Self.extent)
    XCTAssertEqual(records.last?.extent, 0, "tucked away: \(records)")
    XCTAssertEqual(try session.state(of: "mail").offset.y, 0, accuracy: 0.5)
  }

  func testTypingShowsTheMatchingMessagesOverTheDimmingAndAClickOnTheDimmingEndsTheSearch() throws {
    let session = try launch(scene: "mail")
    _ = try waitForExtent(session, after: 0, 0)
    var mark = session.mark
    try session.tool.drag(
      from: Point(640, 300), to: Point(640, 420), steps: 24, stepDelay: 0.02, holdBeforeRelease: 0.3)
    _ = try session.waitFor("scrollViewDidEndDecelerating", of: "mail", after: mark, timeout: 10)
    let before = try session.screenshot().pixel(x: 640, y: 500)
    mark = session.mark
    try session.tool.click(at: Point(400, 92))
    try session.waitFor("editingDidBegin", of: "searchField", after: mark)
    // The mailbox under the bar is dimmed (black at 20 %: white reads 204).
    let dimmed = try session.waitForScreenshot { $0.pixel(x: 640, y: 500).r < before.r - 30 }
    XCTAssertEqual(dimmed.pixel(x: 640, y: 500).r, Int(Double(before.r) * 0.8), accuracy: 3)
    mark = session.mark
    try session.tool.run(["type", "--delay", "40", "parcel"])
    // 500 messages cycle through 8 subjects: "Your parcel is on its way" is every 8th from #7.
    let found = try waitForResults(session, after: mark) { $0.count == 62 }
    XCTAssertEqual(found.first, "Your parcel is on its way #7")
    XCTAssertEqual(found.last, "Your parcel is on its way #495")
    // The results cover the dimming: white again under the bar.
    let results = try session.waitForScreenshot { $0.pixel(x: 1000, y: 500).r > 240 }
    XCTAssertGreaterThan(results.pixel(x: 1000, y: 500).r, 240)
    // The first result's subject picks out "parcel" (an attributed secondary text): yellow
    // behind the word, nowhere else on the row ("Your " before it, " is on its way" after it).
    func yellow(_ xs: ClosedRange<Int>) -> Int {
      var count = 0
      for x in xs {
        for y in 150...170 {
          let pixel = results.pixel(x: x, y: y)
          if pixel.r > 230, pixel.g > 200, pixel.b < 200 { count += 1 }
        }
      }
      return count
    }
    XCTAssertGreaterThan(yellow(56...107), 200, "the highlighted word")
    XCTAssertEqual(yellow(16...50) + yellow(112...260), 0, "the rest of the subject")
    // Emptied, the results go and the dimming shows; a click on it ends the search.
    mark = session.mark
    try session.tool.key("ctrl+a")
    try session.tool.key("BackSpace")
    _ = try waitForResults(session, after: mark) { $0.isEmpty }
    _ = try session.waitForScreenshot { $0.pixel(x: 640, y: 500).r < before.r - 30 }
    mark = session.mark
    try session.tool.click(at: Point(640, 500))
    try session.waitFor("editingDidEnd", of: "searchField", after: mark)
    let ended = try session.waitForScreenshot { $0.pixel(x: 640, y: 500) == before }
    XCTAssertEqual(ended.pixel(x: 640, y: 500), before, "the dimming left with the search")
    XCTAssertEqual(try session.state(of: "mail").offset.y, -56, accuracy: 0.5, "the list did not move")
  }
}
