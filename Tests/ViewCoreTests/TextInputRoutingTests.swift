import Foundation
import XCTest

@testable import ViewCore

/// A minimal text responder: a `TextEditingState` behind `UITextInput`.
@MainActor
final class TextProbeView: UIView, UITextInput {
  var state = TextEditingState()
  var editable = true
  override var canBecomeFirstResponder: Bool { editable }
  var hasText: Bool { !state.text.isEmpty }
  func insertText(_ text: String) { state.insert(text) }
  func deleteBackward() { state.deleteBackward() }
  func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    let marked = markedText ?? ""
    let lower = String(marked.utf16.prefix(selectedRange.location))?.count ?? 0
    state.setMarkedText(markedText, selected: lower..<lower)
  }
  func unmarkText() { state.unmarkText() }
}

/// Records the platform's text input calls.
@MainActor
final class TextInputLog: TextInputHosting {
  var calls: [String] = []
  func startTextInput(caretRect: CGRect) { calls.append("start") }
  func setTextInputRect(_ caretRect: CGRect) { calls.append("rect") }
  func stopTextInput() { calls.append("stop") }
}

@MainActor
final class TextInputRoutingTests: XCTestCase {
  private var window: UIWindow!
  private var probe: TextProbeView!

  override func setUp() async throws {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    probe = TextProbeView(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    window.addSubview(probe)
  }

  func testTypedTextGoesToTheFirstResponderOnly() async {
    window.handle(.hover(.init(at: CGPoint(x: 20, y: 20), time: 0)))
    window.handle(.text(.init(commit: "lost", time: 0.1)))
    XCTAssertEqual(probe.state.text, "", "text went to the view under the pointer")
    XCTAssertTrue(probe.becomeFirstResponder())
    window.handle(.text(.init(commit: "héllo ✓", time: 0.2)))
    XCTAssertEqual(probe.state.text, "héllo ✓")
  }

  func testACompositionIsShownThenReplacedByItsCommit() async {
    XCTAssertTrue(probe.becomeFirstResponder())
    window.handle(.text(.init(composing: "に", selection: 1..<1, time: 0.1)))
    window.handle(.text(.init(composing: "にほ", selection: 2..<2, time: 0.2)))
    XCTAssertEqual(probe.state.markedText, "にほ")
    window.handle(.text(.init(commit: "日本", time: 0.3)))
    XCTAssertEqual(probe.state.text, "日本")
    XCTAssertNil(probe.state.markedRange)
  }

  func testTextInputRunsOnlyWhileAKeyInputIsFirstResponder() async {
    let log = TextInputLog()
    window.services.textInput = log
    let plain = FocusView(frame: CGRect(x: 0, y: 100, width: 50, height: 30))
    window.addSubview(plain)
    XCTAssertTrue(plain.becomeFirstResponder())
    XCTAssertEqual(log.calls, [], "text input started for a responder that takes no text")
    XCTAssertTrue(probe.becomeFirstResponder())
    XCTAssertTrue(plain.becomeFirstResponder())
    XCTAssertTrue(probe.becomeFirstResponder())
    probe.removeFromSuperview()
    XCTAssertEqual(log.calls, ["start", "stop", "start", "stop"])
  }

  func testTextEventsSurviveARecordingRoundTrip() async throws {
    let events: [InputEvent] = [
      .text(.init(commit: "é\"\\", time: 1)),
      .text(.init(composing: "にほん", selection: 1..<3, time: 1.5)),
    ]
    let lines = try InputRecording(events: events).jsonLines()
    XCTAssertEqual(try InputRecording(jsonLines: lines).events, events)
    XCTAssertThrowsError(
      try InputRecording(jsonLines: #"{"t":1,"type":"text","phase":"compose","text":"ab","sel":[1,5]}"#))
  }
}
