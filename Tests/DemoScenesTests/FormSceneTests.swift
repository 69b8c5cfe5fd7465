import Foundation
import XCTest

@testable import DemoScenes
@testable import ViewCore

/// The Auto Layout form: laid out by constraints alone, its content size is the stack's height
/// plus the 20-pt insets, every row sits 8 pt below the one before, and hiding the advanced
/// section closes its gap.
@MainActor
final class FormSceneTests: XCTestCase {
  func testTheFormIsLaidOutByItsConstraints() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let scene = FormSceneController()
    window.rootViewController = scene
    _ = window.makeDisplayList()
    let scrollView = scene.scrollView
    let stack = scene.stack
    XCTAssertEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 800, height: 600), "pinned to the safe area")
    XCTAssertEqual(stack.frame.minX, 20)
    XCTAssertEqual(stack.frame.minY, 20)
    XCTAssertEqual(stack.frame.width, 760, "the frame guide's width less 2 × 20")

    let rows = scene.rows
    XCTAssertEqual(rows.count, 2 + 5 + 20, "two buttons, five headers, twenty rows")
    let heights = rows.map(\.frame.height)
    let expectedHeight = heights.reduce(0, +) + 8 * CGFloat(rows.count - 1)
    XCTAssertEqual(stack.frame.height, expectedHeight)
    XCTAssertEqual(scrollView.contentSize, CGSize(width: 800, height: expectedHeight + 40))
    for row in rows where row is UIStackView { XCTAssertEqual(row.frame.height, 44) }
    for (above, below) in zip(rows, rows.dropFirst()) {
      XCTAssertEqual(below.frame.minY, above.frame.maxY + 8, "\(below) follows \(above)")
      XCTAssertEqual(below.frame.width, 760)
    }
    // Inside a row: the title from the left margin, the value against the right one.
    let firstRow = try XCTUnwrap(rows.first { $0 is UIStackView } as? UIStackView)
    let (title, value) = (firstRow.arrangedSubviews[0], firstRow.arrangedSubviews[1])
    XCTAssertEqual(title.frame.minX, 16)
    XCTAssertEqual(value.frame.maxX, 760 - 16)
    XCTAssertEqual(value.frame.width, value.intrinsicContentSize.width, "the value hugs its text")
    XCTAssertEqual(title.frame.midY, 22, accuracy: 0.5, "centred in the 44-pt row")

    let before = scrollView.contentSize.height
    let hidden = scene.advancedRows
    scene.toggleAdvanced()
    window.layoutIfNeeded()
    let header = hidden[0].intrinsicContentSize.height
    XCTAssertEqual(hidden.count, 6)
    XCTAssertEqual(
      scrollView.contentSize.height, before - header - 5 * 44 - 6 * 8,
      "the advanced header, five rows and six gaps are gone")
    scene.toggleAdvanced()
    window.layoutIfNeeded()
    XCTAssertEqual(scrollView.contentSize.height, before)
  }

  /// The toggle's chevron points down (a quarter turn, drawn turned) while the advanced rows
  /// show; hiding them turns it back in the same animation, half way at half time.
  func testTheChevronTurnsWithTheToggle() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    window.advance(to: 5)
    let scene = FormSceneController()
    window.rootViewController = scene
    func chevronCommand() -> DrawCommand? {
      window.makeDisplayList().items.first { $0.viewID == ObjectIdentifier(scene.chevron) }?.command
    }
    guard case .transformed(.text(let run, _, _), let t)? = chevronCommand() else {
      return XCTFail("the chevron is not drawn turned: \(String(describing: chevronCommand()))")
    }
    XCTAssertEqual(run.text, "›")
    XCTAssertEqual(atan2(t.b, t.a), .pi / 2, accuracy: 1e-9)
    // Auto Layout places the untransformed rect (centre and bounds), as iOS does; the frame of a
    // turned view is its turned extent.
    let chevron = scene.chevron
    XCTAssertEqual(chevron.center.x + chevron.bounds.width / 2, scene.toggle.bounds.maxX - 16, accuracy: 1e-9)

    scene.toggleAdvanced()
    XCTAssertEqual(scene.chevron.transform, .identity, "the model turns at once")
    window.advance(to: 5.15)
    guard case .transform(let half)? = scene.chevron.presentation?.values[.transform]?.value else {
      return XCTFail("the chevron's turn is not animated")
    }
    XCTAssertEqual(atan2(half.b, half.a), .pi / 4, accuracy: 1e-6, "ease in and out: half way at half time")
    window.advance(to: 5.3)
    guard case .text? = chevronCommand() else {
      return XCTFail("at rest the chevron is upright again: \(String(describing: chevronCommand()))")
    }
  }
}
