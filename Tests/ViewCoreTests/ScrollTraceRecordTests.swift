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
    // `text` belongs to text fields' lines only, `frame` to frame lines.
    XCTAssertEqual(
      Set(object.keys), Set(ScrollTraceRecord.CodingKeys.allCases.map(\.rawValue)).subtracting(["text", "frame"]))
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

  func testAFrameLineCarriesItsTimingAndDecodesToTheSameRecord() throws {
    var frame = record
    frame.view = "frame"
    frame.event = "framePresented"
    frame.frame = ScrollTraceRecord.Frame(number: 42, target: 1.5, shown: 1.51667, late: true, refresh: 120)
    let line = frame.json
    XCTAssertTrue(
      line.hasSuffix(#""frame": {"number": 42, "target": 1.5000, "shown": 1.5167, "late": true, "refresh": 120.00}}"#),
      line)
    var rounded = frame
    rounded.frame?.shown = 1.5167
    XCTAssertEqual(try JSONDecoder().decode(ScrollTraceRecord.self, from: Data(line.utf8)), rounded)
    XCTAssertEqual(TraceRecord(line: line)?.frame, rounded.frame)
    frame.frame = ScrollTraceRecord.Frame(number: 43, target: 1.5, shown: nil, late: false, refresh: nil)
    XCTAssertTrue(
      frame.json.hasSuffix(
        #""frame": {"number": 43, "target": 1.5000, "shown": null, "late": false, "refresh": null}}"#))
    XCTAssertEqual(TraceRecord(line: frame.json)?.frame, frame.frame, "a discarded frame: nothing shown")
    XCTAssertFalse(record.json.contains("\"frame\""), "a scroll view's line has no frame key")
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
