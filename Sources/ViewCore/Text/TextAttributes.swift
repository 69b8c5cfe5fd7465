import Foundation

/// The attributes of a run of text that this project draws or keeps, as a value (an
/// `NSAttributedString`'s dictionary holds `Any`). Absent values fall back to the view's own
/// font and colour.
public struct TextAttributes: Hashable, Sendable {
  public var font: UIFont?
  public var foregroundColor: UIColor?
  public var backgroundColor: UIColor?
  public var underline: NSUnderlineStyle?
  public var underlineColor: UIColor?
  public var strikethrough: NSUnderlineStyle?
  public var strikethroughColor: UIColor?
  public var alignment: NSTextAlignment?
  public var kern: CGFloat?
  public var link: String?

  public init() {}

  /// The attributes of `dictionary` this project understands (others are dropped).
  public init(_ dictionary: [NSAttributedString.Key: Any]) {
    font = dictionary[.font] as? UIFont
    foregroundColor = dictionary[.foregroundColor] as? UIColor
    backgroundColor = dictionary[.backgroundColor] as? UIColor
    underline = Self.lineStyle(dictionary[.underlineStyle])
    underlineColor = dictionary[.underlineColor] as? UIColor
    strikethrough = Self.lineStyle(dictionary[.strikethroughStyle])
    strikethroughColor = dictionary[.strikethroughColor] as? UIColor
    alignment = (dictionary[.paragraphStyle] as? NSParagraphStyle)?.alignment
    kern = (dictionary[.kern] as? CGFloat) ?? (dictionary[.kern] as? Double).map { CGFloat($0) }
    link = (dictionary[.link] as? URL)?.absoluteString ?? dictionary[.link] as? String
  }

  /// A line style from an attribute's value (an `NSUnderlineStyle` or its raw `Int`); nil for none.
  private static func lineStyle(_ value: Any?) -> NSUnderlineStyle? {
    let style = (value as? NSUnderlineStyle) ?? (value as? Int).map { NSUnderlineStyle(rawValue: $0) }
    guard let style, style.rawValue != 0 else { return nil }
    return style
  }

  /// The attributes as an attributed string's dictionary.
  public var dictionary: [NSAttributedString.Key: Any] {
    var result: [NSAttributedString.Key: Any] = [:]
    if let font { result[.font] = font }
    if let foregroundColor { result[.foregroundColor] = foregroundColor }
    if let backgroundColor { result[.backgroundColor] = backgroundColor }
    if let underline { result[.underlineStyle] = underline.rawValue }
    if let underlineColor { result[.underlineColor] = underlineColor }
    if let strikethrough { result[.strikethroughStyle] = strikethrough.rawValue }
    if let strikethroughColor { result[.strikethroughColor] = strikethroughColor }
    if let alignment {
      let style = NSMutableParagraphStyle()
      style.alignment = alignment
      result[.paragraphStyle] = style
    }
    if let kern { result[.kern] = kern }
    if let link { result[.link] = URL(string: link) ?? link }
    return result
  }

  /// Whether these draw exactly as no attributes over the same defaults.
  var isPlain: Bool { self == TextAttributes() }

  /// The style a run is drawn in: these attributes over the view's font and colour.
  func resolved(font defaultFont: UIFont, color defaultColor: UIColor) -> TextStyle {
    let color = foregroundColor ?? defaultColor
    return TextStyle(
      font: font ?? defaultFont, color: color, background: backgroundColor,
      underline: underline.map {
        TextStyle.Line(thickness: $0.contains(.thick) ? 2 : 1, color: underlineColor ?? color)
      },
      strikethrough: strikethrough.map {
        TextStyle.Line(thickness: $0.contains(.thick) ? 2 : 1, color: strikethroughColor ?? color)
      })
  }
}

/// How a run is drawn: its font and colours and the lines under and through it.
struct TextStyle: Equatable {
  /// A line under or through the glyphs: its thickness (points) and colour.
  struct Line: Equatable {
    var thickness: CGFloat
    var color: UIColor
  }

