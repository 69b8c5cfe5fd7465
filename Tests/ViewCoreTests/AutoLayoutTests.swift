import Foundation
import XCTest

@testable import ViewCore

/// Auto Layout against layouts computed by hand: anchors and margins, the scroll view's content
/// and frame guides, intrinsic sizes with hugging and compression resistance, constant changes,
/// an unsatisfiable set, and `systemLayoutSizeFitting`.
@MainActor
final class AutoLayoutTests: XCTestCase {
  /// A root view of `size` (translating its frame, as a controller's view does).
  private func root(_ width: CGFloat = 400, _ height: CGFloat = 300) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  private func constrained(in parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  func testAnchorsPlaceAViewAndAConstantChangeMovesIt() async {
    let parent = root()
    let child = constrained(in: parent)
    let top = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -20),
      top,
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    parent.layoutIfNeeded()
    XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 360, height: 50))
    XCTAssertEqual(parent.constraints.count, 3, "the height is held by the child itself")
    XCTAssertEqual(child.constraints.count, 1)

    top.constant = 100
    parent.layoutIfNeeded()
    XCTAssertEqual(child.frame, CGRect(x: 20, y: 100, width: 360, height: 50))

    parent.frame.size = CGSize(width: 600, height: 300)
    parent.layoutIfNeeded()
    XCTAssertEqual(child.frame.width, 560, "the trailing edge follows the parent's new width")
  }

  func testTheOldInitializerMultipliersAndCentres() async {
    let parent = root()
    let child = constrained(in: parent)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: parent, attribute: .width, multiplier: 0.5,
        constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: 40),
      child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: parent.centerYAnchor, constant: 10),
    ])
    parent.layoutIfNeeded()
    XCTAssertEqual(child.frame, CGRect(x: 100, y: 140, width: 200, height: 40))
  }

  func testMarginsAndTheMarginsGuide() async {
    let parent = root()
    parent.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 24)
    let child = constrained(in: parent)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: parent.layoutMarginsGuide.trailingAnchor),
      NSLayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .topMargin, multiplier: 1,
        constant: 0),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    parent.layoutIfNeeded()
    XCTAssertEqual(child.frame, CGRect(x: 16, y: 5, width: 360, height: 10))
    XCTAssertEqual(parent.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 5, width: 360, height: 290))
  }

  /// The shape nearly all current scroll-view code takes: a column in `contentLayoutGuide`, its
  /// width tied to `frameLayoutGuide`; the content size is the column's height plus the constants.
  func testAColumnInTheContentGuideGivesTheContentSize() async {
    let parent = root(320, 480)
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(scrollView)
    let column = constrained(in: scrollView)
    var rows: [UIView] = []
    for index in 0..<5 {
      let row = constrained(in: column)
      rows.append(row)
      NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: column.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: column.trailingAnchor),
        row.heightAnchor.constraint(equalToConstant: 100),
        index == 0
          ? row.topAnchor.constraint(equalTo: column.topAnchor)
          : row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor, constant: 10),
      ])
    }
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      column.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -30),
      column.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
      column.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
      column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
      rows[4].bottomAnchor.constraint(equalTo: column.bottomAnchor),
    ])
    parent.layoutIfNeeded()
    XCTAssertEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
    XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 20 + 5 * 100 + 4 * 10 + 30))
    XCTAssertEqual(column.frame, CGRect(x: 16, y: 20, width: 288, height: 540))
    XCTAssertEqual(rows[3].frame, CGRect(x: 0, y: 330, width: 288, height: 100))

    scrollView.contentOffset = CGPoint(x: 0, y: 200)
    parent.setNeedsLayout()
    parent.layoutIfNeeded()
    XCTAssertEqual(column.frame.minY, 20, "constraints place content in content coordinates: scrolling moves nothing")
  }

  /// iOS's older form: a subview's edges pinned to the scroll view itself are pinned to its
  /// content; its width to the scroll view's width is the frame's.
  func testEdgesToTheScrollViewItselfMeanItsContent() async {
    let parent = root(320, 480)
    let scrollView = UIScrollView(frame: parent.bounds)
    parent.addSubview(scrollView)
    let content = constrained(in: scrollView)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.topAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1500),
    ])
    parent.layoutIfNeeded()
    XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 1500))
    XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1500))
  }

  /// A content size set in code stays when constraints name only the content's top and left
  /// (the cross scene's strip, pinned 200 pt down a list laid out by frames); an axis whose extent
  /// they name comes from the guide.
  func testOnlyTheAxesConstraintsSizeComeFromTheContentGuide() async {
    let parent = root(320, 480)
    let scrollView = UIScrollView(frame: parent.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 1600)
    parent.addSubview(scrollView)
    let strip = constrained(in: scrollView)
    NSLayoutConstraint.activate([
      strip.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 200),
      strip.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
      strip.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
      strip.heightAnchor.constraint(equalToConstant: 128),
    ])
    parent.layoutIfNeeded()
    XCTAssertEqual(strip.frame, CGRect(x: 0, y: 200, width: 320, height: 128))
    XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 1600), "set in code, untouched")

    strip.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -72).isActive = true
    parent.layoutIfNeeded()
    XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 400), "the height now comes from the guide")
  }

  /// A badge pinned to the frame guide stays on screen while the content scrolls under it: its
  /// frame (content coordinates) follows the offset in the same frame, as on iOS, where a bounds
  /// change lays the scroll view out again.
  func testAViewPinnedToTheFrameGuideStaysPutWhileScrolling() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    window.addSubview(scrollView)
    let badge = constrained(in: scrollView)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
      badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
      badge.widthAnchor.constraint(equalToConstant: 60), badge.heightAnchor.constraint(equalToConstant: 30),
    ])
    _ = window.makeDisplayList()
    XCTAssertEqual(badge.frame, CGRect(x: 250, y: 10, width: 60, height: 30))
    scrollView.contentOffset = CGPoint(x: 0, y: 700)
    _ = window.makeDisplayList()
    XCTAssertEqual(badge.frame.minY, 710, "moved with the offset in the next frame")
    XCTAssertEqual(badge.convert(badge.bounds, to: window).minY, 10, "so on screen it stays 10 pt down")
  }

  /// Two views with intrinsic widths in a row too wide for both: the one with the lower
  /// compression resistance gives way; in a row wider than both, the lower hugging stretches.
  func testHuggingAndCompressionResistanceDecideWhoGivesWay() async {
    final class Sized: UIView {
      var size = CGSize(width: 150, height: 20)
      override var intrinsicContentSize: CGSize { size }
    }
    let parent = root(250, 100)
    let a = Sized()
    let b = Sized()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
    }
    b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      a.topAnchor.constraint(equalTo: parent.topAnchor),
      b.topAnchor.constraint(equalTo: parent.topAnchor),
    ])
    parent.layoutIfNeeded()
    XCTAssertEqual(a.frame.width, 150, "the higher compression resistance keeps its width")
    XCTAssertEqual(b.frame.width, 100)
    XCTAssertEqual(a.frame.height, 20, "the intrinsic height")

    parent.frame.size.width = 400
    b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    parent.layoutIfNeeded()
    XCTAssertEqual(b.frame.width, 150, "the higher hugging keeps its width")
    XCTAssertEqual(a.frame.width, 250)
  }

  func testAnUnsatisfiableSetNamesTheConstraintsAndBreaksOne() async throws {
    let parent = root()
    let child = constrained(in: parent)
    var reports: [String] = []
    let narrow = child.widthAnchor.constraint(equalToConstant: 100)
    narrow.identifier = "narrow"
    let wide = child.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "wide"
    NSLayoutConstraint.activate([
      narrow, child.heightAnchor.constraint(equalToConstant: 10),
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
    ])
    try XCTUnwrap(AutoLayoutEngine.engine(for: parent)).report = { reports.append($0) }
    wide.isActive = true
    parent.layoutIfNeeded()
    XCTAssertEqual(child.frame.width, 100, "the constraint that came first holds")
    XCTAssertEqual(reports.count, 1, "\(reports)")
    let message = reports.first ?? ""
    XCTAssertTrue(message.contains("Unable to simultaneously satisfy constraints"), message)
    XCTAssertTrue(message.contains("'narrow'") && message.contains("'wide'"), message)
    XCTAssertTrue(message.hasSuffix("recover by breaking constraint\n\(wide)"), message)

    parent.setNeedsLayout()
    parent.layoutIfNeeded()
    XCTAssertEqual(reports.count, 1, "reported once, not at every layout")
    narrow.isActive = false
    parent.layoutIfNeeded()
    XCTAssertEqual(child.frame.width, 200, "without its rival the broken constraint holds")
  }

  /// Removing a view deactivates the constraints held above it that name it (or a view inside
  /// it); its own constraints inside it stay.
  func testRemovingAViewDeactivatesTheConstraintsThatReachOutOfIt() async {
    let parent = root()
    let child = constrained(in: parent)
    let grandchild = constrained(in: child)
    let outward = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
    let deep = grandchild.trailingAnchor.constraint(equalTo: parent.trailingAnchor)
    let inside = grandchild.widthAnchor.constraint(equalTo: child.widthAnchor)
    NSLayoutConstraint.activate([outward, deep, inside])
    child.removeFromSuperview()
    XCTAssertFalse(outward.isActive)
    XCTAssertFalse(deep.isActive)
    XCTAssertTrue(inside.isActive)
    XCTAssertEqual(parent.constraints.count, 0)
  }

  func testAConstraintBetweenUnrelatedViewsStaysInactive() async {
    let a = UIView()
    let b = UIView()
    let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
    constraint.isActive = true
    XCTAssertFalse(constraint.isActive)
  }

  func testSystemLayoutSizeFittingCompressesToTheContent() async {
    final class Sized: UIView {
      override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 30) }
    }
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let label = Sized()
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
    ])
    XCTAssertEqual(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 112, height: 54))
    let fixedWidth = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    XCTAssertEqual(fixedWidth, CGSize(width: 320, height: 54))
  }

  /// A view made with constraints before it joins the window's hierarchy is laid out there.
  func testConstraintsMadeBeforeJoiningAHierarchyAreSolvedInIt() async {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = constrained(in: content)
    NSLayoutConstraint.activate([
      child.widthAnchor.constraint(equalTo: content.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(equalToConstant: 5),
      child.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      child.topAnchor.constraint(equalTo: content.topAnchor),
    ])
    let window = root(800, 600)
    window.addSubview(content)
    content.frame = window.bounds
    window.layoutIfNeeded()
    XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 400, height: 5))
  }
}
