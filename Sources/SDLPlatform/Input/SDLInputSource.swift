import CSDL2
import Foundation
import ViewCore

/// Connects a platform window's SDL events to the core: every SDL event goes through an
/// `SDLInputTranslator` (kept in step with the window's size and pixel density) and the
/// resulting core events go to `handler`, one call per SDL event so that touches of the same
/// instant (both pinch fingers) arrive together. The app never sees an SDL type.
public final class SDLInputSource {
  private unowned let platform: SDLPlatformWindow
  private var translator: SDLInputTranslator
  private let handler: ([InputEvent]) -> Void

  /// Takes over `platform.onEvent`; the mirrored pinch finger turns about the centre of the
  /// scroll view under the pointer (`UIWindow.pinchCenter(for:)`).
  public init(platform: SDLPlatformWindow, handler: @escaping ([InputEvent]) -> Void) {
    self.platform = platform
    self.handler = handler
    translator = SDLInputTranslator(coordinates: SDLInputSource.coordinates(of: platform))
    let window = platform.uiWindow
    translator.pinchCenter = { [unowned window] point in window.pinchCenter(for: point) }
    platform.onEvent = { [weak self] event in self?.translate(event) }
  }

  /// Where the two virtual pinch fingers are (window points), for drawing them; empty when none.
  public var virtualFingers: [CGPoint] { translator.virtualFingers }

  private func translate(_ event: SDL_Event) {
    translator.coordinates = SDLInputSource.coordinates(of: platform)
    let events = translator.translate(event)
    if !events.isEmpty { handler(events) }
  }

  /// The translator's view of the window: SDL window units, drawable pixels, points.
  static func coordinates(of platform: SDLPlatformWindow) -> SDLCoordinateSpace {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(platform.sdlWindow, &width, &height)
    let output = platform.renderer.outputSize
    let drawable = CGSize(width: CGFloat(max(output.width, 1)), height: CGFloat(max(output.height, 1)))
    let windowSize = CGSize(width: CGFloat(max(width, 1)), height: CGFloat(max(height, 1)))
    return SDLCoordinateSpace(
      windowSize: windowSize, drawableSize: drawable, pixelsPerPoint: max(drawable.width / windowSize.width, 1))
  }
}
