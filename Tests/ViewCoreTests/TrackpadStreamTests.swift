import Foundation
import ScrollEngine
import ScrollPhysics
import TestSupport
import XCTest

@testable import ViewCore

/// A trackpad's precise stream: the content follows the fingers 1:1, the speed is
/// measured over a time window (robust to bursts, duplicated and late events), a stream below
/// 250 pt/s never flings, and a fast one decelerates as iOS projects its measured velocity.
@MainActor
final class TrackpadStreamTests: XCTestCase {
  /// The times at which SDL would stamp events that really happened at `times`, when the app
  /// takes them from the connection only between frames lasting 1…50 ms: bursts of equal stamps.
  private func burstStamps(_ times: [TimeInterval], seed: UInt64) -> [TimeInterval] {
    var random = SeededGenerator(seed: seed)
    var pump: TimeInterval = 0
    return times.map { time in
      while pump < time { pump += Double.random(in: 0.001...0.05, using: &random) }
      return pump
    }
  }

  func testTwentySlowStreamsDeliveredInBurstsMoveExactlyAndNeverFling() async {
    // 24 steps of 1.5 pt every 16 ms: 94 pt/s, the slow two-finger scroll.
    let times = (1...24).map { 1 + Double($0) * 0.016 }
    for seed in 1...20 {
      let harness = ScrollHarness()
      let stamps = burstStamps(times, seed: UInt64(seed))
      for stamp in stamps { harness.sendTrackpadStep(1.5, at: stamp) }
      XCTAssertEqual(harness.scrollView.contentOffset.y, 36, accuracy: 1e-9, "seed \(seed)")
      harness.runUntilIdle()
      XCTAssertEqual(harness.scrollView.contentOffset.y, 36, accuracy: 1e-9, "seed \(seed): no fling")
      XCTAssertFalse(harness.delegate.sequence.contains("willBeginDecelerating"), "seed \(seed)")
      XCTAssertEqual(harness.delegate.willDecelerate, [false], "seed \(seed): one drag, released at rest")
      XCTAssertEqual(harness.delegate.velocities, [.zero], "seed \(seed)")
    }
  }

  func testABurstIsAveragedOverTheWindow() async {
    // 20 pt every 1/60 s (1200 pt/s), stamped in pairs 1/30 s apart.
    var stream = WheelStream(startingAt: 0)
    for index in 1...30 {
      let stamp = Double((index + 1) / 2) * 2 / 60
      stream.add(CGPoint(x: 0, y: 20), at: stamp)
    }
    XCTAssertEqual(stream.velocity.y, 1200, accuracy: 12)
    XCTAssertEqual(stream.translation.y, 600)
  }

  func testAStreamThatIsOneBurstHasNoHugeSpeed() async {
    var stream = WheelStream(startingAt: 0)
    for _ in 0..<4 { stream.add(CGPoint(x: 0, y: 1.5), at: 0.2) }
    // Three steps after the first over at least the 50-ms minimum span: 90 pt/s, not 4500.
    XCTAssertEqual(stream.velocity.y, 90, accuracy: 1e-9)
  }

  func testDuplicatedAndLateEventsNeitherFlingNorLoseDistance() async {
    let harness = ScrollHarness()
    var stamps = (1...24).map { 1 + Double($0) * 0.016 }
    stamps.insert(stamps[9], at: 10)  // the tenth event delivered twice
    stamps[16] -= 0.03  // one event stamped 30 ms before the one it follows
    for stamp in stamps { harness.sendTrackpadStep(1.5, at: stamp) }
    XCTAssertEqual(harness.scrollView.contentOffset.y, 37.5, accuracy: 1e-9, "25 steps of 1.5 pt")
    harness.runUntilIdle()
    XCTAssertEqual(harness.scrollView.contentOffset.y, 37.5, accuracy: 1e-9)
    XCTAssertEqual(harness.delegate.velocities, [.zero])
  }

  func testAFastStreamDeceleratesToTheProjectionOfItsMeasuredVelocity() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 600, height: 20_000))
    var time: TimeInterval = 1
    for _ in 0..<12 {
      time += 1.0 / 60
      harness.sendTrackpadStep(20, at: time)
    }
    let release = harness.scrollView.contentOffset.y
    XCTAssertEqual(release, 240, accuracy: 1e-9)
    harness.runUntilIdle()
    XCTAssertEqual(
      harness.delegate.sequence,
      ["willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating"])
    let velocity = Double(harness.delegate.velocities.last?.y ?? 0)
    XCTAssertEqual(velocity, 1200, accuracy: 12, "the stream's steady 1200 pt/s")
    // Where docs/physics.md's flight from that velocity rests, computed apart from the library.
    let expected = ReferencePhysics.restingDistance(velocity: velocity)
    let travelled = Double(harness.scrollView.contentOffset.y) - Double(release)
    XCTAssertEqual(travelled, expected, accuracy: 1, "the flight of §1.2–§1.4 from \(velocity) pt/s")
  }

  func testTheStreamEndsAtItsIdleTimeoutAndTheFlightStartsThen() async {
    let harness = ScrollHarness(contentSize: CGSize(width: 600, height: 20_000))
    var time: TimeInterval = 1
    for _ in 0..<12 {
      time += 1.0 / 60
      harness.sendTrackpadStep(20, at: time)
    }
    while harness.scrollView.isDragging { harness.step() }
    XCTAssertEqual(harness.time, time + WheelTiming.streamIdleTimeout, accuracy: 1.0 / 60 + 1e-9)
    XCTAssertTrue(harness.scrollView.isDecelerating)
  }

  func testPastAnEdgeTheStreamRubberBandsAsAFingerDragDoes() async {
    let stream = ScrollHarness()
    var time: TimeInterval = 1
    for _ in 0..<10 {
      time += 1.0 / 60
      stream.sendTrackpadStep(-8, at: time)
    }
    let finger = ScrollHarness()
    finger.drag(by: CGPoint(x: 0, y: 80), release: false)
    XCTAssertLessThan(stream.scrollView.contentOffset.y, -10)
    XCTAssertEqual(stream.scrollView.contentOffset.y, finger.scrollView.contentOffset.y, accuracy: 1e-9)
    stream.runUntilIdle()
    XCTAssertEqual(stream.scrollView.contentOffset.y, 0, accuracy: 0.5, "it bounces back")
  }
}
