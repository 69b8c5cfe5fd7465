import Foundation
import Synchronization
import XCTest

@testable import ViewCore

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: formats laid out in
/// a 400 × 300 view and compared with frames worked out by hand, and formats UIKit would raise on
/// reported in one line with no constraints made.
@MainActor
final class VisualFormatTests: XCTestCase {
  private var parent: UIView!
  private var a: UIView!
  private var b: UIView!
  private var c: UIView!
  private var views: [String: Any] { ["a": a!, "b": b!, "c": c!] }

  override func setUp() async throws {
    parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    (a, b, c) = (UIView(), UIView(), UIView())
    for view in [a!, b!, c!] {
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
    }
  }

  /// Activates the constraints of each format (`options` for the first only) and lays the
  /// parent out.
  @discardableResult
  private func layOut(
    _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
  ) -> [NSLayoutConstraint] {
    let made = formats.enumerated().flatMap { index, format in
      NSLayoutConstraint.constraints(
        withVisualFormat: format, options: index == 0 ? options : [], metrics: metrics, views: views)
    }
    NSLayoutConstraint.activate(made)
    parent.layoutIfNeeded()
    return made
  }

  /// The messages `body` reports.
  private func messages(_ body: () -> Void) -> [String] {
    let lines = Mutex<[String]>([])
    let previous = Diagnostics.setSink { message in lines.withLock { $0.append(message.line) } }
    defer { Diagnostics.setSink(previous) }
    body()
    return lines.withLock { $0 }
  }

  func testSuperviewEdgesStandardSpacingAndFixedSizes() async {
    layOut(["H:|-[a(100)]-[b]-|", "V:|-10-[a(50)]", "V:|-10-[b(==a)]"])
    // 20 from the leading edge, 100 wide; b 8 after it and 20 from the trailing edge.
    XCTAssertEqual(a.frame, CGRect(x: 20, y: 10, width: 100, height: 50))
    XCTAssertEqual(b.frame, CGRect(x: 128, y: 10, width: 252, height: 50))
    let fresh = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", metrics: nil, views: views)
    XCTAssertEqual(fresh.count, 1)
    XCTAssertFalse(fresh[0].isActive, "UIKit returns the constraints inactive")
    XCTAssertEqual(fresh[0].description, "<NSLayoutConstraint \(b.layoutName).leading == \(a.layoutName).trailing + 8>")
  }

  func testMetricsFlushViewsAndTheVerticalAxis() async {
    layOut(
      ["V:|-top-[a(h)][b(h)]-(gap)-[c(h)]", "H:|[a]|", "H:|[b]|", "H:|[c]|"],
      metrics: ["top": 12, "h": 40.0, "gap": NSNumber(value: 6)])
    XCTAssertEqual(a.frame, CGRect(x: 0, y: 12, width: 400, height: 40))
    XCTAssertEqual(b.frame, CGRect(x: 0, y: 52, width: 400, height: 40), "flush under a")
    XCTAssertEqual(c.frame, CGRect(x: 0, y: 98, width: 400, height: 40), "6 pt under b")
  }

  func testRelationsMultiplePredicatesAndPriorities() async {
    // a wants 300 but may be at most 200 wide; b at least 50; the gap at least 30 and, weakly, 10.
    layOut(
      ["H:|[a(>=100,<=200,300@250)]-(>=30,10@200)-[b(>=50)]", "V:|[a(20)]", "V:|[b(20)]", "H:[b(50@750)]"])
    XCTAssertEqual(a.frame.width, 200, "the required <= 200 wins over 300 at 250")
    XCTAssertEqual(b.frame.minX, 230, "the gap is 30: the required >= 30 over 10 at 200")
    XCTAssertEqual(b.frame.width, 50)
    let made = NSLayoutConstraint.constraints(withVisualFormat: "[a(300@250)]", metrics: nil, views: views)
    XCTAssertEqual(made.first?.priority, UILayoutPriority(250))
    XCTAssertEqual(made.first?.firstAttribute, .width)
  }

