import Foundation
import XCTest

@testable import ViewCore

/// A generator error for tests.
struct TileTestFailure: Error, CustomStringConvertible {
  var description: String { "simulated failure" }
}

/// A tiled image whose tiles are solid colours that encode their key (red = level × 20,
/// green = column, blue = row), so a drawn tile can be traced back; `failing` tiles throw.
final class SolidTileSource: TiledImageSource {
  let pixelWidth: Int
  let pixelHeight: Int
  let tileSize: Int
  let failing: Set<TileKey>

  init(width: Int = 32768, height: Int = 32768, tileSize: Int = 256, failing: Set<TileKey> = []) {
    pixelWidth = width
    pixelHeight = height
    self.tileSize = tileSize
    self.failing = failing
  }

  func makeTile(level: Int, column: Int, row: Int) throws -> Bitmap {
    let key = TileKey(level: level, column: column, row: row)
    if failing.contains(key) { throw TileTestFailure() }
    let size = levels.pixelSize(of: key)
    return Bitmap(
      width: size.width, height: size.height, red: UInt8(level * 20), green: UInt8(column & 0xFF),
      blue: UInt8(row & 0xFF))
  }
}

/// A loader that records every request and cancellation. Inline, it answers at once; held, it
/// keeps requests until the test completes them, so "still pending" can be set up exactly.
@MainActor
final class RecordingTileLoader: TileLoading {
  private(set) var requested: [TileKey] = []
  private(set) var cancelled: [TileKey] = []
  private var held: [(TileRequest, @Sendable (Result<Bitmap, any Error>) -> Void)] = []
  let holds: Bool

  init(holds: Bool = false) {
    self.holds = holds
  }

  var heldKeys: [TileKey] { held.map(\.0.key) }

  func load(_ request: TileRequest, completion: @escaping @Sendable (Result<Bitmap, any Error>) -> Void) {
    requested.append(request.key)
    if holds {
      held.append((request, completion))
    } else {
      completion(request.run())
    }
  }

  func cancel(_ request: TileRequest) {
    cancelled.append(request.key)
    held.removeAll { $0.0 == request }
  }

  /// Answers the held requests for `keys` (all of them when nil).
  func complete(_ keys: Set<TileKey>? = nil) {
    let ready = held.filter { keys?.contains($0.0.key) ?? true }
    held.removeAll { keys?.contains($0.0.key) ?? true }
    for (request, completion) in ready { completion(request.run()) }
  }

  func resetLog() {
    requested.removeAll()
    cancelled.removeAll()
  }
}

/// A 1280×800 window whose full-window scroll view zooms a tiled image, with a stepped clock.
@MainActor
final class TiledHarness: UIScrollViewDelegate {
  let window: UIWindow
  let scrollView: UIScrollView
  let tiledView: UITiledImageView
  let loader: RecordingTileLoader
  private(set) var time: TimeInterval = 0

  init(
    source: any TiledImageSource = SolidTileSource(), loader: RecordingTileLoader = RecordingTileLoader(),
    size: CGSize = CGSize(width: 1280, height: 800), byteBudget: Int = UITiledImageView.defaultByteBudget
  ) {
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    scrollView = UIScrollView(frame: window.bounds)
    self.loader = loader
    tiledView = UITiledImageView(source: source, loader: loader, byteBudget: byteBudget)
    tiledView.tileErrorReporter = { _, _ in }
    scrollView.addSubview(tiledView)
    scrollView.contentSize = tiledView.bounds.size
    scrollView.delegate = self
    scrollView.minimumZoomScale = 1.0 / 256
    scrollView.maximumZoomScale = 2
    window.addSubview(scrollView)
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { tiledView }

  /// Zooms to `scale` with the window's top left at `offset` (scroll view points).
  func show(scale: CGFloat, offset: CGPoint = .zero) {
    scrollView.zoomScale = scale
    scrollView.contentOffset = offset
  }

  /// Composites a frame.
  @discardableResult
  func frame() -> DisplayList { window.makeDisplayList() }

  /// Steps the clock one 60 Hz frame (arrived tiles are taken in), then composites.
  @discardableResult
  func step() -> DisplayList {
    time += 1.0 / 60
    window.advance(to: time)
    return frame()
  }

  /// The tiled view's image commands in its bounds coordinates, as it recorded them.
  var recordedImages: [(image: UIImage, source: CGRect?, rect: CGRect)] {
    tiledView.currentDrawing().compactMap {
      if case .image(let image, let source, let rect) = $0 { return (image, source, rect) }
      return nil
    }
  }
}

/// The key a `SolidTileSource` tile encodes in its colour.
@MainActor
func encodedKey(of image: UIImage) -> TileKey? {
  guard case .pixels(let bitmap) = image.source, let pixel = bitmap.rgba(x: 0, y: 0) else { return nil }
  return TileKey(level: Int(pixel.red) / 20, column: Int(pixel.green), row: Int(pixel.blue))
}
