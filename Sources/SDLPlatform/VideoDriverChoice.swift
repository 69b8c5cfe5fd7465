import Foundation

/// The display server a window opens on, chosen as a native app would: Wayland when
/// `WAYLAND_DISPLAY` names a compositor, X11 otherwise; `--video-driver` forces one.
public enum VideoDriverChoice: String, CaseIterable, Sendable {
  case wayland
  case x11

  /// The `SDL_VIDEODRIVER` hint (SDL tries the drivers in order) for a forced choice or the
  /// environment; nil leaves SDL's own order (no display named) or the user's `SDL_VIDEODRIVER`.
  ///
  /// - A forced driver is the only one tried: asking for Wayland and getting X11 would hide the
  ///   very thing asked for.
  /// - `WAYLAND_DISPLAY` set: Wayland, then X11 (XWayland) if the compositor cannot be reached.
  /// - Only `DISPLAY` set: X11, then SDL's offscreen driver, which `SDLSession.startVideo`
  ///   recognises as "no display" (SDL's probing of Wayland would only print libwayland's
  ///   complaint on every attempt, as under Xvfb).
  static func hint(forced: VideoDriverChoice?, environment: [String: String]) -> String? {
    if let forced { return forced.rawValue }
    func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    if isSet("SDL_VIDEODRIVER") { return nil }
    if isSet("WAYLAND_DISPLAY") { return "wayland,x11" }
    if isSet("DISPLAY") { return "x11,offscreen" }
    return nil
  }
}
