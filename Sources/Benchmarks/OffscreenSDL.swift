import CSDL2
import Foundation
import SDLPlatform
import ViewCore

/// The in-process benchmarks draw through real SDL on its invisible `offscreen` video driver with
/// SDL's software renderer: no display needed, no GPU driver in the measurement, and the same
/// renderer on every machine, presenting to a plain surface. The demo launched by `idle` and
/// `fling` uses the real display.
enum OffscreenSDL {
  /// `SDL_VIDEODRIVER` as the user's environment had it, before this process chose `offscreen`
  /// (children such as scroll-demo get the original back).
  private(set) static var originalVideoDriver: String?
  private static var isConfigured = false

  static let rendererDescription = "SDL software renderer on the offscreen video driver"

  /// A software-rendered window of `size` points on the offscreen driver.
  static func makeWindow(size: CGSize) throws -> SDLPlatformWindow {
    if !isConfigured {
      isConfigured = true
      originalVideoDriver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
      setenv("SDL_VIDEODRIVER", "offscreen", 1)
      // Without this SDL backs the window surface with a texture of an OpenGL renderer (Mesa's
      // software rasteriser here), adding a GL upload and draw to every present. Plain surfaces
      // keep the present cheap and the same for everything measured.
      SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }
    do {
      return try SDLPlatformWindow(
        title: "scroll-bench", size: size,
        options: .init(allowsHeadless: true, forcesSoftwareRenderer: true, vsync: false))
    } catch {
      throw BenchmarkError.setup("cannot open an offscreen SDL window: \(error)")
    }
  }

  /// The environment for a child process: this one's, with the user's own video driver choice.
  static var childEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["SDL_VIDEODRIVER"] = originalVideoDriver
    return environment
  }

  /// One library frame as the run loop draws it, without the clock: composite, draw, present.
  /// Never inlined, so a profiler can single it out (`--toggle-collect=*OffscreenSDLO9drawFrame*`).
  @inline(never)
  static func drawFrame(_ window: SDLPlatformWindow) {
    window.renderer.draw(window.uiWindow.makeDisplayList())
    SDL_RenderPresent(window.renderer.renderer)
  }
}
