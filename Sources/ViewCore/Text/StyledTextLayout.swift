import Foundation

/// Attributed text laid out as a value: lines of segments, each segment a stretch of one style
/// (font, colours, lines), placed on the line's common baseline. Lines break at line breaks and,
/// with a width, after the last space that fits (a word wider than the line breaks between
/// characters), as UIKit's word wrapping does; each paragraph takes the alignment of its first
/// run's paragraph style. Widths come from `measure` (the platform's fonts), a word at a time;
/// kerning across a word's or a style's edge is not counted (a fraction of a point).
struct StyledTextLayout {
  struct Segment {
    var text: String
    /// Characters of the whole text.
    var range: Range<Int>
    var style: TextStyle
    /// From the line's start (points).
    var x: CGFloat
    var width: CGFloat
  }

  struct Line {
    /// Characters of the whole text (the line break that ends it not included).
    var range: Range<Int>
    var segments: [Segment]
    /// Without trailing spaces.
    var width: CGFloat
    var top: CGFloat
    var height: CGFloat
    /// The baseline's distance from the line's top.
    var ascent: CGFloat
    var alignment: NSTextAlignment?
  }

  private(set) var lines: [Line] = []
  /// The widest line's width and the lines' height.
  private(set) var size: CGSize = .zero

  private let characters: [Character]
  /// Each character's style: an index into `styles`.
  private let styleIndices: [Int]
  private let styles: [TextStyle]
  private let alignments: [NSTextAlignment?]
  private var widths: [WidthKey: CGFloat] = [:]
  private let measure: (String, UIFont) -> CGFloat

  private struct WidthKey: Hashable {
    var text: String
    var font: UIFont
  }

