import Foundation
import XCTest

/// The `search` scene through the real X server: typing into the `UISearchController`'s bar
/// filters the 120 subjects to those containing the text, through a diffable snapshot, at each
/// keystroke; Cancel shows all 120 again.
final class SearchEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  /// The subjects the scene's last `resultsDidUpdate` line after `mark` listed, once `done` holds.
  private func waitForResults(
    _ session: DemoSession, after mark: Int, until done: @escaping ([String]) -> Bool
  ) throws -> [String] {
    let record = try session.waitForTrace(after: mark, timeout: 30) { record in
      record.view == "searchResults" && record.event == "resultsDidUpdate"
        && done(record.text.map { $0.isEmpty ? [] : $0.components(separatedBy: "\n") } ?? [])
    }
    return record.text.map { $0.isEmpty ? [] : $0.components(separatedBy: "\n") } ?? []
  }

  /// The window is 1280 wide; the search bar spans y 64…120 under the navigation bar, its field
  /// 74…110 and, while searching, Cancel at its trailing end.
  func testTypingFiltersTheListAndCancelShowsEverything() throws {
    let session = try launch(scene: "search")
    var mark = session.mark
    try session.tool.click(at: Point(400, 92))
    try session.waitFor("editingDidBegin", of: "searchField", after: mark)
    mark = session.mark
    try session.tool.run(["type", "--delay", "40", "parcel"])
    // 120 subjects cycle through 8 topics: "Your parcel" is every 8th from #7, 15 of them.
    let filtered = try waitForResults(session, after: mark) { $0.count == 15 }
    XCTAssertEqual(filtered, (0..<15).map { "Your parcel #\(7 + 8 * $0)" })
    // Each keystroke filtered: "p" matched more than "parcel".
    let counts = session.app.records(from: mark).filter { $0.view == "searchResults" }.map {
      $0.text?.components(separatedBy: "\n").count ?? 0
    }
    XCTAssertEqual(counts.count, 6, "an update per letter typed: \(counts)")
    XCTAssertGreaterThan(counts.first ?? 0, 15)

    mark = session.mark
    try session.tool.key("ctrl+a")
    try session.tool.run(["type", "--delay", "40", "zzz"])
    let none = try waitForResults(session, after: mark) { $0.isEmpty }
    XCTAssertEqual(none, [])

    mark = session.mark
    try session.tool.click(at: Point(1240, 92))
    let all = try waitForResults(session, after: mark) { $0.count == 120 }
    XCTAssertEqual(all.first, "Lunch on Friday #1")
    try session.waitFor("editingDidEnd", of: "searchField", after: mark)
  }
}
