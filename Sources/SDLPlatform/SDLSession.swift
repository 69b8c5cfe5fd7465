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
  /// having no display, so a user does not stare at a window that is not there. When a display is
  /// named (`DISPLAY`, `WAYLAND_DISPLAY`) but not reached, the attempt is undone and repeated for
  /// up to 2 s (`DisplayConnectionRetry.standard` says why), since a server can drop a connection
  /// that arrives at the wrong moment.
  /// `driver` forces a display server (`VideoDriverChoice` says how one is chosen otherwise).
  /// - Throws: `SDLPlatformError.noDisplay` naming the cause, the display and SDL's error.
  public static func startVideo(allowsHeadless: Bool = false, driver: VideoDriverChoice? = nil) throws {
    if SDL_WasInit(SDL_INIT_VIDEO) != 0 { return }
    let environment = ProcessInfo.processInfo.environment
    if !allowsHeadless, driver == nil, let missing = missingDisplayReason(environment) {
      // Saying so here spares the user libwayland's own complaint from SDL's futile probing.
      throw SDLPlatformError.noDisplay(reason: missing)
    }
    ignoreBrokenPipes()
    // A desktop app, not a game: let the compositor keep compositing it.
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    // SDL 2 turns its render batching off when a driver is named (SDL_RENDER_DRIVER); everything
    // here draws through SDL's renderer alone, so batching is always safe and never worse.
    SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
    if let drivers = VideoDriverChoice.hint(forced: driver, environment: environment) {
      // Above the environment's SDL_VIDEODRIVER only when forced by the caller.
      SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, drivers, driver == nil ? SDL_HINT_NORMAL : SDL_HINT_OVERRIDE)
    }
    let requested = driver?.rawValue ?? environment["SDL_VIDEODRIVER"]
    let display = DisplayConnectionRetry.display(in: environment)
    let attempts = try DisplayConnectionRetry.standard.connect(
      display: display, attempt: { startVideoOnce(allowsHeadless: allowsHeadless, requested: requested) },
      now: { ProcessInfo.processInfo.systemUptime }, pause: { Thread.sleep(forTimeInterval: $0) })
    connectedDisplay = display
    displayAttempts = attempts
  }

  /// Makes a write to a connection its peer has closed fail with `EPIPE` instead of killing the
  /// process with `SIGPIPE` — unless the app has chosen a handler of its own. A display server
  /// that drops a connection while Xlib is still writing its set-up request (as a resetting
  /// Xvfb does) otherwise ends the app silently, before the attempt can fail and be retried:
  /// about one launch in three against a server that drops connections at once.
  nonisolated static func ignoreBrokenPipes() {
    var current = sigaction()
    guard sigaction(SIGPIPE, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { return }
    signal(SIGPIPE, SIG_IGN)
  }

  /// The display the video subsystem reached (`DISPLAY=:0`), nil when none was named.
  public private(set) static var connectedDisplay: String?
  /// The video driver SDL runs on (`wayland`, `x11`, `offscreen`), nil before `startVideo`.
  public static var currentDriver: String? {
    SDL_GetCurrentVideoDriver().map { String(cString: $0) }
  }
  /// How many attempts reaching it took (1 when the first succeeded); 0 before `startVideo`.
  public private(set) static var displayAttempts = 0

  /// One attempt at starting the video subsystem: nil when it reached a display, else what it met
  /// and SDL's error, with the subsystem shut again so the next attempt starts afresh.
  static func startVideoOnce(allowsHeadless: Bool, requested: String?) -> DisplayConnectionRetry.AttemptFailure? {
    SDL_ClearError()
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
      return .init(what: "SDL_Init(SDL_INIT_VIDEO) failed", sdlError: String(cString: SDL_GetError()))
    }
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    guard !allowsHeadless, isHeadlessFallback(driver: driver, requested: requested) else { return nil }
    let sdlError = String(cString: SDL_GetError())
    SDL_QuitSubSystem(SDL_INIT_VIDEO)
    return .init(what: "SDL fell back to its invisible '\(driver)' driver", sdlError: sdlError)
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