  /// Lays out `text` in `runs` over `font` and `color`, wrapped at `wrapWidth` when given, at most
  /// `numberOfLines` lines (0: all); a cut last line runs on to its paragraph's end, for the
  /// drawing to truncate.
  init(
    text: String, runs: TextAttributeRuns, font: UIFont, color: UIColor, wrapWidth: CGFloat?, numberOfLines: Int = 0,
    measure: @escaping (String, UIFont) -> CGFloat
  ) {
    self.measure = measure
    characters = Array(text)
    var styles: [TextStyle] = []
    var alignments: [NSTextAlignment?] = []
    var indices: [Int] = []
    indices.reserveCapacity(characters.count)
    for run in runs.runs {
      let style = run.attributes.resolved(font: font, color: color)
      if styles.last != style || alignments.last != run.attributes.alignment {
        styles.append(style)
        alignments.append(run.attributes.alignment)
      }
      indices.append(contentsOf: repeatElement(styles.count - 1, count: run.length))
    }
    if styles.isEmpty {
      styles.append(TextAttributes().resolved(font: font, color: color))
      alignments.append(nil)
    }
    // Characters past the runs (none when the runs match the text) take the last run's style.
    if indices.count < characters.count {
      indices.append(contentsOf: repeatElement(styles.count - 1, count: characters.count - indices.count))
    }
    styleIndices = indices
    self.styles = styles
    self.alignments = alignments
    layOut(wrapWidth: wrapWidth.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }, numberOfLines: max(numberOfLines, 0))
  }

  private mutating func layOut(wrapWidth: CGFloat?, numberOfLines: Int) {
    var top: CGFloat = 0
    var paragraphStart = 0
    var done = false
    while !done {
      var paragraphEnd = paragraphStart
      while paragraphEnd < characters.count, characters[paragraphEnd] != "\n" { paragraphEnd += 1 }
      for var range in breaks(paragraphStart..<paragraphEnd, wrapWidth: wrapWidth) {
        if numberOfLines > 0, lines.count == numberOfLines - 1, range.upperBound < paragraphEnd {
          range = range.lowerBound..<paragraphEnd
        }
        let line = makeLine(range, top: top)
        lines.append(line)
        top += line.height
        if numberOfLines > 0, lines.count == numberOfLines {
          done = true
          break
        }
      }
      paragraphStart = paragraphEnd + 1
      if paragraphEnd >= characters.count { done = true }
    }
    size = CGSize(width: lines.map(\.width).max() ?? 0, height: top)
  }

  /// Where the lines of the paragraph `range` start and end (trailing spaces kept with a line).
  private mutating func breaks(_ range: Range<Int>, wrapWidth: CGFloat?) -> [Range<Int>] {
    guard let wrapWidth, !range.isEmpty else { return [range] }
    var result: [Range<Int>] = []
    var lineStart = range.lowerBound
    var lineWidth: CGFloat = 0
    var wordStart = range.lowerBound
    while wordStart < range.upperBound {
      // A word and the spaces after it.
      var contentEnd = wordStart
      while contentEnd < range.upperBound, !characters[contentEnd].isWhitespace { contentEnd += 1 }
      var wordEnd = contentEnd
      while wordEnd < range.upperBound, characters[wordEnd].isWhitespace { wordEnd += 1 }
      let content = width(wordStart..<contentEnd)
      if wordStart > lineStart, lineWidth + content > wrapWidth {
        result.append(lineStart..<wordStart)
        lineStart = wordStart
        lineWidth = 0
      }
      if wordStart == lineStart, content > wrapWidth {
        // Too wide for any line: as many characters as fit on each.
        var index = wordStart
        var fitted: CGFloat = 0
        while index < contentEnd {
          let advance = width(index..<(index + 1))
          if index > lineStart, fitted + advance > wrapWidth {
            result.append(lineStart..<index)
            lineStart = index
            fitted = 0
          }
          fitted += advance
          index += 1
        }
        lineWidth = fitted
      } else {
        lineWidth += content
      }
      lineWidth += width(contentEnd..<wordEnd)
      wordStart = wordEnd
    }
    result.append(lineStart..<range.upperBound)
    return result
  }

  /// The width of `range`, a style's stretch at a time.
  private mutating func width(_ range: Range<Int>) -> CGFloat {
    var total: CGFloat = 0
    for piece in pieces(range) { total += width(of: piece) }
    return total
  }

  private mutating func width(of piece: Range<Int>) -> CGFloat {
    let key = WidthKey(text: String(characters[piece]), font: styles[styleIndices[piece.lowerBound]].font)
    if let known = widths[key] { return known }
    let measured = measure(key.text, key.font)
    widths[key] = measured
    return measured
  }

  /// `range` cut where the style changes.
  private func pieces(_ range: Range<Int>) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = range.lowerBound
    while start < range.upperBound {
      var end = start + 1
      while end < range.upperBound, styleIndices[end] == styleIndices[start] { end += 1 }
      result.append(start..<end)
      start = end
    }
    return result
  }

  private mutating func makeLine(_ range: Range<Int>, top: CGFloat) -> Line {
    var visibleEnd = range.upperBound
    while visibleEnd > range.lowerBound, characters[visibleEnd - 1].isWhitespace { visibleEnd -= 1 }
    var segments: [Segment] = []
    var x: CGFloat = 0
    for piece in pieces(range.lowerBound..<visibleEnd) {
      let pieceWidth = width(of: piece)
      segments.append(
        Segment(
          text: String(characters[piece]), range: piece, style: styles[styleIndices[piece.lowerBound]], x: x,
          width: pieceWidth))
      x += pieceWidth
    }
    // An empty line is as tall as the style at its place.
    let here = styleIndices.isEmpty ? 0 : styleIndices[min(range.lowerBound, styleIndices.count - 1)]
    let fonts = segments.isEmpty ? [styles[here].font] : segments.map(\.style.font)
    return Line(
      range: range, segments: segments, width: x, top: top, height: fonts.map(\.lineHeight).max() ?? 0,
      ascent: fonts.map(Self.baselineFromTop).max() ?? 0, alignment: alignments[here])
  }

  /// Where the renderer puts `font`'s baseline below the top of a box one line tall (it centres
  /// the font's height, 1.164 em, in the box).
  static func baselineFromTop(_ font: UIFont) -> CGFloat {
    (font.lineHeight - font.pointSize * 1.164) / 2 + font.ascender
  }

  /// The x of line `line`'s start inside a box `width` wide.
  func lineOriginX(_ line: Line, boxWidth: CGFloat, alignment: NSTextAlignment) -> CGFloat {
    line.width >= boxWidth ? 0 : (boxWidth - line.width) * (line.alignment ?? alignment).slackFraction
  }

  /// Draws the lines at `origin` in a box `width` wide: backgrounds, glyphs, underlines and
  /// strikethroughs; a segment crossing the box's right edge is cut there (its renderer ends
  /// it with "…") and those after it are not drawn.
  @MainActor
  func draw(in context: UIGraphicsContext, at origin: CGPoint, boxWidth: CGFloat, alignment: NSTextAlignment) {
    for line in lines {
      let lineX = origin.x + lineOriginX(line, boxWidth: boxWidth, alignment: alignment)
      let lineTop = origin.y + line.top
      let baseline = lineTop + line.ascent
      for segment in line.segments {
        let x = lineX + segment.x
        let available = origin.x + boxWidth - x
        guard available > 0 else { break }
        // 2 pt of slack for hinting, as single runs have, unless the box ends first.
        Self.drawSegment(
          segment.text, style: segment.style, in: context, x: x, width: min(segment.width, available),
          textWidth: segment.width + 2 <= available ? segment.width + 2 : available, baseline: baseline,
          lineTop: lineTop, lineHeight: line.height)
      }
    }
  }

  /// One stretch of one style: its background over the line's height, its glyphs on
  /// `baseline` (in a box `textWidth` wide: the renderer ends a cut one with "…"), its underline
  /// and strikethrough `width` long.
  @MainActor
  static func drawSegment(
    _ text: String, style: TextStyle, in context: UIGraphicsContext, x: CGFloat, width: CGFloat, textWidth: CGFloat,
    baseline: CGFloat, lineTop: CGFloat, lineHeight: CGFloat
  ) {
    if let background = style.background {
      context.fill(CGRect(x: x, y: lineTop, width: width, height: lineHeight), color: background)
    }
    let font = style.font
    context.draw(
      TextRun(text: text, font: font, color: style.color),
      in: CGRect(x: x, y: baseline - baselineFromTop(font), width: textWidth, height: font.lineHeight))
    if let line = style.underline {
      let y = baseline + max(1, (font.pointSize * 0.08).rounded())
      context.fill(CGRect(x: x, y: y, width: width, height: line.thickness), color: line.color)
    }
    if let line = style.strikethrough {
      let y = (baseline - font.pointSize * 0.3).rounded()
      context.fill(CGRect(x: x, y: y, width: width, height: line.thickness), color: line.color)
    }
  }
}

extension UIView {
  /// `string` drawn on one line in `rect` (runs over `font` and `color`), aligned and vertically
  /// centred, as a title is; it is cut at the rect's right edge.
  func drawAttributedLine(
    _ string: NSAttributedString, font: UIFont, color: UIColor, alignment: NSTextAlignment, in rect: CGRect,
    context: UIGraphicsContext
  ) {
    let layout = attributedLineLayout(string, font: font, color: color)
    let top = (rect.midY - layout.size.height / 2).rounded()
    layout.draw(in: context, at: CGPoint(x: rect.minX, y: top), boxWidth: rect.width, alignment: alignment)
  }

  /// The one-line layout of `string` over `font` and `color`.
  func attributedLineLayout(_ string: NSAttributedString, font: UIFont, color: UIColor) -> StyledTextLayout {
    StyledTextLayout(
      text: string.string, runs: TextAttributeRuns(of: string), font: font, color: color, wrapWidth: nil,
      numberOfLines: 1
    ) { [unowned self] text, font in self.measure(text, font: font).width }
  }
}
