import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// `CALayer.addSublayer` drawn through real SDL: sublayers in order at their frames, with their
/// background, rounded corners and opacity, a gradient's and a shape's content, clipped by a
/// masking superlayer, above the view's background and below its subviews.
@MainActor
final class SublayerPixelTests: XCTestCase {
  func testSublayersAreDrawnInOrderUnderTheSubviews() async throws {
    let window = try SDLTestSupport.makeWindow(size: CGSize(width: 240, height: 200), software: true)
    let root = try XCTUnwrap(window.uiWindow.rootViewController?.view)
    let host = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 160))
    host.backgroundColor = .white
    root.addSubview(host)
    let red = CALayer()
    red.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
    red.backgroundColor = UIColor.red.cgColor
    red.cornerRadius = 10
    let blue = CALayer()
    blue.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
    blue.backgroundColor = UIColor.blue.cgColor
    blue.opacity = 0.5
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 10, y: 110, width: 60, height: 40)
    gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 120, y: 10, width: 60, height: 60)
    shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 60, height: 60)).cgPath
    shape.fillColor = UIColor.green.cgColor
    let mask = CALayer()
    mask.frame = CGRect(x: 120, y: 100, width: 40, height: 40)
    mask.masksToBounds = true
    let spill = CALayer()
    spill.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
    spill.backgroundColor = UIColor.magenta.cgColor
    mask.addSublayer(spill)
    let hidden = CALayer()
    hidden.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
    hidden.backgroundColor = UIColor.black.cgColor
    hidden.isHidden = true
    for layer in [red, blue, gradient, shape, mask, hidden] { host.layer.addSublayer(layer) }
    let subview = UIView(frame: CGRect(x: 80, y: 80, width: 30, height: 30))
    subview.backgroundColor = .yellow
    host.addSubview(subview)
    XCTAssertEqual(host.layer.sublayers?.count, 6)
    XCTAssertTrue(spill.superlayer === mask)

    let frame = try window.captureFrame()
    func at(_ x: Int, _ y: Int) -> String { frame.color(x: 20 + x, y: 20 + y).map(hex) ?? "-" }
    XCTAssertEqual(at(11, 11), hex(0xFFFFFF), "the red layer's rounded corner: the view's white")
    XCTAssertEqual(at(30, 30), hex(0xFF0000), "the red layer")
    /// Within one step of each channel (the renderer rounds half-way blends either way).
    func near(_ x: Int, _ y: Int, _ expected: (Int, Int, Int)) -> Bool {
      guard let c = frame.channels(x: 20 + x, y: 20 + y) else { return false }
      return abs(c.r - expected.0) <= 1 && abs(c.g - expected.1) <= 1 && abs(c.b - expected.2) <= 1
    }
    XCTAssertTrue(near(55, 55, (128, 0, 128)), "the blue layer at half opacity over the red, in order: \(at(55, 55))")
    XCTAssertTrue(near(90, 50, (128, 128, 255)), "the blue layer at half opacity over the white: \(at(90, 50))")
    XCTAssertEqual(at(85, 85), hex(0xFFFF00), "the subview above the sublayers")
    XCTAssertEqual(at(150, 40), hex(0x00FF00), "the shape layer's circle")
    XCTAssertEqual(at(122, 12), hex(0xFFFFFF), "outside the circle")
    let top = try XCTUnwrap(frame.channels(x: 20 + 40, y: 20 + 111))
    let bottom = try XCTUnwrap(frame.channels(x: 20 + 40, y: 20 + 148))
    XCTAssertLessThan(top.r, 20, "the gradient starts black")
    XCTAssertGreaterThan(bottom.r, 235, "and ends white")
    XCTAssertEqual(at(150, 130), hex(0xFF00FF), "the masked layer's sublayer inside it")
    XCTAssertEqual(at(170, 130), hex(0xFFFFFF), "clipped at the masking layer's edge")
    XCTAssertEqual(at(5, 150), hex(0xFFFFFF), "a hidden layer is not drawn")

    blue.removeFromSuperlayer()
    let after = try window.captureFrame()
    XCTAssertEqual(after.color(x: 20 + 90, y: 20 + 50).map(hex), hex(0xFFFFFF), "removed: drawn no more")
  }
}
