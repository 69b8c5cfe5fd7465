import Foundation

/// Finds the desktop icon theme's symbolic glyphs: Adwaita's `*-symbolic.svg` files (the Debian
/// package `adwaita-icon-theme`, freely licensed), in `icons/Adwaita/scalable/<context>/` under
/// each of the XDG data folders (`$XDG_DATA_DIRS`, else `/usr/local/share:/usr/share`, as the
/// XDG Base Directory specification says).
enum IconTheme {
  /// The theme whose symbolic glyphs are drawn: Adwaita, GNOME's, which Debian installs with
  /// the desktop and whose symbolic set covers the names `SymbolNames` maps to.
  static let themeName = "Adwaita"

  /// The glyph file for an SF Symbols name; nil (said once through `Diagnostics`) when the table
  /// does not carry the name or the theme lacks the glyph.
  static func symbolPath(forSystemName name: String) -> String? {
    guard let freedesktop = SymbolNames.freedesktopName(forSystemName: name) else {
      Diagnostics.report(
        "no symbol named '\(name)': the table of SF Symbols names drawn from the \(themeName) icon theme has no "
          + "such name, so UIImage(systemName:) returns nil",
        from: "UIImage", once: "symbol:" + name)
      return nil
    }
    guard let path = glyphs[freedesktop] else {
      Diagnostics.report(
        "symbol '\(name)' is drawn with the icon '\(freedesktop)-symbolic', which no \(themeName) theme under "
          + "\(dataFolders.joined(separator: ":")) has (install the adwaita-icon-theme package); "
          + "UIImage(systemName:) returns nil",
        from: "UIImage", once: "glyph:" + name)
      return nil
    }
    return path
  }

  /// The XDG data folders, in order of preference.
  static var dataFolders: [String] {
    let value = ProcessInfo.processInfo.environment["XDG_DATA_DIRS"] ?? ""
    let folders = value.split(separator: ":").map(String.init).filter { !$0.isEmpty }
    return folders.isEmpty ? ["/usr/local/share", "/usr/share"] : folders
  }

  /// Freedesktop icon name (without `-symbolic`) → its SVG file, the first folder's winning;
  /// read once, when the first symbol is asked for.
  private static let glyphs: [String: String] = {
    var result: [String: String] = [:]
    let files = FileManager.default
    for folder in dataFolders {
      let scalable = "\(folder)/icons/\(themeName)/scalable"
      for context in ((try? files.contentsOfDirectory(atPath: scalable)) ?? []).sorted() {
        let contextFolder = "\(scalable)/\(context)"
        for file in (try? files.contentsOfDirectory(atPath: contextFolder)) ?? [] {
          guard file.hasSuffix("-symbolic.svg") else { continue }
          let name = String(file.dropLast("-symbolic.svg".count))
          if result[name] == nil { result[name] = "\(contextFolder)/\(file)" }
        }
      }
    }
    return result
  }()
}
