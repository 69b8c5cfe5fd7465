import ScrollPhysics
import XCTest

/// Reference case 17 of docs/physics.md §12.
final class DecelerationRateTests: XCTestCase {
  func testNamedRatesArePerMillisecondFactors() {
    XCTAssertEqual(DecelerationRate.normal.rawValue, 0.998)
    XCTAssertEqual(DecelerationRate.fast.rawValue, 0.99)
  }

  /// Reference case 17: iOS 26 keeps only two rates.
  func testCustomRatesSnapLikeIOS26() {
    XCTAssertEqual(DecelerationRate(rawValue: 0.9972), .normal)
    XCTAssertEqual(DecelerationRate(rawValue: 0.995), .normal)
    XCTAssertEqual(DecelerationRate(rawValue: 0.994), .normal)
    XCTAssertEqual(DecelerationRate(rawValue: 0.993), .fast)
    XCTAssertEqual(DecelerationRate(rawValue: 0.95), .fast)
  }

  func testUnsnappedRatesAreCappedAndNeverInvalid() {
    XCTAssertEqual(DecelerationRate(unsnappedRawValue: 0.996).rawValue, 0.996)
    XCTAssertEqual(DecelerationRate(unsnappedRawValue: 1.5).rawValue, 0.999)
    XCTAssertGreaterThan(DecelerationRate(unsnappedRawValue: -1).rawValue, 0)
    XCTAssertEqual(DecelerationRate(unsnappedRawValue: .nan), .normal)
    XCTAssertEqual(DecelerationRate(rawValue: .nan), .normal)
    XCTAssertEqual(DecelerationRate(rawValue: -.infinity), .fast)
  }
}
