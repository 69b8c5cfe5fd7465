import Foundation
import XCTest

@testable import ViewCore

/// Views backed by a `CAGradientLayer` or a `CAShapeLayer` through `layerClass`, as UIKit apps
/// write them: the layer's content is rasterised in memory and composited above the background.
@MainActor
final class LayerClassTests: XCTestCase {
  private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradient: CAGradientLayer { layer as! CAGradientLayer }
  }

  private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shape: CAShapeLayer { layer as! CAShapeLayer }
  }

  /// A view with a plain layer that counts how often its `layerClass` is read.
  private final class CountingView: UIView {
    static var reads = 0
    override class var layerClass: AnyClass {
      reads += 1
      return CALayer.self
    }
  }

  /// The view in a window and the pixels of its layer's content, with where they are drawn.
  private func content(of view: UIView) throws -> (bitmap: Bitmap, rect: CGRect) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(view)
    for item in window.makeDisplayList().items {
      if case .image(let image, _, let rect) = item.command, case .pixels(let bitmap) = image.source {
        return (bitmap, rect)
      }
    }
    throw NoContent()
  }

  /// The layer drew no pixels.
  private struct NoContent: Error {}

  private func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    guard let p = bitmap.rgba(x: x, y: y) else { return [] }
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
  }

  func testAFrameReadsNoViewsLayerClass() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let views = (0..<3).map { CountingView(frame: CGRect(x: 10 + 50 * CGFloat($0), y: 10, width: 40, height: 40)) }
    for view in views { window.addSubview(view) }
    _ = window.makeDisplayList()
    XCTAssertLessThanOrEqual(CountingView.reads, 3, "at most once a view on the first frame")
    CountingView.reads = 0
    for frame in 0..<4 {
      views[0].backgroundColor = frame % 2 == 0 ? .red : .blue
      _ = window.makeDisplayList()
    }
    XCTAssertEqual(CountingView.reads, 0, "four more frames of three views without a layer")
    XCTAssertNil(views[1].existingLayer, "a plain layer is still made only when asked for")
  }

  func testAViewsLayerClassGivesItsLayer() async {
    XCTAssertTrue(GradientView().layer is CAGradientLayer, "\(type(of: GradientView().layer))")
    XCTAssertTrue(ShapeView().layer is CAShapeLayer, "\(type(of: ShapeView().layer))")
    XCTAssertTrue(type(of: UIView().layer) == CALayer.self, "\(type(of: UIView().layer))")
  }

  func testAnAxialGradientRunsFromStartToEndAtItsLocations() async throws {
    let view = GradientView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    view.gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    var (bitmap, rect) = try content(of: view)
    XCTAssertEqual(rect, CGRect(x: 10, y: 20, width: 100, height: 100))
    XCTAssertEqual([bitmap.width, bitmap.height], [100, 100])
    XCTAssertEqual(rgba(bitmap, 50, 0), [254, 0, 1, 255], "the top row: t = 0.005")
    XCTAssertEqual(rgba(bitmap, 50, 50), [126, 0, 129, 255], "the middle: t = 0.505")
    XCTAssertEqual(rgba(bitmap, 0, 99), [1, 0, 254, 255], "the bottom row, every column alike")
    view.gradient.locations = [0.25, 0.75]
    (bitmap, _) = try content(of: view)
    XCTAssertEqual(rgba(bitmap, 50, 20), [255, 0, 0, 255], "before the first location: the first colour")
    XCTAssertEqual(rgba(bitmap, 50, 80), [0, 0, 255, 255], "after the last: the last colour")
    XCTAssertEqual(rgba(bitmap, 50, 49), [130, 0, 125, 255], "t = 0.495, 49 % of the way from 0.25 to 0.75")
    view.gradient.locations = nil
    view.gradient.startPoint = CGPoint(x: 0, y: 0.5)
    view.gradient.endPoint = CGPoint(x: 1, y: 0.5)
    view.gradient.colors = [UIColor.white.cgColor, UIColor.clear.cgColor]
    (bitmap, _) = try content(of: view)
    XCTAssertEqual(rgba(bitmap, 0, 70), [254, 254, 254, 254], "left to right now")
    XCTAssertEqual(rgba(bitmap, 99, 10), [1, 1, 1, 1], "towards clear (transparent black) it darkens, as in UIKit")
  }

  func testARadialGradientSpreadsFromItsCentre() async throws {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.gradient.type = .radial
    view.gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
    view.gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
    view.gradient.endPoint = CGPoint(x: 1, y: 1)
    let (bitmap, _) = try content(of: view)
    XCTAssertLessThan(rgba(bitmap, 50, 50)[0], 5, "black at the centre")
    XCTAssertEqual(rgba(bitmap, 75, 50)[0], 130, accuracy: 3, "halfway out: r = 0.51")
    XCTAssertEqual(rgba(bitmap, 0, 0)[0], 255, "the corner lies beyond the ellipse: white")
  }

  func testAShapeLayerFillsThenStrokesItsPath() async throws {
    let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.shape.path = UIBezierPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60)).cgPath
    view.shape.fillColor = UIColor.green.cgColor
    view.shape.strokeColor = UIColor.red.cgColor
    view.shape.lineWidth = 4
    let (bitmap, rect) = try content(of: view)
    XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 100, height: 100), "the bounds hold the stroked shape")
    XCTAssertEqual(rgba(bitmap, 50, 50), [0, 255, 0, 255], "the fill")
    XCTAssertEqual(rgba(bitmap, 19, 50), [255, 0, 0, 255], "the stroke, centred on the left edge (18 … 22)")
    XCTAssertEqual(rgba(bitmap, 21, 50), [255, 0, 0, 255], "the stroke over the fill")
    XCTAssertEqual(rgba(bitmap, 23, 50), [0, 255, 0, 255], "past the stroke")
    XCTAssertEqual(rgba(bitmap, 10, 50)[3], 0, "outside the shape")
  }

  func testAnOvalCoversPiRSquaredAndEvenOddCutsHoles() async throws {
    let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
    var (bitmap, _) = try content(of: view)
    let covered = stride(from: 3, to: bitmap.bytes.count, by: 4).reduce(0.0) { $0 + Double(bitmap.bytes[$1]) / 255 }
    XCTAssertEqual(covered, Double.pi * 50 * 50, accuracy: 40, "π r² pixels, edges counted by coverage")
    XCTAssertEqual(rgba(bitmap, 50, 50), [0, 0, 0, 255], "black fill by default")
    XCTAssertEqual(rgba(bitmap, 3, 3)[3], 0, "outside the oval's corner")
    let rings = CGMutablePath()
    rings.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
    rings.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
    view.shape.path = rings
    (bitmap, _) = try content(of: view)
    XCTAssertEqual(rgba(bitmap, 50, 50)[3], 255, "non-zero: both rects wound alike fill the middle")
    view.shape.fillRule = .evenOdd
    (bitmap, _) = try content(of: view)
    XCTAssertEqual(rgba(bitmap, 50, 50)[3], 0, "even-odd: the inner rect is a hole")
    XCTAssertEqual(rgba(bitmap, 20, 50)[3], 255, "between the rects")
  }

  func testStrokeEndDrawsPartOfTheLength() async throws {
    let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.shape.path =
      UIBezierPath(
        arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true
      ).cgPath
    view.shape.fillColor = nil
    view.shape.strokeColor = UIColor.blue.cgColor
    view.shape.lineWidth = 6
    view.shape.strokeEnd = 0.25
    let (bitmap, _) = try content(of: view)
    XCTAssertEqual(rgba(bitmap, 78, 78), [0, 0, 255, 255], "45° clockwise from the right (y down): drawn")
    XCTAssertEqual(rgba(bitmap, 10, 50)[3], 0, "the left side, halfway round: not yet")
    XCTAssertEqual(rgba(bitmap, 50, 10)[3], 0, "the top, three quarters round: not yet")
    XCTAssertEqual(rgba(bitmap, 50, 50)[3], 0, "no fill")
  }

  /// A gradient's and a shape's dynamic colours (`UIColor.label.cgColor`, as apps write them)
  /// are rasterised in the view's appearance, and again when it changes.
  func testGradientAndShapeColoursFollowTheAppearance() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    gradient.gradient.colors = [UIColor.label.cgColor, UIColor.label.cgColor]
    let shape = ShapeView(frame: CGRect(x: 100, y: 0, width: 40, height: 40))
    shape.shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
    shape.shape.fillColor = UIColor.label.cgColor
    for view in [gradient, shape] { window.addSubview(view) }
    func centres() -> [[Int]] {
      window.makeDisplayList().items.compactMap { item in
        guard case .image(let image, _, _) = item.command, case .pixels(let bitmap) = image.source else { return nil }
        return rgba(bitmap, 20, 20)
      }
    }
    XCTAssertEqual(centres(), [[0, 0, 0, 255], [0, 0, 0, 255]], "label is black in the light appearance")
    window.systemUserInterfaceStyle = .dark
    XCTAssertEqual(centres(), [[255, 255, 255, 255], [255, 255, 255, 255]], "and white in the dark one")
  }
}
