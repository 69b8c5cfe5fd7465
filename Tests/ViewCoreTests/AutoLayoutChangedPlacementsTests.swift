import Foundation
import XCTest

@testable import ViewCore

/// An update that only edited constants visits only the placements whose solved values changed;
/// any other update (a layout asked for from outside) compares every placement again; and the
/// engine's frame writes reach the renderer as one request to the root's window.
@MainActor
final class AutoLayoutChangedPlacementsTests: XCTestCase {
  /// Two columns of `count` views in a 400 × 4000 root, 100 wide at x 16 and x 200, each view
  /// 20 high and 4 below the one above (the first 8 below the root's top); the left column's
  /// height constraints.
  private func columns(_ count: Int) -> (root: UIView, left: [UIView], right: [UIView], heights: [NSLayoutConstraint]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
    var left: [UIView] = []
    var right: [UIView] = []
    var heights: [NSLayoutConstraint] = []
    var constraints: [NSLayoutConstraint] = []
    for (inset, isLeft) in [(CGFloat(16), true), (200, false)] {
      var above: UIView?
      for _ in 0..<count {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let height = view.heightAnchor.constraint(equalToConstant: 20)
        if isLeft { heights.append(height) }
        constraints += [
          view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
          view.widthAnchor.constraint(equalToConstant: 100), height,
          above.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 4) }
            ?? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
        ]
        if isLeft { left.append(view) } else { right.append(view) }
        above = view
      }
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, left, right, heights)
  }

  func testAConstantChangeVisitsOnlyThePlacementsItMoves() async throws {
    let (root, left, right, heights) = columns(50)
    let engine = try XCTUnwrap(AutoLayoutEngine.engine(for: root))
    XCTAssertEqual(engine.lastAppliedPlacements, 100, "the first layout places every view")
    heights[45].constant = 30
    root.layoutIfNeeded()
    XCTAssertEqual(
      engine.lastAppliedPlacements, 5,
      "view 45 (its height) and the four below it: not the 45 above it nor the other column's 50")
    XCTAssertEqual(left[45].frame, CGRect(x: 16, y: 8 + 45 * 24, width: 100, height: 30))
    XCTAssertEqual(left[49].frame.minY, 8 + 49 * 24 + 10, "moved down by the 10 pt the height grew")
    XCTAssertEqual(right[49].frame, CGRect(x: 200, y: 8 + 49 * 24, width: 100, height: 20), "the other column stays")
  }

  /// A constrained view moved in code goes back where its constraints put it at the next layout
  /// asked for from outside, though its solved values did not change.
  func testALayoutAskedForFromOutsideComparesEveryPlacement() async throws {
    let (root, left, _, _) = columns(5)
    let engine = try XCTUnwrap(AutoLayoutEngine.engine(for: root))
    left[2].center.x += 100
    root.setNeedsLayout()
    root.layoutIfNeeded()
    XCTAssertEqual(left[2].frame, CGRect(x: 16, y: 8 + 2 * 24, width: 100, height: 20), "put back")
    XCTAssertEqual(engine.lastAppliedPlacements, 10, "every placement compared again")
  }

  /// A container moved by a constant carries its 20 subviews along: only the container's frame
  /// changes, and only its placement is visited.
  func testViewsThatMoveOnlyWithTheirSuperviewAreNotVisited() async throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let container = UIView()
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let inset = container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    var constraints = [
      inset, container.topAnchor.constraint(equalTo: root.topAnchor),
      container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 500),
    ]
    var children: [UIView] = []
    for index in 0..<20 {
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(child)
      constraints += [
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
        child.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index * 20)),
        child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 10),
      ]
      children.append(child)
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    let engine = try XCTUnwrap(AutoLayoutEngine.engine(for: root))
    inset.constant = 40
    root.layoutIfNeeded()
    XCTAssertEqual(container.frame, CGRect(x: 40, y: 0, width: 200, height: 500))
    XCTAssertEqual(children[19].frame, CGRect(x: 5, y: 380, width: 50, height: 10), "in its superview's coordinates")
    XCTAssertEqual(engine.lastAppliedPlacements, 1, "the container alone: its subviews moved only with it")
  }

  /// A constrained view resized in code gets its solved size back at the next layout, even when
  /// a constant edit that moves it without resizing it comes first: a size set in code asks for
  /// a layout from outside, so the engine does not take the view's size as the one it wrote.
  func testASizeSetInCodeIsPutBackWhenAnEditMovesTheView() async throws {
    let (root, left, _, heights) = columns(5)
    left[3].bounds.size = CGSize(width: 60, height: 60)
    heights[0].constant = 25
    root.layoutIfNeeded()
    XCTAssertEqual(
      left[3].frame, CGRect(x: 16, y: 8 + 3 * 24 + 5, width: 100, height: 20), "moved 5 down, 100 × 20 again")
  }

  /// While the engine writes a view, that view's requests for a composite are one request to
  /// the root's window at the end of the batch; a view of another window still asks its own.
  func testTheEngineWritesAskTheWindowForOneComposite() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    otherWindow.addSubview(other)
    _ = window.makeDisplayList()
    _ = otherWindow.makeDisplayList()
    XCTAssertFalse(window.needsRedraw)
    let outer = AutoLayoutEngine.beginWrites()
    AutoLayoutEngine.writingView = ObjectIdentifier(view)
    view.center = CGPoint(x: 50, y: 50)
    view.bounds.size = CGSize(width: 20, height: 20)
    XCTAssertFalse(window.needsRedraw, "noted for the end of the batch")
    other.center = CGPoint(x: 70, y: 70)
    XCTAssertTrue(otherWindow.needsRedraw, "another view's request goes to its window at once")
    AutoLayoutEngine.writingView = nil
    AutoLayoutEngine.endWrites(outer, root: window)
    XCTAssertTrue(window.needsRedraw, "the batch asked the root's window once")
    XCTAssertNil(AutoLayoutEngine.writingView)
    XCTAssertFalse(AutoLayoutEngine.writesNeedComposite)
  }

  /// Past 64 subviews of a view that clips, the compositor draws only those an index of their frames puts in view: a
  /// constant edit that moves the column up is told to that index, so the view it brings into
  /// the window is drawn.
  func testAViewAConstantEditBringsIntoViewIsDrawn() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 310))
    let (root, left, _, heights) = columns(40)
    window.addSubview(root)
    root.clipsToBounds = true
    for view in left { view.backgroundColor = .red }
    root.layoutIfNeeded()
    func drawn() -> Set<ObjectIdentifier> { Set(window.makeDisplayList().items.map(\.viewID)) }
    XCTAssertTrue(drawn().contains(ObjectIdentifier(left[12])), "view 12 at y 296 shows")
    XCTAssertFalse(drawn().contains(ObjectIdentifier(left[13])), "view 13 at y 320 is below the window")
    heights[0].constant = 0
    root.layoutIfNeeded()
    XCTAssertEqual(left[13].frame.minY, 300, "moved up 20")
    XCTAssertTrue(drawn().contains(ObjectIdentifier(left[13])), "view 13, now at y 300, is drawn")
  }

  /// A view whose frame setter removes another view while the engine writes: the removed view
  /// is given no frame by that write (it is no longer in the superview its placement was gathered
  /// under), and the next layout places the rest.
  func testAViewRemovedWhileTheEngineWritesIsNotWritten() async throws {
    final class Remover: UIView {
      var removes: UIView?
      override var center: CGPoint {
        didSet { removes?.removeFromSuperview() }
      }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let first = Remover()
    let second = UIView()
    for view in [first, second] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let top = first.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      top, first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      first.widthAnchor.constraint(equalToConstant: 50), first.heightAnchor.constraint(equalToConstant: 20),
      second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 5),
      second.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      second.widthAnchor.constraint(equalToConstant: 50), second.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    XCTAssertEqual(second.frame, CGRect(x: 0, y: 35, width: 50, height: 20))
    first.removes = second
    top.constant = 100
    root.layoutIfNeeded()
    XCTAssertNil(second.superview)
    XCTAssertEqual(first.frame.minY, 100)
    XCTAssertEqual(second.frame, CGRect(x: 0, y: 35, width: 50, height: 20), "removed mid-write: left as it was")
  }
}
