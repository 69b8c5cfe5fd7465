import Foundation

/// Typed text in recordings: `{"type":"text","text":"é","t":1.5}` for a commit, and
/// `{"type":"text","phase":"compose","text":"にほ","sel":[2,2],"t":1.5}` for a composition (the
/// selected characters' start and end).
extension InputEvent {
  static func decodeText(_ c: KeyedDecodingContainer<CodingKeys>, time: TimeInterval) throws -> Text {
    let string = try c.decode(String.self, forKey: .text)
    let phase = try c.decodeIfPresent(String.self, forKey: .phase) ?? "commit"
    switch phase {
    case "commit":
      return Text(commit: string, time: time)
    case "compose":
      let bounds = try c.decodeIfPresent([Int].self, forKey: .sel) ?? [string.count, string.count]
      guard bounds.count == 2, bounds[0] >= 0, bounds[0] <= bounds[1], bounds[1] <= string.count else {
        throw DecodingError.dataCorruptedError(
          forKey: .sel, in: c,
          debugDescription:
            "expected \"sel\" [start, end] within the text's \(string.count) characters, found \(bounds)"
        )
      }
      return Text(composing: string, selection: bounds[0]..<bounds[1], time: time)
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .phase, in: c, debugDescription: "expected \"phase\" commit or compose, found \"\(phase)\"")
    }
  }

  static func encodeText(_ text: Text, into c: inout KeyedEncodingContainer<CodingKeys>) throws {
    try c.encode(text.text, forKey: .text)
    if case .composition(let selection) = text.kind {
      try c.encode("compose", forKey: .phase)
      try c.encode([selection.lowerBound, selection.upperBound], forKey: .sel)
    }
  }
}
