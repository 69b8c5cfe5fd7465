import CSDL2
import Foundation

extension FontLibrary {
  /// The width in pixels of one line of `text` in `font` (0 for empty text or on failure).
  static func width(of text: String, in font: OpaquePointer) -> Int {
    guard !text.isEmpty else { return 0 }
    var width: Int32 = 0
    var height: Int32 = 0
    guard TTF_SizeUTF8(font, text, &width, &height) == 0 else { return 0 }
    return Int(width)
  }

  /// How many lines SDL2_ttf's word wrapping makes of `text` at `wrapWidth` pixels, counted
  /// from the height of what it renders, so measuring and drawing always agree.
  static func wrappedLineCount(of text: String, in font: OpaquePointer, wrapWidth: Int) -> Int {
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).count
    guard wrapWidth > 0, let surface = renderWrapped(text, in: font, wrapWidth: wrapWidth) else {
      return paragraphs
    }
    defer { SDL_FreeSurface(surface) }
    let lineSkip = max(1, Int(TTF_FontLineSkip(font)))
    return max(paragraphs, (Int(surface.pointee.h) + lineSkip / 2) / lineSkip)
  }

  /// White, word-wrapped text (the colour is applied when the texture is drawn).
  static func renderWrapped(_ text: String, in font: OpaquePointer, wrapWidth: Int)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    TTF_RenderUTF8_Blended_Wrapped(font, text, white, UInt32(max(1, wrapWidth)))
  }

  static let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
}
