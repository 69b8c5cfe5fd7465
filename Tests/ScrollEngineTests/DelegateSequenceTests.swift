import Foundation
import ScrollPhysics
import XCTest

@testable import ScrollEngine

/// The guide's delegate sequences ("Scroll View Programming Guide": the delegate's messages as a
/// user drags, flicks, bounces, pages and zooms), produced by the engine alone: no view, no window.
final class DelegateSequenceTests: XCTestCase {
  private let tall = CGSize(width: 320, height: 4000)

  func testATapThatMovesNothingSendsNoMessage() {
    var driver = EngineDriver(content: tall)
    driver.apply(driver.engine.touchBegan(at: 0, driver.geometry))
    XCTAssertTrue(driver.shown.isTracking)
    driver.apply(driver.engine.touchEnded(at: 0.1, driver.geometry))
    XCTAssertEqual(driver.log, [])
    XCTAssertTrue(driver.engine.activity.isIdle)
  }

  func testADragReleasedStillEndsWithoutDeceleration() {
    var driver = EngineDriver(content: tall)
    driver.drag(CGPoint(x: 0, y: -200), releaseSpeed: .zero)
    XCTAssertEqual(
      driver.log,
      ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(willDecelerate: false)"])
    XCTAssertEqual(driver.offset.y, 200, "the content followed the finger one to one")
    // The delegate reads the flags each message announces.
    XCTAssertEqual(driver.statuses[0].isDragging, true)
    XCTAssertEqual(driver.statuses[3].isDragging, false)
    XCTAssertFalse(driver.engine.movesOnItsOwn)
  }

  func testAFlickDeceleratesToWhereTheProjectionSays() {
    var driver = EngineDriver(content: tall)
    driver.drag(CGPoint(x: 0, y: -100), frames: 5)
    driver.settle()
    XCTAssertEqual(
      driver.log,
      [
        "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(willDecelerate: true)",
        "willBeginDecelerating", "didScroll", "didEndDecelerating",
      ])
    XCTAssertEqual(driver.statuses.map(\.isDecelerating), [false, false, false, true, true, true, false])
    // Released at 100 pt with 1200 pt/s: where docs/physics.md §1.5 projects it, within a point.
    let projected = MomentumProjection.projectedOffset(
      from: 100, velocity: 1200, rate: .normal, multiplier: 1, limits: OffsetLimits(minimum: 0, maximum: 3520), scale: 1
    )
    XCTAssertEqual(Double(driver.offset.y), projected, accuracy: 1)
    XCTAssertGreaterThan(driver.offset.y, 600, "a 1200 pt/s flick travels on")
  }

  func testADragPastTheTopBouncesBackWithDeceleration() {
    var driver = EngineDriver(content: tall)
    driver.drag(CGPoint(x: 0, y: 150), releaseSpeed: .zero)
    XCTAssertLessThan(driver.offset.y, -40, "the rubber band shows the content past its top")
    XCTAssertGreaterThan(driver.offset.y, -150, "with resistance")
    driver.settle()
    XCTAssertEqual(
      Array(driver.log.suffix(4)),
      ["didEndDragging(willDecelerate: true)", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    XCTAssertEqual(driver.offset.y, 0)
  }

  func testATouchCatchesAFlightWithoutEndingIt() {
    var driver = EngineDriver(content: tall)
    driver.drag(CGPoint(x: 0, y: -100), frames: 5)
    for _ in 0..<10 {
      driver.time += 1.0 / 60
      driver.apply(driver.engine.step(to: driver.time, driver.geometry))
    }
    let caught = driver.offset
    let messages = driver.log.count
    driver.apply(driver.engine.touchBegan(at: driver.time, driver.geometry))
    XCTAssertTrue(driver.engine.drag.touchCaughtMotion)
    driver.time += 0.2
    driver.apply(driver.engine.touchEnded(at: driver.time, driver.geometry))
    driver.settle()
    XCTAssertEqual(driver.offset, caught, "the content stays where the touch caught it")
    XCTAssertEqual(driver.log.count, messages, "no didEndDecelerating: the touch caught the flight")
  }

  func testAPagingFlickSnapsToTheNextPage() {
    var driver = EngineDriver(
      content: CGSize(width: 320 * 5, height: 480), size: CGSize(width: 320, height: 480), paging: true)
    driver.drag(CGPoint(x: -60, y: 0), frames: 4)
    driver.settle()
    XCTAssertEqual(driver.offset, CGPoint(x: 320, y: 0))
    XCTAssertEqual(driver.log.last, "didEndDecelerating")
    XCTAssertEqual(driver.log.filter { $0 == "willBeginDecelerating" }.count, 1)
  }

  func testTheDelegatesTargetIsWhereTheFlightEnds() {
    var driver = EngineDriver(content: tall)
    driver.targetAnswer = { _ in CGPoint(x: 0, y: 1240) }
    driver.geometry.decelerationRate = .fast
    driver.drag(CGPoint(x: 0, y: -300), frames: 10)
    driver.settle()
    XCTAssertEqual(driver.offset.y, 1240, "exactly on the target (docs/physics.md §1.6)")
  }

  func testADelegateThatStopsTheFlightInDidEndDraggingGetsNoWillBeginDecelerating() {
    var driver = EngineDriver(content: tall)
    driver.drag(CGPoint(x: 0, y: -100), frames: 5, releaseSpeed: .zero)
    // Replay the release with a delegate that stops the motion from inside didEndDragging.
    var stopper = EngineDriver(content: tall)
    stopper.apply(stopper.engine.touchBegan(at: 0, stopper.geometry))
    stopper.apply(stopper.engine.dragBegan(at: 0, stopper.geometry))
    stopper.apply(
      stopper.engine.dragChanged(
        translation: CGPoint(x: 0, y: -50), velocity: CGPoint(x: 0, y: -1500), at: 0.05, stopper.geometry))
    let ask = stopper.engine.dragEnded(velocity: CGPoint(x: 0, y: -1500), at: 0.05, stopper.geometry)
    guard case .askTarget(let question) = ask.last else { return XCTFail("the release asks for the target: \(ask)") }
    let release = stopper.engine.release(question, target: question.proposedTarget, stopper.geometry)
    var sent: [ScrollMessage] = []
    let epoch = stopper.engine.epoch
    for effect in release {
      guard stopper.engine.epoch == epoch else { break }
      if case .send(let message) = effect {
        sent.append(message)
        if case .didEndDragging = message { _ = stopper.engine.stopMoving() }
      }
    }
    XCTAssertEqual(sent, [.didEndDragging(willDecelerate: true)])
    XCTAssertTrue(stopper.engine.activity.isIdle)
  }

  func testAnAnimatedOffsetEndsWithItsMessage() {
    var driver = EngineDriver(content: tall)
    driver.apply(driver.engine.animateOffset(to: CGPoint(x: 0, y: 600), kind: .contentOffset, driver.geometry))
    driver.settle()
    XCTAssertEqual(driver.log, ["didScroll", "didEndScrollingAnimation"])
    XCTAssertEqual(driver.offset.y, 600)
    XCTAssertEqual(driver.time, ContentOffsetAnimation.duration, accuracy: 1.0 / 60 + 1e-9)
  }

  func testScrollToTopArrivesWithItsMessage() {
    var driver = EngineDriver(content: tall)
    driver.geometry.offset = CGPoint(x: 0, y: 900)
    driver.apply(driver.engine.scrollToTop(driver.geometry))
    driver.settle()
    XCTAssertEqual(driver.log, ["didScroll", "didScrollToTop"])
    XCTAssertEqual(driver.offset.y, 0)
    // At the top already: only the message.
    driver.apply(driver.engine.scrollToTop(driver.geometry))
    XCTAssertEqual(driver.log.suffix(1), ["didScrollToTop"])
  }

  func testAPinchPastTheMaximumBouncesBackBeforeDidEndZooming() {
    var driver = EngineDriver(content: CGSize(width: 320, height: 480))
    let zoom = { (scale: CGFloat) in
      ZoomGeometry(origin: .zero, size: CGSize(width: 320, height: 480), scale: scale, range: 1...2, bounces: true)
    }
    driver.apply(driver.engine.pinchBegan(anchor: CGPoint(x: 160, y: 240), zoom: zoom(1)))
    XCTAssertTrue(driver.shown.isZooming)
    driver.apply(
      driver.engine.pinchChanged(scale: 3, centroid: CGPoint(x: 160, y: 240), zoom: zoom(1), driver.geometry))
    XCTAssertGreaterThan(driver.zoomScale, 2, "rubber-banded past the maximum")
    XCTAssertLessThan(driver.zoomScale, 3)
    driver.geometry.contentSize = CGSize(width: 320 * driver.zoomScale, height: 480 * driver.zoomScale)
    driver.apply(
      driver.engine.pinchEnded(
        centroid: CGPoint(x: 160, y: 240), anchor: CGPoint(x: 160, y: 240), zoom: zoom(driver.zoomScale),
        driver.geometry))
    XCTAssertTrue(driver.engine.activity.isZoomBouncing)
    driver.settle()
    XCTAssertEqual(driver.zoomScale, 2)
    XCTAssertEqual(driver.log.first, "willBeginZooming")
    XCTAssertEqual(driver.log.last, "didEndZooming")
    XCTAssertFalse(driver.statuses.last!.isZooming)
  }

  func testATrackpadStreamIsADragThatEndsWhenItPauses() {
    var driver = EngineDriver(content: tall)
    for index in 0..<12 {
      driver.time = Double(index) * 0.01
      driver.apply(
        driver.engine.trackpadScrolled(
          by: CGPoint(x: 0, y: 10), at: driver.time, endsWithLiftOff: false, driver.geometry))
    }
    XCTAssertEqual(driver.offset.y, 120, "the stream moved the content by its deltas")
    XCTAssertTrue(driver.shown.isDragging)
    driver.settle()
    XCTAssertEqual(
      Array(driver.log.prefix(4)),
      ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(willDecelerate: true)"])
    XCTAssertEqual(driver.log.last, "didEndDecelerating")
    XCTAssertGreaterThan(driver.offset.y, 200, "1000 pt/s carried on as momentum")
  }

  func testAWheelNotchFliesToItsStep() {
    var driver = EngineDriver(content: tall)
    driver.apply(driver.engine.notch(by: CGPoint(x: 0, y: 40), at: 0, driver.geometry))
    XCTAssertEqual(driver.statuses.first?.isDragging, true, "willBeginDragging is sent while dragging")
    driver.settle()
    XCTAssertEqual(
      driver.log,
      [
        "willBeginDragging", "willEndDragging", "didEndDragging(willDecelerate: true)", "willBeginDecelerating",
        "didScroll", "didEndDecelerating",
      ])
    XCTAssertEqual(driver.offset.y, 40)
  }
}
