import CSDL2
import Foundation
import ViewCore

extension FontLibrary {
  /// White glyphs for `key` on a transparent ARGB surface (the caller frees it); nil when there
  /// is nothing to draw or SDL2_ttf fails.
  ///
  /// One line (`numberOfLines == 1`) is truncated at the tail with "…" to `key.width`; more
  /// lines are word-wrapped at `key.width` by SDL2_ttf and cut to `numberOfLines`.
  func rasterize(_ key: TextRasterKey) -> UnsafeMutablePointer<SDL_Surface>? {
    guard !key.text.isEmpty, let font = font(key.face, pixelSize: key.pixelSize) else { return nil }
    if key.numberOfLines == 1 {
      // A one-line label shows line breaks as spaces rather than as missing-glyph boxes.
      let line = key.text.replacingOccurrences(of: "\n", with: " ")
      let fitted = FontLibrary.truncatingTail(line, in: font, toWidth: key.width)
      return fitted.isEmpty ? nil : TTF_RenderUTF8_Blended(font, fitted, FontLibrary.white)
    }
    TTF_SetFontWrappedAlign(font, FontLibrary.wrappedAlign(key.alignment))
    guard let surface = FontLibrary.renderWrapped(key.text, in: font, wrapWidth: key.width) else {
      return nil
    }
    let lineSkip = max(1, Int(TTF_FontLineSkip(font)))
    guard key.numberOfLines > 0, Int(surface.pointee.h) > key.numberOfLines * lineSkip else { return surface }
    defer { SDL_FreeSurface(surface) }
    return FontLibrary.topRows(of: surface, height: key.numberOfLines * lineSkip)
  }

  /// `line` if it fits in `width` pixels, else its longest prefix that fits with "…" appended.
  static func truncatingTail(_ line: String, in font: OpaquePointer, toWidth width: Int) -> String {
    guard width > 0, self.width(of: line, in: font) > width else { return line }
    let characters = Array(line)
    func candidate(_ count: Int) -> String {
      var prefix = String(characters[..<count])
      while prefix.last?.isWhitespace == true { prefix.removeLast() }
      return prefix + "…"
    }
    // Binary search for the longest prefix; "…" alone is the floor even if it overflows.
    var low = 0
    var high = characters.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if self.width(of: candidate(mid), in: font) <= width { low = mid } else { high = mid - 1 }
    }
    return candidate(low)
  }

  static func wrappedAlign(_ alignment: NSTextAlignment) -> Int32 {
    switch alignment {
    case .left, .justified, .natural: return TTF_WRAPPED_ALIGN_LEFT
    case .center: return TTF_WRAPPED_ALIGN_CENTER
    case .right: return TTF_WRAPPED_ALIGN_RIGHT
    }
  }

  /// A copy of the top `height` rows of `surface` (alpha copied, not blended).
  static func topRows(of surface: UnsafeMutablePointer<SDL_Surface>, height: Int)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    let width = surface.pointee.w
    guard
      let top = SDL_CreateRGBSurfaceWithFormat(
        0, width, Int32(height), 32, surface.pointee.format.pointee.format)
    else { return nil }
    SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
    var rows = SDL_Rect(x: 0, y: 0, w: width, h: Int32(height))
    SDL_UpperBlit(surface, &rows, top, nil)
    return top
  }
}
