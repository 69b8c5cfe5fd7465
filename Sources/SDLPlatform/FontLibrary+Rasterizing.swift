import CSDL2
import Foundation
import ViewCore

extension FontLibrary {
  /// The glyphs for `key` in white on a transparent ARGB surface, with the colour pixels of its
  /// emoji beside them when it has any (the caller frees both); nil when there is nothing to draw
  /// or SDL2_ttf fails.
  ///
  /// One line (`numberOfLines == 1`) is truncated at the tail with "…" to `key.width`; more
  /// lines are word-wrapped at `key.width` by SDL2_ttf and cut to `numberOfLines`.
  func rasterize(_ key: TextRasterKey) -> TextRaster? {
    guard !key.text.isEmpty, let font = font(key.face, pixelSize: key.pixelSize) else { return nil }
    if case .some(let withEmoji) = rasterizeWithFallback(key, in: font) { return withEmoji }
    if key.numberOfLines == 1 {
      // A one-line label shows line breaks as spaces rather than as missing-glyph boxes.
      let line = key.text.replacingOccurrences(of: "\n", with: " ")
      let fitted = FontLibrary.truncatingTail(line, in: font, toWidth: key.width)
      return fitted.isEmpty
        ? nil : TTF_RenderUTF8_Blended(font, fitted, FontLibrary.white).map { TextRaster(glyphs: $0) }
    }
    TTF_SetFontWrappedAlign(font, FontLibrary.wrappedAlign(key.alignment))
    guard let surface = FontLibrary.renderWrapped(key.text, in: font, wrapWidth: key.width) else {
      return nil
    }
    let lineSkip = max(1, Int(TTF_FontLineSkip(font)))
    guard key.numberOfLines > 0, Int(surface.pointee.h) > key.numberOfLines * lineSkip else {
      return TextRaster(glyphs: surface)
    }
    defer { SDL_FreeSurface(surface) }
    return FontLibrary.topRows(of: surface, height: key.numberOfLines * lineSkip).map { TextRaster(glyphs: $0) }
  }

  /// `line` if it fits in `width` pixels, else its longest prefix that fits with "…" appended.
  static func truncatingTail(_ line: String, in font: OpaquePointer, toWidth width: Int) -> String {
    String(truncatingTail(Substring(line), toWidth: width) { self.width(of: String($0), in: font) })
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
