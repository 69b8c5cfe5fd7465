import Foundation
import XCTest

@testable import ViewCore

/// A stack view changes only the constraints around the arranged view added, hidden or removed;
/// the others stay the same objects in the solver, and the layout is the one computed by hand.
@MainActor
final class StackViewIncrementalTests: XCTestCase {
  typealias Sized = StackViewTests.Sized

  /// A horizontal stack of five 20 × 20 views with a spacing of 10 in a 300 × 100 root.
  private func stack() -> (root: UIView, stack: UIStackView, views: [Sized]) {
    let views = (0..<5).map { _ in Sized(20, 20) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    stack.alignment = .top
    stack.translatesAutoresizingMaskIntoConstraints = false
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    return (root, stack, views)
  }

  /// Every constraint `ids` was given, kept alive for the test: a freed constraint's identifier
  /// can be a new constraint's, which would read as "the same constraint kept".
  private var seen: [NSLayoutConstraint] = []

  private func ids(_ constraints: [NSLayoutConstraint]) -> Set<ObjectIdentifier> {
    seen += constraints
    return Set(constraints.map(ObjectIdentifier.init))
  }

  func testAddingAViewKeepsTheOthersConstraints() async {
    let (root, stack, views) = stack()
    XCTAssertEqual(stack.frame.width, 5 * 20 + 4 * 10)
    let before = ids(stack.arrangement)
    let added = Sized(30, 20)
    stack.addArrangedSubview(added)
    root.layoutIfNeeded()
    let after = ids(stack.arrangement)
    XCTAssertEqual(
      before.subtracting(after).count, 1, "only the old last view's trailing edge to the stack's is taken out")
    XCTAssertEqual(
      after.subtracting(before).count, 5,
      "the new view: chained to the last, its trailing edge, and its three across the axis (top, bottom ≤, snug)")
    XCTAssertEqual(added.frame, CGRect(x: 150, y: 0, width: 30, height: 20))
    XCTAssertEqual(stack.frame.width, 180)
    XCTAssertEqual(views[4].frame.minX, 120)
  }

  func testHidingAndRemovingAViewChangeOnlyTheConstraintsAroundIt() async {
    let (root, stack, views) = stack()
    let before = ids(stack.arrangement)
    views[2].isHidden = true
    root.layoutIfNeeded()
    let hidden = ids(stack.arrangement)
    XCTAssertEqual(
      before.subtracting(hidden).count, 5, "the two chain links around it and its three across the axis")
    XCTAssertEqual(hidden.subtracting(before).count, 2, "its zero width and the link bridging the gap")
    XCTAssertEqual([0, 1, 3, 4].map { views[$0].frame.minX }, [0, 30, 60, 90])
    XCTAssertEqual(views[2].frame.width, 0)

    views[2].isHidden = false
    root.layoutIfNeeded()
    XCTAssertEqual(
      ids(stack.arrangement).intersection(before).count, before.count - 5,
      "shown again: the constraints of the other views are still the first ones")
    XCTAssertEqual(views[3].frame.minX, 90)

    stack.removeArrangedSubview(views[4])
    views[4].removeFromSuperview()
    root.layoutIfNeeded()
    XCTAssertEqual(stack.frame.width, 4 * 20 + 3 * 10)
  }
}
