import Foundation
import SDLPlatform

/// How a UIKit app opens on the desktop, read from its arguments, then its environment:
///
/// | argument | environment | meaning | default |
/// |---|---|---|---|
/// | `--window-size WxH` | `UIKIT_WINDOW_SIZE=WxH` | the window (and `UIScreen.main.bounds`) in points | 1280x800 |
/// | `--window-title TEXT` | `UIKIT_WINDOW_TITLE` | the window's title | the program's name |
/// | `--trace` | `UIKIT_TRACE=1` | scroll views' messages as JSON lines on standard output | off |
/// | `--screenshot PATH` | | open, settle, save the window as a PNG and exit | |
/// | `--video-driver wayland\|x11` | | the display server | Wayland when `WAYLAND_DISPLAY` is set, else X11 |
/// | `--scale N` | `GDK_SCALE` | pixels per point on X11, 1 to 4 (Wayland uses the output's scale) | 1 |
/// | `--capture PATH` | | F12 saves the settled window there as a PNG | F12 is an ordinary key |
/// | `--record PATH` | | the input events with their times, written when the window closes | |
/// | `--replay PATH` | | play a recording on a stepped clock instead of the event loop, then exit | |
/// | `--appearance light\|dark` | `UIKIT_APPEARANCE` | the appearance (`userInterfaceStyle`) views take | the desktop's (`DesktopAppearance`) |
///
/// Other arguments are left to the app (`CommandLine.arguments`). A bad value is reported in one
/// line and the program exits with status 2.
public struct AppConfiguration: Equatable, Sendable {
  public var windowSize = CGSize(width: 1280, height: 800)
  public var windowTitle = AppConfiguration.programName
  public var tracesScrolling = false
  public var screenshotPath: String?
  /// The display server; nil chooses as a native app would (see `VideoDriverChoice`).
  public var videoDriver: VideoDriverChoice?
  /// Pixels per point on X11 (1 to 4); nil takes `GDK_SCALE`, else 1.
  public var scale: CGFloat?
  /// Where F12 saves a screenshot; nil leaves F12 to the app.
  public var capturePath: String?
  /// Where the run's input events are written when the window closes.
  public var recordPath: String?
  /// A recording to play instead of running the event loop.
  public var replayPath: String?
  /// Folders `UIImage(named:)` searches first (the app's own assets); the built-in places follow.
  public var assetFolders: [String] = []
  /// The appearance given on the command line; nil leaves it to the platform, which reads
  /// `UIKIT_APPEARANCE` and then the desktop's preference.
  public var appearance: UIUserInterfaceStyle?

  /// The defaults.
  public init() {}

  /// Why an argument or variable could not be used.
  public struct Problem: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  /// The program's name, for titles and messages.
  public static var programName: String {
    URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
  }

  /// Reads `arguments` (without the program's name) over `environment`.
  public static func parse(arguments: [String], environment: [String: String]) throws(Problem) -> AppConfiguration {
    var result = AppConfiguration()
    if let size = environment["UIKIT_WINDOW_SIZE"], !size.isEmpty {
      result.windowSize = try parseSize(size, source: "UIKIT_WINDOW_SIZE")
    }
    if let title = environment["UIKIT_WINDOW_TITLE"], !title.isEmpty { result.windowTitle = title }
    if let trace = environment["UIKIT_TRACE"] { result.tracesScrolling = !["", "0", "false"].contains(trace) }
    var index = 0
    func value(of option: String) throws(Problem) -> String {
      index += 1
      guard index < arguments.count else { throw Problem(description: "\(option) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--window-size": result.windowSize = try parseSize(try value(of: "--window-size"), source: "--window-size")
      case "--window-title": result.windowTitle = try value(of: "--window-title")
      case "--trace": result.tracesScrolling = true
      case "--screenshot": result.screenshotPath = try value(of: "--screenshot")
      case "--video-driver": result.videoDriver = try parseDriver(try value(of: "--video-driver"))
      case "--scale": result.scale = try parseScale(try value(of: "--scale"))
      case "--capture": result.capturePath = try value(of: "--capture")
      case "--record": result.recordPath = try value(of: "--record")
      case "--replay": result.replayPath = try value(of: "--replay")
      case "--appearance": result.appearance = try parseAppearance(try value(of: "--appearance"))
      default: break
      }
      index += 1
    }
    return result
  }

  /// `WxH` in points, each side from 1 to 16384.
  static func parseSize(_ text: String, source: String) throws(Problem) -> CGSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...16384).contains(width), (1...16384).contains(height)
    else {
      throw Problem(description: "\(source) expects WxH with both from 1 to 16384 (e.g. 1280x800), got '\(text)'")
    }
    return CGSize(width: width, height: height)
  }

  /// `wayland` or `x11`.
  public static func parseDriver(_ text: String) throws(Problem) -> VideoDriverChoice {
    guard let driver = VideoDriverChoice(rawValue: text) else {
      throw Problem(
        description: "unknown video driver '\(text)'; valid drivers: "
          + VideoDriverChoice.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return driver
  }

  /// `light` or `dark`.
  public static func parseAppearance(_ text: String) throws(Problem) -> UIUserInterfaceStyle {
    guard let style = DesktopAppearance.parse(text) else {
      throw Problem(description: "--appearance must be light or dark, got '\(text)'")
    }
    return style
  }

  /// A scale from 1 to 4.
  public static func parseScale(_ text: String) throws(Problem) -> CGFloat {
    guard let scale = Double(text), scale.isFinite, scale >= 1, scale <= 4 else {
      throw Problem(description: "--scale must be from 1 to 4, got \(text)")
    }
    return CGFloat(scale)
  }

  /// The process's configuration; on a bad value, one line on standard error and exit status 2.
  static func fromProcess() -> AppConfiguration {
    do {
      return try parse(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
    } catch {
      Diagnostics.report("error: \(error)", from: programName)
      exit(2)
    }
  }
}
