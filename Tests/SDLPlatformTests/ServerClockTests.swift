import Foundation
import XCTest

@testable import SDLPlatform

/// A display server's millisecond times on the window's clock: the offset is the
/// smallest read delay seen, the 32-bit wrap is crossed, a jump starts afresh, and no event maps
/// after the moment it was read.
final class ServerClockTests: XCTestCase {
  func testTheSoonestReadSetsTheOffsetAndLateReadsKeepTheirSpacing() {
    var clock = ServerClock()
    XCTAssertEqual(clock.time(ofServerMilliseconds: 1000, readAt: 10.005), 10.005, accuracy: 1e-9)
    XCTAssertEqual(clock.time(ofServerMilliseconds: 1016, readAt: 10.050), 10.021, accuracy: 1e-9, "read late")
    // Read sooner after it happened than the first: the new, smaller offset.
    XCTAssertEqual(clock.time(ofServerMilliseconds: 1032, readAt: 10.033), 10.033, accuracy: 1e-9)
    XCTAssertEqual(clock.time(ofServerMilliseconds: 1048, readAt: 10.2), 10.049, accuracy: 1e-9)
  }

  func testABurstObservedFirstKeepsItsSpacingAfterAnOffsetSetByALateRead() {
    var clock = ServerClock()
    // The app's first event was read 50 ms late (it was busy starting): the offset is 50 ms too big.
    _ = clock.time(ofServerMilliseconds: 1000, readAt: 10.050)
    // Then four events 10 ms apart, all read at once at 10.140, the last 5 ms after it happened.
    let burst: [UInt32] = [1105, 1115, 1125, 1135]
    var unobserved = clock
    let oneByOne = burst.map { unobserved.time(ofServerMilliseconds: $0, readAt: 10.140) }
    XCTAssertEqual(oneByOne.last ?? 0, 10.140, accuracy: 1e-9, "mapped one by one, the last ones pile up")
    for time in burst { clock.observe(serverMilliseconds: time, readAt: 10.140) }
    let mapped = burst.map { clock.time(ofServerMilliseconds: $0, readAt: 10.140) }
    for (time, expected) in zip(mapped, [10.110, 10.120, 10.130, 10.140]) {
      XCTAssertEqual(time, expected, accuracy: 1e-9, "\(mapped): the burst keeps its 10-ms spacing")
    }
  }

  func testTheThirtyTwoBitWrapIsCrossed() {
    var clock = ServerClock()
    _ = clock.time(ofServerMilliseconds: UInt32.max - 5, readAt: 100)
    XCTAssertEqual(clock.time(ofServerMilliseconds: 10, readAt: 100.5), 100.016, accuracy: 1e-9)
  }

  func testAJumpOfTheServersClockStartsAfresh() {
    var clock = ServerClock()
    _ = clock.time(ofServerMilliseconds: 50_000, readAt: 1)
    // The server restarted: its times begin near zero again, far in the "future" offset-wise.
    XCTAssertEqual(clock.time(ofServerMilliseconds: 20, readAt: 2), 2, accuracy: 1e-9)
    XCTAssertEqual(clock.time(ofServerMilliseconds: 36, readAt: 2.5), 2.016, accuracy: 1e-9)
  }

  func testNoEventMapsAfterItsReading() {
    var clock = ServerClock()
    var readAt = 0.0
    for step in 0..<200 {
      readAt += Double(step % 7) / 1000 + 0.01
      let mapped = clock.time(ofServerMilliseconds: UInt32(step * 10), readAt: readAt)
      XCTAssertLessThanOrEqual(mapped, readAt)
    }
  }

  /// A stream that queued while the app was stopped: read all at once, its events keep their
  /// spacing from the first one on when the server's clock is CLOCK_MONOTONIC (the offset known).
  func testAStreamReadAllAtOnceKeepsItsSpacingFromTheFirstEventWithTheMonotonicOffset() {
    var clock = ServerClock()
    // The window clock is CLOCK_MONOTONIC − 995 s; the events happened at 1000.000 … 1000.110 s
    // monotonic (5.000 … 5.110 on the window's clock) and were all read at 5.300.
    let mapped = (0..<12).map {
      clock.time(ofServerMilliseconds: UInt32(1_000_000 + 10 * $0), readAt: 5.3, monotonicOffset: -995)
    }
    for (index, time) in mapped.enumerated() {
      XCTAssertEqual(time, 5 + 0.01 * Double(index), accuracy: 1e-9, "event \(index)")
    }
  }

  /// A server on another clock (times far from CLOCK_MONOTONIC's) falls back to the estimate.
  func testAServerOnAnotherClockFallsBackToTheEstimate() {
    var clock = ServerClock()
    XCTAssertEqual(clock.time(ofServerMilliseconds: 1000, readAt: 10.005, monotonicOffset: -995), 10.005)
    XCTAssertEqual(
      clock.time(ofServerMilliseconds: 1016, readAt: 10.050, monotonicOffset: -995), 10.021, accuracy: 1e-9)
  }

  /// CLOCK_MONOTONIC's milliseconds cut to 32 bits wrap every 49.7 days: an age across the wrap.
  func testTheMonotonicPathCrossesTheThirtyTwoBitWrap() {
    var clock = ServerClock()
    // CLOCK_MONOTONIC at the reading: 2^32 + 5 ms; the event 20 ms earlier, stamped 2^32 − 15.
    let monotonicAtRead = (4_294_967_296.0 + 5) / 1000
    let time = clock.time(ofServerMilliseconds: UInt32.max - 14, readAt: 7, monotonicOffset: 7 - monotonicAtRead)
    XCTAssertEqual(time, 6.98, accuracy: 1e-6)
  }
}
