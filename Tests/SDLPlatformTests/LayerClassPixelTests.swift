import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// A gradient and a shape layer as views' layer classes, drawn through real SDL.
@MainActor
final class LayerClassPixelTests: XCTestCase {
  private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
  }

  private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
  }

  func testAGradientAndAStrokedCircleArePixels() async throws {
    let window = try SDLTestSupport.makeWindow(software: true)
    let root = window.uiWindow.rootViewController!.view
    let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    (gradient.layer as? CAGradientLayer)?.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
    (gradient.layer as? CAGradientLayer)?.startPoint = CGPoint(x: 0, y: 0.5)
    (gradient.layer as? CAGradientLayer)?.endPoint = CGPoint(x: 1, y: 0.5)
    let ring = ShapeView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    let shape = try XCTUnwrap(ring.layer as? CAShapeLayer)
    shape.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
    shape.fillColor = UIColor.yellow.cgColor
    shape.strokeColor = UIColor.red.cgColor
    shape.lineWidth = 10
    root.addSubview(gradient)
    root.addSubview(ring)
    let frame = try window.captureFrame()
    XCTAssertEqual(frame.channels(x: 0, y: 50)?.r, 1, "the left column: t = 0.005 of the way to white")
    XCTAssertEqual(frame.channels(x: 50, y: 10)?.r, 129, "the middle: t = 0.505")
    XCTAssertEqual(frame.channels(x: 99, y: 90)?.r, 254, "the right column")
    XCTAssertEqual(frame.color(x: 150, y: 150).map(hex), hex(0xFFFF00), "the circle's fill")
    XCTAssertEqual(frame.color(x: 110, y: 150).map(hex), hex(0xFF0000), "its stroke, 10 pt wide on the edge")
    XCTAssertEqual(frame.color(x: 150, y: 103).map(hex), hex(0xFFFFFF), "outside the stroke")
    XCTAssertEqual(frame.color(x: 104, y: 104).map(hex), hex(0xFFFFFF), "the bounds' corner, outside the circle")
  }
}
