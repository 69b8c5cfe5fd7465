import Foundation
import ViewCore

/// The light or dark appearance the desktop prefers, which the platform gives each window it opens
/// (`UIWindow.systemUserInterfaceStyle`); the view core never asks the desktop itself.
public enum DesktopAppearance {
  /// The preference, first found of:
  /// 1. `UIKIT_APPEARANCE` = `light` or `dark` in `environment` (anything else is reported once
  ///    and ignored);
  /// 2. inside a desktop session (`XDG_CURRENT_DESKTOP` set), GNOME's
  ///    `org.gnome.desktop.interface color-scheme` read with `gsettings`: `'prefer-dark'` is dark,
  ///    anything else light (the key other desktops' portals also follow). Outside a session
  ///    (a test under Xvfb) there is no preference to read, and no process is started;
  /// 3. light, iOS's default.
  public static func preferredStyle(environment: [String: String]) -> UIUserInterfaceStyle {
    if let value = environment["UIKIT_APPEARANCE"], !value.isEmpty {
      if let style = parse(value) { return style }
      Diagnostics.report(
        "UIKIT_APPEARANCE is '\(value)'; expected light or dark (the desktop's preference is used)",
        from: "SDLPlatform", once: "UIKIT_APPEARANCE")
    }
    guard let desktop = environment["XDG_CURRENT_DESKTOP"], !desktop.isEmpty else { return .light }
    return gnomeColorScheme() == "'prefer-dark'" ? .dark : .light
  }

  /// `light` or `dark` (any case); nil for anything else.
  public nonisolated static func parse(_ text: String) -> UIUserInterfaceStyle? {
    switch text.lowercased() {
    case "light": return .light
    case "dark": return .dark
    default: return nil
    }
  }

  /// What `gsettings get org.gnome.desktop.interface color-scheme` prints, trimmed; nil when
  /// gsettings is missing or fails (a desktop without GNOME's schemas).
  static func gnomeColorScheme() -> String? {
    let candidates = ["/usr/bin/gsettings", "/bin/gsettings", "/usr/local/bin/gsettings"]
    guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["get", "org.gnome.desktop.interface", "color-scheme"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
