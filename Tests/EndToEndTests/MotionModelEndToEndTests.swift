import TestSupport
import XCTest

/// The motion model through the real app: repeated fast flicks stretch the fourth one by the iOS
/// multiplier, the trace runs on one clock and tells the truth, and a flick's flight follows the
/// iOS integrator from its touch-up time.
final class MotionModelEndToEndTests: EndToEndTestCase {
  typealias Point = XDoTool.Point

  func testTheFourthOfFourFastFlicksIsStretchedByTheRepeatedFlickMultiplier() throws {
    let session = try launch(scene: "table")
    var stretches: [Double] = []
    var drags: [Double] = []
    for _ in 0..<4 {
      let mark = session.mark
      // Eight moves of 20 pt up, 10 ms apart (about 2000 pt/s), released while moving; the next
      // flick starts as soon as this one's flight has begun, well within a second.
      try session.tool.flick(from: Point(640, 650), by: Point(0, -20), steps: 8, stepDelay: 0.01)
      let began = try session.waitFor("scrollViewWillBeginDragging", of: "table", after: mark)
      let release = try session.waitFor("scrollViewWillEndDragging", of: "table", after: mark)
      try session.waitFor("scrollViewWillBeginDecelerating", of: "table", after: mark)
      let velocity = try XCTUnwrap(release.velocity?.y)
      let target = try XCTUnwrap(release.target?.y)
      XCTAssertGreaterThan(velocity, 600, "a fast flick: \(release)")
      let plain = ReferencePhysics.restingOffset(from: release.offset.y, velocity: velocity)
      stretches.append((target - release.offset.y) / (plain - release.offset.y))
      drags.append(release.offset.y - began.offset.y)
    }
    let expected = ReferencePhysics.repeatedFlickMultiplier(count: 3, distance: drags[3])
    print(
      "repeated flicks: target travel / plain projection = \(stretches), fourth drag \(drags[3]) pt, expected \(expected)"
    )
    XCTAssertEqual(stretches[0], 1, accuracy: 0.02, "\(stretches)")
    XCTAssertEqual(stretches[1], 1, accuracy: 0.02, "\(stretches)")
    XCTAssertEqual(stretches[2], 1, accuracy: 0.02, "\(stretches)")
    XCTAssertGreaterThan(expected, 1.3, "the fourth drag was long enough to earn a visible stretch: \(drags)")
    XCTAssertEqual(stretches[3], expected, accuracy: expected * 0.02, "\(stretches), drags \(drags)")
  }

  func testAFlickFollowsTheIOSIntegratorFromItsTouchUpTime() throws {
    let session = try launch(scene: "image")
    // What is checked is the flight, not xdotool's pace: on a loaded machine the app may read a
    // flick's moves in one go (SDL stamps events when it reads them) and see no speed, so a
    // flick that released at rest is tried again, at most three times in all.
    var mark = session.mark
    var release = try flickLeft(session, after: mark)
    for _ in 0..<2 where (release.velocity?.x ?? 0) <= 250 {
      mark = session.mark
      release = try flickLeft(session, after: mark)
    }
    try session.waitFor("scrollViewDidEndDecelerating", of: "image", after: mark)
    let velocity = try XCTUnwrap(release.velocity?.x)
    XCTAssertGreaterThan(velocity, 250, "a flick with momentum: \(release)")
    let flight = session.records(of: "image", after: mark).filter {
      $0.event == "scrollViewDidScroll" && $0.decelerating
    }
    XCTAssertGreaterThan(flight.count, 30, "frames of the flight")
    var worst = 0.0
    for record in flight {
      let expected = ReferencePhysics.flightOffset(
        after: record.time - release.time, from: release.offset.x, velocity: velocity)
      worst = max(worst, abs(record.offset.x - expected))
    }
    print("flight: \(flight.count) frames, largest distance from the iOS integrator \(worst) pt")
    XCTAssertLessThanOrEqual(worst, 1, "largest distance from the iOS integrator with no time shift")
  }

  /// A flick to the left in the image scene; returns its `scrollViewWillEndDragging` line.
  private func flickLeft(_ session: DemoSession, after mark: Int) throws -> TraceRecord {
    try session.tool.flick(from: Point(900, 400), by: Point(-20, 0), steps: 8, stepDelay: 0.01)
    return try session.waitFor("scrollViewWillEndDragging", of: "image", after: mark)
  }

  func testNoTraceLineGoesBackInTimeInTheParallaxScene() throws {
    let session = try launch(scene: "parallax")
    let mark = session.mark
    try session.tool.flick(from: Point(640, 600), by: Point(0, -20), steps: 8, stepDelay: 0.01)
    try session.waitFor("scrollViewDidEndDecelerating", of: "foreground", after: mark)
    let records = session.app.records(from: 0)
    XCTAssertTrue(records.contains { $0.view == "background" && $0.event == "scrollViewDidScroll" })
    let backwards = zip(records, records.dropFirst()).filter { $1.time < $0.time }
    XCTAssertEqual(backwards.count, 0, "of \(records.count) lines, these go back: \(backwards.prefix(3))")
  }

  func testTheSceneLineReportsTheScrollViewsRealState() throws {
    let session = try launch(scene: "image")
    let appeared = try session.waitForTrace { $0.event == "sceneDidAppear" && $0.view == "image" }
    XCTAssertEqual(appeared.offset, TraceRecord.Point(x: 1760, y: 1232), "the photo's middle: \(appeared)")
    let mark = session.mark
    try session.tool.key("Down")
    let moved = try session.waitFor("scrollViewDidScroll", of: "image", after: mark)
    XCTAssertEqual(moved.offset.x, appeared.offset.x, "the line before agreed with the view: \(moved)")
  }
}
