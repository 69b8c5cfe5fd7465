import Foundation
import XCTest

@testable import ViewCore

/// Where an active constraint is kept: its items' nearest common ancestor, as UIKit keeps it —
/// answered at once for a view and itself, its superview or a sibling, by walking up otherwise.
@MainActor
final class AutoLayoutHolderTests: XCTestCase {
  /// root → a → (b, c), c → d; and a view of another hierarchy.
  private func tree() -> (root: UIView, a: UIView, b: UIView, c: UIView, d: UIView, stranger: UIView) {
    let (root, a, b, c, d) = (UIView(), UIView(), UIView(), UIView(), UIView())
    root.addSubview(a)
    a.addSubview(b)
    a.addSubview(c)
    c.addSubview(d)
    return (root, a, b, c, d, UIView())
  }

  func testTheNearestCommonAncestorOfEachRelation() async {
    let (root, a, b, c, d, stranger) = tree()
    func ancestor(_ first: UIView, _ second: UIView?) -> UIView? {
      NSLayoutConstraint.nearestCommonAncestor(first, second)
    }
    XCTAssertTrue(ancestor(b, nil) === b, "one item: its own view")
    XCTAssertTrue(ancestor(b, b) === b, "a view and itself")
    XCTAssertTrue(ancestor(b, a) === a, "a view and its superview")
    XCTAssertTrue(ancestor(a, b) === a, "a view and its subview")
    XCTAssertTrue(ancestor(b, c) === a, "siblings: their superview")
    XCTAssertTrue(ancestor(b, d) === a, "a view and its sibling's subview")
    XCTAssertTrue(ancestor(d, b) === a, "the same, the other way round")
    XCTAssertTrue(ancestor(d, root) === root, "a view and the root above its superview")
    XCTAssertNil(ancestor(d, stranger), "different hierarchies")
    XCTAssertNil(ancestor(root, stranger), "two roots")
  }

  func testAConstraintIsKeptByItsItemsNearestCommonAncestor() async {
    let (_, a, b, c, d, stranger) = tree()
    let siblings = b.widthAnchor.constraint(equalTo: c.widthAnchor)
    let cousins = b.topAnchor.constraint(equalTo: d.bottomAnchor)
    let child = d.leadingAnchor.constraint(equalTo: c.leadingAnchor)
    NSLayoutConstraint.activate([siblings, cousins, child])
    XCTAssertTrue(a.constraints.contains { $0 === siblings })
    XCTAssertTrue(a.constraints.contains { $0 === cousins })
    XCTAssertTrue(c.constraints.contains { $0 === child })
    let apart = d.widthAnchor.constraint(equalTo: stranger.widthAnchor)
    apart.isActive = true
    XCTAssertFalse(apart.isActive, "items in different hierarchies are not related")
  }
}
