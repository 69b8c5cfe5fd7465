import Foundation

/// A 3×5 pixel font for the grid labels burnt into generated tiles ("C12 R7"): digits, C, R and
/// space are all the labels need, and pixels are all a tile generator can draw.
nonisolated enum GridLabelFont {
  /// Glyph width and height in font pixels.
  static let glyphWidth = 3
  static let glyphHeight = 5
  /// Advance from one glyph to the next, in font pixels (one column of space).
  static let advance = 4

  /// Rows top to bottom, three bits each, the high bit on the left.
  private static let glyphs: [Character: UInt16] = [
    "0": 0b111_101_101_101_111, "1": 0b010_110_010_010_111, "2": 0b111_001_111_100_111,
    "3": 0b111_001_111_001_111, "4": 0b101_101_111_001_001, "5": 0b111_100_111_001_111,
    "6": 0b111_100_111_101_111, "7": 0b111_001_001_001_001, "8": 0b111_101_111_101_111,
    "9": 0b111_101_111_001_111, "C": 0b111_100_100_100_111, "R": 0b110_101_110_101_101,
    " ": 0,
  ]

  /// The glyphs of `text` (unknown characters as spaces), ready for `isInk`.
  static func encode(_ text: String) -> [UInt16] {
    text.map { glyphs[$0] ?? 0 }
  }

  /// The width of `count` glyphs, in font pixels.
  static func width(ofGlyphs count: Int) -> Int { max(0, count * advance - 1) }

  /// True when font pixel (x, y) of the encoded text is ink.
  static func isInk(_ encoded: [UInt16], x: Int, y: Int) -> Bool {
    guard y >= 0, y < glyphHeight, x >= 0 else { return false }
    let index = x / advance
    let column = x % advance
    guard index < encoded.count, column < glyphWidth else { return false }
    let bit = (glyphHeight - 1 - y) * glyphWidth + (glyphWidth - 1 - column)
    return encoded[index] >> bit & 1 == 1
  }
}
