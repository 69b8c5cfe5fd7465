import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class GeometryTests: XCTestCase {
  /// The nested example from the foundation issue: each level shifts by its bounds origin.
  func testPointConversionThroughNestedBoundsOrigins() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let a = UIView(frame: CGRect(x: 80, y: 80, width: 300, height: 300))
    a.bounds.origin = CGPoint(x: 15, y: 15)
    let b = UIView(frame: CGRect(x: 70, y: 70, width: 200, height: 200))
    b.bounds.origin = CGPoint(x: 25, y: 25)
    let c = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    c.bounds.origin = CGPoint(x: 64, y: 64)
    window.addSubview(a)
    a.addSubview(b)
    b.addSubview(c)
    let inWindow = c.convert(CGPoint(x: 20, y: 10), to: nil)
    XCTAssertEqual(inWindow, CGPoint(x: 116, y: 106))
    XCTAssertEqual(c.convert(CGPoint(x: 116, y: 106), from: nil), CGPoint(x: 20, y: 10))
    XCTAssertEqual(c.convert(CGPoint(x: 20, y: 10), to: a), CGPoint(x: 51, y: 41))
    XCTAssertEqual(a.convert(CGPoint(x: 51, y: 41), to: c), CGPoint(x: 20, y: 10))
    let rect = c.convert(CGRect(x: 20, y: 10, width: 5, height: 5), to: window)
    XCTAssertEqual(rect, CGRect(x: 116, y: 106, width: 5, height: 5))
  }

  func testPointInsideAtTheEdges() async {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    XCTAssertTrue(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
    XCTAssertTrue(view.point(inside: CGPoint(x: 99, y: 99), with: nil))
    XCTAssertTrue(view.point(inside: CGPoint(x: 99.9, y: 99.9), with: nil))
    XCTAssertFalse(view.point(inside: CGPoint(x: 100, y: 100), with: nil))
    XCTAssertFalse(view.point(inside: CGPoint(x: -0.1, y: 50), with: nil))
  }

  func testConversionUnderScaleTransforms() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
    let doubled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    doubled.transform = CGAffineTransform(scaleX: 2, y: 2)
    window.addSubview(doubled)
    // Scaling about the centre (150,150): the 100×100 view now spans 50...250.
    XCTAssertEqual(doubled.frame, CGRect(x: 50, y: 50, width: 200, height: 200))
    XCTAssertEqual(doubled.convert(CGPoint(x: 10, y: 20), to: nil), CGPoint(x: 70, y: 90))
    XCTAssertEqual(doubled.convert(CGPoint(x: 70, y: 90), from: nil), CGPoint(x: 10, y: 20))
    let halved = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    halved.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    doubled.addSubview(halved)
    // Inside `doubled` the half-size view spans 25...75; through ×2 about (50,50) of doubled's
    // bounds → window 50 + 2·25 = 100.
    XCTAssertEqual(halved.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 100, y: 100))
    XCTAssertEqual(halved.convert(CGPoint(x: 100, y: 100), to: nil), CGPoint(x: 200, y: 200))
    XCTAssertEqual(
      halved.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: nil),
      CGRect(x: 100, y: 100, width: 100, height: 100))
  }

  func testFrameCenterAndBoundsStayConsistent() async {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    XCTAssertEqual(view.center, CGPoint(x: 25, y: 40))
    view.bounds.origin = CGPoint(x: 500, y: 500)
    XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 30, height: 40), "bounds origin never moves the frame")
    view.center = CGPoint(x: 0, y: 0)
    XCTAssertEqual(view.frame.origin, CGPoint(x: -15, y: -20))
    view.frame = CGRect(x: CGFloat.nan, y: 5, width: CGFloat.infinity, height: 10)
    XCTAssertEqual(view.frame, CGRect(x: 0, y: 5, width: 0, height: 10), "non-finite values become zero")
  }

  func testAffineTransformInverseAndConcatenation() async {
    let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
    let p = CGPoint(x: 1, y: 1).applying(t)
    XCTAssertEqual(p, CGPoint(x: 22, y: 63))
    XCTAssertEqual(p.applying(t.inverted()), CGPoint(x: 1, y: 1))
    let singular = CGAffineTransform(scaleX: 0, y: 0)
    XCTAssertEqual(singular.inverted(), singular)
  }
}
