import Foundation
import ScrollEngine
import ScrollPhysics
import XCTest

/// Content that moves under a motion (a collection view's items above the top measured taller):
/// the motion goes on from the moved offset instead of jumping back.
final class ContentShiftTests: XCTestCase {
  private let tall = CGSize(width: 320, height: 4000)

  /// Runs one 60 Hz frame.
  private func frame(_ driver: inout EngineDriver) {
    driver.time += 1.0 / 60
    var geometry = driver.geometry
    geometry.now = driver.time
    driver.apply(driver.engine.step(to: driver.time, geometry))
  }

  /// Two identical flicks; under the second, three frames in, the content moves 30 pt down (the
  /// view's offset with it): it comes to rest 30 pt further on than the first, to the pixel.
  func testAFlightShiftedUnderItRestsAsFarOnAsTheShift() {
    var plain = EngineDriver(content: tall)
    plain.drag(CGPoint(x: 0, y: -100), frames: 5)
    plain.settle()
    var shifted = EngineDriver(content: tall)
    shifted.drag(CGPoint(x: 0, y: -100), frames: 5)
    for _ in 1...3 { frame(&shifted) }
    shifted.geometry.offset.y += 30
    shifted.engine.contentDidShift(by: CGPoint(x: 0, y: 30))
    shifted.settle()
    XCTAssertGreaterThan(plain.offset.y, 600, "a flight, not a stop")
    XCTAssertEqual(shifted.offset.y - plain.offset.y, 30, accuracy: 0.5)
  }
}
