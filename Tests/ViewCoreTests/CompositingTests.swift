import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class CompositingTests: XCTestCase {
  private func fills(_ list: DisplayList) -> [(CGRect, UIColor)] {
    list.items.compactMap { item in
      if case .fillRect(let rect, let color) = item.command { return (rect, color) }
      return nil
    }
  }

  func testSubviewsArePlacedAtFrameOriginMinusSuperviewBoundsOrigin() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.backgroundColor = nil
    let purple = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    purple.backgroundColor = .purple
    let button = UIView(frame: CGRect(x: 20, y: 15, width: 50, height: 40))
    button.backgroundColor = .yellow
    purple.addSubview(button)
    window.addSubview(purple)
    var list = window.makeDisplayList()
    XCTAssertEqual(
      fills(list).map(\.0),
      [
        CGRect(x: 100, y: 100, width: 200, height: 200), CGRect(x: 120, y: 115, width: 50, height: 40),
      ])
    purple.bounds.origin = CGPoint(x: -30, y: -30)
    XCTAssertTrue(window.needsFrame, "a bounds change asks for a new frame")
    list = window.makeDisplayList()
    XCTAssertEqual(
      fills(list).map(\.0),
      [
        CGRect(x: 100, y: 100, width: 200, height: 200), CGRect(x: 150, y: 145, width: 50, height: 40),
      ], "the purple view stays; its subview moves by −bounds.origin")
    XCTAssertFalse(window.needsFrame)
  }

  func testClipsToBoundsClipsSubviewsAndAlphaMultiplies() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let clipper = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    clipper.clipsToBounds = true
    clipper.alpha = 0.5
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    child.backgroundColor = .red
    child.alpha = 0.5
    clipper.addSubview(child)
    window.addSubview(clipper)
    let items = window.makeDisplayList().items(of: child)
    XCTAssertEqual(items.count, 1)
    XCTAssertEqual(items[0].clip, CGRect(x: 10, y: 10, width: 100, height: 100))
    XCTAssertEqual(items[0].alpha, 0.25)
    XCTAssertEqual(items[0].command, .fillRect(CGRect(x: 60, y: 60, width: 100, height: 100), .red))
  }

  func testHiddenAndFullyTransparentSubtreesProduceNothing() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.backgroundColor = .red
    hidden.isHidden = true
    let transparent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    transparent.alpha = 0
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    inner.backgroundColor = .blue
    transparent.addSubview(inner)
    window.addSubview(hidden)
    window.addSubview(transparent)
    let list = window.makeDisplayList()
    XCTAssertTrue(list.items(of: hidden).isEmpty)
    XCTAssertTrue(list.items(of: inner).isEmpty)
  }

  func testCullingATenThousandSubviewTreeYieldsOnlyTheVisibleItems() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.backgroundColor = nil
    let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    scroller.clipsToBounds = true
    for row in 0..<10_000 {
      let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 20, width: 400, height: 20))
      cell.backgroundColor = row.isMultiple(of: 2) ? .white : .lightGray
      scroller.addSubview(cell)
    }
    window.addSubview(scroller)
    var list = window.makeDisplayList()
    XCTAssertEqual(list.items.count, 20, "400 pt of 20-pt rows")
    scroller.bounds.origin = CGPoint(x: 0, y: 100_010)
    list = window.makeDisplayList()
    XCTAssertEqual(list.items.count, 21, "a half row at each edge")
    guard case .fillRect(let first, _) = list.items[0].command else { return XCTFail("expected a fill") }
    XCTAssertEqual(first, CGRect(x: 0, y: -10, width: 400, height: 20))
    XCTAssertEqual(list.items[0].clip, CGRect(x: 0, y: 0, width: 400, height: 400))
  }

  func testDrawingIsCachedUntilSetNeedsDisplay() async {
    final class Counting: UIView {
      var draws = 0
      override func draw(_ rect: CGRect) {
        draws += 1
        UIGraphicsContext.current?.fill(CGRect(x: 0, y: 0, width: 5, height: 5), color: .green)
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = Counting(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    window.addSubview(view)
    _ = window.makeDisplayList()
    view.center = CGPoint(x: 50, y: 50)
    let list = window.makeDisplayList()
    XCTAssertEqual(view.draws, 1, "moving a view composites its cached drawing again")
    XCTAssertEqual(list.items(of: view).first?.command, .fillRect(CGRect(x: 40, y: 40, width: 5, height: 5), .green))
    view.setNeedsDisplay()
    _ = window.makeDisplayList()
    XCTAssertEqual(view.draws, 2)
    view.setRasterizationScale(4)
    _ = window.makeDisplayList()
    XCTAssertEqual(view.draws, 3, "a new raster scale redraws, so text is sharp after zooming")
  }

  func testImageViewPlacementAndPlaceholder() async {
    let size = CGSize(width: 200, height: 100)
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    XCTAssertEqual(
      UIImageView.placement(of: size, in: bounds, mode: .scaleAspectFit),
      CGRect(x: 0, y: 25, width: 100, height: 50))
    XCTAssertEqual(
      UIImageView.placement(of: size, in: bounds, mode: .scaleAspectFill),
      CGRect(x: -50, y: 0, width: 200, height: 100))
    XCTAssertEqual(
      UIImageView.placement(of: size, in: bounds, mode: .center),
      CGRect(x: -50, y: 0, width: 200, height: 100))
    XCTAssertEqual(
      UIImageView.placement(of: size, in: bounds, mode: .topLeft),
      CGRect(x: 0, y: 0, width: 200, height: 100))
    XCTAssertEqual(UIImageView.placement(of: size, in: bounds, mode: .scaleToFill), bounds)

    let missing = UIImage.loadOrPlaceholder(named: "no-such-image-anywhere")
    XCTAssertTrue(missing.isPlaceholder)
    guard case .placeholder(let error) = missing.source else { return XCTFail("\(missing)") }
    XCTAssertTrue(error.description.contains("no-such-image-anywhere"), error.description)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let imageView = UIImageView(image: missing)
    window.addSubview(imageView)
    let items = window.makeDisplayList().items(of: imageView)
    XCTAssertGreaterThanOrEqual(items.count, 4, "a visible box, cross and message, never blank")
  }
}
