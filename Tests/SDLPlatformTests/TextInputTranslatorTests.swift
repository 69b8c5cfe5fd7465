import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

@MainActor
final class TextInputTranslatorTests: XCTestCase {
  private func textEvent(type: SDL_EventType, bytes: [UInt8], start: Int32 = 0, length: Int32 = 0) -> SDL_Event {
    var event = SDL_Event()
    event.type = type.rawValue
    if type == SDL_TEXTINPUT {
      event.text.timestamp = 1500
      withUnsafeMutableBytes(of: &event.text.text) { buffer in
        for (index, byte) in bytes.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
      }
    } else {
      event.edit.timestamp = 1500
      event.edit.start = start
      event.edit.length = length
      withUnsafeMutableBytes(of: &event.edit.text) { buffer in
        for (index, byte) in bytes.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
      }
    }
    return event
  }

  func testTextInputIsACommitInSeconds() async {
    let event = SDLTextInputTranslator().translate(textEvent(type: SDL_TEXTINPUT, bytes: Array("é✓".utf8)))
    XCTAssertEqual(event, .text(.init(commit: "é✓", time: 1.5)))
  }

  func testEditingCursorInCodePointsBecomesCharacters() async {
    // "e" + combining acute is one character of two code points; SDL's cursor 2 is after it.
    let event = SDLTextInputTranslator().translate(
      textEvent(type: SDL_TEXTEDITING, bytes: Array("e\u{301}かな".utf8), start: 2, length: 1))
    XCTAssertEqual(event, .text(.init(composing: "e\u{301}かな", selection: 1..<2, time: 1.5)))
  }

  func testInvalidUTF8BecomesReplacementCharactersAndIsReported() async {
    let messages = MessageLog()
    let previous = Diagnostics.setSink { message in messages.append(message.line) }
    defer { Diagnostics.setSink(previous) }
    let event = SDLTextInputTranslator().translate(textEvent(type: SDL_TEXTINPUT, bytes: [0x61, 0xFF, 0x62]))
    XCTAssertEqual(event, .text(.init(commit: "a\u{FFFD}b", time: 1.5)))
    XCTAssertTrue(messages.lines.contains { $0.hasPrefix("SDLTextInputTranslator: typed text was not valid UTF-8") })
  }

  func testOtherEventsAreNotText() async {
    var event = SDL_Event()
    event.type = SDL_KEYDOWN.rawValue
    XCTAssertNil(SDLTextInputTranslator().translate(event))
  }

  func testTheWindowStopsTextInputUntilAFieldAsksAndTheClipboardRoundTrips() async throws {
    let window = try SDLTestSupport.makeWindow()
    let host = try XCTUnwrap(window.uiWindow.services.textInput as? SDLTextInputHost)
    XCTAssertFalse(host.isActive, "SDL's text input was left running with no field")
    host.startTextInput(caretRect: CGRect(x: 10, y: 10, width: 2, height: 20))
    XCTAssertTrue(host.isActive)
    host.stopTextInput()
    XCTAssertFalse(host.isActive)
    let pasteboard = try XCTUnwrap(window.uiWindow.services.pasteboard)
    pasteboard.clipboardText = "naïve ✓"
    XCTAssertEqual(pasteboard.clipboardText, "naïve ✓")
    XCTAssertEqual(UIPasteboard.general.string, "naïve ✓")
  }
}

/// Diagnostics lines collected from any thread.
final class MessageLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  var lines: [String] { lock.withLock { stored } }
  func append(_ line: String) { lock.withLock { stored.append(line) } }
}
