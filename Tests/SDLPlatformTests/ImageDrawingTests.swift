import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Images decoded by SDL2_image and drawn through `UIImageView`.
@MainActor
final class ImageDrawingTests: XCTestCase {
  func testImageViewShowsTheFilesColours() async throws {
    let window = try SDLTestSupport.makeWindow()
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent("halves.png").path
    try SDLTestSupport.writePNG(to: path, width: 20, height: 10, left: 0xFF0000, right: 0x0000FF)
    let image = try XCTUnwrap(UIImage(contentsOfFile: path))
    XCTAssertEqual(image.size, CGSize(width: 20, height: 10), "size read from the header")
    let imageView = UIImageView(image: image)
    imageView.frame = CGRect(x: 20, y: 20, width: 80, height: 40)
    window.uiWindow.rootViewController!.view.addSubview(imageView)
    let frame = try window.captureFrame()
    // Scaled ×4; sample away from the soft seam between the halves.
    XCTAssertEqual(frame.color(x: 25, y: 40).map(hex), hex(0xFF0000), "left half")
    XCTAssertEqual(frame.color(x: 95, y: 40).map(hex), hex(0x0000FF), "right half")
    XCTAssertEqual(frame.color(x: 19, y: 40).map(hex), hex(0xFFFFFF), "left of the view")
    XCTAssertEqual(frame.color(x: 100, y: 40).map(hex), hex(0xFFFFFF), "right of the view")
    XCTAssertEqual(window.renderer.cachedTextureCount, 1)
  }

  func testSourceRectSelectsPartOfTheImage() async throws {
    let window = try SDLTestSupport.makeWindow()
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent("halves.png").path
    try SDLTestSupport.writePNG(to: path, width: 20, height: 10, left: 0xFF0000, right: 0x0000FF)
    let image = try XCTUnwrap(UIImage(contentsOfFile: path))
    let item = DisplayItem(
      command: .image(
        image, source: CGRect(x: 10, y: 0, width: 10, height: 10),
        in: CGRect(x: 0, y: 0, width: 50, height: 50)),
      clip: nil, alpha: 1, viewID: ObjectIdentifier(image))
    window.renderer.draw(
      DisplayList(items: [item], size: CGSize(width: 200, height: 200), backgroundColor: .white))
    let frame = try PixelBuffer(readingFrom: window.renderer.renderer)
    // Linear filtering blends the first texel with its red neighbour over the first pixels.
    XCTAssertEqual(frame.color(x: 5, y: 25).map(hex), hex(0x0000FF), "only the right half is drawn")
    XCTAssertEqual(frame.color(x: 48, y: 25).map(hex), hex(0x0000FF))
  }

  func testImageAlphaIsMultipliedIn() async throws {
    let window = try SDLTestSupport.makeWindow()
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent("black.png").path
    try SDLTestSupport.writePNG(to: path, width: 4, height: 4, left: 0x000000, right: 0x000000)
    let imageView = UIImageView(image: try XCTUnwrap(UIImage(contentsOfFile: path)))
    imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    imageView.alpha = 0.5
    window.uiWindow.rootViewController!.view.addSubview(imageView)
    let c = try XCTUnwrap(try window.captureFrame().channels(x: 20, y: 20))
    XCTAssertEqual(c.r, 128, accuracy: 2, "half-transparent black over white")
  }

  func testImageWiderThanTheGPUsLimitIsScaledDownNotDropped() async throws {
    let window = try SDLTestSupport.makeWindow()
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent("wide.png").path
    let width = window.renderer.maxTextureSide + 3000
    try SDLTestSupport.writePNG(to: path, width: width, height: 4, left: 0xFF0000, right: 0x0000FF)
    var warnings: [String] = []
    window.renderer.warningHandler = { warnings.append($0) }
    let imageView = UIImageView(image: try XCTUnwrap(UIImage(contentsOfFile: path)))
    imageView.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
    window.uiWindow.rootViewController!.view.addSubview(imageView)
    let frame = try window.captureFrame()
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(frame.color(x: 10, y: 10).map(hex), hex(0xFF0000))
    XCTAssertEqual(frame.color(x: 190, y: 10).map(hex), hex(0x0000FF))
    let texture = window.renderer.cache.texture(for: .image(ObjectIdentifier(imageView.image!))) {
      CachedTexture(texture: nil, width: 0, height: 0)
    }
    XCTAssertEqual(texture.width, window.renderer.maxTextureSide, "fitted to the limit")
  }

  func testColorImagesNeedNoTexture() async throws {
    let window = try SDLTestSupport.makeWindow()
    let imageView = UIImageView(image: UIImage(color: .green, size: CGSize(width: 10, height: 10)))
    imageView.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    window.uiWindow.rootViewController!.view.addSubview(imageView)
    let frame = try window.captureFrame()
    XCTAssertEqual(frame.color(x: 15, y: 15).map(hex), hex(0x00FF00))
    XCTAssertEqual(window.renderer.cachedTextureCount, 0)
  }

  func testUndecodableFileDrawsARedCrossAndWarnsOnce() async throws {
    let window = try SDLTestSupport.makeWindow()
    let path = try SDLTestSupport.temporaryDirectory(for: self).appendingPathComponent("broken.bin").path
    try Data("this is not an image".utf8).write(to: URL(fileURLWithPath: path))
    // Skips the header check, as a file replaced after loading would.
    let image = UIImage(size: CGSize(width: 100, height: 100), source: .file(path: path))
    var warnings: [String] = []
    window.renderer.warningHandler = { warnings.append($0) }
    let imageView = UIImageView(image: image)
    imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    window.uiWindow.rootViewController!.view.addSubview(imageView)
    let frame = try window.captureFrame()
    imageView.setNeedsDisplay()
    _ = try window.captureFrame()
    XCTAssertEqual(warnings.count, 1, "one warning for two frames: \(warnings)")
    XCTAssertTrue(warnings.first?.contains(path) ?? false)
    let redOnTheDiagonal = frame.count(in: CGRect(x: 45, y: 45, width: 10, height: 10)) {
      $0 >> 16 & 0xFF > 180 && $0 & 0xFF < 80
    }
    XCTAssertGreaterThan(redOnTheDiagonal, 5, "the cross passes through the centre")
    XCTAssertEqual(frame.color(x: 20, y: 50).map(hex), hex(0xD9D9D9), "grey box away from the cross")
  }
}
