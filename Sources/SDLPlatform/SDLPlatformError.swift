import CSDL2
import Foundation

/// Why the platform layer could not start or finish a request. Every message names the cause and,
/// where there is one, the remedy.
public enum SDLPlatformError: Error, Equatable, CustomStringConvertible {
  /// SDL could not open a video device (no X11/Wayland display).
  case noDisplay(reason: String)
  /// The window could not be created.
  case windowCreation(reason: String)
  /// Neither an accelerated nor a software renderer could be created.
  case rendererCreation(reason: String)
  /// SDL2_ttf failed to start or a font file could not be opened.
  case fonts(reason: String)
  /// The DejaVu font files are not installed.
  case fontsMissing(paths: [String])
  /// Reading back or saving the window's pixels failed.
  case screenshot(path: String, reason: String)

  public var description: String {
    switch self {
    case .noDisplay(let reason):
      return "no display: SDL could not open a video device (\(reason)). "
        + "Run under Xvfb (xvfb-run scroll-demo) or set SDL_VIDEODRIVER=offscreen."
    case .windowCreation(let reason): return "could not create the window: \(reason)"
    case .rendererCreation(let reason):
      return "could not create a renderer (accelerated or software): \(reason)"
    case .fonts(let reason): return "could not load fonts: \(reason)"
    case .fontsMissing(let paths):
      return "fonts missing: \(paths.joined(separator: ", ")). "
        + "Install the DejaVu fonts (apt install fonts-dejavu-core)."
    case .screenshot(let path, let reason): return "could not save the screenshot \(path): \(reason)"
    }
  }

  /// SDL's last error message, or a stand-in when SDL left it empty.
  static var lastSDLError: String {
    let message = String(cString: SDL_GetError())
    return message.isEmpty ? "no reason given by SDL" : message
  }
}
