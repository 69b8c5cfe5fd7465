import Foundation

/// A list of input events stored as JSON lines: one event per line, with its time in seconds
/// (`"t"`), in the order the window received them. Blank lines and lines starting with `#` are
/// skipped, so hand-written recordings can carry comments.
///
/// Times come from two clocks — the display server's (mapped onto the window's) and the moment
/// SDL read an event — so an event may carry a time a little before the one received just
/// before it (it happened earlier, and was read later); the window's clock never goes back, and
/// a replay plays them in the same order. A step back of more than `maximumStepBack` is an error.
public struct InputRecording: Equatable, Sendable {
  /// The furthest an event's time may lie before the previous event's (seconds): 1 s, a choice
  /// of this project matching the platform's `ServerClock.maximumAge`, past which a server's time
  /// is not trusted at all.
  public static let maximumStepBack: TimeInterval = 1

  public var events: [InputEvent]

  public init(events: [InputEvent] = []) {
    self.events = events
  }

  /// Parses JSON lines; the error names the first bad line (`line 3: expected ...`).
  public init(jsonLines text: String) throws {
    var events: [InputEvent] = []
    let decoder = JSONDecoder()
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let event: InputEvent
      do {
        event = try decoder.decode(InputEvent.self, from: Data(line.utf8))
      } catch let error as DecodingError {
        throw InputRecordingError(line: lineNumber, message: Self.explain(error))
      }
      if let previous = events.last, event.timestamp < previous.timestamp - Self.maximumStepBack {
        throw InputRecordingError(
          line: lineNumber,
          message: "expected a time of at least \(previous.timestamp - Self.maximumStepBack) s (times go back "
            + "at most \(Self.maximumStepBack) s), found \(event.timestamp)")
      }
      events.append(event)
    }
    self.events = events
  }

  /// Reads and parses a recording file; a missing or unreadable file is an error without a line.
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw InputRecordingError(line: nil, message: "cannot read \(url.path): \(error.localizedDescription)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw InputRecordingError(line: nil, message: "\(url.path) is not UTF-8 text")
    }
    try self.init(jsonLines: text)
  }

  /// One event as one line of JSON (without the newline), keys sorted so recordings diff well.
  public static func line(for event: InputEvent) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let line = String(data: try encoder.encode(event), encoding: .utf8) else {
      throw InputRecordingError(line: nil, message: "could not encode \(event)")
    }
    return line
  }

  /// The whole recording as JSON lines, each ending in a newline.
  public func jsonLines() throws -> String {
    try events.map { try Self.line(for: $0) + "\n" }.joined()
  }

  public func write(to url: URL) throws {
    try Data(jsonLines().utf8).write(to: url, options: .atomic)
  }

  /// A one-line explanation of a decoding failure, naming the field.
  static func explain(_ error: DecodingError) -> String {
    func field(_ path: [CodingKey]) -> String {
      path.last.map { "\"\($0.stringValue)\"" } ?? "the line"
    }
    switch error {
    case .keyNotFound(let key, _):
      return "expected a \"\(key.stringValue)\" field"
    case .typeMismatch(let type, let context):
      return "expected \(describe(type)) for \(field(context.codingPath))"
    case .valueNotFound(let type, let context):
      return "expected \(describe(type)) for \(field(context.codingPath)), found null"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty && !context.debugDescription.hasPrefix("expected") {
        return "expected one JSON object per line (the line is not valid JSON)"
      }
      return context.debugDescription
    @unknown default:
      return "expected an input event"
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    if type == Double.self || type == Int.self || type == CGFloat.self { return "a number" }
    if type == String.self { return "a string" }
    if type == Bool.self { return "true or false" }
    if type == [String].self { return "a list of strings" }
    return "a JSON object"
  }
}
