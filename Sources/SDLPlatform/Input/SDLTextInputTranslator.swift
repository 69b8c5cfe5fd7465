import CSDL2
import Foundation
import ViewCore

/// Typed text from SDL: `SDL_TEXTINPUT` (committed characters) becomes a commit and
/// `SDL_TEXTEDITING` / `SDL_TEXTEDITING_EXT` (an input method's pre-edit text, its cursor and
/// selected length) a composition. SDL gives the cursor and length in Unicode code points; the
/// core counts characters (grapheme clusters), so they are converted. Bytes that are not UTF-8
/// become U+FFFD, reported once, rather than being dropped silently.
struct SDLTextInputTranslator {
  /// The core's event for `event`, or nil when it is not text input.
  func translate(_ event: SDL_Event) -> InputEvent? {
    switch event.type {
    case SDL_TEXTINPUT.rawValue:
      let text = withUnsafeBytes(of: event.text.text) { Self.string(fromNulTerminated: Array($0)) }
      return .text(InputEvent.Text(commit: text, time: Self.seconds(event.text.timestamp)))
    case SDL_TEXTEDITING.rawValue:
      let text = withUnsafeBytes(of: event.edit.text) { Self.string(fromNulTerminated: Array($0)) }
      return Self.composition(
        text, cursor: Int(event.edit.start), length: Int(event.edit.length),
        time: Self.seconds(event.edit.timestamp))
    case SDL_TEXTEDITING_EXT.rawValue:
      var text = ""
      if let pointer = event.editExt.text {
        text = Self.string(
          fromNulTerminated: Array(
            UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map {
              UInt8(bitPattern: $0)
            }))
        // SDL hands the extended event's text over to the application to free.
        SDL_free(pointer)
      }
      return Self.composition(
        text, cursor: Int(event.editExt.start), length: Int(event.editExt.length),
        time: Self.seconds(event.editExt.timestamp))
    default:
      return nil
    }
  }

  /// A composition whose cursor and selected length SDL counts in code points.
  static func composition(_ text: String, cursor: Int, length: Int, time: TimeInterval) -> InputEvent {
    let scalars = text.unicodeScalars.count
    let start = min(max(cursor, 0), scalars)
    let end = min(start + max(length, 0), scalars)
    let selection = characterOffset(ofScalar: start, in: text)..<characterOffset(ofScalar: end, in: text)
    return .text(InputEvent.Text(composing: text, selection: selection, time: time))
  }

  /// The character offset holding code point `scalar` (a cursor inside a cluster goes after it).
  static func characterOffset(ofScalar scalar: Int, in text: String) -> Int {
    var scalarsSeen = 0
    var characters = 0
    for character in text {
      if scalarsSeen >= scalar { break }
      scalarsSeen += character.unicodeScalars.count
      characters += 1
    }
    return characters
  }

  /// The text before the first NUL, decoded as UTF-8; invalid bytes become U+FFFD, with one
  /// diagnostic line per run.
  static func string(fromNulTerminated bytes: [UInt8]) -> String {
    let text = Array(bytes.prefix { $0 != 0 })
    let decoded = String(decoding: text, as: UTF8.self)
    if String(validatingUTF8: text.map { CChar(bitPattern: $0) } + [0]) == nil {
      Diagnostics.report(
        "typed text was not valid UTF-8; its bad bytes are shown as U+FFFD", from: "SDLTextInputTranslator",
        once: "invalid-utf8")
    }
    return decoded
  }

  static func seconds(_ milliseconds: UInt32) -> TimeInterval { TimeInterval(milliseconds) / 1000 }
}
