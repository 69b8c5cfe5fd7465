import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Renders small hierarchies through real SDL and checks exact pixels.
@MainActor
final class RendererPixelTests: XCTestCase {
  /// White window; red view at (10, 10, 50, 50); a clipping container at (100, 100, 80, 80) whose
  /// bounds origin is (20, 20), holding green at (20, 20, 40, 40) and blue at (70, 70, 40, 40).
  private func makeHierarchy(in window: SDLPlatformWindow) {
    let root = window.uiWindow.rootViewController!.view
    let red = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    red.backgroundColor = .red
    let container = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
    container.clipsToBounds = true
    container.bounds.origin = CGPoint(x: 20, y: 20)
    let green = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    green.backgroundColor = .green
    let blue = UIView(frame: CGRect(x: 70, y: 70, width: 40, height: 40))
    blue.backgroundColor = .blue
    container.addSubview(green)
    container.addSubview(blue)
    root.addSubview(red)
    root.addSubview(container)
  }

  private func checkHierarchy(software: Bool) throws {
    let window = try SDLTestSupport.makeWindow(software: software)
    makeHierarchy(in: window)
    let frame = try window.captureFrame()
    XCTAssertEqual(frame.width, 200)
    XCTAssertEqual(frame.height, 200)
    let expectations: [(x: Int, y: Int, color: UInt32, why: String)] = [
      (5, 5, 0xFFFFFF, "background"),
      (10, 10, 0xFF0000, "red's top-left pixel"), (59, 59, 0xFF0000, "red's bottom-right pixel"),
      (60, 60, 0xFFFFFF, "just past red"),
      (100, 100, 0x00FF00, "green at frame.origin − bounds.origin = (100, 100)"),
      (139, 139, 0x00FF00, "green's last pixel"), (140, 140, 0xFFFFFF, "between green and blue"),
      (150, 150, 0x0000FF, "blue at (170, 170) − (20, 20)"),
      (179, 179, 0x0000FF, "blue's last visible pixel"),
      (180, 180, 0xFFFFFF, "blue clipped at the container's edge"),
      (185, 150, 0xFFFFFF, "clipped on the right"),
    ]
    for e in expectations {
      XCTAssertEqual(frame.color(x: e.x, y: e.y).map(hex), hex(e.color), "\(e.why) at (\(e.x), \(e.y))")
    }
  }

  func testHierarchyWithBoundsShiftAndClippingOnTheChosenRenderer() async throws {
    try checkHierarchy(software: false)
  }

  func testHierarchyWithBoundsShiftAndClippingOnTheSoftwareRenderer() async throws {
    try checkHierarchy(software: true)
  }

  func testAlphaIsMultipliedDownTheHierarchy() async throws {
    let window = try SDLTestSupport.makeWindow()
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.alpha = 0.5
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    child.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    parent.addSubview(child)
    window.uiWindow.rootViewController!.view.addSubview(parent)
    let frame = try window.captureFrame()
    // 25 % red over white: 255, and 255 × 0.75 ≈ 191 for green and blue.
    let c = try XCTUnwrap(frame.channels(x: 25, y: 25))
    XCTAssertEqual(c.r, 255)
    XCTAssertEqual(c.g, 191, accuracy: 2)
    XCTAssertEqual(c.b, 191, accuracy: 2)
  }

  func testDrawsAtTheOutputsPixelScale() async throws {
    let window = try SDLTestSupport.makeWindow()
    let renderer = window.renderer
    let target = try XCTUnwrap(
      SDL_CreateTexture(
        renderer.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 200,
        200))
    defer { SDL_DestroyTexture(target) }
    XCTAssertEqual(SDL_SetRenderTarget(renderer.renderer, target), 0)
    defer { SDL_SetRenderTarget(renderer.renderer, nil) }
    let square = DisplayItem(
      command: .fillRect(CGRect(x: 10, y: 10, width: 20, height: 20), .blue), clip: nil, alpha: 1,
      viewID: ObjectIdentifier(window))
    renderer.draw(
      DisplayList(items: [square], size: CGSize(width: 100, height: 100), backgroundColor: .white))
    let frame = try PixelBuffer(readingFrom: renderer.renderer)
    XCTAssertEqual(renderer.pixelRatio, 2)
    XCTAssertEqual(frame.color(x: 20, y: 20).map(hex), hex(0x0000FF), "10 pt is 20 px")
    XCTAssertEqual(frame.color(x: 59, y: 59).map(hex), hex(0x0000FF), "30 pt ends at 60 px")
    XCTAssertEqual(frame.color(x: 60, y: 60).map(hex), hex(0xFFFFFF))
    XCTAssertEqual(frame.color(x: 19, y: 19).map(hex), hex(0xFFFFFF))
  }

