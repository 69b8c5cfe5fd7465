import CSDL2
import Foundation
import ViewCore
import XCTest

@testable import SDLPlatform

/// Shared set-up for tests that run real SDL on its invisible `offscreen` video driver.
@MainActor
enum SDLTestSupport {
  /// Selects the offscreen driver (unless the environment chose one) before SDL starts.
  static func useOffscreenVideo() {
    setenv("SDL_VIDEODRIVER", "offscreen", 0)
  }

  /// A window of `size` points on the offscreen driver with an empty white root view.
  static func makeWindow(
    size: CGSize = CGSize(width: 200, height: 200), software: Bool = false
  ) throws -> SDLPlatformWindow {
    useOffscreenVideo()
    let window = try SDLPlatformWindow(
      title: "test", size: size, options: .init(allowsHeadless: true, forcesSoftwareRenderer: software))
    let root = UIViewController()
    root.view.backgroundColor = .white
    window.uiWindow.rootViewController = root
    return window
  }

  /// A fresh temporary directory, removed when the test ends.
  static func temporaryDirectory(for test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("SDLPlatformTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  /// Writes a PNG of `width`×`height` pixels whose left half is `left` and right half `right`
  /// (0xRRGGBB), using SDL surfaces and SDL2_image.
  static func writePNG(to path: String, width: Int, height: Int, left: UInt32, right: UInt32) throws {
    let surface = try XCTUnwrap(
      SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGB888.rawValue))
    defer { SDL_FreeSurface(surface) }
    var leftHalf = SDL_Rect(x: 0, y: 0, w: Int32(width / 2), h: Int32(height))
    var rightHalf = SDL_Rect(x: Int32(width / 2), y: 0, w: Int32(width - width / 2), h: Int32(height))
    SDL_FillRect(surface, &leftHalf, left)
    SDL_FillRect(surface, &rightHalf, right)
    XCTAssertEqual(IMG_SavePNG(surface, path), 0, SDLPlatformError.lastSDLError)
  }
}

/// Pixel assertions on a captured frame.
@MainActor
extension PixelBuffer {
  /// The colour's channels, for tolerant comparisons.
  func channels(x: Int, y: Int) -> (r: Int, g: Int, b: Int)? {
    guard let c = color(x: x, y: y) else { return nil }
    return (Int(c >> 16 & 0xFF), Int(c >> 8 & 0xFF), Int(c & 0xFF))
  }

  /// How many pixels in `rect` satisfy `predicate`.
  func count(in rect: CGRect, where predicate: (UInt32) -> Bool) -> Int {
    var total = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) {
        if let c = color(x: x, y: y), predicate(c) { total += 1 }
      }
    }
    return total
  }
}

/// True for a pixel noticeably darker than white (ink on a white background).
@MainActor
func isDark(_ color: UInt32) -> Bool {
  let r = color >> 16 & 0xFF
  let g = color >> 8 & 0xFF
  let b = color & 0xFF
  return r + g + b < 3 * 160
}

@MainActor
func hex(_ value: UInt32) -> String { String(format: "#%06X", value) }

/// A view with a pinch recognizer in a 400×400 window, recording the scale it reports at each
/// change: what the translated pinches (Alt-drag, XInput gestures) are checked against.
@MainActor
final class PinchProbe {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let view: UIView
  private(set) var scales: [CGFloat] = []

  init(viewFrame: CGRect) {
    view = UIView(frame: viewFrame)
    window.addSubview(view)
    let pinch = UIPinchGestureRecognizer()
    pinch.addTarget(nil) { [weak self] in self?.scales.append(($0 as? UIPinchGestureRecognizer)?.scale ?? 0) }
    view.addGestureRecognizer(pinch)
  }
}
