import Foundation
import XCTest

@testable import ViewCore

/// The field's chunked widths: the width of every prefix is the measured prefix's, and after an
/// edit only the chunks from the change on are measured again.
@MainActor
final class TextAdvanceIndexTests: XCTestCase {
  /// A measure that adds up per character (one point per scalar), counting what it measured.
  private final class Ruler {
    var measured = 0
    func measure(_ text: Substring) -> CGFloat {
      measured += text.count
      return CGFloat(text.unicodeScalars.count)
    }
  }

  private let font = UIFont.systemFont(ofSize: 17)

  private func index(_ text: String, reusing previous: TextAdvanceIndex? = nil, ruler: Ruler) -> TextAdvanceIndex {
    TextAdvanceIndex(text: text, font: font, measurer: nil, reusing: previous, measure: ruler.measure)
  }

  func testEveryPrefixIsAsWideAsItsCharacters() async {
    let ruler = Ruler()
    // Characters of 1 to 4 scalars, across several chunks.
    let text = String(repeating: "ab👍🏽e\u{301}🇫🇷c", count: 200)
    let advances = index(text, ruler: ruler)
    XCTAssertEqual(advances.count, text.count)
    for offset in [0, 1, 5, 255, 256, 257, 700, 1023, text.count, text.count + 10] {
      let expected = CGFloat(String(text.prefix(offset)).unicodeScalars.count)
      XCTAssertEqual(advances.width(upTo: offset, measure: ruler.measure), expected, "offset \(offset)")
    }
  }

  func testAnEditMeasuresOnlyFromTheChunkItChangedAndJoinsAreCounted() async {
    let ruler = Ruler()
    let text = String(repeating: "0123456789", count: 10_000)
    var advances = index(text, ruler: ruler)
    XCTAssertEqual(ruler.measured, 100_000)
    ruler.measured = 0
    // Typed at the end: the last chunks only.
    let typed = text + "!"
    advances = index(typed, reusing: advances, ruler: ruler)
    XCTAssertLessThanOrEqual(ruler.measured, 2 * TextAdvanceIndex.chunkLength, "measured again from the change")
    XCTAssertEqual(advances.width(upTo: typed.count, measure: ruler.measure), 100_001)
    // A combining accent typed after the "!" joins it: still 100,001 characters, 100,002 scalars.
    let accented = typed + "\u{301}"
    advances = index(accented, reusing: advances, ruler: ruler)
    XCTAssertEqual(advances.count, 100_001)
    XCTAssertEqual(advances.width(upTo: advances.count, measure: ruler.measure), 100_002)
    // An edit near the start measures everything after it again.
    ruler.measured = 0
    let edited = "X" + accented
    advances = index(edited, reusing: advances, ruler: ruler)
    XCTAssertEqual(ruler.measured, edited.count)
    XCTAssertEqual(advances.width(upTo: 3, measure: ruler.measure), 3)
  }
}