  func testViewToViewWidthsAndAlignment() async {
    layOut(["H:|-[a]-[b(==a)]-[c(==a)]-|", "V:|-30-[a(60)]"], options: [.alignAllTop, .alignAllBottom])
    // Three equal widths in 400 − 2 × 20 − 2 × 8 = 344 pt.
    for (view, x) in [(a!, 20.0), (b!, 142.667), (c!, 265.333)] {
      XCTAssertEqual(view.frame.minX, x, accuracy: 0.01)
      XCTAssertEqual(view.frame.width, 114.667, accuracy: 0.01)
      XCTAssertEqual(view.frame.minY, 30, "aligned on a's top")
      XCTAssertEqual(view.frame.height, 60, "and its bottom")
    }
  }

  func testCentreAlignmentInAVerticalFormatAndTheRightToLeftDirection() async {
    layOut(["V:|-[a(40)]-[b(30)]", "H:|-50-[a(200)]", "H:[b(100)]"], options: [.alignAllCenterX])
    XCTAssertEqual(b.frame, CGRect(x: 100, y: 68, width: 100, height: 30), "centred under a, 8 pt below")

    setUpFreshViews()
    layOut(["H:|-10-[a(50)]-5-[b(60)]", "V:|[a(10)]", "V:|[b(10)]"], options: .directionRightToLeft)
    XCTAssertEqual(a.frame.maxX, 390, "the first view at the right edge")
    XCTAssertEqual(b.frame.maxX, 335, "the next to its left")
  }

  private func setUpFreshViews() {
    parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    (a, b, c) = (UIView(), UIView(), UIView())
    for view in [a!, b!, c!] {
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
    }
  }

  func testMalformedFormatsSayWhereAndMakeNothing() async {
    let cases: [(String, String)] = [
      ("H:|-[a", "at character 7 (H:|-[a⟦here⟧): expected ] to close the view a"),
      ("H:|-(>=)-[a]|", "at character 8 (H:|-(>=⟦here⟧)-[a]|): expected a number, a metric or a view's name"),
      ("H:[a]-10[b]", "at character 9 (H:[a]-10⟦here⟧[b]): expected - to close the spacing"),
      ("X:[a]", "at character 1 (⟦here⟧X:[a]): expected H:, V:, a leading | or a view, [name]"),
      ("H:[a]|[b]", "at character 7 (H:[a]|⟦here⟧[b]): nothing may follow the trailing |"),
      ("", "at character 1 (⟦here⟧): the format names no view"),
    ]
    for (format, expected) in cases {
      var made: [NSLayoutConstraint] = [
        NSLayoutConstraint(
          item: a!, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
          constant: 1)
      ]
      let lines = messages {
        made = NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
      }
      XCTAssertEqual(made.count, 0, format)
      XCTAssertEqual(
        lines, ["NSLayoutConstraint: cannot read the visual format \"\(format)\" \(expected); no constraints were made"]
      )
    }
  }

  func testUnknownNamesOrphansBadPrioritiesAndAlignmentAlongTheAxisAreRefused() async {
    let orphan = UIView()
    let cases: [(String, NSLayoutConstraint.FormatOptions, String)] = [
      ("H:[a]-[d]", [], "names the view d, which is not in the views dictionary (it has: a, b, c, orphan)"),
      ("H:[a]-gap-[b]", [], "uses the metric gap for a spacing, which is not in the metrics dictionary"),
      ("H:|-[orphan]", [], "puts | beside orphan, which has no superview to refer to"),
      ("H:[a(50@2000)]", [], "gives the priority 2000, outside 1…1000"),
      (
        "H:[a]-[b]", .alignAllLeading, "asks to align its views' leading edges, which lie along its own horizontal axis"
      ),
    ]
    for (format, options, expected) in cases {
      var made: [NSLayoutConstraint] = []
      let lines = messages {
        made = NSLayoutConstraint.constraints(
          withVisualFormat: format, options: options, metrics: nil, views: views.merging(["orphan": orphan]) { $1 })
      }
      XCTAssertEqual(made.count, 0, format)
      XCTAssertEqual(
        lines, ["NSLayoutConstraint: the visual format \"\(format)\" \(expected); no constraints were made"])
    }
  }
}
