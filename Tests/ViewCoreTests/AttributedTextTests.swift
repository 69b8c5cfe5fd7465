import Foundation
import XCTest

@testable import ListViews
@testable import ViewCore

/// `attributedText` as iOS code writes it: runs of fonts, colours, backgrounds, underlines and
/// strikethroughs built with UIKit's attribute keys, drawn run by run on one baseline by labels,
/// text fields and text views, and kept in step with the text while it is typed.
@MainActor
final class AttributedTextTests: XCTestCase {
  private struct DrawnText {
    var text: String
    var font: UIFont
    var color: String
    var rect: CGRect
  }

  /// The text and the filled rectangles `view`'s own drawing made, in window points.
  private func drawing(of view: UIView, in window: UIWindow) -> (text: [DrawnText], fills: [(CGRect, String)]) {
    var text: [DrawnText] = []
    var fills: [(CGRect, String)] = []
    func collect(_ items: [DisplayItem]) {
      for item in items {
        switch item.command {
        case .text(let run, let rect, _) where item.viewID == ObjectIdentifier(view):
          text.append(DrawnText(text: run.text, font: run.font, color: run.color.description, rect: rect))
        case .fillRect(let rect, let color) where item.viewID == ObjectIdentifier(view):
          fills.append((rect, color.description))
        case .group(let group, _, _): collect(group.items)
        default: break
        }
      }
    }
    collect(window.makeDisplayList().items)
    return (text, fills)
  }

  private func baseline(of drawn: DrawnText) -> CGFloat {
    drawn.rect.minY + StyledTextLayout.baselineFromTop(drawn.font)
  }

  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
  private var time: TimeInterval = 1

  private func type(_ text: String) {
    time += 0.05
    window.handle(.text(.init(commit: text, time: time)))
  }

