import Foundation
import XCTest

@testable import ViewCore

/// A view's `transform` with a rotation: composited as a turned command, hit-tested and
/// converted through the turn, and animated by its parts (the angle, not the matrix entries).
@MainActor
final class RotationTransformTests: XCTestCase {
  /// A 100 × 40 view centred at (200, 150), turned 45° clockwise, in a 400 × 300 window.
  private func turnedView() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.advance(to: 10)
    window.backgroundColor = nil
    let view = UIView(frame: CGRect(x: 150, y: 130, width: 100, height: 40))
    view.backgroundColor = .red
    view.transform = CGAffineTransform(rotationAngle: .pi / 4)
    window.addSubview(view)
    return (window, view)
  }

  /// The corners of the view's bounds turned 45° about (200, 150), worked by hand:
  /// (−50, −20) ↦ (200 − 35.355 + 14.142, 150 − 35.355 − 14.142) and so on.
  private let handCorners = [
    CGPoint(x: 178.787, y: 100.503), CGPoint(x: 249.497, y: 171.213),
    CGPoint(x: 221.213, y: 199.497), CGPoint(x: 150.503, y: 128.787),
  ]

  func testATurnedViewsBackgroundIsCompositedThroughItsTurn() async throws {
    let (window, view) = turnedView()
    let list = window.makeDisplayList()
    let item = try XCTUnwrap(list.items.first { $0.viewID == ObjectIdentifier(view) })
    guard case .transformed(.fillRect(let rect, let color), let t) = item.command else {
      return XCTFail("an upright fill drawn for a turned view: \(item.command)")
    }
    XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 100, height: 40), "the fill in the view's own points")
    XCTAssertEqual(color, .red)
    let corners = [
      CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 40), CGPoint(x: 0, y: 40),
    ].map { $0.applying(t) }
    for (corner, expected) in zip(corners, handCorners) {
      XCTAssertEqual(corner.x, expected.x, accuracy: 0.001)
      XCTAssertEqual(corner.y, expected.y, accuracy: 0.001)
    }
    XCTAssertEqual(item.command.boundingRect.minX, 150.503, accuracy: 0.001, "culled by its turned extent")
    XCTAssertEqual(item.command.boundingRect.maxY, 199.497, accuracy: 0.001)
  }

  func testAQuarterTurnBackIsDrawnUprightAgain() async throws {
    let (window, view) = turnedView()
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
    child.backgroundColor = .blue
    child.transform = CGAffineTransform(rotationAngle: -.pi / 4)
    view.addSubview(child)
    let list = window.makeDisplayList()
    let item = try XCTUnwrap(list.items.first { $0.viewID == ObjectIdentifier(child) })
    guard case .fillRect(let rect, _) = item.command else {
      return XCTFail("the two turns cancel; the child is upright: \(item.command)")
    }
    let centre = view.convert(child.center, to: window)
    XCTAssertEqual(rect.midX, centre.x, accuracy: 1e-6)
    XCTAssertEqual(rect.width, 20, accuracy: 1e-6)
  }

  func testTouchesHitTheTurnedShapeNotItsBoundingBox() async {
    let (window, view) = turnedView()
    XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 150), with: nil) === view, "the centre")
    XCTAssertTrue(window.hitTest(CGPoint(x: 240, y: 165), with: nil) === view, "near the turned right end")
    XCTAssertFalse(
      window.hitTest(CGPoint(x: 155, y: 195), with: nil) === view,
      "inside the bounding box, outside the turned rect")
    let local = window.convert(CGPoint(x: 178.787, y: 100.503), to: view)
    XCTAssertEqual(local.x, 0, accuracy: 0.001, "a turned corner converts back to the bounds' corner")
    XCTAssertEqual(local.y, 0, accuracy: 0.001)
  }

  func testATurnAnimatesByItsAngleKeepingItsSize() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.advance(to: 10)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    }
    window.advance(to: 10.5)
    guard case .transform(let half)? = view.presentation?.values[.transform]?.value else {
      return XCTFail("the transform is not animating")
    }
    XCTAssertEqual(atan2(half.b, half.a), .pi / 4, accuracy: 1e-9, "half the angle at half the time")
    XCTAssertEqual(half.lengthScale, 1, accuracy: 1e-9, "the same size half way (entries mixed: 0.71)")
  }

  func testATurnAnimatesTheShorterWayRound() async {
    let from = TransformParts(CGAffineTransform(rotationAngle: 3 * .pi / 4))
    let to = TransformParts(CGAffineTransform(rotationAngle: -3 * .pi / 4))
    let half = from.interpolated(to: to, 0.5).transform
    XCTAssertEqual(half.a, -1, accuracy: 1e-9, "through π, a quarter turn, not back through 0")
    XCTAssertEqual(half.b, 0, accuracy: 1e-9)
  }

  func testPartsRebuildTheTransformTheyCameFrom() {
    let t = CGAffineTransform(scaleX: 2, y: 0.5).rotated(by: 0.3).translatedBy(x: 10, y: -4)
    let rebuilt = TransformParts(t).transform
    for (a, b) in zip(
      [t.a, t.b, t.c, t.d, t.tx, t.ty], [rebuilt.a, rebuilt.b, rebuilt.c, rebuilt.d, rebuilt.tx, rebuilt.ty])
    {
      XCTAssertEqual(a, b, accuracy: 1e-9)
    }
  }
}
