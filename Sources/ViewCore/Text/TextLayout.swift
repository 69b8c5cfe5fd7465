import Foundation

/// Multi-line text broken into lines at a width, as a value: where each line starts and ends
/// (in characters of the whole text), where the caret for an offset is, and which offset a point
/// falls on. Lines break at line breaks and, past the width, after the last space that fits (a
/// word wider than the line breaks between characters), as UIKit's word wrapping does.
/// Widths come from `measure` (the platform's fonts through `UIView.measure`), so the caret
/// lands where the glyphs are drawn.
struct TextLayout {
  /// One drawn line: its characters (the line break that ends it not included) and its text.
  struct Line: Equatable {
    var range: Range<Int>
    var text: String
  }

  private(set) var lines: [Line] = []
  let lineHeight: CGFloat
  private let measure: (String) -> CGFloat

  /// Lays out `text` in lines no wider than `width` points; `breaks` remembers each paragraph's
  /// breaks between layouts (a keystroke changes one paragraph; the others are looked up).
  init(
    text: String, width: CGFloat, lineHeight: CGFloat, breaks: ParagraphBreakCache,
    measure: @escaping (String) -> CGFloat
  ) {
    self.lineHeight = lineHeight
    self.measure = measure
    var start = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let count = paragraph.count
      let ends = breaks.ends(of: paragraph, count: count, width: width, measure: measure)
      var lineStart = 0
      var index = paragraph.startIndex
      for end in ends {
        let endIndex = paragraph.index(index, offsetBy: end - lineStart)
        lines.append(Line(range: (start + lineStart)..<(start + end), text: String(paragraph[index..<endIndex])))
        lineStart = end
        index = endIndex
      }
      start += count + 1
    }
  }

  /// The height of all the lines (points).
  var height: CGFloat { CGFloat(max(lines.count, 1)) * lineHeight }

  /// The line holding the caret at `offset`: a caret at a wrapped line's end belongs to the
  /// next line, as UIKit draws it.
  func lineIndex(forOffset offset: Int) -> Int {
    var low = 0
    var high = lines.count - 1
    guard high > 0 else { return 0 }
    while low < high {
      let middle = (low + high + 1) / 2
      if lines[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The caret's top-left for `offset` (layout points: x from the line's start, y from the top).
  func caretPoint(forOffset offset: Int) -> CGPoint {
    guard !lines.isEmpty else { return .zero }
    let index = lineIndex(forOffset: offset)
    let line = lines[index]
    let inLine = min(max(offset - line.range.lowerBound, 0), line.range.count)
    return CGPoint(x: width(of: line, upTo: inLine), y: CGFloat(index) * lineHeight)
  }

  /// The width of `line`'s first `count` characters (points).
  func width(of line: Line, upTo count: Int) -> CGFloat {
    guard count > 0 else { return 0 }
    return measure(String(line.text.prefix(count)))
  }

  /// The caret offset nearest `point` (layout points): the line under it (clamped to the
  /// first and last), then the character whose middle is right of it.
  func offset(at point: CGPoint) -> Int {
    guard !lines.isEmpty else { return 0 }
    let index = min(max(Int((point.y / lineHeight).rounded(.down)), 0), lines.count - 1)
    let line = lines[index]
    var low = 0
    var high = line.range.count
    while low < high {
      let middle = (low + high) / 2
      let middleX = (width(of: line, upTo: middle) + width(of: line, upTo: middle + 1)) / 2
      if point.x < middleX { high = middle } else { low = middle + 1 }
    }
    // A wrapped line's last offset is the next line's first: stay before a trailing space.
    if low == line.range.count, index + 1 < lines.count, lines[index + 1].range.lowerBound == line.range.upperBound,
      low > 0
    {
      low -= 1
    }
    return line.range.lowerBound + low
  }

  /// The indices of the lines that meet the vertical span `minY..<maxY` (layout points).
  func lineIndices(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
    guard !lines.isEmpty else { return 0..<0 }
    let first = min(max(Int((minY / lineHeight).rounded(.down)), 0), lines.count)
    let last = min(max(Int((maxY / lineHeight).rounded(.up)), first), lines.count)
    return first..<last
  }
}

/// Each paragraph's line ends (characters from its start) at one width, kept between layouts.
final class ParagraphBreakCache {
  private var width: CGFloat = -1
  private var known: [Substring: [Int]] = [:]
  /// Paragraphs remembered before the memo is emptied: a choice of this project, well above
  /// what a screen shows and small next to a long document's memory.
  private let limit = 20_000

  /// Forgets every paragraph (the font changed).
  func removeAll() { known.removeAll() }

  func ends(of paragraph: Substring, count: Int, width: CGFloat, measure: (String) -> CGFloat) -> [Int] {
    if width != self.width {
      self.width = width
      known.removeAll()
    }
    if let ends = known[paragraph] { return ends }
    let ends = Self.breakLines(Array(paragraph), width: width, measure: measure)
    if known.count >= limit { known.removeAll(keepingCapacity: true) }
    known[paragraph] = ends
    return ends
  }

  /// Greedy breaking: each line takes the most words that fit (spaces after the last word
  /// hang past the edge, as UIKit's do); a word wider than a line is cut where it stops fitting.
  static func breakLines(_ characters: [Character], width: CGFloat, measure: (String) -> CGFloat) -> [Int] {
    let count = characters.count
    guard count > 0, width > 0, measure(String(characters)) > width else { return [count] }
    var ends: [Int] = []
    var start = 0
    while start < count {
      var end = start
      var lastFit = start
      // Grow word by word while the line without its trailing spaces fits.
      while end < count {
        var wordEnd = end
        while wordEnd < count, characters[wordEnd].isWhitespace { wordEnd += 1 }
        while wordEnd < count, !characters[wordEnd].isWhitespace { wordEnd += 1 }
        if measure(String(characters[start..<wordEnd])) > width { break }
        lastFit = wordEnd
        end = wordEnd
      }
      if lastFit == start {
        lastFit = start + longestFittingPrefix(characters, from: start, width: width, measure: measure)
      }
      // Spaces after the break stay on this line.
      while lastFit < count, characters[lastFit].isWhitespace { lastFit += 1 }
      ends.append(lastFit)
      start = lastFit
    }
    return ends
  }

  /// How many characters from `start` fit in `width` (at least one, so breaking moves on).
  private static func longestFittingPrefix(
    _ characters: [Character], from start: Int, width: CGFloat, measure: (String) -> CGFloat
  ) -> Int {
    var low = 1
    // No glyph is narrower than a point that is drawn at all: a line holds at most `width` of them.
    var high = min(characters.count - start, Int(width.rounded(.up)) + 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if measure(String(characters[start..<(start + middle)])) <= width { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
