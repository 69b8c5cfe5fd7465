import Foundation
import ScrollPhysics
import XCTest

@testable import ScrollEngine

/// `contentDidShift(by:)`: a table measured rows above the screen and moved its offset by the
/// change; whatever scrolls goes on from the moved offset and ends where it would have, moved.
final class ContentShiftTests: XCTestCase {
  private let tall = CGSize(width: 320, height: 20_000)

  /// The view's side of a shift: the offset and the engine move together.
  private func shift(_ driver: inout EngineDriver, by delta: CGFloat) {
    driver.engine.contentDidShift(by: CGPoint(x: 0, y: delta))
    driver.geometry.offset.y += delta
  }

  /// A flick whose delegate chose 1000 as its target, shifted 300 pt mid-flight, rests at 1300.
  func testAFlightEndsOnItsTargetMovedByTheShift() {
    var driver = EngineDriver(content: tall)
    driver.targetAnswer = { _ in CGPoint(x: 0, y: 1000) }
    driver.drag(CGPoint(x: 0, y: -100), frames: 5)
    for _ in 0..<5 {
      driver.time += 1.0 / 60
      driver.apply(driver.engine.step(to: driver.time, driver.geometry))
    }
    XCTAssertTrue(driver.engine.activity.isDecelerating)
    shift(&driver, by: 300)
    driver.settle()
    XCTAssertEqual(driver.offset.y, 1300)
  }

  /// `setContentOffset(800, animated:)` shifted by 100 pt on the way arrives at 900.
  func testAnAnimationArrivesAtItsDestinationMovedByTheShift() {
    var driver = EngineDriver(content: tall)
    driver.apply(driver.engine.animateOffset(to: CGPoint(x: 0, y: 800), kind: .contentOffset, driver.geometry))
    for _ in 0..<5 {
      driver.time += 1.0 / 60
      driver.apply(driver.engine.step(to: driver.time, driver.geometry))
    }
    let before = driver.offset.y
    shift(&driver, by: 100)
    XCTAssertEqual(driver.offset.y, before + 100)
    driver.settle()
    XCTAssertEqual(driver.offset.y, 900)
  }

  /// A finger 50 pt into a drag from 2000 (offset 1950); 40 pt are added above; the finger
  /// moves 30 pt more: the offset is 2000 + 40 − 80 = 1960, the content under the finger still.
  func testADragGoesOnFromTheShiftedOffset() {
    var driver = EngineDriver(content: tall)
    driver.geometry.offset.y = 2000
    driver.apply(driver.engine.touchBegan(at: 0, driver.geometry))
    driver.apply(driver.engine.dragBegan(at: 0, driver.geometry))
    driver.apply(
      driver.engine.dragChanged(translation: CGPoint(x: 0, y: 50), velocity: .zero, at: 0.1, driver.geometry))
    XCTAssertEqual(driver.offset.y, 1950)
    shift(&driver, by: 40)
    driver.apply(
      driver.engine.dragChanged(translation: CGPoint(x: 0, y: 80), velocity: .zero, at: 0.2, driver.geometry))
    XCTAssertEqual(driver.offset.y, 1960)
  }

  /// Two identical flicks with no target; under the second, three frames in, the content moves
  /// 30 pt down (the view's offset with it): it comes to rest 30 pt further on than the first.
  func testAFreeFlightShiftedUnderItRestsAsFarOnAsTheShift() {
    var plain = EngineDriver(content: tall)
    plain.drag(CGPoint(x: 0, y: -100), frames: 5)
    plain.settle()
    var shifted = EngineDriver(content: tall)
    shifted.drag(CGPoint(x: 0, y: -100), frames: 5)
    for _ in 1...3 {
      shifted.time += 1.0 / 60
      shifted.apply(shifted.engine.step(to: shifted.time, shifted.geometry))
    }
    shift(&shifted, by: 30)
    shifted.settle()
    XCTAssertGreaterThan(plain.offset.y, 600, "a flight, not a stop")
    XCTAssertEqual(shifted.offset.y - plain.offset.y, 30, accuracy: 0.5)
  }
}
