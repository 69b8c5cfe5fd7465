import Foundation
import TestSupport
import XCTest

@testable import ViewCore

/// The trace has one schema: the record the app writes is the one every reader decodes.
final class ScrollTraceRecordTests: XCTestCase {
  private let record = ScrollTraceRecord(
    time: 1.5, view: "image \"main\"", event: "scrollViewWillEndDragging", offset: CGPoint(x: 12.25, y: -3.5),
    zoom: 1.25, velocity: CGPoint(x: 0, y: -1500.5), target: nil, decelerate: true, tracking: false, dragging: true,
    decelerating: false, zooming: false)

  func testTheLineTheAppPrintsDecodesToTheSameRecord() throws {
    let line = record.json
    XCTAssertTrue(line.hasPrefix("{\"t\": 1.5000, \"view\": \"image \\\"main\\\"\""), line)
    XCTAssertEqual(try JSONDecoder().decode(ScrollTraceRecord.self, from: Data(line.utf8)), record)
    // Encoded by Foundation's encoder too, nulls and all.
    let encoded = try JSONEncoder().encode(record)
    XCTAssertEqual(try JSONDecoder().decode(ScrollTraceRecord.self, from: encoded), record)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: encoded) as? [String: Any])
    // `text` belongs to text fields' lines only.
    XCTAssertEqual(Set(object.keys), Set(ScrollTraceRecord.CodingKeys.allCases.map(\.rawValue)).subtracting(["text"]))
  }

  func testATextLineCarriesItsTextEscaped() throws {
    var typed = record
    typed.event = "textDidChange"
    typed.text = "Zoë \"q\" \\ \u{1}日本"
    let line = typed.json
    XCTAssertTrue(line.hasSuffix(#""text": "Zoë \"q\" \\ \u0001日本"}"#), line)
    XCTAssertEqual(try JSONDecoder().decode(ScrollTraceRecord.self, from: Data(line.utf8)), typed)
    XCTAssertEqual(TraceRecord(line: line)?.text, typed.text)
    XCTAssertFalse(record.json.contains("\"text\""), "a scroll view's line has no text key")
  }

  func testTheTestsParserReadsTheAppsLine() throws {
    let parsed = try XCTUnwrap(TraceRecord(line: record.json))
    XCTAssertEqual(parsed.view, record.view)
    XCTAssertEqual(parsed.offset, TraceRecord.Point(x: 12.25, y: -3.5))
    XCTAssertEqual(parsed.velocity, TraceRecord.Point(x: 0, y: -1500.5))
    XCTAssertNil(parsed.target)
    XCTAssertEqual(parsed.decelerate, true)
    XCTAssertEqual(parsed.dragging, true)
    XCTAssertNil(TraceRecord(line: "{\"t\": 1}"), "a line without every key is not a record")
  }
}
