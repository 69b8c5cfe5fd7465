import Foundation
import XCTest

@testable import ViewCore

/// A batch of layout requests (an activation's views and holders, the engine's writes) walks
/// each path up the hierarchy once: a walk stops at a view an earlier walk of the batch passed.
@MainActor
final class LayoutRequestBatchTests: XCTestCase {
  /// A binary tree of plain views `depth` levels below `root`; its leaves.
  private func tree(depth: Int) -> (root: UIView, leaves: [UIView], count: Int) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var level = [root]
    var count = 1
    for _ in 0..<depth {
      var next: [UIView] = []
      for parent in level {
        for _ in 0..<2 {
          let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          parent.addSubview(child)
          next.append(child)
        }
      }
      count += next.count
      level = next
    }
    return (root, level, count)
  }

  func testAnActivationWalksEachAncestorOnceAndTellsThemAll() async {
    let (root, leaves, count) = tree(depth: 9)
    root.layoutIfNeeded()
    // A measuring engine halfway down, which the activation must tell too.
    let middle = leaves[0].superview!.superview!.superview!
    _ = middle.systemLayoutSizeFitting(.zero)
    let fitting = middle.autoLayout.fittingEngine!
    fitting.needsStructure = false
    let before = UIView.walkSteps
    // Each leaf holds its own width: 512 holders, and their 256 superviews' layouts.
    NSLayoutConstraint.activate(leaves.map { $0.widthAnchor.constraint(equalToConstant: 10) })
    let steps = UIView.walkSteps - before
    // Once for the holders' engines and once for the layouts: at most every view twice (1,534;
    // walked to the root from each, 512 × 10 + 256 × 9 = 7,424).
    XCTAssertLessThanOrEqual(steps, 2 * count)
    XCTAssertTrue(fitting.needsStructure, "the measuring engine above the holders was told")
    XCTAssertTrue(AutoLayoutEngine.engine(for: root)?.needsStructure ?? false, "the root's engine was told")
    var ancestor: UIView? = leaves[leaves.count - 1].superview
    while let view = ancestor {
      XCTAssertTrue(view.subtreeNeedsLayout, "every ancestor of a changed layout is marked")
      ancestor = view.superview
    }
  }

  func testALayoutPassInsideABatchMakesTheNextRequestWalkToTheRoot() async {
    let (root, leaves, _) = tree(depth: 4)
    root.layoutIfNeeded()
    UIView.batchingLayoutRequests {
      leaves[0].setNeedsLayout()
      // Clears the marks the first request set, the root's included.
      root.layoutIfNeeded()
      XCTAssertFalse(root.subtreeNeedsLayout)
      // Its sibling shares every ancestor the first request stamped.
      leaves[1].setNeedsLayout()
    }
    XCTAssertTrue(root.subtreeNeedsLayout, "the request after the layout pass marked the path to the root again")
    XCTAssertTrue(leaves[1].superview!.subtreeNeedsLayout)
  }

  func testTheEnginesWritesAskEachAncestorOnce() async {
    // A chain of stack-like nesting: each view 20 pt inside its superview, 12 deep, laid out
    // by constraints; every frame moves when the root's size changes.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    var chain = [root]
    var constraints: [NSLayoutConstraint] = []
    for _ in 0..<12 {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      chain.last!.addSubview(view)
      constraints += [
        view.leadingAnchor.constraint(equalTo: chain.last!.leadingAnchor, constant: 20),
        view.trailingAnchor.constraint(equalTo: chain.last!.trailingAnchor, constant: -20),
        view.topAnchor.constraint(equalTo: chain.last!.topAnchor, constant: 20),
        view.bottomAnchor.constraint(equalTo: chain.last!.bottomAnchor, constant: -20),
      ]
      chain.append(view)
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    // Each view is as wide as its superview less 40.
    XCTAssertEqual(chain.last!.frame.width, 600 - 12 * 40, accuracy: 0.001)
    root.frame.size = CGSize(width: 500, height: 500)
    let before = UIView.walkSteps
    root.layoutIfNeeded()
    let steps = UIView.walkSteps - before
    XCTAssertEqual(chain.last!.frame.width, 500 - 12 * 40, accuracy: 0.001)
    // The 12 views' moves each ask for a layout; walked to the root each, 2 + 3 + … + 13 = 90
    // steps; in one batch, each view once.
    XCTAssertLessThanOrEqual(steps, 2 * chain.count)
  }

  func testAnUpdatesStackViewsActivateAsOneBatch() async {
    // A binary nesting of stack views 8 deep: 255 stacks, each activating its own constraints
    // in `updateConstraints()` during the first layout.
    var views = 1
    func make(_ level: Int) -> UIView {
      views += 1
      if level == 8 {
        let leaf = UIView()
        leaf.widthAnchor.constraint(equalToConstant: 30).isActive = true
        leaf.heightAnchor.constraint(equalToConstant: 20).isActive = true
        return leaf
      }
      let stack = UIStackView(arrangedSubviews: [make(level + 1), make(level + 1)])
      stack.axis = level % 2 == 0 ? .vertical : .horizontal
      return stack
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let top = make(0)
    top.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(top)
    NSLayoutConstraint.activate([
      top.leadingAnchor.constraint(equalTo: root.leadingAnchor), top.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    let before = UIView.walkSteps
    root.layoutIfNeeded()
    let steps = UIView.walkSteps - before
    XCTAssertEqual(top.frame.size, CGSize(width: 16 * 30, height: 16 * 20))
    // The stacks' activations told as one batch, then the writes as another: each view twice
    // (1,024 for 512 views; one batch per stack walked from each to the root, 4,608).
    XCTAssertLessThanOrEqual(steps, 2 * views)
  }
}
