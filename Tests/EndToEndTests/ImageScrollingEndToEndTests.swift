import TestSupport
import XCTest

/// Scrolling the `image` scene (a 4800×3200 photo in a 1280×736 scroll view starting at
/// (1760, 1232)): a slow drag moves the content by the drag distance, a flick comes to rest where
/// the reference projects for the release velocity the trace reports, and a drag past the top
/// rubber-bands by the reference formula and springs back to the edge.
final class ImageScrollingEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point
  /// The scroll view's height: the window's 800 pt less the 64 pt of bars above it.
  static let viewHeight = 736.0
  /// The largest horizontal offset: the photo's width less the view's.
  static let maximumX = 4800.0 - 1280.0

  func testSlowDragMovesTheContentByTheDragDistance() throws {
    let session = try launch(scene: "image")
    let mark = session.mark
    // 80 pt left and 120 pt up in 25 steps of about 6 pt every 20 ms, resting before the release.
    try session.tool.drag(
      from: Point(640, 500), to: Point(560, 380), steps: 25, stepDelay: 0.02, holdBeforeRelease: 0.15)
    let began = try session.waitFor("scrollViewWillBeginDragging", of: "image", after: mark)
    let ending = try session.waitFor("scrollViewWillEndDragging", of: "image", after: mark)
    let ended = try session.waitFor("scrollViewDidEndDragging", of: "image", after: mark)
    XCTAssertEqual(
      began.offset, TraceRecord.Point(x: 1760, y: 1232), "the scene starts in the photo's middle")
    XCTAssertEqual(
      ending.offset.x - began.offset.x, 80, accuracy: 1, "horizontal: content follows the finger")
    XCTAssertEqual(ending.offset.y - began.offset.y, 120, accuracy: 1, "vertical: content follows the finger")
    XCTAssertEqual(
      ending.velocity?.x ?? .nan, 0, accuracy: 0.001, "a finger at rest before lifting: no velocity")
    XCTAssertEqual(
      ending.velocity?.y ?? .nan, 0, accuracy: 0.001, "a finger at rest before lifting: no velocity")
    XCTAssertEqual(ended.decelerate, false, "no momentum after a drag that stopped: \(ended)")
    XCTAssertEqual(ended.offset, ending.offset)
  }

  func testFlickComesToRestWhereTheReferenceProjects() throws {
    let session = try launch(scene: "image")
    let mark = session.mark
    // Eight moves of 20 pt to the left, 10 ms apart (about 2000 pt/s), released while moving.
    try session.tool.flick(from: Point(900, 400), by: Point(-20, 0), steps: 8, stepDelay: 0.01)
    let release = try session.waitFor("scrollViewWillEndDragging", of: "image", after: mark)
    let ended = try session.waitFor("scrollViewDidEndDragging", of: "image", after: mark)
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "image", after: mark)
    let velocity = try XCTUnwrap(release.velocity, "scrollViewWillEndDragging carries the release velocity")
    let target = try XCTUnwrap(release.target, "scrollViewWillEndDragging carries the projected target")
    let start = release.offset.x
    XCTAssertGreaterThan(velocity.x, 250, "the flick must be fast enough for momentum: \(release)")
    let predicted = ReferencePhysics.restingOffset(from: start, velocity: velocity.x)
    XCTAssertLessThan(predicted, Self.maximumX, "the flick was meant to stop inside the photo: \(release)")
    XCTAssertEqual(ended.decelerate, true, "a flick decelerates: \(ended)")
    let travel = predicted - start
    let momentumFrames = session.records(of: "image", after: mark).filter {
      $0.event == "scrollViewDidScroll" && $0.decelerating
    }
    XCTAssertGreaterThan(momentumFrames.count, 5, "the content keeps moving after the release")
    XCTAssertEqual(rest.offset.x, predicted, accuracy: abs(travel) * 0.01, "rest vs the reference projection")
    XCTAssertEqual(
      rest.offset.x, target.x, accuracy: abs(target.x - start) * 0.01, "rest vs the trace's target")
    XCTAssertEqual(
      target.x, predicted, accuracy: 1, "the app's target is the reference projection, pixel-rounded")
    XCTAssertEqual(rest.offset.y, release.offset.y, "a horizontal flick does not move vertically")
    print("flick: v = \(velocity.x) pt/s from \(start): reference \(predicted),", terminator: "")
    print(" target \(target.x), rest \(rest.offset.x)")
  }

  func testDragPastTheTopRubberBandsAndSpringsBack() throws {
    let session = try launch(scene: "image")
    try session.tool.move(to: Point(640, 400))
    var mark = session.mark
    try session.tool.key("Home")
    let top = try session.waitFor("scrollViewDidEndScrollingAnimation", of: "image", after: mark)
    XCTAssertEqual(top.offset.y, 0, "Home scrolls to the top")
    mark = session.mark
    // 300 pt down from the top edge, 10 pt every 20 ms, resting before the release.
    let raw = 300.0
    try session.tool.drag(
      from: Point(640, 150), to: Point(640, 150 + raw), steps: 30, stepDelay: 0.02, holdBeforeRelease: 0.15)
    let release = try session.waitFor("scrollViewWillEndDragging", of: "image", after: mark)
    let ended = try session.waitFor("scrollViewDidEndDragging", of: "image", after: mark)
    let rest = try session.waitFor("scrollViewDidEndDecelerating", of: "image", after: mark)
    let expected = -ReferencePhysics.rubberBand(raw, dimension: Self.viewHeight)
    XCTAssertEqual(release.offset.y, expected, accuracy: 1, "rubber band for a 300 pt pull in a 736 pt view")
    let dragFrames = session.records(of: "image", after: mark).filter {
      $0.event == "scrollViewDidScroll" && $0.dragging
    }
    for frame in dragFrames where frame.offset.y < 0 {
      let shownRaw = Self.viewHeight / 0.55 * (1 / (1 - frame.offset.y / -Self.viewHeight) - 1)
      XCTAssertEqual(
        shownRaw, (shownRaw / 10).rounded() * 10, accuracy: 1,
        "every dragged frame shows the rubber band of a whole number of 10-pt steps: \(frame)")
    }
    XCTAssertEqual(ended.decelerate, true, "a still release past the edge bounces back: \(ended)")
    XCTAssertEqual(rest.offset.y, 0, accuracy: 0.001, "springs back to −contentInset.top = 0")
    XCTAssertEqual(rest.offset.x, release.offset.x, "the vertical bounce leaves x alone")
    // docs/physics.md §3: released at rest e0 past the edge, e(t) = 0.99^t_ms·e0; it stops within 0.5 pt.
    let settle = log(0.5 / -release.offset.y) / log(0.99) / 1000
    XCTAssertEqual(rest.time - ended.time, settle, accuracy: 0.1, "bounce-back duration vs the reference")
    print("rubber band: displayed \(release.offset.y) vs \(expected);", terminator: "")
    print(" back in \(rest.time - ended.time) s (reference \(settle) s)")
  }
}
