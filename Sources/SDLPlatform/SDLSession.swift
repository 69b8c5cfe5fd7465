import CSDL2
import Foundation
import ViewCore

/// Process-wide SDL set-up: the video subsystem and the fonts, which every window shares.
public enum SDLSession {
  private static var loadedFonts: FontLibrary?

  /// Starts SDL's video subsystem (idempotent).
  ///
  /// When no display exists SDL quietly falls back to its invisible `offscreen` driver; unless
  /// that driver was asked for (`SDL_VIDEODRIVER`) or `allowsHeadless` is set, that is treated as
  /// having no display, so a user does not stare at a window that is not there.
  /// - Throws: `SDLPlatformError.noDisplay` naming the cause.
  public static func startVideo(allowsHeadless: Bool = false) throws {
    if SDL_WasInit(SDL_INIT_VIDEO) != 0 { return }
    let environment = ProcessInfo.processInfo.environment
    if !allowsHeadless, let missing = missingDisplayReason(environment) {
      // Saying so here spares the user libwayland's own complaint from SDL's futile probing.
      throw SDLPlatformError.noDisplay(reason: missing)
    }
    // A desktop app, not a game: let the compositor keep compositing it.
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
      throw SDLPlatformError.noDisplay(reason: SDLPlatformError.lastSDLError)
    }
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    let requested = environment["SDL_VIDEODRIVER"]
    if !allowsHeadless, isHeadlessFallback(driver: driver, requested: requested) {
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw SDLPlatformError.noDisplay(
        reason: "no X11 or Wayland display was found, and SDL fell back to its invisible '\(driver)' driver")
    }
  }

  /// Why no display can be reached, judged from the environment alone: no driver requested, no
  /// X11 display and no Wayland socket to connect to. Nil when SDL should try.
  static func missingDisplayReason(_ environment: [String: String]) -> String? {
    func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    guard !isSet("SDL_VIDEODRIVER"), !isSet("DISPLAY"), !isSet("WAYLAND_DISPLAY"), !isSet("XDG_RUNTIME_DIR")
    else { return nil }
    return "DISPLAY and WAYLAND_DISPLAY are not set"
  }

  /// True when `driver` draws nowhere visible and nobody asked for it.
  static func isHeadlessFallback(driver: String, requested: String?) -> Bool {
    let invisible = ["offscreen", "dummy"]
    guard invisible.contains(driver.lowercased()) else { return false }
    guard let requested, !requested.isEmpty else { return true }
    return !requested.lowercased().split(separator: ",").contains { invisible.contains(String($0)) }
  }

  /// The fonts, loaded on first use and shared by every window (a window's text measurer and
  /// renderer use them). Needs no display.
  /// - Throws: `SDLPlatformError.fontsMissing` or `.fonts`.
  public static func sharedFonts(fontDirectory: String = FontLibrary.defaultDirectory) throws -> FontLibrary {
    if let loadedFonts { return loadedFonts }
    let fonts = try FontLibrary(directory: fontDirectory)
    loadedFonts = fonts
    return fonts
  }
}
