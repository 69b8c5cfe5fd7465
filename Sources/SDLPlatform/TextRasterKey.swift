import Foundation
import ViewCore

/// Everything that decides a text raster's pixels, so equal keys can share one texture.
///
/// The colour is part of it: glyphs are rasterised white and tinted once, when the texture is
/// made, because SDL's software renderer blends a colour-modulated texture through a generic
/// blitter several times slower than its plain alpha blend (perf, `scripts/bench.sh raw-sdl`).
struct TextRasterKey: Hashable {
  var text: String
  var face: FontLibrary.Face
  /// The font's size in raster pixels.
  var pixelSize: Int
  var alignment: NSTextAlignment
  /// 0 means unlimited, as in `UILabel`.
  var numberOfLines: Int
  /// The width available, in raster pixels: the wrap width, or where one line is truncated.
  var width: Int
  /// The text's colour as 0xRRGGBB (its alpha is applied when drawn).
  var color: UInt32
  /// The solid colour under the text as 0xRRGGBB when it is drawn opaque, composited onto it
  /// (`SDLRenderer+OpaqueText.swift`); nil for a raster blended onto whatever is below.
  var background: UInt32? = nil
}

extension UIColor {
  /// The colour as 0xRRGGBB, 8 bits a channel.
  var rgb24: UInt32 {
    let c = rgba8
    return UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
  }
}
