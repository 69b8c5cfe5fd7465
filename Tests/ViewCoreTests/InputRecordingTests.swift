import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class InputRecordingTests: XCTestCase {
  private let sample: [InputEvent] = [
    .hover(.init(at: CGPoint(x: 1, y: 2), time: 0.5, modifiers: .alternate)),
    .touch(
      .init(
        .down, id: 0, at: CGPoint(x: 10, y: 20.5), time: 1, clickCount: 2, modifiers: [.alternate, .shift])),
    .touch(.move, id: 1, at: CGPoint(x: 11, y: 21), time: 1.016),
    .touch(.up, id: 1, at: CGPoint(x: 11, y: 21), time: 1.032),
    .touch(.cancel, id: 0, at: CGPoint(x: 10, y: 20.5), time: 1.04),
    .wheel(.init(delta: CGPoint(x: 0, y: -2.25), isPrecise: true, at: CGPoint(x: 5, y: 6), time: 1.5)),
    .wheel(
      .init(
        delta: CGPoint(x: 1, y: 0), isPrecise: false, at: CGPoint(x: 5, y: 6), time: 1.6, modifiers: .shift)),
    .gesture(.init(.changed, at: CGPoint(x: 7, y: 8), scale: 1.1, time: 1.7)),
    .key(.init(.down, .pageDown, time: 2)),
    .key(.init(.down, .character("a"), modifiers: .control, isRepeat: true, time: 2.1)),
    .key(.init(.up, .function(5), time: 2.2)),
    .focusLost(timestamp: 3),
    .pointerLeft(timestamp: 4),
    .secondaryClick(.init(at: CGPoint(x: 30, y: 40.5), time: 4.5, modifiers: .control)),
  ]

  func testEveryKindOfEventSurvivesARoundTrip() async throws {
    let text = try InputRecording(events: sample).jsonLines()
    XCTAssertEqual(text.split(separator: "\n").count, sample.count, "one line per event")
    XCTAssertEqual(try InputRecording(jsonLines: text).events, sample)
  }

  func testALineIsOneFlatObjectWithItsTime() async throws {
    let line = try InputRecording.line(for: .touch(.down, id: 0, at: CGPoint(x: 10, y: 20), time: 0.5))
    XCTAssertEqual(line, #"{"id":0,"phase":"down","t":0.5,"type":"touch","x":10,"y":20}"#)
  }

  func testBlankLinesAndCommentsAreSkipped() async throws {
    let text = "# a hand-written recording\n\n" + #"{"t":1,"type":"focusLost"}"# + "\n"
    XCTAssertEqual(try InputRecording(jsonLines: text).events, [.focusLost(timestamp: 1)])
  }

  func testAGestureRoundTripsAndATimeFromAnotherClockMayStepBackALittle() async throws {
    let pinch = InputEvent.gesture(.init(.changed, at: CGPoint(x: 40, y: 400), scale: 1.5, rotation: 0.25, time: 2))
    let line = try InputRecording.line(for: pinch)
    let text = [#"{"t":2.004,"type":"hover","x":40,"y":400}"#, line].joined(separator: "\n")
    let events = try InputRecording(jsonLines: text).events
    XCTAssertEqual(events.last, pinch, "\(line)")
    XCTAssertEqual(events.map(\.timestamp), [2.004, 2], "kept in the order received")
  }

  func testErrorsNameTheLine() async {
    let good = #"{"t":0,"type":"hover","x":1,"y":2}"#
    let cases: [(String, String)] = [
      (
        #"{"t":1,"type":"touch","phase":"down","id":0,"x":"left","y":2}"#,
        #"line 3: expected a number for "x""#
      ),
      (#"{"t":1,"type":"touch","phase":"down","id":0,"y":2}"#, #"line 3: expected a "x" field"#),
      (#"{"t":1,"type":"swipe"}"#, #"line 3: expected "type" to be one of"#),
      (#"{"t":1,"type":"touch","phase":"hold","id":0,"x":1,"y":2}"#, #"line 3: expected "phase" down, move"#),
      (#"{"t":1,"type":"key","phase":"down","key":"hyper"}"#, #"line 3: expected a key name"#),
      (#"{"t":1,"type":"hover","x":1,"y":2,"mods":["meta"]}"#, #"line 3: expected "mods" from"#),
      (#"{"t":1,"type":"hover","x":1,"#, "line 3: expected one JSON object per line"),
      (#"{"t":-1.5,"type":"focusLost"}"#, "line 3: expected a time of at least -1.0"),
      (#"{"t":1,"type":"gesture","phase":"began","x":1,"y":2,"scale":0}"#, #"line 3: expected "scale" a positive"#),
      (#"{"t":1,"type":"magnify","scale":1.1,"x":1,"y":2}"#, #"line 3: expected "type" to be one of"#),
    ]
    for (bad, expected) in cases {
      let text = [good, "", bad, good].joined(separator: "\n")
      XCTAssertThrowsError(try InputRecording(jsonLines: text), bad) { error in
        let message = String(describing: error)
        XCTAssertTrue(message.hasPrefix(expected), "\(message) should start with \(expected)")
        XCTAssertEqual((error as? InputRecordingError)?.line, 3)
      }
    }
  }

  func testAMissingFileIsAClearError() async {
    let url = URL(fileURLWithPath: "/nonexistent/recording.jsonl")
    XCTAssertThrowsError(try InputRecording(contentsOf: url)) { error in
      XCTAssertNil((error as? InputRecordingError)?.line)
      XCTAssertTrue(String(describing: error).contains("/nonexistent/recording.jsonl"))
    }
  }

  func testWriteAndReadAFile() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("input-recording-\(UUID()).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    try InputRecording(events: sample).write(to: url)
    XCTAssertEqual(try InputRecording(contentsOf: url).events, sample)
  }

  func testReplayCursorHandsOutWhatIsDueFrameByFrame() async {
    var cursor = InputReplayCursor(InputRecording(events: sample))
    XCTAssertEqual(cursor.nextTime, 0.5)
    XCTAssertEqual(cursor.events(upTo: 0.4), [])
    XCTAssertEqual(cursor.events(upTo: 1.02).count, 3, "the hover, the down and the move")
    XCTAssertEqual(cursor.events(upTo: 1.02), [])
    XCTAssertEqual(cursor.events(upTo: 10).count, sample.count - 3)
    XCTAssertTrue(cursor.isFinished)
    XCTAssertNil(cursor.nextTime)
  }

  /// Replaying a recording into a fresh window reproduces the same outcome.
  func testReplayingARecordingReproducesTheGesture() async throws {
    let events = [Finger.down(150, 150, at: 0), Finger.move(150, 200, at: 0.5), Finger.up(150, 200, at: 0.6)]
    let text = try InputRecording(events: events).jsonLines()
    var results: [CGPoint] = []
    for replay in [events, try InputRecording(jsonLines: text).events] {
      let view = UIView()
      let window = makeInputWindow(with: view)
      let pan = UIPanGestureRecognizer()
      pan.addTarget(nil) { recognizer in
        if recognizer.state == .ended { results.append(pan.translation(in: view)) }
      }
      view.addGestureRecognizer(pan)
      window.handle(replay)
    }
    XCTAssertEqual(results, [CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 50)])
  }
}