  func testTheRunsOfAnAttributedStringAreCountedInCharactersAndGivenBack() async {
    let string = NSMutableAttributedString(string: "👍🏽 bold ", attributes: [.foregroundColor: UIColor.systemRed])
    string.append(
      NSAttributedString(
        string: "plain",
        attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .underlineStyle: NSUnderlineStyle.single.rawValue]))
    let runs = TextAttributeRuns(of: string)
    // "👍🏽" is four UTF-16 units and one character.
    XCTAssertEqual(runs.runs.map(\.length), [7, 5])
    XCTAssertEqual(runs.runs[0].attributes.foregroundColor, .systemRed)
    XCTAssertEqual(runs.runs[1].attributes.font, .boldSystemFont(ofSize: 20))
    XCTAssertEqual(runs.runs[1].attributes.underline, .single)
    let back = runs.attributedString(of: string.string)
    XCTAssertEqual(back.string, string.string)
    var range = NSRange()
    let attributes = back.attributes(at: back.length - 1, effectiveRange: &range)
    XCTAssertEqual(attributes[.font] as? UIFont, .boldSystemFont(ofSize: 20))
    XCTAssertEqual(range, NSRange(location: (string.string as NSString).length - 5, length: 5))
  }

  func testALabelDrawsEachRunInItsFontAndColourOnOneBaseline() async {
    let label = UILabel(frame: CGRect(x: 20, y: 20, width: 400, height: 60))
    let string = NSMutableAttributedString(string: "Total: ")
    string.append(
      NSAttributedString(
        string: "42", attributes: [.font: UIFont.boldSystemFont(ofSize: 34), .foregroundColor: UIColor.systemRed]))
    string.append(NSAttributedString(string: " items", attributes: [.strikethroughStyle: 1]))
    label.attributedText = string
    window.addSubview(label)
    let drawn = drawing(of: label, in: window)
    XCTAssertEqual(drawn.text.map(\.text), ["Total: ", "42", " items"])
    XCTAssertEqual(drawn.text.map(\.font.pointSize), [17, 34, 17])
    XCTAssertEqual(drawn.text.map(\.font.weight), [.regular, .bold, .regular])
    XCTAssertEqual(drawn.text.map(\.color), ["#000000FF", "#FF3B30FF", "#000000FF"])
    guard drawn.text.count == 3 else { return }
    let baselines = drawn.text.map(baseline)
    XCTAssertEqual(baselines[0], baselines[1], accuracy: 0.01, "the 17-pt and 34-pt runs share a baseline")
    XCTAssertEqual(baselines[2], baselines[1], accuracy: 0.01)
    // Each run starts where the one before it ends.
    XCTAssertLessThan(drawn.text[0].rect.minX, drawn.text[1].rect.minX)
    XCTAssertEqual(
      drawn.text[2].rect.minX, drawn.text[1].rect.minX + label.measure("42", font: .boldSystemFont(ofSize: 34)).width,
      accuracy: 0.5)
    // The line through " items" is the text's colour, above its baseline.
    let strike = drawn.fills.filter { $0.0.minX >= drawn.text[2].rect.minX - 0.5 }
    XCTAssertEqual(strike.count, 1)
    XCTAssertLessThan(strike.first?.0.minY ?? .infinity, baselines[2])
    // Its size is the tall run's line.
    XCTAssertEqual(label.intrinsicContentSize.height, UIFont.boldSystemFont(ofSize: 34).lineHeight.rounded(.up))
    // Reading the text back gives the string; setting text drops the runs.
    XCTAssertEqual(label.text, "Total: 42 items")
    label.text = "Plain"
    XCTAssertEqual(drawing(of: label, in: window).text.map(\.font.pointSize), [17])
  }

  func testAMultiLineLabelWrapsAcrossRunsAndAlignsEachParagraph() async {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    label.numberOfLines = 0
    let centred = NSMutableParagraphStyle()
    centred.alignment = .center
    let string = NSMutableAttributedString(
      string: "one two three four five six seven ", attributes: [.backgroundColor: UIColor.systemYellow])
    string.append(NSAttributedString(string: "eight nine ten\nend", attributes: [.paragraphStyle: centred]))
    label.attributedText = string
    let layout = StyledTextLayout(
      text: string.string, runs: TextAttributeRuns(of: string), font: label.font, color: .label, wrapWidth: 200
    ) { label.measure($0, font: $1).width }
    // Estimated widths (no measurer): 9.52 pt a character, 21 characters a line.
    XCTAssertGreaterThan(layout.lines.count, 2, "the text wraps")
    for line in layout.lines { XCTAssertLessThanOrEqual(line.width, 200) }
    XCTAssertEqual(layout.lines.last.map { String(Array(string.string)[$0.range]) }, "end")
    XCTAssertEqual(label.sizeThatFits(CGSize(width: 200, height: 0)).height, layout.size.height.rounded(.up))
    XCTAssertEqual(layout.size.height, CGFloat(layout.lines.count) * label.font.lineHeight)
    // The last paragraph's first run is centred.
    XCTAssertEqual(
      layout.lineOriginX(layout.lines.last!, boxWidth: 200, alignment: .left), (200 - layout.lines.last!.width) / 2)
    window.addSubview(label)
    let yellow = drawing(of: label, in: window).fills.filter { $0.1 == UIColor.systemYellow.description }
    XCTAssertGreaterThanOrEqual(yellow.count, 2, "the background runs behind each line's part of the run")
  }

  func testTypingInAnAttributedFieldTakesTheAttributesOfWhatItFollows() async {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
    window.addSubview(field)
    let string = NSMutableAttributedString(string: "red", attributes: [.foregroundColor: UIColor.systemRed])
    string.append(NSAttributedString(string: "big", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
    field.attributedText = string
    XCTAssertTrue(field.becomeFirstResponder())
    type("!")
    XCTAssertEqual(field.text, "redbig!")
    XCTAssertEqual(field.editing.attributeRuns?.runs.map(\.length), [3, 4], "typed at the end: the big run grows")
    field.editing.select(3..<3)
    type("X")
    XCTAssertEqual(field.text, "redXbig!")
    XCTAssertEqual(field.editing.attributeRuns?.runs.map(\.length), [4, 4], "typed after red: red")
    XCTAssertEqual((field.typingAttributes?[.foregroundColor] as? UIColor), .systemRed)
    // Drawn run by run: the 30-pt run starts where the red run's width ends, in its font.
    let drawn = drawing(of: field, in: window).text
    XCTAssertEqual(drawn.map(\.text), ["redX", "big!"])
    XCTAssertEqual(drawn.map(\.font.pointSize), [17, 30])
    guard drawn.count == 2 else { return }
    XCTAssertEqual(
      drawn[1].rect.minX - drawn[0].rect.minX, field.measure("redX", font: .systemFont(ofSize: 17)).width, accuracy: 0.5
    )
    XCTAssertEqual(baseline(of: drawn[0]), baseline(of: drawn[1]), accuracy: 0.01)
    // The caret after the big run is past its 30-pt width.
    field.editing.select(8..<8)
    XCTAssertEqual(
      field.xOffset(8),
      field.measure("redX", font: .systemFont(ofSize: 17)).width
        + field.measure("big!", font: .systemFont(ofSize: 30)).width, accuracy: 0.5)
    // Its intrinsic size is the runs' width and the 30-pt run's line.
    XCTAssertEqual(field.intrinsicContentSize.height, UIFont.systemFont(ofSize: 30).lineHeight.rounded(.up))
    XCTAssertEqual(field.intrinsicContentSize.width, (field.xOffset(8)).rounded(.up) + 1)
    XCTAssertEqual(field.caretRect.height, UIFont.systemFont(ofSize: 30).lineHeight, "the caret as tall as the line")
    XCTAssertEqual(field.attributedText?.string, "redXbig!")
    field.text = "plain"
    XCTAssertNil(field.editing.attributeRuns)
  }

  func testATextViewDrawsItsRunsColoursAndLines() async {
    let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
    window.addSubview(textView)
    let string = NSMutableAttributedString(string: "first ")
    string.append(
      NSAttributedString(string: "link", attributes: [.foregroundColor: UIColor.systemBlue, .underlineStyle: 1]))
    string.append(NSAttributedString(string: "\nsecond line"))
    textView.attributedText = string
    let drawn = drawing(of: textView.contentView, in: window)
    XCTAssertEqual(drawn.text.map(\.text), ["first ", "link", "second line"])
    guard drawn.text.count == 3 else { return }
    XCTAssertEqual(drawn.text[1].color, UIColor.systemBlue.description)
    XCTAssertEqual(drawn.fills.filter { $0.1 == UIColor.systemBlue.description }.count, 1, "the underline")
    XCTAssertTrue(textView.becomeFirstResponder())
    textView.editing.select(10..<10)
    type("s")
    XCTAssertEqual(textView.text, "first links\nsecond line")
    XCTAssertEqual(textView.editing.attributeRuns?.runs.map(\.length), [6, 5, 12])
  }

  func testAButtonsAttributedTitleAndAListRowsAttributedTextAreDrawnInRuns() async {
    let button = UIButton(type: .system, frame: CGRect(x: 10, y: 10, width: 200, height: 44))
    let title = NSMutableAttributedString(string: "Buy ")
    title.append(NSAttributedString(string: "now", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
    button.setAttributedTitle(title, for: .normal)
    window.addSubview(button)
    XCTAssertEqual(button.currentTitle, "Buy now")
    let drawn = drawing(of: button, in: window).text
    XCTAssertEqual(drawn.map(\.text), ["Buy ", "now"])
    XCTAssertEqual(drawn.map(\.font.weight), [.regular, .bold])
    XCTAssertEqual(drawn.map(\.color), [UIColor.systemBlue.description, UIColor.systemBlue.description], "the tint")

    var content = UIListContentConfiguration.cell()
    content.text = "plain"
    content.attributedText = NSAttributedString(string: "Inbox", attributes: [.foregroundColor: UIColor.systemRed])
    XCTAssertNil(content.text, "one or the other, as on iOS")
    let row = content.makeContentView()
    row.frame = CGRect(x: 0, y: 100, width: 300, height: 44)
    window.addSubview(row)
    row.layoutIfNeeded()
    let label = try? XCTUnwrap(row.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" })
    XCTAssertEqual(label.map { drawing(of: $0, in: window).text.map(\.color) }, [UIColor.systemRed.description])
  }

  func testATenMegabyteFieldDrawsOnlyTheCharactersInItsRect() async {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
    window.addSubview(field)
    field.text = String(repeating: "0123456789abcdef", count: 655_360)
    XCTAssertTrue(field.becomeFirstResponder())
    let drawn = drawing(of: field, in: window).text
    let characters = drawn.reduce(0) { $0 + $1.text.count }
    // 300 pt hold about 31 estimated characters; one more either side is drawn.
    XCTAssertLessThan(characters, 40, "of \(field.editing.count) characters")
    XCTAssertGreaterThan(characters, 25)
    // What is drawn is the text's end, where the caret is, and reaches the field's right edge.
    XCTAssertEqual(drawn.last?.text.last, "f")
    let right = field.convert(field.editingRect(forBounds: field.bounds), to: nil).maxX
    XCTAssertGreaterThanOrEqual((drawn.last?.rect.maxX ?? 0) + 0.5, right)
  }
}
