import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class HierarchyTests: XCTestCase {
  func testAddInsertRemoveAndBringToFront() async {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    XCTAssertTrue(parent.subviews.elementsEqual([c, a, b], by: ===))
    parent.bringSubviewToFront(c)
    XCTAssertTrue(parent.subviews.elementsEqual([a, b, c], by: ===))
    parent.sendSubviewToBack(b)
    XCTAssertTrue(parent.subviews.elementsEqual([b, a, c], by: ===))
    a.removeFromSuperview()
    XCTAssertNil(a.superview)
    XCTAssertTrue(parent.subviews.elementsEqual([b, c], by: ===))
    let other = UIView()
    other.addSubview(b)
    XCTAssertTrue(parent.subviews.elementsEqual([c], by: ===), "moving a view removes it from its old parent")
    XCTAssertTrue(b.superview === other)
  }

  func testAViewCannotBecomeItsOwnAncestor() async {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    child.addSubview(parent)
    XCTAssertNil(parent.superview)
    child.addSubview(child)
    XCTAssertTrue(child.subviews.isEmpty)
  }

  func testWindowIsFoundThroughAncestorsAndDidMoveToWindowFires() async {
    final class Probe: UIView {
      var moves = 0
      override func didMoveToWindow() { moves += 1 }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let container = UIView()
    let probe = Probe()
    container.addSubview(probe)
    XCTAssertNil(probe.window)
    window.addSubview(container)
    XCTAssertTrue(probe.window === window)
    XCTAssertEqual(probe.moves, 1)
    container.removeFromSuperview()
    XCTAssertNil(probe.window)
    XCTAssertEqual(probe.moves, 2)
  }

  func testHitTestSkipsHiddenDisabledAndClippedViews() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let clipper = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    clipper.clipsToBounds = true
    let overflowing = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    clipper.addSubview(overflowing)
    window.addSubview(clipper)
    XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === overflowing)
    XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === window, "outside the parent's bounds")
    overflowing.isHidden = true
    XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === clipper)
    overflowing.isHidden = false
    overflowing.isUserInteractionEnabled = false
    XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === clipper)
    overflowing.isUserInteractionEnabled = true
    overflowing.alpha = 0.005
    XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === clipper)
  }

  func testHitTestFollowsBoundsOrigin() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let item = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
    scroller.addSubview(item)
    window.addSubview(scroller)
    XCTAssertFalse(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === item)
    scroller.bounds.origin = CGPoint(x: 0, y: 300)
    XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === item)
  }

  func testAutoresizingFollowsAWindowResize() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let fill = UIView(frame: CGRect(x: 10, y: 10, width: 380, height: 280))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let pinnedRight = UIView(frame: CGRect(x: 350, y: 10, width: 40, height: 20))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
    let centred = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
    centred.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    [fill, pinnedRight, centred, fixed].forEach(window.addSubview)
    window.resize(to: CGSize(width: 600, height: 500))
    XCTAssertEqual(fill.frame, CGRect(x: 10, y: 10, width: 580, height: 480))
    XCTAssertEqual(pinnedRight.frame, CGRect(x: 550, y: 10, width: 40, height: 20))
    XCTAssertEqual(centred.frame, CGRect(x: 250, y: 200, width: 100, height: 100))
    XCTAssertEqual(fixed.frame, CGRect(x: 5, y: 5, width: 10, height: 10))
    window.resize(to: CGSize(width: 2, height: 2))
    XCTAssertEqual(fill.frame.size, CGSize(width: 0, height: 0), "flexible sizes never go negative")
    window.resize(to: CGSize(width: 600, height: 500))
    XCTAssertEqual(pinnedRight.frame.origin.x, 550)
  }

  func testLayoutRunsOnceWithControllerCallbacksAroundIt() async {
    final class Controller: UIViewController {
      var log: [String] = []
      override func viewDidLoad() { log.append("load") }
      override func viewWillLayoutSubviews() { log.append("willLayout") }
      override func viewDidLayoutSubviews() { log.append("didLayout") }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let controller = Controller()
    window.rootViewController = controller
    XCTAssertEqual(controller.view.frame, window.bounds)
    _ = window.makeDisplayList()
    _ = window.makeDisplayList()
    XCTAssertEqual(controller.log, ["load", "willLayout", "didLayout"])
    window.resize(to: CGSize(width: 500, height: 200))
    _ = window.makeDisplayList()
    XCTAssertEqual(controller.log.suffix(2), ["willLayout", "didLayout"])
    XCTAssertEqual(controller.view.bounds.width, 500)
  }
}
