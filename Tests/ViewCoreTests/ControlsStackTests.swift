import Foundation
import XCTest

@testable import ViewCore

/// Controls in a vertical stack view lay out by their intrinsic sizes, as on iOS; a view with no
/// intrinsic size leaves the layout ambiguous, which never moves an arranged view out of its stack.
@MainActor
final class ControlsStackTests: XCTestCase {
  /// A 320 pt wide root with `stack` pinned 20 pt below its top and to its sides, laid out.
  private func layOut(_ stack: UIStackView) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    return root
  }

  private func label(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    return label
  }

  private func panel(height: CGFloat) -> UIView {
    let panel = UIView()
    panel.heightAnchor.constraint(equalToConstant: height).isActive = true
    return panel
  }

  func testAPageControlInAVerticalStackKeepsEveryLaterRowInPlace() async {
    let title = label("Title")
    let pages = UIPageControl()
    pages.numberOfPages = 5
    let carousel = panel(height: 120)
    let last = label("Last")
    let stack = UIStackView(arrangedSubviews: [title, pages, carousel, last])
    stack.axis = .vertical
    stack.spacing = 8
    _ = layOut(stack)
    let titleHeight = title.intrinsicContentSize.height
    XCTAssertEqual(pages.intrinsicContentSize, CGSize(width: 96, height: 26), "5 dots at 16 pt plus 16 pt margin")
    XCTAssertEqual(pages.frame.minY, titleHeight + 8)
    XCTAssertEqual(pages.frame.height, 26)
    XCTAssertEqual(carousel.frame.minY, titleHeight + 8 + 26 + 8)
    XCTAssertEqual(carousel.frame.height, 120, "the panel after the page control keeps its 120 pt")
    XCTAssertEqual(last.frame.minY, titleHeight + 8 + 26 + 8 + 120 + 8, "the last row is below the panel")
    XCTAssertEqual(stack.frame.height, last.frame.maxY)
    for view in [title, pages, carousel, last] { XCTAssertFalse(view.hasAmbiguousLayout, "\(view)") }
  }

  func testEveryControlHasIOSsIntrinsicSizeAndAStackOfThemLaysOut() async {
    let toggle = UISwitch()
    let slider = UISlider()
    let segments = UISegmentedControl(items: ["One", "Two", "Three"])
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.hidesWhenStopped = false
    let large = UIActivityIndicatorView(style: .large)
    large.hidesWhenStopped = false
    let progress = UIProgressView(progressViewStyle: .default)
    let stepper = UIStepper()
    let pages = UIPageControl()
    pages.numberOfPages = 3
    XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
    XCTAssertEqual(slider.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 31))
    XCTAssertEqual(segments.intrinsicContentSize.height, 32)
    XCTAssertGreaterThan(segments.intrinsicContentSize.width, 3 * 24, "three titles and their padding")
    XCTAssertEqual(spinner.intrinsicContentSize, CGSize(width: 20, height: 20))
    XCTAssertEqual(large.intrinsicContentSize, CGSize(width: 37, height: 37))
    XCTAssertEqual(progress.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 4))
    XCTAssertEqual(stepper.intrinsicContentSize, CGSize(width: 94, height: 32))
    XCTAssertEqual(pages.intrinsicContentSize, CGSize(width: 64, height: 26))

    let controls: [UIView] = [toggle, slider, segments, spinner, large, progress, stepper, pages]
    let stack = UIStackView(arrangedSubviews: controls)
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 10
    _ = layOut(stack)
    let heights = controls.map(\.frame.height)
    XCTAssertEqual(heights, [31, 31, 32, 20, 37, 4, 32, 26])
    var y: CGFloat = 0
    for (control, height) in zip(controls, heights) {
      XCTAssertEqual(control.frame.minY, y, "\(type(of: control)) follows the one before it")
      y += height + 10
    }
    XCTAssertEqual(toggle.frame.width, 51, ".leading keeps the intrinsic width")
    XCTAssertEqual(stack.frame.height, y - 10)
  }

  func testAViewWithNoIntrinsicSizeIsAmbiguousButNeverNegativeOrAboveItsStack() async {
    let title = label("Title")
    let open = UIView()
    let carousel = panel(height: 120)
    let last = label("Last")
    let stack = UIStackView(arrangedSubviews: [title, open, carousel, last])
    stack.axis = .vertical
    stack.spacing = 8
    let root = layOut(stack)
    XCTAssertTrue(open.hasAmbiguousLayout, "nothing settles the open view's height")
    XCTAssertFalse(title.hasAmbiguousLayout)
    XCTAssertFalse(root.hasAmbiguousLayout, "a view placed by its frame is not ambiguous")
    XCTAssertEqual(open.frame.height, 0, "the open length comes out as zero")
    let titleHeight = title.frame.height
    XCTAssertEqual(carousel.frame.minY, titleHeight + 16)
    XCTAssertEqual(carousel.frame.height, 120)
    XCTAssertEqual(last.frame.minY, titleHeight + 16 + 128)
    for view in stack.arrangedSubviews {
      XCTAssertGreaterThanOrEqual(view.frame.minY, 0, "\(view) is inside its stack")
      XCTAssertGreaterThanOrEqual(view.frame.height, 0)
    }
  }
}
