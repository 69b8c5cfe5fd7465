import Foundation
import XCTest

@testable import SDLPlatform

/// A display server's millisecond times on the window's clock (issue 18): the offset is the
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
}