  var font: UIFont
  var color: UIColor
  var background: UIColor?
  var underline: Line?
  var strikethrough: Line?
}

/// A text's attributes as runs of characters (grapheme clusters, as the editors count): the
/// attributed string's runs, kept in step with the text through each edit.
public struct TextAttributeRuns: Equatable, Sendable {
  public struct Run: Equatable, Sendable {
    public var length: Int
    public var attributes: TextAttributes
  }

  public private(set) var runs: [Run]

  public init(_ runs: [Run]) {
    self.runs = runs.filter { $0.length > 0 }
  }

  /// The runs of `string` and its text; runs that split a character go to the character's start.
  public init(of string: NSAttributedString) {
    let text = string.string
    var runs: [Run] = []
    var counted = 0
    string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { values, range, _ in
      guard let bounds = Range(NSRange(location: 0, length: range.location + range.length), in: text) else { return }
      let end = text[bounds].count
      guard end > counted else { return }
      runs.append(Run(length: end - counted, attributes: TextAttributes(values)))
      counted = end
    }
    let total = text.count
    if counted < total {
      if runs.isEmpty {
        runs.append(Run(length: total, attributes: TextAttributes()))
      } else {
        runs[runs.count - 1].length += total - counted
      }
    }
    self.init(runs)
  }

  /// Whether every run draws as plain text.
  public var isPlain: Bool { runs.allSatisfy { $0.attributes.isPlain } }

  /// The number of characters the runs cover.
  public var count: Int { runs.reduce(0) { $0 + $1.length } }

  /// The attributes of the character at `offset` (the last run's past the end; none when empty).
  public func attributes(at offset: Int) -> TextAttributes {
    var start = 0
    for run in runs {
      if offset < start + run.length { return run.attributes }
      start += run.length
    }
    return runs.last?.attributes ?? TextAttributes()
  }

  /// What typing at `offset` takes: the character before it (the first one's at the start), as
  /// UIKit's `typingAttributes` follow the caret.
  public func typingAttributes(at offset: Int) -> TextAttributes {
    attributes(at: max(offset - 1, 0))
  }

  /// `range`'s characters replaced by `count` new ones in `attributes`.
  public mutating func replace(_ range: Range<Int>, withCount count: Int, attributes: TextAttributes) {
    var result: [Run] = []
    func append(_ length: Int, _ attributes: TextAttributes) {
      guard length > 0 else { return }
      if let last = result.last, last.attributes == attributes {
        result[result.count - 1].length += length
      } else {
        result.append(Run(length: length, attributes: attributes))
      }
    }
    // The characters before the range, the new ones, then those after it.
    var start = 0
    for run in runs {
      append(min(start + run.length, range.lowerBound) - start, run.attributes)
      start += run.length
    }
    append(count, attributes)
    start = 0
    for run in runs {
      let end = start + run.length
      append(end - max(start, range.upperBound), run.attributes)
      start = end
    }
    runs = result
  }

  /// The font every run is drawn in (its own, else `base`), or nil when they differ.
  public func sharedFont(over base: UIFont) -> UIFont? {
    let first = runs.first?.attributes.font ?? base
    return runs.allSatisfy { ($0.attributes.font ?? base) == first } ? first : nil
  }

  /// An attributed string of `text` with these runs.
  public func attributedString(of text: String) -> NSAttributedString {
    let result = NSMutableAttributedString(string: "")
    var index = text.startIndex
    for run in runs {
      guard index < text.endIndex else { break }
      let end = text.index(index, offsetBy: run.length, limitedBy: text.endIndex) ?? text.endIndex
      result.append(NSAttributedString(string: String(text[index..<end]), attributes: run.attributes.dictionary))
      index = end
    }
    if index < text.endIndex {
      result.append(
        NSAttributedString(string: String(text[index...]), attributes: runs.last?.attributes.dictionary ?? [:]))
    }
    return result
  }
}
