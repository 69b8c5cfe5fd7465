import Foundation

/// The widths of one line of text from its start, kept a chunk of characters at a time, so that
/// the x of an offset costs one chunk's measuring rather than the whole prefix's: a field
/// holding megabytes measures its text once per change (and keeps the chunks before the change),
/// not once per question. Kerning across a chunk's edge is not counted (a fraction of a point).
struct TextAdvanceIndex {
  /// Characters per chunk: 256, a choice of this project (a lookup measures at most this many).
  static let chunkLength = 256
  /// Bytes before a change whose chunks are measured again: 64, a choice of this project, more
  /// than any character's scalars a change could join (an emoji sequence, a flag).
  static let joinMargin = 64

  let text: String
  let font: UIFont
  let measurer: ObjectIdentifier?
  /// The number of characters.
  private(set) var count = 0
  /// Where chunk k starts (UTF-8 offsets) and the width of the chunks before it.
  private var starts: [Int] = []
  private var widths: [CGFloat] = []

  /// Indexes `text`, keeping `previous`'s chunks that end well before where the texts differ.
  init(
    text: String, font: UIFont, measurer: ObjectIdentifier?, reusing previous: TextAdvanceIndex?,
    measure: (Substring) -> CGFloat
  ) {
    self.text = text
    self.font = font
    self.measurer = measurer
    var kept = 0
    var startOffset = 0
    var width: CGFloat = 0
    if let previous, previous.font == font, previous.measurer == measurer {
      let differ = Self.commonPrefixLength(previous.text, text) - Self.joinMargin
      // Chunk k is kept when it ends (where k + 1 starts) before the margin; the last never is.
      while kept + 1 < previous.starts.count, previous.starts[kept + 1] <= differ { kept += 1 }
      if kept > 0 {
        starts = Array(previous.starts[..<kept])
        widths = Array(previous.widths[..<kept])
        startOffset = previous.starts[kept]
        width = previous.widths[kept]
      }
    }
    let utf8 = text.utf8
    var start = utf8.index(utf8.startIndex, offsetBy: startOffset)
    count = kept * Self.chunkLength
    while start < text.endIndex {
      let end = text.index(start, offsetBy: Self.chunkLength, limitedBy: text.endIndex) ?? text.endIndex
      starts.append(utf8.distance(from: utf8.startIndex, to: start))
      widths.append(width)
      let chunk = text[start..<end]
      width += measure(chunk)
      count += end == text.endIndex ? chunk.count : Self.chunkLength
      start = end
    }
  }

  /// The width of the first `offset` characters (clamped to the text).
  func width(upTo offset: Int, measure: (Substring) -> CGFloat) -> CGFloat {
    let clamped = min(max(offset, 0), count)
    guard clamped > 0, !starts.isEmpty else { return 0 }
    let k = min(clamped / Self.chunkLength, starts.count - 1)
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: starts[k])
    let rest = clamped - k * Self.chunkLength
    guard rest > 0 else { return widths[k] }
    let upper = text.index(lower, offsetBy: rest, limitedBy: text.endIndex) ?? text.endIndex
    return widths[k] + measure(text[lower..<upper])
  }

  /// How many leading UTF-8 bytes two strings share.
  static func commonPrefixLength(_ a: String, _ b: String) -> Int {
    var a = a
    var b = b
    return a.withUTF8 { left in
      b.withUTF8 { right in
        let length = min(left.count, right.count)
        guard let l = left.baseAddress, let r = right.baseAddress else { return 0 }
        var lower = 0
        // Whole blocks compared at once, then the bytes of the block that differs.
        let block = 4096
        while lower + block <= length, memcmp(l + lower, r + lower, block) == 0 { lower += block }
        while lower < length, l[lower] == r[lower] { lower += 1 }
        return lower
      }
    }
  }
}
