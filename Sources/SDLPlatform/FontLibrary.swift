import CSDL2
import Foundation
import ViewCore

/// The DejaVu Sans faces the core's `UIFont` maps to, opened per pixel size on demand.
///
/// SDL2_ttf opens a font at one size; the few sizes in use at a time are kept open (least
/// recently used closed first), so zooming through many sizes cannot exhaust memory.
@MainActor
public final class FontLibrary {
  /// A font file: the family's regular, bold and monospaced faces.
  nonisolated public enum Face: Hashable, Sendable {
    case regular
    case bold
    case mono
    case monoBold
  }

  nonisolated private struct OpenKey: Hashable {
    var face: Face
    var pixelSize: Int
  }

  /// Where Debian's `fonts-dejavu-core` installs the faces.
  public static let defaultDirectory = "/usr/share/fonts/truetype/dejavu"
  /// Where Debian's `fonts-noto-color-emoji` installs its font: the fallback for the emoji DejaVu
  /// lacks (FontLibrary+Fallback.swift).
  public static let defaultEmojiPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
  /// The largest pixel size a font is opened at; larger text is rasterised at this size and scaled.
  public static let maxPixelSize = 1024
  /// The file of each face.
  public let paths: [Face: String]
  private var open: [OpenKey: (font: OpaquePointer, lastUse: Int)] = [:]
  private var useCounter = 0
  private let capacity = 32
  /// The colour emoji font's file, nil when it is not installed (emoji are then DejaVu's boxes).
  let emojiPath: String?
  /// The colour emoji font, opened at its one strike on first use.
  var emojiFont: OpaquePointer?
  var emojiFontFailed = false

  /// Checks that the three required faces exist in `directory` and starts SDL2_ttf.
  /// - Throws: `SDLPlatformError.fontsMissing` naming the missing files, or `.fonts` if
  ///   SDL2_ttf cannot start.
  public init(directory: String = FontLibrary.defaultDirectory, emojiPath: String? = FontLibrary.defaultEmojiPath)
    throws
  {
    func path(_ file: String) -> String { (directory as NSString).appendingPathComponent(file) }
    let required: [Face: String] = [
      .regular: path("DejaVuSans.ttf"), .bold: path("DejaVuSans-Bold.ttf"), .mono: path("DejaVuSansMono.ttf"),
    ]
    let missing = required.values.filter { !FileManager.default.isReadableFile(atPath: $0) }.sorted()
    guard missing.isEmpty else { throw SDLPlatformError.fontsMissing(paths: missing) }
    var paths = required
    let monoBold = path("DejaVuSansMono-Bold.ttf")
    // Optional: without it bold monospaced text falls back to the regular monospaced face.
    paths[.monoBold] = FileManager.default.isReadableFile(atPath: monoBold) ? monoBold : required[.mono]
    self.paths = paths
    if let emojiPath, FileManager.default.isReadableFile(atPath: emojiPath) {
      self.emojiPath = emojiPath
    } else {
      self.emojiPath = nil
      Diagnostics.report(
        "no colour emoji font at \(emojiPath ?? "(none given)") (Debian's fonts-noto-color-emoji): emoji are drawn as boxes",
        from: "fonts", once: "emoji")
    }
    if TTF_WasInit() == 0, TTF_Init() != 0 {
      throw SDLPlatformError.fonts(reason: "TTF_Init failed: \(SDLPlatformError.lastSDLError)")
    }
  }

  isolated deinit {
    for entry in open.values { TTF_CloseFont(entry.font) }
    if let emojiFont { TTF_CloseFont(emojiFont) }
  }

  /// The face that draws `font`.
  public static func face(for font: UIFont) -> Face {
    switch (font.isMonospaced, font.weight.isBold) {
    case (false, false): return .regular
    case (false, true): return .bold
    case (true, false): return .mono
    case (true, true): return .monoBold
    }
  }

  /// The pixel size a font of `points` is opened at, within 1...`maxPixelSize`.
  static func pixelSize(forPoints points: CGFloat) -> Int {
    guard points.isFinite else { return 1 }
    return Int(min(max(points.rounded(), 1), CGFloat(maxPixelSize)))
  }

  /// An open `TTF_Font` for `face` at `pixelSize` (SDL2_ttf's sizes are pixels at its default
  /// 72 DPI); nil if SDL2_ttf refuses to open the file.
  func font(_ face: Face, pixelSize: Int) -> OpaquePointer? {
    let key = OpenKey(face: face, pixelSize: min(max(pixelSize, 1), FontLibrary.maxPixelSize))
    useCounter += 1
    if let entry = open[key] {
      open[key] = (entry.font, useCounter)
      return entry.font
    }
    guard let path = paths[face], let font = TTF_OpenFont(path, Int32(key.pixelSize)) else { return nil }
    if open.count >= capacity, let oldest = open.min(by: { $0.value.lastUse < $1.value.lastUse }) {
      TTF_CloseFont(oldest.value.font)
      open.removeValue(forKey: oldest.key)
    }
    open[key] = (font, useCounter)
    return font
  }

  /// How many fonts are open (bounded by the library's capacity).
  var openCount: Int { open.count }
}
