import Foundation
import XCTest

@testable import ViewCore

/// `UIStackView` against layouts computed by hand: each distribution, each alignment, custom
/// spacing, margins, and hidden views collapsing.
@MainActor
final class StackViewTests: XCTestCase {
  final class Sized: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
      size = CGSize(width: width, height: height)
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
  }

  /// A stack of `views` pinned to a 300 × 100 root (or at its top-left corner only when `pinned`
  /// is false), laid out.
  private func layOut(_ stack: UIStackView, pinned: Bool = true) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var constraints = [
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    if pinned {
      constraints += [
        stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return root
  }

  private func widths(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.width) }
  private func xs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }

  func testFillStretchesTheViewThatHugsLeast() async {
    let views = [Sized(50, 20), Sized(60, 20), Sized(70, 20)]
    views[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    _ = layOut(stack)
    XCTAssertEqual(widths(views), [50, 160, 70])
    XCTAssertEqual(xs(views), [0, 60, 230])
    XCTAssertEqual(views.map(\.frame.height), [100, 100, 100], "alignment .fill")
  }

  func testFillEquallyAndCustomSpacing() async {
    let views = [Sized(50, 20), Sized(60, 20), Sized(70, 20)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    stack.spacing = 10
    stack.setCustomSpacing(40, after: views[0])
    _ = layOut(stack)
    XCTAssertEqual(widths(views), [83.33, 83.33, 83.33].map { CGFloat($0) }, accuracy: 0.01)
    XCTAssertEqual(xs(views)[1], 83.33 + 40, accuracy: 0.01)
  }

  func testFillProportionallySharesByIntrinsicWidth() async {
    let views = [Sized(50, 20), Sized(150, 20)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillProportionally
    stack.spacing = 20
    _ = layOut(stack)
    XCTAssertEqual(widths(views), [70, 210], accuracy: 0.01)
  }

  func testEqualSpacingAndEqualCentering() async {
    let views = [Sized(40, 20), Sized(60, 20), Sized(20, 20)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    // The root is kept: a view does not keep its superview alive.
    let root = layOut(stack)
    XCTAssertEqual(widths(views), [40, 60, 20])
    XCTAssertEqual(xs(views), [0, 130, 280], "gaps of (300 − 120) / 2 = 90")

    stack.distribution = .equalCentering
    root.layoutIfNeeded()
    let centres = views.map(\.frame.midX)
    XCTAssertEqual(centres[1] - centres[0], centres[2] - centres[1], accuracy: 0.01)
    XCTAssertEqual(xs(views).first, 0)
    XCTAssertEqual(views[2].frame.maxX, 300, accuracy: 0.01)
  }

  func testAlignmentsAcrossTheAxis() async {
    let views = [Sized(40, 20), Sized(60, 50)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    for (alignment, tops, heights) in [
      (UIStackView.Alignment.top, [0, 0], [20, 50]), (.center, [40, 25], [20, 50]), (.bottom, [80, 50], [20, 50]),
      (.fill, [0, 0], [100, 100]),
    ] as [(UIStackView.Alignment, [CGFloat], [CGFloat])] {
      stack.alignment = alignment
      if stack.superview == nil { _ = layOut(stack) } else { stack.superview?.layoutIfNeeded() }
      XCTAssertEqual(views.map(\.frame.minY), tops, "\(alignment)")
      XCTAssertEqual(views.map(\.frame.height), heights, "\(alignment)")
    }
  }

  /// An unpinned vertical stack is as tall as its views and their spacing and as wide as its
  /// widest view; hiding one collapses it, showing it again brings it back.
  func testAColumnSizesItselfAndHiddenViewsCollapse() async {
    let views = [Sized(40, 20), Sized(60, 30), Sized(20, 10)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 5
    let root = layOut(stack, pinned: false)
    XCTAssertEqual(stack.frame.size, CGSize(width: 60, height: 70))
    XCTAssertEqual(views.map(\.frame.minY), [0, 25, 60])

    views[1].isHidden = true
    root.layoutIfNeeded()
    XCTAssertEqual(stack.frame.height, 35, "20 + 5 + 10")
    XCTAssertEqual(views[2].frame.minY, 25)
    XCTAssertEqual(views[1].frame.height, 0)

    views[1].isHidden = false
    root.layoutIfNeeded()
    XCTAssertEqual(stack.frame.height, 70)
  }

  func testMarginsRelativeArrangementAndRemoval() async {
    let views = [Sized(40, 20), Sized(60, 20)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    stack.distribution = .fillEqually
    let root = layOut(stack)
    XCTAssertEqual(xs(views), [20, 150])
    XCTAssertEqual(views[0].frame.minY, 10)
    XCTAssertEqual(views[0].frame.height, 80)

    views[0].removeFromSuperview()
    root.layoutIfNeeded()
    XCTAssertEqual(stack.arrangedSubviews.count, 1)
    XCTAssertEqual(views[1].frame, CGRect(x: 20, y: 10, width: 260, height: 80))
  }
}

func XCTAssertEqual(
  _ a: [CGFloat], _ b: [CGFloat], accuracy: CGFloat, _ message: String = "", file: StaticString = #filePath,
  line: UInt = #line
) {
  XCTAssertEqual(a.count, b.count, message, file: file, line: line)
  for (x, y) in zip(a, b) {
    XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b) \(message)", file: file, line: line)
  }
}