  func testClipRectsRoundOutwardToWholePixels() async throws {
    let window = try SDLTestSupport.makeWindow()
    let item = DisplayItem(
      command: .fillRect(CGRect(x: 0, y: 0, width: 100, height: 100), .red),
      clip: CGRect(x: 10.25, y: 10.25, width: 20.5, height: 20.5), alpha: 1, viewID: ObjectIdentifier(window))
    window.renderer.draw(
      DisplayList(items: [item], size: CGSize(width: 200, height: 200), backgroundColor: .white))
    let frame = try PixelBuffer(readingFrom: window.renderer.renderer)
    XCTAssertEqual(frame.color(x: 10, y: 10).map(hex), hex(0xFF0000), "10.25 rounds out to 10")
    XCTAssertEqual(frame.color(x: 30, y: 30).map(hex), hex(0xFF0000), "30.75 rounds out to 31")
    XCTAssertEqual(frame.color(x: 9, y: 9).map(hex), hex(0xFFFFFF))
    XCTAssertEqual(frame.color(x: 31, y: 31).map(hex), hex(0xFFFFFF))
  }

  func testShapesOnTheChosenRenderer() async throws {
    try checkShapes(software: false)
  }

  func testShapesOnTheSoftwareRenderer() async throws {
    try checkShapes(software: true)
  }

  private func checkShapes(software: Bool) throws {
    let window = try SDLTestSupport.makeWindow(software: software)
    let id = ObjectIdentifier(window)
    func item(_ command: DrawCommand) -> DisplayItem {
      DisplayItem(command: command, clip: nil, alpha: 1, viewID: id)
    }
    let items = [
      item(.fillRoundedRect(CGRect(x: 10, y: 10, width: 60, height: 40), cornerRadius: 15, .red)),
      item(
        .strokeRoundedRect(
          CGRect(x: 110, y: 10, width: 60, height: 40), cornerRadius: 10, .blue, lineWidth: 4)),
      item(.fillEllipse(CGRect(x: 10, y: 100, width: 60, height: 60), .green)),
      item(.strokeRect(CGRect(x: 110, y: 100, width: 60, height: 60), .black, lineWidth: 4)),
      item(.line(from: CGPoint(x: 10, y: 190), to: CGPoint(x: 190, y: 170), .black, lineWidth: 4)),
    ]
    window.renderer.draw(
      DisplayList(items: items, size: CGSize(width: 200, height: 200), backgroundColor: .white))
    let frame = try PixelBuffer(readingFrom: window.renderer.renderer)
    let checks: [(Int, Int, UInt32, String)] = [
      (40, 30, 0xFF0000, "rounded fill centre"), (11, 11, 0xFFFFFF, "rounded fill's cut corner"),
      (40, 11, 0xFF0000, "rounded fill's straight top edge"),
      (140, 10, 0x0000FF, "rounded stroke on its top edge"),
      (140, 30, 0xFFFFFF, "rounded stroke's hollow middle"),
      (108, 8, 0xFFFFFF, "rounded stroke's rounded corner"),
      (40, 130, 0x00FF00, "ellipse centre"), (12, 102, 0xFFFFFF, "ellipse's bounding-box corner"),
      (140, 100, 0x000000, "stroke rect edge"), (140, 130, 0xFFFFFF, "stroke rect interior"),
      (100, 180, 0x000000, "thick diagonal line's midpoint"), (100, 186, 0xFFFFFF, "beside the line"),
      (40, 9, 0xFFFFFF, "above the rounded fill's snapped top edge"), (40, 10, 0xFF0000, "its first row"),
      (69, 30, 0xFF0000, "its last column"), (70, 30, 0xFFFFFF, "right of it"),
    ]
    for (x, y, color, why) in checks {
      XCTAssertEqual(
        frame.color(x: x, y: y).map(hex), hex(color), "\(why) at (\(x), \(y)), \(window.rendererKind)")
    }
    // Along the ellipse's edge, GPU renderers blend partial coverage; SDL's software one cannot.
    let ring = Outline.ellipse(CGRect(x: 10, y: 100, width: 60, height: 60))
    let blended = ring.filter { point in
      guard let c = frame.channels(x: Int(point.x), y: Int(point.y)) else { return false }
      return c.r > 20 && c.r < 235 && c.g > 200
    }
    if window.renderer.feather > 0 {
      XCTAssertGreaterThan(blended.count, ring.count / 4, "antialiased edge")
    } else {
      XCTAssertEqual(blended.count, 0, "crisp edge")
    }
  }

  func testBackgroundColourClearsTheFrame() async throws {
    let window = try SDLTestSupport.makeWindow()
    window.renderer.draw(
      DisplayList(items: [], size: CGSize(width: 200, height: 200), backgroundColor: .systemBlue))
    let frame = try PixelBuffer(readingFrom: window.renderer.renderer)
    XCTAssertEqual(frame.color(x: 100, y: 100).map(hex), hex(0x007AFF))
  }
}
