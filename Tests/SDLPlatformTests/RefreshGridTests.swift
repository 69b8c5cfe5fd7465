import Foundation
import XCTest

@testable import SDLPlatform

/// The refresh grid fitted to a server's (count, time) reports: a server that reports each
/// refresh up to a millisecond off (Xvfb's millisecond timer) still gives the grid itself.
final class RefreshGridTests: XCTestCase {
  /// Xvfb's made-up display: refresh `n` at `n` × 16 666 µs.
  private let period = 0.016_666

  /// Up to a millisecond of jitter either way, the same every run: a fixed scrambled sequence.
  private func jitter(_ index: Int) -> Double {
    var bits = UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15
    bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits ^= bits >> 31
    return (Double(bits % 2001) - 1000) / 1e6
  }

  func testJitteredReportsGiveTheGridWithinAQuarterOfAMillisecond() throws {
    var grid = RefreshGrid(assumedInterval: 1.0 / 60)
    // Ten seconds of reports (the capacity), refitted last at the 600th.
    for n in 0..<601 { grid.add(refresh: UInt64(1000 + n), at: Double(1000 + n) * period + jitter(n)) }
    let interval = try XCTUnwrap(grid.interval)
    XCTAssertEqual(interval, period, accuracy: 0.000_001, "the fitted period")
    for n: UInt64 in [1300, 1600, 1601, 1610] {
      let time = try XCTUnwrap(grid.time(ofRefresh: n))
      XCTAssertEqual(time, Double(n) * period, accuracy: 0.000_25, "refresh \(n) on the grid")
    }
  }

  func testARefreshReportedSeveralMillisecondsLateDoesNotMoveTheGrid() throws {
    var grid = RefreshGrid()
    for n in 0..<60 {
      // Every tenth report 4 ms late (a busy server's timer), the others exact.
      grid.add(refresh: UInt64(n), at: Double(n) * period + (n % 10 == 5 ? 0.004 : 0))
    }
    XCTAssertEqual(try XCTUnwrap(grid.interval), period, accuracy: 1e-9)
    XCTAssertEqual(try XCTUnwrap(grid.time(ofRefresh: 60)), 60 * period, accuracy: 1e-9)
  }

  func testBeforeTheReportsSpanThirtyRefreshesTheAssumedPeriodPlacesThem() throws {
    var grid = RefreshGrid(assumedInterval: 1.0 / 60)
    grid.add(refresh: 10, at: 10 * period + 0.0009)
    grid.add(refresh: 12, at: 12 * period - 0.0007)
    grid.add(refresh: 13, at: 13 * period)
    XCTAssertNil(grid.interval, "three refreshes apart: a millisecond of jitter is 2 % of the period")
    // The median of where each report puts refresh 13 with the assumed period.
    XCTAssertEqual(try XCTUnwrap(grid.time(ofRefresh: 13)), 13 * period, accuracy: 0.000_001)
    XCTAssertEqual(try XCTUnwrap(grid.time(ofRefresh: 14)), 14 * period, accuracy: 0.000_02)
  }

  func testWithNoPeriodAssumedOneReportPlacesOnlyItsOwnRefresh() throws {
    var grid = RefreshGrid()
    grid.add(refresh: 10, at: 1.5)
    XCTAssertEqual(try XCTUnwrap(grid.time(ofRefresh: 10)), 1.5, accuracy: 1e-12)
    XCTAssertNil(grid.time(ofRefresh: 11))
    XCTAssertNil(grid.interval)
  }

  func testAReportTwoRefreshesLateKeepsTheGrid() throws {
    var grid = RefreshGrid()
    for n in 0..<40 { grid.add(refresh: UInt64(n), at: Double(n) * period) }
    // A server busy for two refreshes reports refresh 40 when 42 is due.
    grid.add(refresh: 40, at: 42 * period)
    XCTAssertEqual(try XCTUnwrap(grid.interval), period, accuracy: 1e-9)
    XCTAssertEqual(try XCTUnwrap(grid.time(ofRefresh: 41)), 41 * period, accuracy: 1e-9)
  }

  func testACountThatJumpsStartsTheGridAnew() throws {
    var grid = RefreshGrid()
    for n in 0..<40 { grid.add(refresh: UInt64(n), at: Double(n) * period) }
    XCTAssertNotNil(grid.interval)
    // The count starts again (another output, a restarted server): the old line says nothing.
    grid.add(refresh: 5, at: 100)
    XCTAssertNil(grid.interval)
    XCTAssertEqual(try XCTUnwrap(grid.time(ofRefresh: 5)), 100, accuracy: 1e-12)
  }
}
